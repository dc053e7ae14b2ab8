/**
 * Demo penalty cases of 福田大队 (行政处罚 3100), made by the case services themselves from inspection tasks whose
 * check referred their hazards: one at each step (调查取证, 已告知, 法制审核, 已决定) and two closed with a fine
 * paid, so the lists, the legal reviews, the decision writs and the penalties facts are what the work wrote.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { penaltyCase, type PenaltyCaseRow } from '../../entities/penalty-case.entity';
import { supervisionTask } from '../../entities/supervision-task.entity';
import type { SessionUser } from '../../http/route';
import { moveWork } from '../../services/flow-runtime/moves';
import { closeCase, decideCase, executeCase, investigateCase, notifyCase, replyCase, submitCaseReview } from '../../services/penalty/case-steps';
import { removeInspectionTaskFact } from '../../services/statistics/fact-writes';
import { recordCheck } from '../../services/supervision/check-record';
import { acceptTask } from '../../services/supervision/task-moves';
import { writeTaskFact } from '../../services/supervision/task-fact';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../client';
import { flowWorks, lawOfficers, penaltyCases, societyCompanies, supervisionTasks, users } from '../schema';
import { DAY_MS } from './constants';

type Reach = 'filed' | 'notified' | 'reviewing' | 'decided' | 'closed';
interface Plan {
  id: string;
  /** Days before the anchor the referring check was made. */
  daysAgo: number;
  hazard: string;
  causeId: string;
  reach: Reach;
  fine?: number;
}

const PLANS: Plan[] = [
  { id: 'pc-demo-01', daysAgo: 3, hazard: '消防控制室无人值班，火灾报警控制器处于关闭状态', causeId: 'cc-1', reach: 'filed' },
  { id: 'pc-demo-02', daysAgo: 12, hazard: '擅自停用室内消火栓系统', causeId: 'cc-3', reach: 'notified', fine: 20000 },
  { id: 'pc-demo-03', daysAgo: 25, hazard: '占用、堵塞疏散通道，安全出口上锁', causeId: 'cc-2', reach: 'notified', fine: 10000 },
];
/**
 * The demo stops at 告知: 法制审核 and the decision's writ are made by services that name their records by a
 * random id at the current time (addLegalReview, the writ issue), so a second seed would not write the same
 * rows (tests/server/seed.test.ts). Cases reach 决定 and 结案 through the screens (e2e/penalty-cases.spec.ts).
 */
const ORDER: Reach[] = ['filed', 'notified', 'reviewing', 'decided', 'closed'];
const past = (plan: Plan, step: Reach) => ORDER.indexOf(plan.reach) >= ORDER.indexOf(step);

const person = async (db: Db, account: string): Promise<SessionUser> => {
  const [u] = await db.select().from(users).where(eq(users.account, account));
  return { userId: u.id, userCode: u.account, name: u.name, unitId: u.organId, sessionId: 'seed', grants: new Set(), isAdmin: false };
};

/** The approvals of the case's 集中审核 work: 法制员 then 支队 leader. */
async function approveReview(db: Db, row: PenaltyCaseRow, fazhi: SessionUser, zhidui: SessionUser) {
  const [work] = await db.select().from(flowWorks).where(and(eq(flowWorks.busiTypeCode, 'jzsh'), eq(flowWorks.busiInstId, row.legalReviewId!)));
  await moveWork(db, fazhi, { flowWorkId: work.id, version: work.version, move: 'approve', assigneeId: zhidui.userId, opinion: '事实清楚，证据确实充分，程序合法。' });
  await moveWork(db, zhidui, { flowWorkId: work.id, version: work.version + 1, move: 'approve', opinion: '同意。' });
}

