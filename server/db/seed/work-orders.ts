/**
 * Demo work orders of 福田大队, made by the work-order services (下发, 签收, 办理, 回复, 办结) so the lists, facts
 * and notices are what the work writes: orders waiting for 福田派出所 (paichusuo) and 福田街道 (jiedao), one
 * handled and returned for the brigade to review, closed ones, one the street forwarded to a community, and orders to committee departments that
 * 行业部门统计 counts. Fixed ids and times, so a second seed writes the same rows.
 */
import { eq } from 'drizzle-orm';
import { chinaDateOf } from '../../../src/shared/working-days';
import { WORK_ORDER_ENTITIES } from '../../entities/work-order.entity';
import type { SessionUser } from '../../http/route';
import { writeWorkOrderFacts } from '../../services/work-orders/facts';
import { issueOrders } from '../../services/work-orders/issue';
import { forwardWorkOrder } from '../../services/work-orders/forward';
import { WORK_ORDER_GRANTS, workOrderButtonId, type WorkOrderKind } from '../../services/work-orders/kinds';
import { communitiesOf } from '../../services/work-orders/receivers';
import { moveWorkOrder } from '../../services/work-orders/moves';
import type { Db } from '../client';
import { users, workOrders } from '../schema';
import { DAY_MS } from './constants';

interface Plan {
  kind: WorkOrderKind;
  receiverId: string;
  title: string;
  content: string;
  daysAgo: number;
  dueInDays: number;
  /** How far it got ('forwarded': the street passed it to its first community, which has not replied yet). */
  reach: 'sent' | 'received' | 'returned' | 'closed' | 'forwarded';
  handler?: 'paichusuo' | 'jiedao' | 'dadui';
  result?: 'qualified' | 'unqualified';
  hazards?: number;
  report?: string;
}

const plans = (police: string, street: string): Plan[] => [
  { kind: 'police', receiverId: police, title: '辖区夜间经营场所消防安全联合检查', content: '请对辖区内酒吧、KTV等夜间经营场所开展消防安全联合检查，重点检查疏散通道和安全出口，发现隐患当场督促整改。', daysAgo: 2, dueInDays: 10, reach: 'sent' },
  { kind: 'police', receiverId: police, title: '出租屋电动自行车违规充电排查', content: '请结合出租屋管理，排查电动自行车入户、楼道停放和飞线充电问题，并回复排查情况。', daysAgo: 6, dueInDays: 4, reach: 'returned', handler: 'paichusuo', result: 'unqualified', hazards: 3, report: '共排查出租屋12栋，发现楼道停放充电3处，已当场督促清理并登记，约定三日内复查。' },
  { kind: 'street', receiverId: street, title: '沿街商铺“三合一”场所专项排查', content: '请组织网格员对沿街商铺住人的“三合一”场所开展专项排查，逐户登记并督促整改。', daysAgo: 1, dueInDays: 14, reach: 'sent' },
  { kind: 'street', receiverId: street, title: '春节前农贸市场消防安全检查', content: '请对辖区农贸市场开展节前消防安全检查，检查消防设施和用火用电情况。', daysAgo: 20, dueInDays: -8, reach: 'closed', handler: 'jiedao', result: 'qualified', hazards: 0, report: '已检查农贸市场2处，消防设施完好，用火用电规范，未发现隐患。' },
  { kind: 'industry', receiverId: 'cd-ft-sw', title: '大型商场消防安全管理督导', content: '请商务部门督导辖区大型商场落实消防安全主体责任，检查消防控制室值班和疏散通道。', daysAgo: 12, dueInDays: -2, reach: 'closed', handler: 'dadui', result: 'qualified', hazards: 0, report: '督导商场3家，消防控制室值班和疏散通道符合要求。' },
  { kind: 'street', receiverId: street, title: '城中村出租屋消防安全排查', content: '请组织社区对城中村出租屋开展消防安全排查，重点检查电动自行车停放充电和疏散通道，并回复排查情况。', daysAgo: 4, dueInDays: 10, reach: 'forwarded', handler: 'jiedao' },
  { kind: 'committee', receiverId: 'cd-ft-wj', title: '医疗机构消防安全检查部署', content: '请卫生健康部门部署辖区医疗机构开展消防安全自查自改，并报送自查情况。', daysAgo: 3, dueInDays: 7, reach: 'sent' },
];

