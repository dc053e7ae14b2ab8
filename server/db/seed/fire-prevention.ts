/**
 * The demo fire-prevention task orders (火灾防控任务 1000), made through their services at fixed moments: 支队
 * drafts one, sends one for approval, dispatches two to 福田大队 and 罗湖大队 (罗湖 has done its part of one, both
 * of the other); 福田大队's own publicity order came back from 支队 with a reason.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { chinaDateOf } from '../../../src/shared/working-days';
import { FIRE_PREVENTION_ENTITIES } from '../../entities/fire-prevention-order.entity';
import type { SessionUser } from '../../http/route';
import { completeTask } from '../../services/fire-prevention/complete';
import { moveOrder } from '../../services/fire-prevention/moves';
import type { Db } from '../client';
import { firePreventionTasks, organizations, roleMenus, userRoles, users } from '../schema';
import { DAY_MS } from './constants';

type Step = 'draft' | 'pending' | 'returned' | 'dispatched';
interface Demo { kind: 'order' | 'guidance' | 'publicity'; by: 'zhidui' | 'dadui'; title: string; content: string; step: Step; days: number; doneBy?: ('futian' | 'luohu')[] }

const DEMOS: Demo[] = [
  { kind: 'order', by: 'zhidui', title: '冬春火灾防控专项行动', content: '对辖区人员密集场所、高层建筑开展冬春火灾防控检查，督促落实消防安全主体责任。', step: 'draft', days: 1 },
  { kind: 'guidance', by: 'zhidui', title: '高层建筑消防安全管理指导', content: '指导高层住宅物业落实消防安全管理人，每月开展防火检查和疏散演练。', step: 'pending', days: 3 },
  { kind: 'publicity', by: 'zhidui', title: '“119”消防宣传月活动', content: '围绕“预防为主、生命至上”主题，开展进社区、进学校、进企业宣传活动。', step: 'dispatched', days: 12, doneBy: ['luohu'] },
  { kind: 'order', by: 'zhidui', title: '电动自行车火灾隐患排查整治', content: '排查电动自行车违规停放充电隐患，督促场所设置集中充电点。', step: 'dispatched', days: 20, doneBy: ['luohu', 'futian'] },
  { kind: 'publicity', by: 'dadui', title: '社区消防安全宣传周', content: '组织辖区社区开展家庭防火宣传和灭火器使用培训。', step: 'returned', days: 5 },
];

const REPORTS = { futian: '已检查单位18家，整改隐患9处，开展宣传活动4场。', luohu: '已检查单位15家，整改隐患6处，开展宣传活动3场。' };

async function sessionOf(db: Db, account: string): Promise<SessionUser | undefined> {
  const [u] = await db.select().from(users).where(eq(users.account, account));
  if (!u) return undefined;
  const roles = (await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, u.id))).map((r) => r.roleId);
  const menus = roles.length ? await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(and(inArray(roleMenus.roleId, roles), eq(roleMenus.client, 'pc'))) : [];
  return { userId: u.id, userCode: u.account, name: u.name, unitId: u.organId, sessionId: 'seed', grants: new Set(menus.map((m) => m.menuId)), isAdmin: false };
}

export async function seedFirePrevention(db: Db, anchor: Date): Promise<void> {
  const [zhidui, dadui] = [await sessionOf(db, 'zhidui'), await sessionOf(db, 'dadui')];
  const [luohu] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.sortName, '罗湖大队'));
  const [luohuPerson] = luohu ? await db.select().from(users).where(eq(users.organId, luohu.id)).orderBy(users.id).limit(1) : [];
  if (!zhidui || !dadui || !luohuPerson) return;
  const luohuUser: SessionUser = { ...dadui, userId: luohuPerson.id, userCode: luohuPerson.account, name: luohuPerson.name, unitId: luohu.id };
  const who = { zhidui, dadui };
  const day = (n: number) => chinaDateOf(new Date(anchor.getTime() + n * DAY_MS));
  for (const [i, d] of DEMOS.entries()) {
    const id = `fp-demo-${String(i + 1).padStart(2, '0')}`;
    const at = new Date(anchor.getTime() - d.days * DAY_MS);
    const later = (hours: number) => new Date(at.getTime() + hours * 3_600_000);
    let n = 0;
    const clock = (hours: number) => ({ now: later(hours), newId: () => `${id}-${++n}` });
    const user = who[d.by];
    const receivers = d.by === 'zhidui' ? [dadui.unitId, luohu.id] : (await db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.parentId, dadui.unitId), eq(organizations.level, 4))).orderBy(organizations.sort).limit(2)).map((o) => o.id);
    const input = { title: d.title, content: d.content, startDate: day(-d.days), endDate: day(30 - d.days), receiverOrganIds: receivers };
    const made = await FIRE_PREVENTION_ENTITIES[d.kind].ops.add(db, user, input, undefined, { now: at, id });
    if (d.step === 'draft') continue;
    const sent = await moveOrder(db, user, { id, version: made.version }, 'submit', clock(1));
    if (d.step === 'pending') continue;
    const decided = await moveOrder(db, zhidui, { id, version: sent.version, note: d.step === 'returned' ? '请补充宣传场次和覆盖社区。' : '同意下发。' }, d.step === 'returned' ? 'sendBack' : 'approve', clock(3));
    if (d.step === 'returned' || !decided) continue;
    for (const [k, who2] of (d.doneBy ?? []).entries()) {
      const organ = who2 === 'futian' ? dadui.unitId : luohu.id;
      const [part] = await db.select().from(firePreventionTasks).where(and(eq(firePreventionTasks.orderId, id), eq(firePreventionTasks.receiverOrganId, organ)));
      await completeTask(db, who2 === 'futian' ? dadui : luohuUser, { id: part.id, version: part.version, report: REPORTS[who2] }, clock(24 * (k + 2)));
    }
  }
}
