/**
 * Demo 安全检查 applications of 福田大队 (aqjc 2999), of both kinds in every state, made through the services
 * at fixed moments before the anchor: registered at the counter by dadui, inspected by dadui and a colleague
 * through the inspection services, concluded. The kit names a dispatched task by a random id; the seed renames
 * it to a fixed one so a second seed writes the same rows.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { SessionUser } from '../../http/route';
import { removeInspectionTaskFact } from '../../services/statistics/fact-writes';
import { recordCheck } from '../../services/supervision/check-record';
import { acceptTask } from '../../services/supervision/task-moves';
import { writeTaskFact } from '../../services/supervision/task-fact';
import { concludeSafetyInspection, dispatchSafetyCheck, registerSafetyInspection } from '../../services/safety-inspection/moves';
import type { Clock } from '../../services/events-handovers/notify';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../client';
import { lawOfficers, safetyInspections, societyCompanies, supervisionTasks, users } from '../schema';
import { DAY_MS } from './constants';

type Reach = 'registered' | 'inspecting' | 'qualified' | 'failed';
const PLANS: { notifyStatus: 0 | 1; placeName: string; placeKind: string; area: number; reach: Reach }[] = [
  { notifyStatus: 0, placeName: '欢唱时光KTV', placeKind: 'entertainment', area: 1200, reach: 'registered' },
  { notifyStatus: 0, placeName: '悦动健身中心', placeKind: 'gym', area: 950, reach: 'inspecting' },
  { notifyStatus: 0, placeName: '福华商务酒店', placeKind: 'hotel', area: 4800, reach: 'qualified' },
  { notifyStatus: 0, placeName: '星河剧本杀馆', placeKind: 'entertainment', area: 620, reach: 'failed' },
  { notifyStatus: 1, placeName: '华强北数码广场', placeKind: 'mall', area: 8600, reach: 'registered' },
  { notifyStatus: 1, placeName: '中心城影院', placeKind: 'cinema', area: 3200, reach: 'inspecting' },
  { notifyStatus: 1, placeName: '莲花山畔茶餐厅', placeKind: 'other', area: 540, reach: 'qualified' },
  { notifyStatus: 1, placeName: '车公庙网咖', placeKind: 'entertainment', area: 480, reach: 'failed' },
];
const MATERIALS = ['消防安全检查申报表', '营业执照复印件', '场所平面布置图', '消防安全制度和灭火、应急疏散预案'];
const ITEMS = ['疏散通道、安全出口', '消防设施器材', '电气线路敷设', '消防安全管理制度'];

function counter(prefix: string) {
  let n = 0;
  return () => `${prefix}-${String(++n).padStart(4, '0')}`;
}

const sessionOf = (u: typeof users.$inferSelect): SessionUser => ({ userId: u.id, userCode: u.account, name: u.name, unitId: u.organId, sessionId: 'seed', grants: new Set(), isAdmin: false });

export async function seedSafetyInspections(db: Db, anchor: Date, futianBrigadeId: string): Promise<void> {
  const [dadui] = await db.select().from(users).where(eq(users.account, 'dadui'));
  const [mate] = await db
    .select()
    .from(users)
    .innerJoin(lawOfficers, eq(lawOfficers.userId, users.id))
    .where(and(eq(users.organId, futianBrigadeId), ne(users.id, dadui.id), eq(lawOfficers.deleted, false)))
    .orderBy(asc(users.id))
    .limit(1);
  const companies = await db.select().from(societyCompanies).where(eq(societyCompanies.deleted, false)).orderBy(asc(societyCompanies.id)).limit(PLANS.length);
  if (!mate || companies.length < PLANS.length) return;
  const [me, officer] = [sessionOf(dadui), sessionOf(mate.users)];
  const newId = counter('aqjc-demo');
  const at = (days: number, hour = 2): Clock => ({ now: new Date(anchor.getTime() - days * DAY_MS + hour * 3_600_000), newId });
  const noticeIds = counter('rn-aqjc-demo');
  const version = async (id: string) => (await db.select({ v: safetyInspections.version }).from(safetyInspections).where(eq(safetyInspections.id, id)))[0].v;

  for (const [i, plan] of PLANS.entries()) {
    const id = `sa-demo-0${i + 1}`;
    const company = companies[i];
    const made = await registerSafetyInspection(db, me, {
      notifyStatus: plan.notifyStatus, companyId: company.id, placeName: plan.placeName, placeKind: plan.placeKind, address: company.address, area: plan.area,
      applicant: '陈志远', phone: '13800001234', materials: MATERIALS,
    }, at(9 - (i % 4)), id);
    if (plan.reach === 'registered') continue;
    const dispatchedAt = at(5);
    const row = await dispatchSafetyCheck(db, me, { id, version: made.version, agentId: dadui.id, assistantHandlerId: mate.users.id, endDate: chinaDateOf(new Date(dispatchedAt.now.getTime() + 3 * DAY_MS)) }, dispatchedAt);
    const taskId = `st-demo-aqjc-0${i + 1}`;
    await removeInspectionTaskFact(db, row.taskId!);
    await db.update(supervisionTasks).set({ id: taskId, createdAt: dispatchedAt.now, updatedAt: dispatchedAt.now }).where(eq(supervisionTasks.id, row.taskId!));
    await writeTaskFact(db, taskId);
    await db.update(safetyInspections).set({ taskId }).where(eq(safetyInspections.id, id));
    let task = await acceptTask(db, officer, { id: taskId, version: 1 }, at(4).now);
    if (plan.reach === 'inspecting') continue;
    const failed = plan.reach === 'failed';
    const checkedAt = at(3).now;
    task = await recordCheck(db, me, {
      id: taskId, version: task.version, checkDate: chinaDateOf(checkedAt), checkResult: failed ? 'deadline' : 'qualified', causeId: failed ? 'cc-1' : null, unitSigner: '陈志远',
      hazards: failed ? [{ description: '安全出口被货架堵塞，应急照明损坏', level: 'major' }] : [], templateId: null,
      checkItems: ITEMS.map((item, n) => ({ item, passed: !(failed && n === 0), finding: failed && n === 0 ? '安全出口被货架堵塞' : '' })),
    }, checkedAt, noticeIds);
    await concludeSafetyInspection(db, me, { id, version: await version(id) }, at(2));
  }
}
