/** The caller's own task list (待办/已办), its counts by business type and its export rows. */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FLOW_MOVE_NAMES, FLOW_TASK_STATUS_NAMES } from '../../../src/constants/flow-runtime';
import type { FlowMove } from '../../../src/machines/approval-flow/types';
import type { Db } from '../../db/client';
import { organizations, todoTasks, users } from '../../db/schema';
import { pageWindow, type PageArgs } from '../../http/paging';
import { parseFilterTime } from '../filter-time';
import { escapeLike } from '../like';
import { DAY_MS } from '../../../src/constants/timings';

export interface TaskFilter extends PageArgs {
  /** false or absent: pending tasks; true: tasks the caller handled. */
  finished?: boolean;
  busiTypeCode?: string;
  title?: string;
  senderName?: string;
  receivedStart?: string;
  receivedEnd?: string;
  dueStart?: string;
  dueEnd?: string;
}

const t = todoTasks;
const sender = alias(users, 'sender');
const sendOrgan = alias(organizations, 'send_organ');

/** An end date without a time covers that whole day. */
const endBound = (column: typeof t.receivedAt | typeof t.dueAt, text: string): SQL =>
  /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? lt(column, new Date(parseFilterTime(text).getTime() + DAY_MS)) : lte(column, parseFilterTime(text));

function conditions(userId: string, f: TaskFilter, busiTypes?: readonly string[]): SQL[] {
  const where: SQL[] = [eq(t.assigneeId, userId), eq(t.status, f.finished ? 'done' : 'pending')];
  if (f.busiTypeCode) where.push(eq(t.busiTypeCode, f.busiTypeCode));
  if (busiTypes) where.push(inArray(t.busiTypeCode, [...busiTypes]));
  if (f.title?.trim()) where.push(ilike(t.title, `%${escapeLike(f.title.trim())}%`));
  if (f.senderName?.trim()) where.push(ilike(sender.name, `%${escapeLike(f.senderName.trim())}%`));
  if (f.receivedStart) where.push(gte(t.receivedAt, parseFilterTime(f.receivedStart)));
  if (f.receivedEnd) where.push(endBound(t.receivedAt, f.receivedEnd));
  if (f.dueStart) where.push(gte(t.dueAt, parseFilterTime(f.dueStart)));
  if (f.dueEnd) where.push(endBound(t.dueAt, f.dueEnd));
  return where;
}

const columns = {
  id: t.id,
  flowWorkId: t.flowWorkId,
  busiTypeCode: t.busiTypeCode,
  busiTypeName: t.busiTypeName,
  busiInstId: t.busiInstId,
  title: t.title,
  stepKey: t.stepKey,
  stepName: t.stepName,
  status: t.status,
  senderId: t.senderId,
  senderName: sender.name,
  sendOrganName: sendOrgan.name,
  sendComment: t.sendComment,
  receivedAt: t.receivedAt,
  dueAt: t.dueAt,
  approveAction: t.approveAction,
  approveContent: t.approveContent,
  approvalTime: t.approvalTime,
};

interface Row {
  id: string;
  flowWorkId: string;
  busiTypeCode: string;
  busiTypeName: string;
  busiInstId: string;
  title: string;
  stepKey: string;
  stepName: string;
  status: 'pending' | 'done' | 'cancelled';
  senderId: string | null;
  senderName: string | null;
  sendOrganName: string | null;
  sendComment: string | null;
  receivedAt: Date;
  dueAt: Date | null;
  approveAction: string | null;
  approveContent: string | null;
  approvalTime: Date | null;
}

const toTask = ({ receivedAt, dueAt, approvalTime, ...r }: Row, now: Date) => ({
  ...r,
  statusName: FLOW_TASK_STATUS_NAMES[r.status],
  receivedAt: receivedAt.toISOString(),
  dueAt: dueAt?.toISOString() ?? null,
  overdue: r.status === 'pending' && dueAt !== null && dueAt.getTime() < now.getTime(),
  approveActionName: r.approveAction ? (FLOW_MOVE_NAMES[r.approveAction as FlowMove] ?? r.approveAction) : null,
  approvalTime: approvalTime?.toISOString() ?? null,
});

export type TaskRow = ReturnType<typeof toTask>;

/** A page of the caller's tasks: pending ones newest first, finished ones by when they were handled. */
export async function userTaskPage(db: Db, userId: string, f: TaskFilter, busiTypes?: readonly string[]) {
  const { current, size, limit, offset } = pageWindow(f);
  const where = and(...conditions(userId, f, busiTypes));
  const from = () => db.select(columns).from(t).leftJoin(sender, eq(sender.id, t.senderId)).leftJoin(sendOrgan, eq(sendOrgan.id, t.sendOrganId));
  const [{ total }] = await db.select({ total: count() }).from(t).leftJoin(sender, eq(sender.id, t.senderId)).where(where);
  const order = f.finished ? [desc(t.approvalTime), desc(t.id)] : [desc(t.receivedAt), desc(t.id)];
  const rows = await from().where(where).orderBy(...order).limit(limit).offset(offset);
  const now = new Date();
  return { current, size, total: Number(total), records: rows.map((r) => toTask(r, now)) };
}

/** The caller's pending tasks of one business type (complaints and reports), all of them, oldest due first. */
export async function userPendingTasksOf(db: Db, userId: string, busiTypeCode: string): Promise<TaskRow[]> {
  const rows = await db
    .select(columns)
    .from(t)
    .leftJoin(sender, eq(sender.id, t.senderId))
    .leftJoin(sendOrgan, eq(sendOrgan.id, t.sendOrganId))
    .where(and(eq(t.assigneeId, userId), eq(t.status, 'pending'), eq(t.busiTypeCode, busiTypeCode)))
    .orderBy(asc(t.dueAt), desc(t.receivedAt), asc(t.id));
  const now = new Date();
  return rows.map((r) => toTask(r, now));
}

/** Pending counts by business type (the dashboard's pending-work cards). */
export async function pendingCountsByBusiType(db: Db, userId: string) {
  const rows = await db
    .select({ busiTypeCode: t.busiTypeCode, busiTypeName: t.busiTypeName, count: count() })
    .from(t)
    .where(and(eq(t.assigneeId, userId), eq(t.status, 'pending')))
    .groupBy(t.busiTypeCode, t.busiTypeName)
    .orderBy(asc(t.busiTypeCode));
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
