import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rectifyNotices, supervisionTasks as t } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { scopeOf } from '../org-scope';
import { isOfficerOf, statusAfter, type TaskMove, type TaskState } from './rules';

export type SupervisionTask = typeof t.$inferSelect;

/**
 * The task locked for a move inside the caller's transaction: live, in the caller's scope (403 outside it),
 * at the version the caller read (409), the caller one of its two officers, and its state allowing the move.
 */
export async function lockedForMove(tx: Db, user: SessionUser, id: string, version: number, move: TaskMove): Promise<{ task: SupervisionTask; status: string }> {
  const [task] = await tx.select().from(t).where(and(eq(t.id, id), eq(t.deleted, false))).for('update');
  if (!task) throw notFound('监督检查任务不存在或已被删除');
  const scope = await scopeOf(tx, user);
  if (scope && !scope.includes(task.organId)) throw forbidden('只能办理本单位及下级单位的监督检查任务');
  if (task.version !== version) throw conflict();
  if (!isOfficerOf(task, user.userId)) throw forbidden('只有任务的主办人或协办人可以办理');
  const after = statusAfter(await stateOf(tx, task), move);
  if ('problem' in after) throw conflict(after.problem);
  return { task, status: after.status };
}

export async function stateOf(db: Db, task: SupervisionTask): Promise<TaskState> {
  const [notice] = await db.select({ id: rectifyNotices.id }).from(rectifyNotices).where(and(eq(rectifyNotices.taskId, task.id), eq(rectifyNotices.kind, 'deadline')));
  return { ...task, deadlineNoticeIssued: Boolean(notice) };
}
