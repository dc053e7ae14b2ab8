/**
 * Demo inspection tasks of 福田大队, made by the inspection services themselves (dispatch, accept, check record,
 * notices, overdue scan) so every list, fact and notice is what the work would have written: open tasks of
 * several sources, one overdue, one with a 责令限期改正通知书 running, finished ones for 已完成任务.
 * The kit names a new task by a random id at the current time; the seed renames it to a fixed id and time so a
 * second seed writes the same rows.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { supervisionTask } from '../../entities/supervision-task.entity';
import type { SessionUser } from '../../http/route';
import { removeInspectionTaskFact } from '../../services/statistics/fact-writes';
import { recordCheck } from '../../services/supervision/check-record';
import { scanOverdue } from '../../services/supervision/overdue';
import { issueDeadlineNotice } from '../../services/supervision/rectify-notices';
import { acceptTask, closeTask } from '../../services/supervision/task-moves';
import { writeTaskFact } from '../../services/supervision/task-fact';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../client';
import { lawOfficers, societyCompanies, supervisionTasks, users } from '../schema';
import { DAY_MS } from './constants';

const ITEMS = ['消防安全责任制落实情况', '消防设施器材完好有效', '疏散通道、安全出口畅通', '消防控制室值班情况'];

interface Plan {
  id: string;
  source: string;
  classification: string;
  /** Days before the anchor the task was dispatched. */
  createdDaysAgo: number;
  /** Due date, days from the anchor. */
  dueInDays: number;
  /** How far it got: dispatched, accepted, or checked with a result (then closed when `close`). */
  reach: 'dispatched' | 'accepted' | 'checked';
  result?: 'qualified' | 'immediate' | 'deadline';
  hazard?: string;
  close?: boolean;
}

const PLANS: Plan[] = [
  { id: 'st-demo-01', source: 'random', classification: 'spotCheck', createdDaysAgo: 2, dueInDays: 12, reach: 'dispatched' },
  { id: 'st-demo-02', source: 'complaint', classification: 'inspection', createdDaysAgo: 3, dueInDays: 4, reach: 'accepted' },
  { id: 'st-demo-03', source: 'plan', classification: 'inspection', createdDaysAgo: 15, dueInDays: -3, reach: 'accepted' },
  { id: 'st-demo-04', source: 'event', classification: 'inspection', createdDaysAgo: 8, dueInDays: 2, reach: 'checked', result: 'deadline', hazard: '二层疏散通道堆放货物，疏散宽度不足' },
  { id: 'st-demo-05', source: 'plan', classification: 'inspection', createdDaysAgo: 30, dueInDays: -20, reach: 'checked', result: 'qualified', close: true },
  { id: 'st-demo-06', source: 'random', classification: 'spotCheck', createdDaysAgo: 25, dueInDays: -15, reach: 'checked', result: 'immediate', hazard: '灭火器压力不足', close: true },
];

function counter(prefix: string) {
  let n = 0;
  return () => `${prefix}-${String(++n).padStart(4, '0')}`;
}

export async function seedSupervisionTasks(db: Db, anchor: Date, futianBrigadeId: string): Promise<void> {
  const [dadui] = await db.select().from(users).where(eq(users.account, 'dadui'));
  const [mate] = await db
    .select({ id: users.id })
    .from(lawOfficers)
    .innerJoin(users, eq(users.id, lawOfficers.userId))
    .where(and(eq(users.organId, futianBrigadeId), ne(users.id, dadui.id), eq(lawOfficers.deleted, false)))
    .orderBy(asc(users.id))
    .limit(1);
  const companies = await db.select({ id: societyCompanies.id }).from(societyCompanies).where(eq(societyCompanies.deleted, false)).orderBy(asc(societyCompanies.id)).limit(PLANS.length);
  if (!mate || companies.length < PLANS.length) return;
  const me: SessionUser = { userId: dadui.id, userCode: dadui.account, name: dadui.name, unitId: dadui.organId, sessionId: 'seed', grants: new Set(), isAdmin: false };
  const noticeIds = counter('rn-demo');
  const at = (days: number, hour = 2) => new Date(anchor.getTime() - days * DAY_MS + hour * 3_600_000);

  for (const [i, plan] of PLANS.entries()) {
    const created = at(plan.createdDaysAgo);
    await db.transaction(async (tr) => {
      const tx = tr as unknown as Db;
      const made = await supervisionTask.ops.add(tx, me, {
        companyId: companies[i].id, taskClassification: plan.classification, source: plan.source, agentId: dadui.id, assistantHandlerId: mate.id,
        endDate: chinaDateOf(new Date(anchor.getTime() + plan.dueInDays * DAY_MS)),
      } as never);
      await removeInspectionTaskFact(tx, made.id);
      await tx.update(supervisionTasks).set({ id: plan.id, createdAt: created, updatedAt: created }).where(eq(supervisionTasks.id, made.id));
      await writeTaskFact(tx, plan.id);
    });
    if (plan.reach === 'dispatched') continue;
    let task = await acceptTask(db, me, { id: plan.id, version: 1 }, at(plan.createdDaysAgo - 1));
    if (plan.reach !== 'checked' || !plan.result) continue;
    const checkedAt = at(plan.createdDaysAgo - 1, 6);
    const hazards = plan.hazard ? [{ description: plan.hazard, level: 'general' as const }] : [];
    task = await recordCheck(db, me, {
      id: plan.id, version: task.version, checkDate: chinaDateOf(checkedAt), checkResult: plan.result, causeId: plan.result === 'qualified' ? null : 'cc-1', unitSigner: '单位消防安全管理人', hazards,
      checkItems: ITEMS.map((item, n) => ({ item, passed: !(hazards.length && n === 2), finding: hazards.length && n === 2 ? plan.hazard! : '' })), templateId: 'tt-daily-inspection',
    }, checkedAt, noticeIds);
    if (plan.result === 'deadline') task = await issueDeadlineNotice(db, me, { id: plan.id, version: task.version, rectifyWorkingDays: 15 }, at(plan.createdDaysAgo - 2), noticeIds);
    if (plan.close) await closeTask(db, me, { id: plan.id, version: task.version }, at(plan.createdDaysAgo - 3));
  }
  // The due date of st-demo-03 passed before the anchor: the scan marks it and tells its officers and leaders.
  await scanOverdue(db, new Date(anchor.getTime() - 1), counter('notice-st-demo'));
}
