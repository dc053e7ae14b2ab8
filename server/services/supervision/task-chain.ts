/**
 * One chain per case: from any task of it, where the work came from and everything that followed — the source,
 * each task, its check record, its notices, the re-inspection a deadline created, the referral and its penalty case, the closing.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { CHECK_RESULT_OPTIONS, optionLabel, RECTIFY_NOTICE_KIND_OPTIONS, SUPERVISION_SOURCE_OPTIONS } from '../../../src/constants/options';
import type { Db } from '../../db/client';
import { rectifyNotices as n, supervisionTasks as t } from '../../db/schema';
import type { SessionUser } from '../../http/route';
import { supervisionTask } from '../../entities/supervision-task.entity';
import { caseEvents } from '../penalty/case-chain';
import { sealEvents } from '../seal-ups/seal-chain';

/** A chain is short (a task, its re-inspections); this bounds a walk over broken data. */
const MAX_DEPTH = 20;

export interface ChainEvent {
  id: string;
  taskId: string;
  kind: 'source' | 'record' | 'notice' | 'referral' | 'closed' | 'case';
  title: string;
  detail: string;
  at: string;
}

export async function taskChain(db: Db, user: SessionUser, id: string): Promise<ChainEvent[]> {
  await supervisionTask.ops.detail(db, user, id);
  let rootId = id;
  for (let i = 0; i < MAX_DEPTH; i += 1) {
    const [row] = await db.select({ parent: t.parentTaskId }).from(t).where(eq(t.id, rootId));
    if (!row?.parent) break;
    rootId = row.parent;
  }
  const tasks = await db.select().from(t).where(eq(t.id, rootId));
  for (let level = tasks.slice(), i = 0; level.length && i < MAX_DEPTH; i += 1) {
    level = await db.select().from(t).where(inArray(t.parentTaskId, level.map((x) => x.id))).orderBy(asc(t.createdAt));
    tasks.push(...level);
  }
  const notices = await db.select().from(n).where(inArray(n.taskId, tasks.map((x) => x.id)));
  const events: ChainEvent[] = [];
  for (const task of tasks) {
    const source = optionLabel(SUPERVISION_SOURCE_OPTIONS, task.source);
    events.push({ id: `${task.id}:source`, taskId: task.id, kind: 'source', title: `${source}任务下发`, detail: `${task.unitName}，截止${task.endDate}`, at: task.createdAt.toISOString() });
    if (task.checkedAt) {
      const result = optionLabel(CHECK_RESULT_OPTIONS, task.checkResult);
      events.push({ id: `${task.id}:record`, taskId: task.id, kind: 'record', title: `检查记录：${result}`, detail: `检查日期${task.checkDate}，火灾隐患${task.hazards.length}项`, at: task.checkedAt.toISOString() });
      if (task.checkResult === 'referral') events.push({ id: `${task.id}:referral`, taskId: task.id, kind: 'referral', title: '移送立案', detail: task.unitName, at: task.checkedAt.toISOString() });
    }
    for (const notice of notices.filter((x) => x.taskId === task.id)) {
      const deadline = notice.deadline ? `，改正期限${notice.deadline}` : '';
      events.push({ id: notice.id, taskId: task.id, kind: 'notice', title: optionLabel(RECTIFY_NOTICE_KIND_OPTIONS, notice.kind), detail: `${notice.documentNumber}${deadline}`, at: notice.issuedAt.toISOString() });
    }
    if (task.closedAt) events.push({ id: `${task.id}:closed`, taskId: task.id, kind: 'closed', title: '办结', detail: task.unitName, at: task.closedAt.toISOString() });
  }
  events.push(...(await caseEvents(db, tasks.map((x) => x.id))), ...(await sealEvents(db, tasks.map((x) => x.id))));
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
