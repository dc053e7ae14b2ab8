/**
 * Demo routine checks (日常), filed through the routine-check entities: 福田街道 (jiedao) checked small places
 * of its district and wrote its reports; 福田区商务局's check (filed at 福田大队, the unit whose committee it
 * sits on) counts in 行业部门统计. Fixed ids and moments, nothing after the anchor.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { chinaDateOf } from '../../../src/shared/working-days';
import { ROUTINE_CHECK_ENTITIES } from '../../entities/routine-check.entity';
import type { SessionUser } from '../../http/route';
import { subordinateOrganIds } from '../../services/org-scope';
import { SMALL_PLACE_CATEGORY } from '../../services/routine-checks/choices';
import type { RoutineCheckKind } from '../../services/routine-checks/kinds';
import type { Db } from '../client';
import { societyCompanies, users } from '../schema';
import { DAY_MS } from './constants';

interface Plan {
  kind: RoutineCheckKind;
  by: 'jiedao' | 'dadui';
  departmentId?: string;
  daysAgo: number;
  result: 'qualified' | 'unqualified';
  hazards: number;
  report: string;
}

const PLANS: Plan[] = [
  { kind: 'street', by: 'jiedao', daysAgo: 9, result: 'qualified', hazards: 0, report: '网格员上门检查，灭火器在有效期内，疏散通道畅通，未发现隐患。' },
  { kind: 'street', by: 'jiedao', daysAgo: 5, result: 'unqualified', hazards: 2, report: '发现电动自行车在店内充电、插线板串接各1处，已当场督促整改，三日后复查。' },
  { kind: 'street', by: 'jiedao', daysAgo: 2, result: 'qualified', hazards: 0, report: '复查上次发现的隐患，已全部整改到位。' },
  // Qualified: the statistics facts give every unqualified check a case cause, which a routine check has not.
  { kind: 'industry', by: 'dadui', departmentId: 'cd-ft-sw', daysAgo: 7, result: 'qualified', hazards: 0, report: '商务局对辖区便利店开展日常检查，消防设施完好，疏散通道畅通。' },
];

async function person(db: Db, account: string): Promise<SessionUser | undefined> {
  const [u] = await db.select().from(users).where(eq(users.account, account));
  return u && { userId: u.id, userCode: u.account, name: u.name, unitId: u.organId, sessionId: 'seed', grants: new Set(), isAdmin: false };
}

export async function seedRoutineChecks(db: Db, anchor: Date, futianBrigadeId: string): Promise<void> {
  const people = { jiedao: await person(db, 'jiedao'), dadui: await person(db, 'dadui') };
  const scope = await subordinateOrganIds(db, futianBrigadeId);
  const places = await db
    .select({ id: societyCompanies.id })
    .from(societyCompanies)
    .where(and(eq(societyCompanies.deleted, false), eq(societyCompanies.unitCategory, SMALL_PLACE_CATEGORY), inArray(societyCompanies.organId, scope)))
    .orderBy(asc(societyCompanies.id))
    .limit(PLANS.length);
  if (!places.length) return;
  for (const [i, plan] of PLANS.entries()) {
    const user = people[plan.by];
    if (!user) continue;
    const now = new Date(anchor.getTime() - plan.daysAgo * DAY_MS);
    await ROUTINE_CHECK_ENTITIES[plan.kind].ops.add(db, user, {
      departmentId: plan.departmentId ?? null, companyId: places[i % places.length].id, checkDate: chinaDateOf(now),
      checkResult: plan.result, hazardCount: plan.hazards, report: plan.report,
    } as never, undefined, { now, id: `rc-demo-${String(i + 1).padStart(2, '0')}` });
  }
}
