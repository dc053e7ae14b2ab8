/**
 * Demo sealings of 福田大队 (临时查封 3200), made by the sealing services with a fixed clock: one at each step
 * (待报批, 待审批, 查封中, 解除复查) and one lifted after a passed re-check, one lifted at the end of its period,
 * so the list, the writs (numbered after the demo writs of 模板设置), the re-check tasks and the seal facts are
 * what the work wrote. Ids (sealings, writs, tasks, notices) come from the plan, so a second seed writes the same rows.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { sealUp } from '../../entities/seal-up.entity';
import type { SessionUser } from '../../http/route';
import { applyLift, approveSealUp, expireSealUp, liftSealUp, sealPlaces, submitSealUp } from '../../services/seal-ups/moves';
import { recordCheck } from '../../services/supervision/check-record';
import { acceptTask } from '../../services/supervision/task-moves';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../client';
import { lawOfficers, societyCompanies, supervisionTasks, users } from '../schema';
import { DAY_MS } from './constants';

type Reach = 'draft' | 'approving' | 'sealed' | 'rechecking' | 'lifted' | 'expired';
interface Plan { id: string; task?: string; daysAgo: number; hazard: string; places: string; periodDays: number; reach: Reach }

const PLANS: Plan[] = [
  { id: 'su-demo-01', daysAgo: 2, hazard: '歌舞厅疏散通道被锁闭，安全出口不能正常使用', places: '二层歌舞厅', periodDays: 15, reach: 'draft' },
  { id: 'su-demo-02', daysAgo: 4, hazard: '地下室违规住人并存放易燃物品', places: '地下一层', periodDays: 20, reach: 'approving' },
  // From the demo inspection tasks that found hazards (the seal fact follows their check).
  { id: 'su-demo-03', task: 'st-pc-demo-01', daysAgo: 2, hazard: '消防控制室无人值班，火灾报警控制器处于关闭状态', places: '消防控制室及所在楼层营业区', periodDays: 30, reach: 'sealed' },
  { id: 'su-demo-04', task: 'st-pc-demo-02', daysAgo: 10, hazard: '擅自停用室内消火栓系统', places: '一至三层营业区', periodDays: 30, reach: 'rechecking' },
  { id: 'su-demo-05', task: 'st-pc-demo-03', daysAgo: 24, hazard: '占用、堵塞疏散通道，安全出口上锁', places: '二层车间', periodDays: 30, reach: 'lifted' },
  { id: 'su-demo-06', task: 'st-demo-06', daysAgo: 23, hazard: '灭火器压力不足，疏散通道堆放杂物', places: '一层仓库', periodDays: 10, reach: 'expired' },
];
const ORDER: Reach[] = ['draft', 'approving', 'sealed', 'rechecking', 'lifted'];
const past = (plan: Plan, step: Reach) => plan.reach === 'expired' ? step !== 'rechecking' && step !== 'lifted' : ORDER.indexOf(plan.reach) >= ORDER.indexOf(step);

const person = async (db: Db, account: string): Promise<SessionUser> => {
  const [u] = await db.select().from(users).where(eq(users.account, account));
  return { userId: u.id, userCode: u.account, name: u.name, unitId: u.organId, sessionId: 'seed', grants: new Set(), isAdmin: false };
};

export async function seedSealUps(db: Db, anchor: Date, futianBrigadeId: string): Promise<void> {
  const [me, leader] = [await person(db, 'dadui'), await person(db, 'zhidui')];
  const [mate] = await db
    .select({ id: users.id, name: users.name })
    .from(lawOfficers)
    .innerJoin(users, eq(users.id, lawOfficers.userId))
    .where(and(eq(users.organId, futianBrigadeId), ne(users.id, me.userId), eq(lawOfficers.deleted, false)))
    .orderBy(asc(users.id))
    .limit(1);
  const companies = await db.select({ id: societyCompanies.id }).from(societyCompanies).where(eq(societyCompanies.deleted, false)).orderBy(asc(societyCompanies.id)).offset(20).limit(PLANS.length);
  if (!mate || companies.length < PLANS.length) return;
  const at = (days: number, hour = 3) => new Date(anchor.getTime() - days * DAY_MS + hour * 3_600_000);

  for (const [i, plan] of PLANS.entries()) {
    let n = 0;
    const clock = (days: number) => ({ now: at(days), newId: () => `${plan.id}-${(n += 1)}` });
    const source = plan.task ? { sourceTaskId: plan.task } : { companyId: companies[i].id };
    const [found] = plan.task ? await db.select({ id: supervisionTasks.id }).from(supervisionTasks).where(eq(supervisionTasks.id, plan.task)) : [{ id: '' }];
    if (!found) continue;
    let row = await sealUp.ops.add(db, me, { ...source, hazard: plan.hazard, places: plan.places, periodDays: plan.periodDays } as never, undefined, { now: at(plan.daysAgo), id: plan.id });
    if (!past(plan, 'approving')) continue;
    row = await submitSealUp(db, me, row, clock(plan.daysAgo));
    if (!past(plan, 'sealed')) continue;
    row = await approveSealUp(db, leader, { id: row.id, version: row.version, opinion: '同意临时查封。' }, clock(plan.daysAgo - 1));
    const sealedOn = chinaDateOf(at(plan.daysAgo - 1));
    row = await sealPlaces(db, me, { id: row.id, version: row.version, sealedOn, officers: [me.name, mate.name], photoIds: [], sealNote: '已张贴封条，告知当事人查封期间不得擅自启封。' }, clock(plan.daysAgo - 1));
    if (plan.reach === 'expired') {
      await expireSealUp(db, me, row, clock(plan.daysAgo - plan.periodDays - 1));
      continue;
    }
    if (!past(plan, 'rechecking')) continue;
    const applied = plan.daysAgo - 5;
    row = await applyLift(db, me, { id: row.id, version: row.version, appliedOn: chinaDateOf(at(applied)), applyNote: '已按要求完成整改，申请解除临时查封。', agentId: me.userId, assistantHandlerId: mate.id }, clock(applied));
    if (!past(plan, 'lifted')) continue;
    const [task] = await db.select().from(supervisionTasks).where(eq(supervisionTasks.id, row.recheckTaskId!));
    const accepted = await acceptTask(db, me, task, at(applied - 1));
    const checkedAt = at(applied - 2);
    await recordCheck(db, me, {
      id: task.id, version: accepted.version, checkDate: chinaDateOf(checkedAt), checkResult: 'qualified', unitSigner: '单位消防安全管理人', templateId: null,
      hazards: [], checkItems: [{ item: '查封部位整改情况', passed: true, finding: '隐患已消除' }],
    }, checkedAt, () => `${plan.id}-check-${(n += 1)}`);
    const checked = await sealUp.ops.detail(db, me, row.id);
    await liftSealUp(db, me, checked, clock(applied - 2));
  }
}
