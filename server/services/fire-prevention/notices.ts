/** Notices of fire-prevention task orders, opened at 未处理防控任务 (hzfkNotDealWith) or the order's own page. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firePreventionOrders, notices, users } from '../../db/schema';
import type { NoticeEvent } from '../../notice/bus';
import { writeNotices, type Clock } from '../events-handovers/notify';

type OrderRow = typeof firePreventionOrders.$inferSelect;
const BUSI = { busiTypeCode: 'hzfkrw', busiTypeName: '火灾防控任务' } as const;

/**
 * A notice about the order itself (to its drafter or approvers): no click-through target of the spec fits, so
 * it opens as a message (msgDetails) naming the order; no busiInstId, which would open an approval page.
 */
async function orderNotice(tx: Db, order: OrderRow, receivers: readonly string[], senderId: string, title: string, content: string, { now, newId }: Clock): Promise<NoticeEvent[]> {
  const unique = [...new Set(receivers)].filter((id) => id !== senderId);
  if (!unique.length) return [];
  const rows = unique.map((receiverId) => ({
    id: newId(), receiverId, senderId, title, content, category: 'task', templateCategory: 'task', ...BUSI,
    taskId: null, busiInstId: null, payload: { firePreventionOrderId: order.id, kind: order.kind }, visited: false, createdAt: now,
  }));
  await tx.insert(notices).values(rows);
  return rows.map((r): NoticeEvent => ({ ...r, createdAt: now.toISOString() }));
}

/** Sent for approval: the leaders of the issuing unit. */
export async function noticeSubmitted(tx: Db, order: OrderRow, senderId: string, clock: Clock): Promise<NoticeEvent[]> {
  const leaders = await tx.select({ id: users.id }).from(users).where(and(eq(users.organId, order.issuerOrganId), eq(users.leader, true), eq(users.deleted, false)));
  return orderNotice(tx, order, leaders.map((u) => u.id), senderId, `防控任务待审批：${order.title}`, `${order.title}已送审，请审批。`, clock);
}

/** Approved or returned: the person who drafted it. */
export function noticeDecided(tx: Db, order: OrderRow, senderId: string, approved: boolean, note: string | null, clock: Clock): Promise<NoticeEvent[]> {
  const content = note ?? (approved ? '任务已审批通过并下发至接收单位。' : '任务被退回，请修改后重新送审。');
  return orderNotice(tx, order, [order.issuerUserId], senderId, `防控任务${approved ? '已审批下发' : '被退回'}：${order.title}`, content, clock);
}

/** Dispatched: every live person of each receiving unit, each opening that unit's part. */
export async function noticeDispatched(tx: Db, order: OrderRow, parts: { id: string; receiverOrganId: string }[], senderId: string, clock: Clock): Promise<NoticeEvent[]> {
  if (!parts.length) return [];
  const people = await tx.select({ id: users.id, organId: users.organId }).from(users).where(and(inArray(users.organId, parts.map((p) => p.receiverOrganId)), eq(users.deleted, false)));
  const events: NoticeEvent[] = [];
  for (const part of parts) {
    events.push(...(await writeNotices(tx, {
      receivers: people.filter((p) => p.organId === part.receiverOrganId).map((p) => p.id), senderId, title: `新防控任务：${order.title}`,
      content: `请于${order.endDate}前完成并填写完成情况。`, ...BUSI, recordId: part.id, target: 'hzfkNotDealWith', targetName: '未处理防控任务',
    }, clock)));
  }
  return events;
}

/** A receiver completed its part: the person who drafted the order. */
export const noticeCompleted = (tx: Db, order: OrderRow, receiverName: string, senderId: string, clock: Clock) =>
  orderNotice(tx, order, [order.issuerUserId], senderId, `防控任务已完成：${order.title}`, `${receiverName}已完成防控任务。`, clock);