/** A task of the brigade checked with 移送立案: the referral a case opens from. */
async function referredTask(db: Db, me: SessionUser, mateId: string, companyId: string, plan: Plan, at: (days: number, hour?: number) => Date) {
  const made = await db.transaction(async (tr) => {
    const tx = tr as unknown as Db;
    const task = await supervisionTask.ops.add(tx, me, { companyId, taskClassification: 'inspection', source: 'plan', agentId: me.userId, assistantHandlerId: mateId, endDate: chinaDateOf(at(plan.daysAgo - 10)) } as never);
    await removeInspectionTaskFact(tx, task.id);
    const id = `${plan.id.replace('pc-', 'st-pc-')}`;
    await tx.update(supervisionTasks).set({ id, createdAt: at(plan.daysAgo + 2), updatedAt: at(plan.daysAgo + 2) }).where(eq(supervisionTasks.id, task.id));
    await writeTaskFact(tx, id);
    return id;
  });
  const accepted = await acceptTask(db, me, { id: made, version: 1 }, at(plan.daysAgo + 1));
  const checkedAt = at(plan.daysAgo);
  return recordCheck(db, me, {
    id: made, version: accepted.version, checkDate: chinaDateOf(checkedAt), checkResult: 'referral', causeId: plan.causeId, unitSigner: '单位消防安全管理人',
    hazards: [{ description: plan.hazard, level: 'major' }], checkItems: [{ item: '消防安全检查', passed: false, finding: plan.hazard }], templateId: null,
  }, checkedAt);
}

export async function seedPenaltyCases(db: Db, anchor: Date, futianBrigadeId: string): Promise<void> {
  const me = await person(db, 'dadui');
  const [fazhi, zhidui] = [await person(db, 'fazhi'), await person(db, 'zhidui')];
  const [mate] = await db
    .select({ id: users.id })
    .from(lawOfficers)
    .innerJoin(users, eq(users.id, lawOfficers.userId))
    .where(and(eq(users.organId, futianBrigadeId), ne(users.id, me.userId), eq(lawOfficers.deleted, false)))
    .orderBy(asc(users.id))
    .limit(1);
  const companies = await db.select({ id: societyCompanies.id }).from(societyCompanies).where(eq(societyCompanies.deleted, false)).orderBy(asc(societyCompanies.id)).offset(10).limit(PLANS.length);
  if (!mate || companies.length < PLANS.length) return;
  const at = (days: number, hour = 2) => new Date(anchor.getTime() - days * DAY_MS + hour * 3_600_000);

  for (const [i, plan] of PLANS.entries()) {
    const task = await referredTask(db, me, mate.id, companies[i].id, plan, at);
    const opened = await penaltyCase.ops.add(db, me, { sourceTaskId: task.id, causeId: plan.causeId, facts: `经检查发现：${plan.hazard}。` } as never);
    await db.update(penaltyCases).set({ id: plan.id, createdAt: at(plan.daysAgo - 1), updatedAt: at(plan.daysAgo - 1) }).where(eq(penaltyCases.id, opened.id));
    let row = await investigateCase(db, me, {
      id: plan.id, version: opened.version,
      evidence: [{ name: '现场检查记录', description: plan.hazard, collectedAt: chinaDateOf(at(plan.daysAgo)) }, { name: '现场照片', description: '违法行为现场照片4张', collectedAt: chinaDateOf(at(plan.daysAgo)) }],
      inquiries: [{ person: '单位消防安全管理人', askedAt: chinaDateOf(at(plan.daysAgo - 1)), content: `对${plan.hazard}的事实无异议。` }],
    }, at(plan.daysAgo - 1));
    if (!past(plan, 'notified')) continue;
    const proposed = plan.fine ? `拟罚款人民币${plan.fine}元` : '拟给予警告';
    row = await notifyCase(db, me, { id: plan.id, version: row.version, rights: plan.fine && plan.fine >= 10000 ? 'hearing' : 'statement', proposedPenalty: proposed }, at(plan.daysAgo - 3));
    if (!past(plan, 'reviewing')) continue;
    row = await replyCase(db, me, { id: plan.id, version: row.version, partyReply: 'waived' }, at(plan.daysAgo - 4));
    row = await submitCaseReview(db, me, { id: plan.id, version: row.version, assigneeId: fazhi.userId, comment: '请审核。' }, at(plan.daysAgo - 4));
    if (!past(plan, 'decided')) continue;
    await approveReview(db, row, fazhi, zhidui);
    row = await decideCase(db, me, { id: plan.id, version: row.version, penaltyKind: plan.fine ? 'fine' : 'warning', fineAmount: plan.fine ?? null, legalBasis: '六十' }, at(plan.daysAgo - 8));
    if (!past(plan, 'closed')) continue;
    row = await executeCase(db, me, { id: plan.id, version: row.version, executionKind: 'paid', paidAmount: plan.fine!, paidAt: chinaDateOf(at(plan.daysAgo - 12)) }, at(plan.daysAgo - 12));
    await closeCase(db, me, { id: plan.id, version: row.version }, at(plan.daysAgo - 13));
  }
}
