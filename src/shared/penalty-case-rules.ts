/**
 * The order of a penalty case's steps (行政处罚 3100): 立案/调查取证 → 告知 → 法制审核 → 决定 → 执行 → 结案.
 * The server refuses a move with the problem named here and lists the moves a row allows from the same
 * function, so the client never compares statuses.
 */
export type PenaltyMove = 'investigate' | 'notify' | 'reply' | 'submitReview' | 'decide' | 'execute' | 'close';
export const PENALTY_MOVES: readonly PenaltyMove[] = ['investigate', 'notify', 'reply', 'submitReview', 'decide', 'execute', 'close'];

export interface PenaltyCaseState {
  status: string;
  evidenceCount: number;
  /** China date: the last day of the party's period after the notice. */
  replyDeadline: string | null;
  partyReply: string | null;
  /** Phase of the legal review's flow work (approved, rejected …), null before one is sent. */
  reviewPhase: string | null;
}

const REVIEW_ENDED_WITHOUT_PASS = ['rejected', 'revoked', 'closed'];

/** Why `move` may not be made now (today a China date), or null. */
export function moveProblem(s: PenaltyCaseState, move: PenaltyMove, today: string): string | null {
  switch (move) {
    case 'investigate':
      return s.status === 'filed' ? null : '只有调查取证阶段的案件可以修改证据和询问笔录';
    case 'notify':
      if (s.status !== 'filed') return '案件已告知，不能重复告知';
      return s.evidenceCount > 0 ? null : '请先记录至少一项证据再告知';
    case 'reply':
      if (s.status !== 'notified') return '只有已告知的案件可以记录当事人意见';
      return s.partyReply ? '当事人意见已记录' : null;
    case 'submitReview':
      if (s.status === 'reviewing') return s.reviewPhase && REVIEW_ENDED_WITHOUT_PASS.includes(s.reviewPhase) ? null : '案件正在法制审核中';
      if (s.status !== 'notified') return '案件告知后才能提交法制审核';
      if (s.partyReply || (s.replyDeadline !== null && today > s.replyDeadline)) return null;
      return `告知期限至${s.replyDeadline ?? ''}，期满或当事人放弃、陈述申辩、听证后才能提交法制审核`;
    case 'decide':
      return s.status === 'reviewing' && s.reviewPhase === 'approved' ? null : '法制审核通过后才能作出处罚决定';
    case 'execute':
      return s.status === 'decided' ? null : '作出处罚决定后才能记录执行';
    case 'close':
      return s.status === 'executed' ? null : '执行完毕后才能结案';
  }
}

/** The moves the case allows now, in step order. */
export const nextMoves = (s: PenaltyCaseState, today: string): PenaltyMove[] => PENALTY_MOVES.filter((m) => moveProblem(s, m, today) === null);

/** A fine names its amount (more than 0); no other penalty carries one. */
export function decisionProblem(d: { penaltyKind: string; fineAmount?: number | null }): string | null {
  if (d.penaltyKind === 'fine') return d.fineAmount && d.fineAmount > 0 ? null : '处罚种类为罚款时须填写罚款金额';
  return d.fineAmount ? '只有罚款需要填写罚款金额' : null;
}

/** A payment is of a fine, in full, on a date; enforcement and performance say what was done. */
export function executionProblem(decision: { penaltyKind: string | null; fineAmount: number | null }, e: { executionKind: string; paidAmount?: number | null; paidAt?: string | null; executionNote?: string | null }): string | null {
  if (e.executionKind === 'paid') {
    if (decision.penaltyKind !== 'fine') return '只有罚款决定可以记录缴纳罚款';
    if (!e.paidAt) return '缴款日期不能为空';
    return e.paidAmount === decision.fineAmount ? null : `缴款金额须为罚款金额${decision.fineAmount ?? 0}元`;
  }
  if (e.executionKind === 'performed' && decision.penaltyKind === 'fine') return '罚款决定须记录缴纳罚款或申请强制执行';
  return e.executionNote?.trim() ? null : '执行情况不能为空';
}
