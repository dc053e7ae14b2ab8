import type { Db } from '../client';
import { committeeDepartments, organizations, specialPlaces } from '../schema';
import { DAY_MS } from './constants';
import { DETACHMENT_ID } from './organizations';

type Organ = typeof organizations.$inferInsert;
/** Futian district: its brigade's committee and its streets' premises make the demo's sample. */
const FUTIAN_CODE = '440304';
const STREET_CODE_LENGTH = 9;

/**
 * Fire-safety committee departments (xawhygl) of the detachment and the Futian brigade, and special
 * premises (jdcsgl) of two Futian streets; fixed ids and times.
 */
export async function seedJointResources(db: Db, anchor: Date, organs: Organ[], futianBrigadeId: string): Promise<void> {
  const at = new Date(anchor.getTime() - 90 * DAY_MS);
  const stamp = { createdAt: at, updatedAt: at };
  // Fixed ids: a second run (re-seeding over kept rows) leaves them as they are.
  await db.insert(committeeDepartments).values([
    { id: 'cd-sz-zj', organId: DETACHMENT_ID, parentId: null, name: '深圳市住房和建设局', code: 'SZ-ZJ', industry: '住房建设', sort: 1, ...stamp },
    { id: 'cd-sz-jy', organId: DETACHMENT_ID, parentId: null, name: '深圳市教育局', code: 'SZ-JY', industry: '教育', sort: 2, ...stamp },
    { id: 'cd-sz-jy-1', organId: DETACHMENT_ID, parentId: 'cd-sz-jy', name: '校园安全管理处', code: 'SZ-JY-01', industry: '教育', sort: 1, ...stamp },
    { id: 'cd-ft-sw', organId: futianBrigadeId, parentId: null, name: '福田区商务局', code: 'FT-SW', industry: '商贸流通', contactName: '周敏', contactPhone: '0755-82918000', sort: 1, ...stamp },
    { id: 'cd-ft-wj', organId: futianBrigadeId, parentId: null, name: '福田区卫生健康局', code: 'FT-WJ', industry: '医疗卫生', sort: 2, ...stamp },
  ]).onConflictDoNothing();

  const streets = organs.filter((o) => o.areaCode?.startsWith(FUTIAN_CODE) && o.areaCode.length === STREET_CODE_LENGTH).slice(0, 2);
  await db.insert(specialPlaces).values(
    streets.flatMap((street, i) => [
      { id: `spc-demo-${i + 1}-1`, organId: street.id, areaId: `a-${street.areaCode}`, name: `${street.sortName}农贸市场`, category: 2, address: `福田区${street.sortName}综合市场一层`, contactName: '刘芳', contactPhone: '13800001001', ...stamp },
      { id: `spc-demo-${i + 1}-2`, organId: street.id, areaId: `a-${street.areaCode}`, name: `${street.sortName}加油站`, category: 3, address: `福田区${street.sortName}主干道旁`, ...stamp },
    ]),
  ).onConflictDoNothing();
}
