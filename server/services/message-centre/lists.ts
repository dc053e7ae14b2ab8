/** 已发送 and the details of either box; reading, marking and deleting touch only the caller's own rows. */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { categoryLabel, MessageCentreMessages as M } from '../../../src/constants/message-centre';
import type { Db } from '../../db/client';
import { notices, noticeSends, organizations, users } from '../../db/schema';
import { notFound } from '../../http/envelope';
import { pageWindow, type PageArgs } from '../../http/paging';
import { messageWhere, type MessageFilter } from './filters';

/** Read counts of sends, by send id. */
async function readCounts(db: Db, sendIds: string[]): Promise<Map<string, number>> {
  if (!sendIds.length) return new Map();
  const rows = await db
    .select({ sendId: notices.sendId, read: sql<number>`count(*) filter (where ${notices.visited})` })
    .from(notices)
    .where(inArray(notices.sendId, sendIds))
    .groupBy(notices.sendId);
  return new Map(rows.map((r) => [r.sendId!, Number(r.read)]));
}

type Send = typeof noticeSends.$inferSelect;
const sentRow = (r: Send, read: number) => ({
  id: r.id,
  title: r.title,
  content: r.content,
  category: r.category,
  categoryName: categoryLabel(r.category),
  receiverNames: r.receiverNames,
  receiverCount: r.receiverCount,
  readCount: read,
  forwarded: r.forwardOf !== null,
  sendTime: r.createdAt.toISOString(),
});

export async function sendPage(db: Db, senderId: string, f: PageArgs & MessageFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: SQL[] = [eq(noticeSends.senderId, senderId), eq(noticeSends.deleted, false), ...messageWhere(f, noticeSends)];
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(noticeSends).where(and(...where)),
    db.select().from(noticeSends).where(and(...where)).orderBy(desc(noticeSends.createdAt), desc(noticeSends.id)).limit(limit).offset(offset),
  ]);
  const reads = await readCounts(db, rows.map((r) => r.id));
  return { current, size, total: Number(total), records: rows.map((r) => sentRow(r, reads.get(r.id) ?? 0)) };
}

export async function sendDetail(db: Db, senderId: string, id: string) {
  const [send] = await db.select().from(noticeSends).where(and(eq(noticeSends.id, id), eq(noticeSends.senderId, senderId), eq(noticeSends.deleted, false)));
  if (!send) throw notFound(M.sendNotFound);
  const receivers = await db
    .select({ userId: notices.receiverId, name: users.name, organName: organizations.name, visited: notices.visited })
    .from(notices)
    .leftJoin(users, eq(users.id, notices.receiverId))
    .leftJoin(organizations, eq(organizations.id, users.organId))
    .where(eq(notices.sendId, id))
    .orderBy(asc(organizations.name), asc(users.name), asc(notices.receiverId));
  const read = receivers.filter((r) => r.visited).length;
  return { ...sentRow(send, read), receivers: receivers.map((r) => ({ userId: r.userId, name: r.name ?? r.userId, organName: r.organName, visited: r.visited })) };
}

const text = (payload: unknown, key: string): string | null => {
  const value = (payload as Record<string, unknown> | null)?.[key];
  return value === undefined || value === null ? null : String(value);
};

/** A received notice with the fields of the spec's notification message; opening it marks it read. */
export async function noticeDetail(db: Db, receiverId: string, id: string) {
  const mine = and(eq(notices.id, id), eq(notices.receiverId, receiverId), eq(notices.deleted, false));
  const [row] = await db
    .select({ notice: notices, senderName: users.name })
    .from(notices)
    .leftJoin(users, eq(users.id, notices.senderId))
    .where(mine);
  if (!row) throw notFound(M.notFound);
  const n = row.notice;
  if (!n.visited) await db.update(notices).set({ visited: true }).where(mine);
  const hasNextTask = (n.payload as Record<string, unknown> | null)?.hasNextTask;
  return {
    id: n.id,
    title: n.title,
    content: n.content,
    category: n.category,
    categoryName: categoryLabel(n.category),
    senderName: row.senderName,
    sendTime: n.createdAt.toISOString(),
    visited: true,
    templateCategory: n.templateCategory,
    taskCategoryName: text(n.payload, 'taskCategoryName'),
    taskCategory: text(n.payload, 'taskCategory'),
    taskId: n.taskId,
    taskDetailId: text(n.payload, 'taskDetailId'),
    caseTransId: text(n.payload, 'caseTransId'),
    caseProjectId: text(n.payload, 'caseProjectId'),
    busiInstId: n.busiInstId,
    busiTypeCode: n.busiTypeCode,
    busiTypeName: n.busiTypeName,
    approveAction: text(n.payload, 'approveAction'),
    flowWorkId: n.flowWorkId,
    hasNextTask: typeof hasNextTask === 'boolean' ? hasNextTask : null,
  };
}

/** All or nothing: every id must be a live notice of the caller's. Returns how many were unread. */
export async function markRead(db: Db, receiverId: string, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const mine = and(inArray(notices.id, ids), eq(notices.receiverId, receiverId), eq(notices.deleted, false));
    const [{ total }] = await tx.select({ total: count() }).from(notices).where(mine);
    if (Number(total) !== new Set(ids).size) throw notFound(M.notFound);
    const changed = await tx.update(notices).set({ visited: true }).where(and(mine, eq(notices.visited, false))).returning({ id: notices.id });
    return changed.length;
  });
}

export type MessageBox = 'receive' | 'send';

/** Soft delete, all or nothing, of the caller's received notices or sent messages (the other side keeps its copy). */
export async function removeMessages(db: Db, userId: string, ids: string[], box: MessageBox): Promise<number> {
  return db.transaction(async (tx) => {
    const removed =
      box === 'receive'
        ? await tx
            .update(notices)
            .set({ deleted: true })
            .where(and(inArray(notices.id, ids), eq(notices.receiverId, userId), eq(notices.deleted, false)))
            .returning({ id: notices.id })
        : await tx
            .update(noticeSends)
            .set({ deleted: true, deletedAt: new Date() })
            .where(and(inArray(noticeSends.id, ids), eq(noticeSends.senderId, userId), eq(noticeSends.deleted, false)))
            .returning({ id: noticeSends.id });
    if (removed.length !== new Set(ids).size) throw notFound(box === 'receive' ? M.notFound : M.sendNotFound);
    return removed.length;
  });
}
