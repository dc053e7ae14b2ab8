/**
 * The order of a sealing's steps (临时查封 3200): 登记 → 报批 → 领导审批 (决定) → 实施查封 → 申请解除 (复查) → 解除,
 * or 期满解除 once the period has run out. The server refuses a move with the problem named here and lists the
 * moves a row allows from the same function, so the client never compares statuses.
 */
export type SealUpMove = 'edit' | 'submit' | 'approve' | 'reject' | 'seal' | 'apply' | 'lift' | 'expire';
export const SEAL_UP_MOVES: readonly SealUpMove[] = ['edit', 'submit', 'approve', 'reject', 'seal', 'apply', 'lift', 'expire'];

export interface SealUpState {
  status: string;
  /** China date: the last day of the sealing. */
  expiresOn: string | null;
  /** Check result of the re-check task dispatched on the party's application, null before it is checked. */
  recheckResult: string | null;
}

const PASSED = 'qualified';

/** Why `move` may not be made now (today a China date), or null. */
export function sealMoveProblem(s: SealUpState, move: SealUpMove, today: string): string | null {
  const running = s.status === 'sealed' || s.status === 'rechecking';
  const expired = running && s.expiresOn !== null && today > s.expiresOn;
  switch (move) {
    case 'edit':
    case 'submit':
      return s.status === 'draft' || s.status === 'rejected' ? null : '只有待报批或已退回的临时查封可以修改或报批';
    case 'approve':
    case 'reject':
      return s.status === 'approving' ? null : '只有待审批的临时查封可以审批';
    case 'seal':
      return s.status === 'decided' ? null : '领导审批同意后才能实施查封';
    case 'apply':
      if (!running) return '只有查封中的场所可以申请解除';
      if (expired) return `查封期限已于${s.expiresOn ?? ''}届满，请期满解除`;
      if (s.status === 'rechecking' && s.recheckResult === null) return '解除申请的复查尚未完成';
      if (s.status === 'rechecking' && s.recheckResult === PASSED) return '复查已合格，请解除查封';
      return null;
    case 'lift':
      return s.status === 'rechecking' && s.recheckResult === PASSED ? null : '复查合格后才能解除临时查封';
    case 'expire':
      return expired ? null : `查封期限至${s.expiresOn ?? ''}，期满后才能期满解除`;
  }
}

/** The moves the sealing allows now, in step order. */
export const sealNextMoves = (s: SealUpState, today: string): SealUpMove[] => SEAL_UP_MOVES.filter((m) => sealMoveProblem(s, m, today) === null);

/** The day `days` calendar days after a China date (YYYY-MM-DD). */
export function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last day of a sealing that starts on `sealedOn` and lasts `periodDays` days (the first day counted). */
export const sealExpiry = (sealedOn: string, periodDays: number) => plusDays(sealedOn, periodDays - 1);

/** The sealing is carried out after its decision, not in the future, by two officers at least. */
export function sealingProblem(input: { sealedOn: string; officers: readonly string[] }, decidedOn: string | null, today: string, officersMin: number): string | null {
  if (decidedOn && input.sealedOn < decidedOn) return `查封日期不能早于决定日期${decidedOn}`;
  if (input.sealedOn > today) return '查封日期不能晚于今天';
  const names = new Set(input.officers.map((o) => o.trim()).filter(Boolean));
  return names.size >= officersMin ? null : `执法人员不能少于${officersMin}人`;
}
