import { Type } from '@sinclair/typebox';
/**
 * 火灾防控任务 (1000) rules, pure: the limits of an order, what an order and a receiver's part allow in
 * their state, and the bodies of the moves (the routes validate with them, the screens send them).
 */

/** Lengths and counts of an order (系统配置 would be the place to change them). */
export const FIRE_PREVENTION_LIMITS = { title: 100, content: 2000, receivers: 50, note: 500, report: 1000, generatedTasks: 20 } as const;

export type FirePreventionKind = 'order' | 'guidance' | 'publicity';
export type OrderMove = 'edit' | 'submit' | 'approve' | 'sendBack';

export interface OrderState {
  status: string;
  issuerOrganId: string;
  /** The issuing unit and its superiors: a leader of any of them approves. */
  approverOrganIds: readonly string[];
}

/** The moves an order allows the caller (of unit `unitId`) in its state; buttons are checked by the caller. */
export function orderMoves(row: OrderState, unitId: string, isAdmin = false): OrderMove[] {
  const issuer = isAdmin || row.issuerOrganId === unitId;
  if (row.status === 'draft' || row.status === 'returned') return issuer ? ['edit', 'submit'] : [];
  if (row.status === 'pending' && (isAdmin || row.approverOrganIds.includes(unitId))) return ['approve', 'sendBack'];
  return [];
}

export const ORDER_MOVE_BUTTON: Record<OrderMove, 'new' | 'submit' | 'approve'> = { edit: 'new', submit: 'submit', approve: 'approve', sendBack: 'approve' };

/** Why an order may not make a move now, in the words the caller is told; null when it may. */
export function orderMoveProblem(row: OrderState, unitId: string, move: OrderMove, isAdmin = false): string | null {
  if (orderMoves(row, unitId, isAdmin).includes(move)) return null;
  if (move === 'edit' || move === 'submit') return row.status === 'pending' ? '该任务已送审，不能修改或再次送审' : '只能修改、送审草稿或被退回的任务';
  return '只有待审批的任务可以审批';
}

/** A receiver's part: completed once, by a person of the receiving unit, while the order is dispatched. */
export function taskMayComplete(row: { status: string; receiverOrganId: string }, unitId: string): boolean {
  return row.status === 'pending' && row.receiverOrganId === unitId;
}

/** What is wrong with a completion report, in the words the form and the server show; null when it may be sent. */
export const reportProblem = (report: string | null | undefined): string | null => (report?.trim() ? null : '完成情况不能为空');

/** A part is overdue when it is not done and the order's period has ended (China dates). */
export const taskOverdue = (row: { status: string; endDate: string }, today: string): boolean => row.status !== 'done' && row.endDate < today;

/** The bodies of 送审, 审批 (通过/退回) and 完成. */
export const FIRE_PREVENTION_MOVE_FIELDS = {
  id: Type.String({ title: '任务ID', minLength: 1, maxLength: 64 }),
  note: Type.Optional(Type.String({ title: '审批意见', maxLength: FIRE_PREVENTION_LIMITS.note })),
};
