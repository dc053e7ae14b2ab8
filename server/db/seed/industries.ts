import type { Db } from '../client';
import { industries } from '../schema';
import { DAY_MS } from './constants';

/**
 * [code, name, supervising committee department (seeded in joint-resources.ts) or null]; the parent is the
 * longest listed code the code starts with (K702 sits under K: its major group shares the section's name).
 */
const ROWS: [string, string, string | null][] = [
  ['C', '制造业', null],
  ['C39', '计算机、通信和其他电子设备制造业', null],
  ['F', '批发和零售业', 'cd-ft-sw'],
  ['F52', '零售业', 'cd-ft-sw'],
  ['F521', '综合零售', 'cd-ft-sw'],
  ['F526', '汽车、摩托车、零配件和燃料及其他动力销售', 'cd-ft-sw'],
  ['H', '住宿和餐饮业', 'cd-ft-sw'],
  ['H61', '住宿业', 'cd-ft-sw'],
  ['H611', '旅游饭店', 'cd-ft-sw'],
  ['H612', '一般旅馆', 'cd-ft-sw'],
  ['H62', '餐饮业', 'cd-ft-sw'],
  ['H621', '正餐服务', 'cd-ft-sw'],
  ['H622', '快餐服务', 'cd-ft-sw'],
  ['K', '房地产业', 'cd-sz-zj'],
  ['K702', '物业管理', 'cd-sz-zj'],
  ['P', '教育', 'cd-sz-jy'],
  ['P831', '学前教育', 'cd-sz-jy-1'],
  ['P832', '初等教育', 'cd-sz-jy-1'],
  ['P833', '中等教育', 'cd-sz-jy-1'],
  ['Q', '卫生和社会工作', 'cd-ft-wj'],
  ['Q84', '卫生', 'cd-ft-wj'],
  ['Q841', '医院', 'cd-ft-wj'],
  ['Q85', '社会工作', null],
  ['Q851', '提供住宿社会工作', null],
  ['R', '文化、体育和娱乐业', null],
  ['R90', '娱乐业', null],
  ['R901', '室内娱乐活动', null],
];

const CODES = ROWS.map(([code]) => code);
const parentCode = (code: string) => [code.slice(0, 3), code[0]].find((up) => up !== code && CODES.includes(up)) ?? null;
const idOf = (code: string) => `ind-${code.toLowerCase()}`;

/** Industries of the national classification (GB/T 4754-2017) that fire supervision meets most; fixed ids and times. */
export async function seedIndustries(db: Db, anchor: Date): Promise<void> {
  const at = new Date(anchor.getTime() - 80 * DAY_MS);
  const rows = ROWS.map(([code, name, committeeDepartmentId], index) => {
    const up = parentCode(code);
    const grand = up ? parentCode(up) : null;
    return {
      id: idOf(code),
      name,
      code,
      parentId: up ? idOf(up) : null,
      level: grand ? 3 : up ? 2 : 1,
      committeeDepartmentId,
      sort: index + 1,
      // 社会工作 waits for the civil-affairs department to join the committee.
      enabled: code !== 'Q851',
      createdAt: at,
      updatedAt: at,
    };
  });
  // Fixed ids: a second run (re-seeding over kept rows) leaves them as they are.
  await db.insert(industries).values(rows).onConflictDoNothing();
}
