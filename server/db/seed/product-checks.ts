/**
 * The demo samples of 福田大队 (产品监督 2700), registered through the entity at fixed moments before the anchor:
 * two waiting for their report, the rest with a result entered by editing them, two of those failed.
 */
import { asc, eq } from 'drizzle-orm';
import { productCheck } from '../../entities/product-check.entity';
import type { SessionUser } from '../../http/route';
import { subordinateOrganIds } from '../../services/org-scope';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../client';
import { societyCompanies, users } from '../schema';
import { DAY_MS } from './constants';

type Sample = { productName: string; category: string; model: string; manufacturer: string; placeKind: 'market' | 'inUse'; placeName: string; daysAgo: number; result?: 'qualified' | 'unqualified'; failedItems?: string; handling?: string };

const SAMPLES: Sample[] = [
  { productName: '手提式干粉灭火器', category: 'extinguisher', model: 'MFZ/ABC4', manufacturer: '广东粤安消防器材有限公司', placeKind: 'market', placeName: '华强北消防器材市场12号铺', daysAgo: 40, result: 'qualified' },
  { productName: '有衬里消防水带', category: 'hose', model: '13-65-25', manufacturer: '福建闽消水带厂', placeKind: 'market', placeName: '八卦岭五金城A区', daysAgo: 35, result: 'unqualified', failedItems: '爆破压力低于标准值；水带长度偏差超标。', handling: 'transfer' },
  { productName: '消防应急标志灯具', category: 'emergencyLight', model: 'M-BLZD-1LROEⅠ1W', manufacturer: '深圳市明光应急照明有限公司', placeKind: 'inUse', placeName: '使用单位疏散通道', daysAgo: 28, result: 'unqualified', failedItems: '应急工作时间不足90分钟。', handling: 'rectify' },
  { productName: '点型光电感烟火灾探测器', category: 'alarm', model: 'JTY-GD-G3', manufacturer: '海湾安全技术有限公司', placeKind: 'inUse', placeName: '使用单位二层走廊', daysAgo: 21, result: 'qualified' },
  { productName: '钢质防火门', category: 'fireDoor', model: 'GFM-1021-bd5A1.50(甲级)', manufacturer: '深圳市安固门业有限公司', placeKind: 'inUse', placeName: '使用单位楼梯间', daysAgo: 14, result: 'qualified' },
  { productName: '推车式干粉灭火器', category: 'extinguisher', model: 'MFTZ/ABC35', manufacturer: '浙江恒安消防设备有限公司', placeKind: 'market', placeName: '福田消防器材批发部', daysAgo: 9, result: 'qualified' },
  { productName: '阻燃电缆', category: 'flameRetardant', model: 'ZR-YJV 3×4', manufacturer: '东莞市远东电缆有限公司', placeKind: 'market', placeName: '华强电子世界三楼', daysAgo: 5 },
  { productName: '消防应急照明灯具', category: 'emergencyLight', model: 'M-ZFZD-E3W', manufacturer: '中山市华明照明电器有限公司', placeKind: 'inUse', placeName: '使用单位地下车库', daysAgo: 2 },
];

export async function seedProductChecks(db: Db, anchor: Date): Promise<void> {
  const [dadui] = await db.select().from(users).where(eq(users.account, 'dadui'));
  if (!dadui) return;
  const me: SessionUser = { userId: dadui.id, userCode: dadui.account, name: dadui.name, unitId: dadui.organId, sessionId: 'seed', grants: new Set(), isAdmin: false };
  const scope = await subordinateOrganIds(db, dadui.organId);
  const units = (await db.select({ id: societyCompanies.id, organId: societyCompanies.organId }).from(societyCompanies).where(eq(societyCompanies.deleted, false)).orderBy(asc(societyCompanies.id)))
    .filter((u) => scope.includes(u.organId));
  if (!units.length) return;
  for (const [i, s] of SAMPLES.entries()) {
    const takenAt = new Date(anchor.getTime() - s.daysAgo * DAY_MS);
    const made = await productCheck.ops.add(db, me, {
      productName: s.productName, category: s.category, model: s.model, manufacturer: s.manufacturer, batchNo: `B${String(2026000 + i * 37)}`,
      placeKind: s.placeKind, companyId: s.placeKind === 'inUse' ? units[i % units.length].id : null, placeName: s.placeName, sampledDate: chinaDateOf(takenAt),
      samplers: '李明、王强', result: null, reportNo: null, failedItems: null, handling: null, remark: null,
    }, undefined, { now: takenAt, id: `pc-demo-${String(i + 1).padStart(2, '0')}` });
    if (!s.result) continue;
    const reportedAt = new Date(takenAt.getTime() + 3 * DAY_MS);
    await productCheck.ops.update(db, me, {
      id: made.id, version: made.version, result: s.result, reportNo: `SZXJ-2026-${String(101 + i)}`, failedItems: s.failedItems ?? null, handling: s.handling ?? null,
    }, undefined, { now: reportedAt });
  }
}
