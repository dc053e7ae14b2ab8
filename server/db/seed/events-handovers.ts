/**
 * Demo 大型活动 (one in each state) and 移交 (one accepted, one pending) of 福田大队, made through their services:
 * registered by the detachment's leader, accepted and handled by the brigade, checked by its officers through the
 * inspection services, concluded; handovers sent by the police station. The kit names a new record by a random
 * id at the current time; the seed renames it to a fixed id and time so a second seed writes the same rows.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { SessionUser } from '../../http/route';
import { removeInspectionTaskFact } from '../../services/statistics/fact-writes';
import { recordCheck } from '../../services/supervision/check-record';
import { acceptTask } from '../../services/supervision/task-moves';
import { writeTaskFact } from '../../services/supervision/task-fact';
import { acceptEvent, concludeEvent, dispatchEventCheck, registerEvent } from '../../services/events-handovers/events';
import { acceptHandover, sendHandover } from '../../services/events-handovers/handovers';
import type { Clock } from '../../services/events-handovers/notify';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../client';
import { handovers, largeEvents, lawOfficers, notices, societyCompanies, supervisionTasks, users } from '../schema';
import { DAY_MS } from './constants';

type Reach = 'registered' | 'accepted' | 'inspecting' | 'passed' | 'failed';
const EVENTS: { name: string; organiser: string; place: string; attendance: number; startInDays: number; reach: Reach }[] = [
  { name: '2026深圳湾新年音乐会', organiser: '深圳市文化广电旅游体育局', place: '深圳湾体育中心', attendance: 12000, startInDays: 30, reach: 'registered' },
  { name: '福田区春季人才招聘会', organiser: '福田区人力资源局', place: '会展中心5号馆', attendance: 8000, startInDays: 25, reach: 'accepted' },
  { name: '华强北电子产品展销会', organiser: '华强北商业街管理办', place: '华强北步行街', attendance: 5000, startInDays: 20, reach: 'inspecting' },
  { name: '莲花山公园迎春花展', organiser: '深圳市城市管理局', place: '莲花山公园', attendance: 20000, startInDays: 15, reach: 'passed' },
  { name: '中心书城读书节', organiser: '深圳出版集团', place: '中心书城', attendance: 3000, startInDays: 10, reach: 'failed' },
];
const ITEMS = ['消防安全方案及应急预案', '疏散通道、安全出口畅通', '临时搭建物防火', '消防设施器材完好有效'];

function counter(prefix: string) {
  let n = 0;
  return () => `${prefix}-${String(++n).padStart(4, '0')}`;
}

const sessionOf = (u: typeof users.$inferSelect): SessionUser => ({ userId: u.id, userCode: u.account, name: u.name, unitId: u.organId, sessionId: 'seed', grants: new Set(), isAdmin: false });

/** A new record and its notices under a fixed id and time. */
async function renameRecord(db: Db, table: typeof largeEvents | typeof handovers, from: string, to: string, at: Date): Promise<void> {
  await db.update(table).set({ id: to, createdAt: at, updatedAt: at }).where(eq(table.id, from));
  await db.update(notices).set({ busiInstId: to }).where(eq(notices.busiInstId, from));
}

/** A dispatched task under a fixed id and time, its fact written again. */
async function renameTask(db: Db, from: string, to: string, at: Date): Promise<void> {
  await removeInspectionTaskFact(db, from);
  await db.update(supervisionTasks).set({ id: to, createdAt: at, updatedAt: at }).where(eq(supervisionTasks.id, from));
  await writeTaskFact(db, to);
}