const FAR_DUE_DATE = '2099-12-31';

const counter = (prefix: string) => {
  let n = 0;
  return () => `${prefix}-${String(++n).padStart(4, '0')}`;
};

const ALL_GRANTS = new Set([...Object.values(WORK_ORDER_GRANTS).flatMap((g) => [g.menuId, ...Object.values(g.buttons)]), workOrderButtonId('street', 'forward')!]);

async function person(db: Db, account: string): Promise<SessionUser> {
  const [u] = await db.select().from(users).where(eq(users.account, account));
  return { userId: u.id, userCode: u.account, name: u.name, unitId: u.organId, sessionId: 'seed', grants: ALL_GRANTS, isAdmin: false };
}

export async function seedWorkOrders(db: Db, anchor: Date, ids: { futianPoliceId: string; futianStreetId: string }): Promise<void> {
  const people = { dadui: await person(db, 'dadui'), paichusuo: await person(db, 'paichusuo'), jiedao: await person(db, 'jiedao') };
  const orderIds = counter('demo');
  const noticeIds = counter('notice-wo-demo');
  const forwardIds = counter('demo-forward');
  const at = (days: number, hour = 2) => new Date(anchor.getTime() - days * DAY_MS + hour * 3_600_000);
  for (const plan of plans(ids.futianPoliceId, ids.futianStreetId)) {
    const issued = await issueOrders(db, people.dadui, plan.kind, {
      title: plan.title, content: plan.content, dueDate: FAR_DUE_DATE, receiverIds: [plan.receiverId],
    } as never, { now: at(plan.daysAgo), newId: orderIds });
    // Issuing refuses a due date before today; the demo's history has its due dates from the anchor.
    await db.update(workOrders).set({ dueDate: chinaDateOf(new Date(anchor.getTime() + plan.dueInDays * DAY_MS)) }).where(eq(workOrders.id, issued.id));
    await db.transaction((tx) => writeWorkOrderFacts(tx as unknown as Db, issued.id, at(plan.daysAgo)));
    if (plan.reach === 'sent' || !plan.handler) continue;
    const handler = people[plan.handler];
    let order = await moveWorkOrder(db, handler, { id: issued.id, version: issued.version }, 'receive', at(plan.daysAgo, 4), noticeIds);
    if (plan.reach === 'forwarded') {
      const [community] = await communitiesOf(db, handler.unitId);
      await forwardWorkOrder(db, handler, { id: order.id, version: order.version, receiverId: community.id, note: '请社区网格员逐栋排查并回复。' }, { now: at(plan.daysAgo, 6), newId: forwardIds });
      continue;
    }
    const handledAt = at(plan.daysAgo - 1);
    const handled = await WORK_ORDER_ENTITIES[plan.kind].ops.update(db, handler, { id: order.id, version: order.version, checkResult: plan.result, hazardCount: plan.hazards, report: plan.report } as never);
    // The kit stamps the moment it runs; the demo's history is dated from the anchor.
    await db.update(workOrders).set({ handledAt, updatedAt: handledAt }).where(eq(workOrders.id, handled.id));
    await db.transaction((tx) => writeWorkOrderFacts(tx as unknown as Db, handled.id, handledAt));
    order = await moveWorkOrder(db, handler, { id: handled.id, version: handled.version }, 'reply', at(plan.daysAgo - 1, 4), noticeIds);
    if (plan.reach === 'closed') await moveWorkOrder(db, people.dadui, { id: order.id, version: order.version, note: '办理情况属实，同意办结。' }, 'close', at(plan.daysAgo - 2), noticeIds);
  }
}
