import type { creditRecords, fireIncidents, fireStationChecks, industryOrders } from '../schema';
import { DAY_MS, HOUR_MS } from './constants';
import { FIRES, pickBy, WORKDAY, type Calendar } from './statistics-calendar';
import { companyIn, organsIn, pickDistrict, type StatContext } from './statistics-context';
import { CREDIT_REASONS, FIRE_CAUSES, ORDER_SUBJECTS, PLACES, ROADS } from './statistics-texts';
import type { Prng } from './prng';

type CheckRow = typeof fireStationChecks.$inferInsert;
type OrderRow = typeof industryOrders.$inferInsert;
type CreditRow = typeof creditRecords.$inferInsert;
type FireRow = typeof fireIncidents.$inferInsert;

const numbered = <T extends object>(prefix: string, rows: T[], dateOf: (row: T) => Date): (T & { id: string })[] =>
  rows.sort((a, b) => dateOf(a).getTime() - dateOf(b).getTime()).map((row, i) => ({ id: `${prefix}-${String(i + 1).padStart(6, '0')}`, ...row }));
const ageDays = (cal: Calendar, d: Date) => (cal.latest.getTime() - d.getTime()) / DAY_MS;

/** Enforcement and safety checks of the fire stations with the hazards found and rectified since. */
export function buildStationChecks(rng: Prng, ctx: StatContext, cal: Calendar, count: number): CheckRow[] {
  const rows: Omit<CheckRow, 'id'>[] = [];
  for (let i = 0; i < count; i += 1) {
    const district = pickDistrict(rng, ctx);
    const station = rng.pick(organsIn(ctx, district, 'station'));
    if (!station) continue;
    const checkedAt = cal.moment(rng, WORKDAY);
    const found = pickBy(rng, [[0, 30], [1, 25], [2, 20], [3, 12], [4, 8], [5, 5]]);
    const age = ageDays(cal, checkedAt);
    const rectified = age > 30 ? Math.max(0, found - (rng.chance(0.1) ? 1 : 0)) : rng.int(0, found);
    rows.push({
      organId: station.id,
      companyId: companyIn(rng, ctx, district.code, 0.15),
      kind: rng.chance(0.45) ? 'enforcement' : 'safety',
      hazardsFound: found,
      hazardsRectified: rectified,
      majorHazards: Array.from({ length: found }, () => rng.chance(0.06)).filter(Boolean).length,
      checkedAt,
    });
  }
  return numbered('fsc', rows, (r) => r.checkedAt);
}

/** Work orders handed to the committee departments, with their progress by age. */
export function buildIndustryOrders(rng: Prng, ctx: StatContext, cal: Calendar, count: number, detachmentId: string): OrderRow[] {
  const brigades = ctx.organs.filter((o) => o.kind === 'brigade');
  const rows: Omit<OrderRow, 'id'>[] = [];
  for (let i = 0; i < count && ctx.departments.length; i += 1) {
    const department = rng.pick(ctx.departments);
    const city = department.organId === detachmentId;
    const organId = city ? (rng.chance(0.4) ? detachmentId : rng.pick(brigades).id) : department.organId;
    const issuedAt = cal.moment(rng, WORKDAY);
    const young = ageDays(cal, issuedAt) < 14;
    let status = pickBy<OrderRow['status']>(rng, young ? [['issued', 40], ['accepted', 40], ['done', 20]] : [['done', 80], ['overdue', 8], ['accepted', 8], ['issued', 4]]);
    let doneAt: Date | null = null;
    if (status === 'done') {
      doneAt = new Date(issuedAt.getTime() + rng.int(2, 20) * DAY_MS + rng.int(0, 8) * HOUR_MS);
      if (doneAt > cal.latest) [status, doneAt] = ['accepted', null];
    }
    rows.push({ organId, departmentId: department.id, title: `关于督促整改${rng.pick(ORDER_SUBJECTS)}问题的工单`, status, issuedAt, doneAt });
  }
  return numbered('io', rows, (r) => r.issuedAt);
}

const LEVELS: [CreditRow['level'], number][] = [['A', 55], ['B', 30], ['C', 11], ['D', 4]];

/** A credit rating of most social units every quarter; a unit keeps its usual rating most of the time. */
export function buildCreditRecords(rng: Prng, ctx: StatContext, cal: Calendar): CreditRow[] {
  const rows: Omit<CreditRow, 'id'>[] = [];
  const quarters = Math.ceil(cal.days / 91);
  for (const [companyId, organId] of ctx.companyOrgan) {
    const usual = pickBy(rng, LEVELS);
    for (let q = 0; q < quarters; q += 1) {
      if (!rng.chance(0.8)) continue;
      const day = Math.min(cal.days - 1, q * 91 + rng.int(0, 90));
      const level = rng.chance(0.7) ? usual : pickBy(rng, LEVELS);
      const recordedAt = cal.moment(rng, WORKDAY, day);
      rows.push({ organId, companyId, level, reason: level === 'C' || level === 'D' ? rng.pick(CREDIT_REASONS[level]) : null, recordedAt });
    }
  }
  return numbered('cr', rows, (r) => r.recordedAt);
}

/** Fires with their cause, loss and casualties; a few listed for supervision and lifted after a while. */
export function buildFires(rng: Prng, ctx: StatContext, cal: Calendar, count: number): FireRow[] {
  const rows: Omit<FireRow, 'id'>[] = [];
  for (let i = 0; i < count; i += 1) {
    const district = pickDistrict(rng, ctx);
    const organ = rng.chance(0.6) ? organsIn(ctx, district, 'brigade')[0] : rng.pick(organsIn(ctx, district, 'station'));
    const occurredAt = cal.moment(rng, FIRES);
    const age = ageDays(cal, occurredAt);
    const listed = rng.chance(0.09);
    const street = rng.int(0, district.streets.length - 1);
    rows.push({
      organId: organ.id,
      areaId: rng.chance(0.7) ? `a-${district.code}${String(street + 1).padStart(3, '0')}` : `a-${district.code}`,
      companyId: rng.chance(0.4) ? companyIn(rng, ctx, district.code, 0) : null,
      address: `深圳市${district.name === '大鹏' ? '大鹏新区' : `${district.name}区`}${district.streets[street]}${rng.pick(ROADS)}${rng.int(1, 3999)}号${rng.pick(PLACES)}`,
      cause: pickBy(rng, FIRE_CAUSES),
      loss: Math.round(1000 * Math.exp(rng.next() * 7) / 10) * 10,
      casualties: pickBy(rng, [[0, 92], [1, 5], [2, 2], [3, 1]]),
      listed,
      listLevel: listed ? pickBy<FireRow['listLevel']>(rng, [['district', 50], ['city', 40], ['province', 10]]) : null,
      listLifted: listed && rng.chance(age > 180 ? 0.85 : age > 60 ? 0.4 : 0.05),
      occurredAt,
    });
  }
  return numbered('fi', rows, (r) => r.occurredAt);
}
