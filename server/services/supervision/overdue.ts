/**
 * Overdue work of inspection tasks, found against a given instant (the clock is a parameter, so tests set it):
 * a task not checked by its due date, a 限期改正 check whose notice was not served within
 * NOTICE_SERVE_WORKING_DAYS, and a 限期改正 deadline that passed, which creates the re-inspection task.
 * The task's two officers and the brigade's leaders are notified through the notices module.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { NOTICE_SERVE_WORKING_DAYS, REINSPECTION_WORKING_DAYS } from '../../../src/constants/inspection-periods';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../../db/client';
import { notices, rectifyNotices as n, supervisionTasks as t, users } from '../../db/schema';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { asDb } from '../flow-runtime/context';
import { workingDeadline } from '../working-days';
import type { SupervisionTask } from './task-access';
import { writeTaskFact } from './task-fact';

const CATEGORY = 'supervision';

async function notify(tx: Db, task: SupervisionTask, title: string, content: string, now: Date, newId: () => string): Promise<NoticeEvent[]> {
  const leaders = await tx.select({ id: users.id }).from(users).where(and(eq(users.organId, task.organId), eq(users.leader, true), eq(users.deleted, false)));
  const receivers = [...new Set([task.agentId, task.assistantHandlerId, ...leaders.map((l) => l.id)])];
  const rows = receivers.map((receiverId) => ({
    id: newId(), receiverId, senderId: null, title, content, category: CATEGORY, templateCategory: 'task', busiTypeCode: 'xfaqjc', busiTypeName: '消防安全检查',
    taskId: task.id, busiInstId: task.id, payload: { taskId: task.id }, visited: false, createdAt: now,
  }));
  await tx.insert(notices).values(rows);
  return rows.map((r): NoticeEvent => ({ ...r, createdAt: now.toISOString() }));
}

export interface OverdueScan {
  overdueTasks: number;
  lateNotices: number;
  reinspections: string[];
}

/** One pass over the tasks against `now`; each finding in its own transaction. */
/** `newId` names the rows written (the demo seed passes fixed ids). */
export async function scanOverdue(db: Db, now = new Date(), newId: () => string = randomUUID): Promise<OverdueScan> {
  const today = chinaDateOf(now);
  const events: NoticeEvent[] = [];
  const result: OverdueScan = { overdueTasks: 0, lateNotices: 0, reinspections: [] };

  const late = await db.select().from(t).where(and(eq(t.deleted, false), eq(t.overdue, false), inArray(t.status, ['dispatched', 'accepted']), lt(t.endDate, today)));
  for (const task of late) {
    await db.transaction(async (tr) => {
      const tx = asDb(tr);
      const marked = await tx.update(t).set({ overdue: true, updatedAt: now, version: sql`${t.version} + 1` }).where(and(eq(t.id, task.id), eq(t.overdue, false), inArray(t.status, ['dispatched', 'accepted']))).returning({ id: t.id });
      if (!marked.length) return;
      await writeTaskFact(tx, task.id);
      events.push(...(await notify(tx, task, `监督检查任务逾期：${task.unitName}`, `${task.unitName}的监督检查任务已超过截止日期${task.endDate}，请尽快检查。`, now, newId)));
      result.overdueTasks += 1;
    });
  }

  const unserved = await db
    .select()
    .from(t)
    .where(and(eq(t.deleted, false), eq(t.overdue, false), eq(t.status, 'checked'), eq(t.checkResult, 'deadline'), notExists(db.select({ id: n.id }).from(n).where(and(eq(n.taskId, t.id), eq(n.kind, 'deadline'))))));
  for (const task of unserved) {
    const serveBy = await workingDeadline(db, task.checkedAt ?? task.createdAt, NOTICE_SERVE_WORKING_DAYS);
    if (serveBy >= today) continue;
    await db.transaction(async (tr) => {
      const tx = asDb(tr);
      await tx.update(t).set({ overdue: true, updatedAt: now, version: sql`${t.version} + 1` }).where(eq(t.id, task.id));
      events.push(...(await notify(tx, task, `责令限期改正通知书未按期送达：${task.unitName}`, `${task.unitName}的责令限期改正通知书应于${serveBy}前送达。`, now, newId)));
      result.lateNotices += 1;
    });
  }

  const passed = await db.select({ notice: n, task: t }).from(n).innerJoin(t, eq(t.id, n.taskId)).where(and(eq(n.kind, 'deadline'), isNull(n.reinspectionTaskId), lt(n.deadline, today)));
  for (const { notice, task } of passed) {
    await db.transaction(async (tr) => {
      const tx = asDb(tr);
      const id = `st-${newId()}`;
      const claimed = await tx.update(n).set({ reinspectionTaskId: id }).where(and(eq(n.id, notice.id), isNull(n.reinspectionTaskId))).returning({ id: n.id });
      if (!claimed.length) return;
      const endDate = await workingDeadline(tx, now, REINSPECTION_WORKING_DAYS);
      await tx.insert(t).values({
        id, organId: task.organId, companyId: task.companyId, unitName: task.unitName, address: task.address, taskClassification: 'rectifyReview', category: task.category,
        source: 'reinspection', agentId: task.agentId, assistantHandlerId: task.assistantHandlerId, status: 'dispatched', endDate, parentTaskId: task.id,
        remark: `${notice.documentNumber}改正期限${notice.deadline}已到，复查整改情况`, createdBy: notice.issuedBy, createdByOrganId: task.organId, createdAt: now, updatedAt: now,
      });
      await writeTaskFact(tx, id);
      const [created] = await tx.select().from(t).where(eq(t.id, id));
      events.push(...(await notify(tx, created, `复查任务：${task.unitName}`, `${notice.documentNumber}的改正期限${notice.deadline}已到，请于${endDate}前完成复查。`, now, newId)));
      result.reinspections.push(id);
    });
  }
  await publishNotices(events);
  return result;
}

/** Runs the scan at start-up and every `intervalMs`; errors are logged, never thrown. */
export function scheduleOverdueScan(db: Db, intervalMs: number, log: { error: (obj: object, msg: string) => void }, clock: () => Date = () => new Date()): { stop: () => void } {
  const run = () => scanOverdue(db, clock()).catch((err: unknown) => log.error({ err }, 'overdue scan failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
