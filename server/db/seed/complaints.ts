/**
 * Demo complaints across the districts, made by the complaint services (register, pre-handle, verify by a
 * record or a 福田大队 inspection task, reply, review) so their facts feed the cockpit's heat map and
 * 公众服务统计 the way a user's work would. Deterministic: fixed ids and moments, from the seeding day back
 * to January two years before. The kit names a new record by a random id at the current time; the seed renames
 * it to a fixed id and time at once, before anything refers to it.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { complaint } from '../../entities/complaint.entity';
import type { SessionUser } from '../../http/route';
import { writeComplaintFact } from '../../services/complaints/fact';
import { preHandle, recordVerification, replyComplaint, reviewComplaint, sendVerification } from '../../services/complaints/moves';
import { removeInspectionTaskFact } from '../../services/statistics/fact-writes';
import { recordCheck } from '../../services/supervision/check-record';
import { acceptTask } from '../../services/supervision/task-moves';
import { writeTaskFact } from '../../services/supervision/task-fact';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../client';
import { complaintReports, lawOfficers, societyCompanies, supervisionTasks, users } from '../schema';
import { DEMO_SEED } from './constants';
import { chineseName } from './people';
import { Prng } from './prng';
import { Calendar } from './statistics-calendar';
import { hotSpotsOf, loadStatContext, pickDistrict, pointIn, type StatDistrict } from './statistics-context';
import { PLACES, ROADS } from './statistics-texts';

const HOUR = 3_600_000;
const COUNT = 120;
const CASES: [string, string][] = [
  ['escapeBlocked', '商铺安全出口上锁，营业期间无法打开，疏散通道堆满货物。'],
  ['electric', '电动自行车在楼道内充电，存在火灾隐患。'],
  ['facilities', '消火栓被圈占，疏散指示标志损坏，应急照明不亮。'],
  ['fireLane', '小区消防车通道长期被占用停车。'],
  ['residential', '仓库与住宿混合设置，“三合一”场所。'],
  ['hazardousGoods', '餐饮店违规储存多瓶液化石油气钢瓶。'],
  ['other', '施工现场违规动火作业，无人监护。'],
];
const CHANNELS = ['hotline12345', 'hotline96119', 'app', 'wechat', 'counter', 'other'];
type Reach = 'registered' | 'rejected' | 'forwarded' | 'verified' | 'replied' | 'closed';

function reachOf(rng: Prng, ageDays: number): Reach {
  if (ageDays < 1) return rng.chance(0.5) ? 'registered' : 'forwarded';
  if (ageDays < 5) return rng.pick<Reach>(['forwarded', 'verified', 'replied']);
  return rng.chance(0.1) ? 'rejected' : rng.chance(0.2) ? 'replied' : 'closed';
}

const asUser = (u: { id: string; account: string; name: string; organId: string }, unitId = u.organId): SessionUser =>
  ({ userId: u.id, userCode: u.account, name: u.name, unitId, sessionId: 'seed', grants: new Set(), isAdmin: false });

export async function seedComplaints(db: Db, anchor: Date, now: Date, futianBrigadeId: string): Promise<void> {
  const ctx = await loadStatContext(db);
  const [zhidui] = await db.select().from(users).where(eq(users.account, 'zhidui'));
  const [dadui] = await db.select().from(users).where(eq(users.account, 'dadui'));
  if (!ctx.districts.length || !zhidui || !dadui) return;
  const rng = new Prng(DEMO_SEED + 20_000);
  const cal = new Calendar(anchor, now);
  const spots = new Map(ctx.districts.map((d) => [d.code, hotSpotsOf(rng, d)]));
  let notice = 0;
  const newId = () => `notice-ts-demo-${String(++notice).padStart(4, '0')}`;
  const span = cal.latest.getTime() - cal.start.getTime();
  const districtName = (d: StatDistrict) => (d.name === '大鹏' ? '大鹏新区' : `${d.name}区`);

  for (let k = 0; k < COUNT; k += 1) {
    const id = `ts-demo-${String(k + 1).padStart(3, '0')}`;
    // Denser towards the seeding day; the first in the first month of the period.
    const received = new Date(cal.start.getTime() + 10 * HOUR + (span - 30 * HOUR) * Math.sqrt(k / (COUNT - 1)));
    const ageDays = (cal.latest.getTime() - received.getTime()) / (24 * HOUR);
    const at = (step: number) => new Date(Math.min(received.getTime() + step * (ageDays < 5 ? 2 : 20) * HOUR, cal.latest.getTime() - (6 - step) * 60_000));
    const district = k === COUNT - 3 ? ctx.districts.find((d) => d.brigadeId === futianBrigadeId)! : pickDistrict(rng, ctx);
    const brigade = district.brigadeId;
    const [category, content] = k % 9 === 0 ? CASES[0] : rng.pick(CASES);
    const reach: Reach = k === 0 ? 'closed' : k === COUNT - 3 ? 'verified' : reachOf(rng, ageDays);
    const staff = ctx.staff.get(brigade)?.[0];
    const brigadeUser = brigade === futianBrigadeId ? asUser(dadui) : staff ? asUser({ ...staff, account: staff.account }) : asUser(zhidui, brigade);
    // A rejected complaint was taken at the brigade's own counter (its fact sits with the brigade of the place).
    const registrar = reach === 'rejected' ? brigadeUser : asUser(zhidui);
    const point = pointIn(rng, district, spots.get(district.code)!);
    await db.transaction(async (tr) => {
      const tx = tr as unknown as Db;
      const made = await complaint.ops.add(tx, registrar, {
        kind: rng.chance(0.6) ? 'complaint' : 'report', channel: rng.pick(CHANNELS), category, callerName: chineseName(rng), callerPhone: `13${rng.int(100000000, 999999999)}`,
        placeName: `${rng.pick(ROADS)}${rng.pick(PLACES)}`, address: `深圳市${districtName(district)}${rng.pick(district.streets)}${rng.pick(ROADS)}${rng.int(1, 3999)}号`, ...point, content,
      } as never);
      await tx.update(complaintReports).set({ id, receivedAt: received, createdAt: received, updatedAt: received }).where(eq(complaintReports.id, made.id));
    });
    if (reach === 'registered') continue;
    const version = () => db.select({ v: complaintReports.version }).from(complaintReports).where(eq(complaintReports.id, id)).then((r) => r[0].v);
    if (reach === 'rejected') {
      await preHandle(db, registrar, { id, version: await version(), decision: 'reject', handleNote: '经核实不属于消防监管范围，已告知投诉人向相关部门反映' }, at(1), newId);
      continue;
    }
    await preHandle(db, registrar, { id, version: await version(), decision: 'forward', organId: brigade, handleNote: '请辖区大队核查' }, at(1), newId);
    if (reach === 'forwarded') continue;
    if (k === COUNT - 3) await verifyByInspection(db, dadui, futianBrigadeId, id, at(2), newId);
    else await recordVerification(db, brigadeUser, { id, version: await version(), finding: rng.chance(0.7), verifyNote: '已到现场核查，对照投诉内容逐项查看' }, at(2), newId);
    if (reach === 'verified') continue;
    await replyComplaint(db, registrar, { id, version: await version(), reply: '您反映的问题已由辖区消防救援大队核查处理，感谢您的监督。' }, at(3));
    if (reach === 'closed') await reviewComplaint(db, registrar, { id, version: await version(), satisfaction: rng.pick([5, 5, 5, 3, 1]) as 5 | 3 | 1 }, at(4));
  }
}

/** 福田大队 verifies by an inspection task (dadui and a colleague) whose check finds a major hazard. */
async function verifyByInspection(db: Db, dadui: typeof users.$inferSelect, brigadeId: string, id: string, at: Date, newId: () => string): Promise<void> {
  const [mate] = await db.select({ id: users.id }).from(lawOfficers).innerJoin(users, eq(users.id, lawOfficers.userId))
    .where(and(eq(users.organId, brigadeId), ne(users.id, dadui.id), eq(lawOfficers.deleted, false))).orderBy(asc(users.id)).limit(1);
  const [company] = await db.select({ id: societyCompanies.id }).from(societyCompanies).where(eq(societyCompanies.deleted, false)).orderBy(asc(societyCompanies.id)).offset(10).limit(1);
  if (!mate || !company) return;
  const me = asUser(dadui);
  const [row] = await db.select().from(complaintReports).where(eq(complaintReports.id, id));
  const made = await sendVerification(db, me, { id, version: row.version, companyId: company.id, agentId: dadui.id, assistantHandlerId: mate.id, endDate: row.dueDate ?? chinaDateOf(at) }, at);
  const taskId = `st-${id}`;
  await db.transaction(async (tr) => {
    const tx = tr as unknown as Db;
    await removeInspectionTaskFact(tx, made);
    await tx.update(supervisionTasks).set({ id: taskId, createdAt: at, updatedAt: at }).where(eq(supervisionTasks.id, made));
    await tx.update(complaintReports).set({ verifyTaskId: taskId }).where(eq(complaintReports.id, id));
    await writeTaskFact(tx, taskId);
    await writeComplaintFact(tx, id);
  });
  const task = await acceptTask(db, me, { id: taskId, version: 1 }, at);
  await recordCheck(db, me, {
    id: taskId, version: task.version, checkDate: chinaDateOf(at), checkResult: 'immediate', causeId: 'cc-1', unitSigner: '场所负责人',
    checkItems: [{ item: '疏散通道、安全出口畅通', passed: false, finding: '安全出口上锁' }], hazards: [{ description: '营业期间安全出口上锁', level: 'major' }],
  }, at, newId);
}
