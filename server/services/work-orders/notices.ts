/** Notices of work orders: the receiving unit's people when one arrives, the issuer when it comes back. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices, users, workOrders } from '../../db/schema';
import type { NoticeEvent } from '../../notice/bus';

const CATEGORY = 'workOrder';
const BUSI_TYPE = { busiTypeCode: 'xtglGd', busiTypeName: '联合监管工单' } as const;

type OrderRow = typeof workOrders.$inferSelect;

async function write(tx: Db, order: OrderRow, receiverIds: readonly string[], senderId: string, title: string, content: string, now: Date, newId: () => string = randomUUID): Promise<NoticeEvent[]> {
  const unique = [...new Set(receiverIds)].filter((id) => id !== senderId);
  if (!unique.length) return [];
  const rows = unique.map((receiverId) => ({
    id: newId(), receiverId, senderId, title, content, category: CATEGORY, templateCategory: 'task', ...BUSI_TYPE,
    taskId: order.id, busiInstId: order.id, payload: { workOrderId: order.id, kind: order.kind }, visited: false, createdAt: now,
  }));
  await tx.insert(notices).values(rows);
  return rows.map((r): NoticeEvent => ({ ...r, createdAt: now.toISOString() }));
}

/** An order arrived: every live person of the receiving unit. */
export async function noticeArrived(tx: Db, order: OrderRow, senderId: string, now: Date, newId?: () => string): Promise<NoticeEvent[]> {
  const people = await tx.select({ id: users.id }).from(users).where(and(eq(users.organId, order.receiverOrganId), eq(users.deleted, false)));
  return write(tx, order, people.map((p) => p.id), senderId, `新工单：${order.title}`, `请于${order.dueDate}前办理并回复。`, now, newId);
}

/** The receiver returned the order: its issuer reviews it. */
export const noticeReturned = (tx: Db, order: OrderRow, senderId: string, now: Date, newId?: () => string) =>
  write(tx, order, [order.issuerUserId], senderId, `工单已回复：${order.title}`, '接收单位已办理并回复，请审核办结或退回。', now, newId);

/** The issuer sent it back: whoever handled it does it again. */
export const noticeSentBack = (tx: Db, order: OrderRow, senderId: string, note: string, now: Date, newId?: () => string) =>
  write(tx, order, order.handlerId ? [order.handlerId] : [], senderId, `工单被退回：${order.title}`, note, now, newId);
