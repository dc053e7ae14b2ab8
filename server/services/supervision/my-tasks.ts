/**
 * The caller's inspection tasks beyond the two lists: withdrawing tasks they dispatched that nobody accepted
 * yet (remove), noting a remark on a task of theirs (PUT myTask), and the home-page summary
 * (getLawExamTaskHomePage). Scope, versions and states are the entity's and the rules'.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { HOME_PAGE_UPCOMING } from '../../../src/constants/my-tasks';
import type { Db } from '../../db/client';
import { supervisionTasks as t } from '../../db/schema';
import { forbidden } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { supervisionTask, type SupervisionTaskRow } from '../../entities/supervision-task.entity';
import { isOfficerOf } from './rules';

/** Withdraws the caller's own dispatched tasks (the entity refuses any already accepted, and rows out of scope). */
export async function removeMyTasks(db: Db, user: SessionUser, ids: string[]): Promise<number> {
  const rows = await db.select({ id: t.id, createdBy: t.createdBy }).from(t).where(and(inArray(t.id, ids), eq(t.deleted, false)));
  if (rows.some((row) => row.createdBy !== user.userId)) throw forbidden('只能删除本人下发的任务');
  return supervisionTask.ops.remove(db, user, ids);
}

/** One of the task's two officers notes a remark while the task is still open (the entity refuses it after the check). */
export async function noteMyTask(db: Db, user: SessionUser, input: { id: string; version: number; remark: string }): Promise<SupervisionTaskRow> {
  const row = await supervisionTask.ops.detail(db, user, input.id);
  if (!isOfficerOf(row, user.userId)) throw forbidden('只有任务的主办人或协办人可以办理');
  return supervisionTask.ops.update(db, user, { id: input.id, version: input.version, remark: input.remark.trim() || null } as never);
}

const count = (where: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${where})::int`;

/** Counts of the caller's tasks by stage, and the open ones due soonest. */
export async function myTaskHomePage(db: Db, user: SessionUser) {
  const mine = and(eq(t.deleted, false), or(eq(t.agentId, user.userId), eq(t.assistantHandlerId, user.userId)));
  const [counts] = await db
    .select({
      unfinished: count(sql`${t.status} <> 'closed'`),
      toAccept: count(sql`${t.status} = 'dispatched'`),
      toCheck: count(sql`${t.status} = 'accepted'`),
      toClose: count(sql`${t.status} = 'checked'`),
      overdue: count(sql`${t.status} <> 'closed' and ${t.overdue}`),
      finished: count(sql`${t.status} = 'closed'`),
    })
    .from(t)
    .where(mine);
  const open = await supervisionTask.ops.all(db, user, { mine: true, finished: false, size: 500 });
  const upcoming = open.sort((a, b) => a.endDate.localeCompare(b.endDate) || a.id.localeCompare(b.id)).slice(0, HOME_PAGE_UPCOMING);
  return { ...counts, upcoming };
}