export async function seedEventsHandovers(db: Db, anchor: Date, futianBrigadeId: string): Promise<void> {
  const byAccount = async (account: string) => (await db.select().from(users).where(eq(users.account, account)))[0];
  const [zhidui, dadui, paichusuo] = [await byAccount('zhidui'), await byAccount('dadui'), await byAccount('paichusuo')];
  const [mate] = await db
    .select()
    .from(users)
    .innerJoin(lawOfficers, eq(lawOfficers.userId, users.id))
    .where(and(eq(users.organId, futianBrigadeId), ne(users.id, dadui.id), eq(lawOfficers.deleted, false)))
    .orderBy(asc(users.id))
    .limit(1);
  const companies = await db.select().from(societyCompanies).where(eq(societyCompanies.deleted, false)).orderBy(asc(societyCompanies.id)).limit(EVENTS.length + 2);
  if (!mate || companies.length < EVENTS.length + 2) return;
  const [me, officer, partner] = [sessionOf(dadui), sessionOf(mate.users), sessionOf(paichusuo)];
  const newId = counter('notice-eh-demo');
  const at = (days: number, hour = 2): Clock => ({ now: new Date(anchor.getTime() - days * DAY_MS + hour * 3_600_000), newId });
  const noticeIds = counter('rn-eh-demo');

  for (const [i, plan] of EVENTS.entries()) {
    const id = `le-demo-0${i + 1}`;
    const start = new Date(anchor.getTime() + plan.startInDays * DAY_MS + 10 * 3_600_000);
    const made = await registerEvent(db, sessionOf(zhidui), {
      organId: futianBrigadeId, name: plan.name, organiser: plan.organiser, companyId: companies[i].id, place: plan.place, address: companies[i].address,
      startAt: start.toISOString(), endAt: new Date(start.getTime() + 6 * 3_600_000).toISOString(), attendance: plan.attendance,
      contactPerson: '王志强', contactPhone: '13900000000', safetyPlan: '设置消防安全负责人和疏散引导员，配置灭火器及应急照明，主入口设安检，制定人员疏散应急预案。',
    }, at(8));
    await renameRecord(db, largeEvents, made.id, id, at(8).now);
    if (plan.reach === 'registered') continue;
    let row = await acceptEvent(db, me, { id, version: 1 }, at(7));
    if (plan.reach === 'accepted') continue;
    row = await dispatchEventCheck(db, me, { id, version: row.version, agentId: dadui.id, assistantHandlerId: mate.users.id, endDate: chinaDateOf(new Date(start.getTime() - 2 * DAY_MS)) }, at(6));
    const taskId = `st-demo-le-0${i + 1}`;
    await renameTask(db, row.taskId!, taskId, at(6).now);
    await db.update(largeEvents).set({ taskId }).where(eq(largeEvents.id, id));
    let task = await acceptTask(db, officer, { id: taskId, version: 1 }, at(5).now);
    if (plan.reach === 'inspecting') continue;
    const failed = plan.reach === 'failed';
    const checkedAt = at(4).now;
    task = await recordCheck(db, me, {
      id: taskId, version: task.version, checkDate: chinaDateOf(checkedAt), checkResult: failed ? 'immediate' : 'qualified', causeId: failed ? 'cc-1' : null, unitSigner: '活动消防安全负责人',
      hazards: failed ? [{ description: '临时舞台周边堆放可燃包装物', level: 'general' }] : [], templateId: null,
      checkItems: ITEMS.map((item, n) => ({ item, passed: !(failed && n === 2), finding: failed && n === 2 ? '临时舞台周边堆放可燃包装物' : '' })),
    }, checkedAt, noticeIds);
    await concludeEvent(db, me, { id, version: (await db.select({ v: largeEvents.version }).from(largeEvents).where(eq(largeEvents.id, id)))[0].v }, at(3));
  }

  const sent = [
    { unitName: '福田区某网吧', hazard: '网吧内安全出口被锁闭，灭火器过期', reach: 'accepted' },
    { unitName: '福田区某小旅馆', hazard: '楼梯间私拉电线给电动车充电', reach: 'pending' },
  ];
  for (const [i, plan] of sent.entries()) {
    const id = `ho-demo-0${i + 1}`;
    const company = companies[EVENTS.length + i];
    const made = await sendHandover(db, partner, { receiverOrganId: futianBrigadeId, unitName: plan.unitName, address: company.address, hazard: plan.hazard, foundDate: chinaDateOf(at(4 - i).now) }, at(4 - i));
    await renameRecord(db, handovers, made.id, id, at(4 - i).now);
    if (plan.reach !== 'accepted') continue;
    const row = await acceptHandover(db, me, { id, version: 1, companyId: company.id, agentId: dadui.id, assistantHandlerId: mate.users.id, endDate: chinaDateOf(new Date(anchor.getTime() + 7 * DAY_MS)) }, at(3));
    const taskId = `st-demo-ho-0${i + 1}`;
    await renameTask(db, row.taskId!, taskId, at(3).now);
    await db.update(handovers).set({ taskId }).where(eq(handovers.id, id));
  }
}
