/**
 * The moves of a joint-supervision work order (工单) and who may make them: the receiving unit signs for it,
 * handles it (检查结果 and 工作报告) and returns it; the issuing unit closes it or sends it back.
 * A street may instead forward it (转发) to one of its communities: the order waits (已转发) until the
 * community replies, then is back with the street, handled with the community's findings, to reply.
 * The server's allows and its move routes both ask these rules.
 */
export type WorkOrderMove = 'receive' | 'handle' | 'reply' | 'close' | 'sendBack' | 'forward';

/** The only kind whose receivers have bodies of their own below them to forward to. */
export const FORWARDING_KIND = 'street';

export interface WorkOrderState {
  kind: string;
  status: string;
  receiverOrganId: string;
  issuerOrganId: string;
  handledAt: unknown;
}

/** The catalogue button each move needs on the order's screen. */
export const WORK_ORDER_MOVE_BUTTON: Record<WorkOrderMove, 'receive' | 'handle' | 'reply' | 'review' | 'forward'> = {
  receive: 'receive',
  handle: 'handle',
  reply: 'reply',
  close: 'review',
  sendBack: 'review',
  forward: 'forward',
};

/** The moves a person of unit `unitId` may make on the order now. */
export function workOrderMoves(order: WorkOrderState, unitId: string): WorkOrderMove[] {
  const moves: WorkOrderMove[] = [];
  if (order.receiverOrganId === unitId) {
    if (order.status === 'sent') moves.push('receive');
    if (order.status === 'received') moves.push('handle');
    if (order.status === 'received' && order.handledAt) moves.push('reply');
    if (order.status === 'received' && !order.handledAt && order.kind === FORWARDING_KIND) moves.push('forward');
  }
  if (order.issuerOrganId === unitId && order.status === 'returned') moves.push('close', 'sendBack');
  return moves;
}

/** Why the move cannot be made now (null when it can): the words a refused caller is told. */
export function workOrderMoveProblem(order: WorkOrderState, unitId: string, move: WorkOrderMove): string | null {
  if (workOrderMoves(order, unitId).includes(move)) return null;
  const receiverMove = move === 'receive' || move === 'handle' || move === 'reply' || move === 'forward';
  if (receiverMove && order.receiverOrganId !== unitId) return '只有接收单位可以签收、办理和回复工单';
  if (move === 'forward' && order.kind !== FORWARDING_KIND) return '只有街道工单可以转发社区';
  if (move === 'forward' && order.status === 'received') return '工单已办理，不能再转发';
  if (order.status === 'forwarded') return '工单已转发社区，请等待社区回复';
  if (!receiverMove && order.issuerOrganId !== unitId) return '只有下发单位可以审核工单';
  if (move === 'reply' && order.status === 'received') return '请先办理工单（填写检查结果和工作报告）再回复';
  return '工单当前状态不能进行此操作';
}

/** The status a move leaves the order in. */
export const WORK_ORDER_MOVE_STATUS: Record<Exclude<WorkOrderMove, 'handle'>, string> = {
  receive: 'received',
  forward: 'forwarded',
  reply: 'returned',
  close: 'closed',
  sendBack: 'received',
};

/** What 办理 must say (the form and the server ask the same): a result and a work report. */
export function workOrderHandleProblems(input: { checkResult?: unknown; report?: unknown }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!input.checkResult) problems.checkResult = '检查结果不能为空';
  if (typeof input.report !== 'string' || !input.report.trim()) problems.report = '工作报告不能为空';
  return problems;
}
