/**
 * The moves of a joint-supervision work order (工单) and who may make them: the receiving unit signs for it,
 * handles it (检查结果 and 工作报告) and returns it; the issuing unit closes it or sends it back.
 * The server's allows and its move routes both ask these rules.
 */
export type WorkOrderMove = 'receive' | 'handle' | 'reply' | 'close' | 'sendBack';

export interface WorkOrderState {
  status: string;
  receiverOrganId: string;
  issuerOrganId: string;
  handledAt: unknown;
}

/** The catalogue button each move needs on the order's screen. */
export const WORK_ORDER_MOVE_BUTTON: Record<WorkOrderMove, 'receive' | 'handle' | 'reply' | 'review'> = {
  receive: 'receive',
  handle: 'handle',
  reply: 'reply',
  close: 'review',
  sendBack: 'review',
};

/** The moves a person of unit `unitId` may make on the order now. */
export function workOrderMoves(order: WorkOrderState, unitId: string): WorkOrderMove[] {
  const moves: WorkOrderMove[] = [];
  if (order.receiverOrganId === unitId) {
    if (order.status === 'sent') moves.push('receive');
    if (order.status === 'received') moves.push('handle');
    if (order.status === 'received' && order.handledAt) moves.push('reply');
  }
  if (order.issuerOrganId === unitId && order.status === 'returned') moves.push('close', 'sendBack');
  return moves;
}

/** Why the move cannot be made now (null when it can): the words a refused caller is told. */
export function workOrderMoveProblem(order: WorkOrderState, unitId: string, move: WorkOrderMove): string | null {
  if (workOrderMoves(order, unitId).includes(move)) return null;
  const receiverMove = move === 'receive' || move === 'handle' || move === 'reply';
  if (receiverMove && order.receiverOrganId !== unitId) return '只有接收单位可以签收、办理和回复工单';
  if (!receiverMove && order.issuerOrganId !== unitId) return '只有下发单位可以审核工单';
  if (move === 'reply' && order.status === 'received') return '请先办理工单（填写检查结果和工作报告）再回复';
  return '工单当前状态不能进行此操作';
}

/** The status a move leaves the order in. */
export const WORK_ORDER_MOVE_STATUS: Record<Exclude<WorkOrderMove, 'handle'>, string> = {
  receive: 'received',
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
