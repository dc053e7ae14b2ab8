/**
 * The facts the statistics views (/tjfx 10000) and wall screens aggregate, from 1 January two years
 * before the seeding day up to its evening: deterministic (seeded PRNG, anchored on the seeding day),
 * every organisation, inspector, social unit, case cause, department and area one of the seeded rows.
 * Runs after the organisations, people, basic library, case causes, committee departments, duty
 * standards and flow definitions are seeded. Complaints are not here: they are made by the complaint services
 * (seed/complaints.ts). Demo volume; `npm run seed -- --scale=large` adds a city's.
 */
import { refreshStatisticsSummaries } from '../../services/statistics/summaries/refresh';
import type { Db } from '../client';
import { creditRecords, fireIncidents, fireStationChecks, industryOrders, inspectionTasks, penalties, publicServices, serviceReviews, volunteers } from '../schema';
import { DEMO_SEED } from './constants';
import { DETACHMENT_ID } from './organizations';
import { Prng } from './prng';
import { Calendar } from './statistics-calendar';
import { loadStatContext } from './statistics-context';
import { seedDutyHistory } from './statistics-duty';
import { insertKept } from './statistics-insert';
import { buildPublicServices, buildReviews, buildVolunteers } from './statistics-public';
import { buildTasks } from './statistics-tasks';
import { buildCreditRecords, buildFires, buildIndustryOrders, buildStationChecks } from './statistics-units';

/** Rows of the demo (every test run builds the seeded template once, so moderate). */
export const STATISTICS_VOLUME = {
  tasks: 20_000,
  reviews: 6_000,
  publicServices: 2_400,
  volunteers: 1_500,
  stationChecks: 3_600,
  industryOrders: 900,
  fires: 450,
} as const;

/** Own seed offset, and one stream per fact: changing one builder changes no other seeded row. */
const STATISTICS_SEED = DEMO_SEED + 10_000;
const stream = (n: number) => new Prng(STATISTICS_SEED + n);

/** `now`: the moment of seeding (defaults to the end of the anchor's day); nothing is dated after it. */
export async function seedStatistics(db: Db, anchor: Date, now?: Date): Promise<void> {
  const ctx = await loadStatContext(db);
  if (!ctx.districts.length) return;
  const cal = new Calendar(anchor, now);
  const v = STATISTICS_VOLUME;
  const built = buildTasks(stream(1), ctx, cal, v.tasks, DETACHMENT_ID);
  await insertKept(db, inspectionTasks, built.tasks);
  await insertKept(db, penalties, built.penalties);
  await insertKept(db, serviceReviews, buildReviews(stream(3), ctx, cal, v.reviews));
  await insertKept(db, publicServices, buildPublicServices(stream(4), ctx, cal, v.publicServices));
  await insertKept(db, volunteers, buildVolunteers(stream(5), ctx, cal, v.volunteers));
  await insertKept(db, fireStationChecks, buildStationChecks(stream(6), ctx, cal, v.stationChecks));
  await insertKept(db, industryOrders, buildIndustryOrders(stream(7), ctx, cal, v.industryOrders, DETACHMENT_ID));
  await insertKept(db, creditRecords, buildCreditRecords(stream(8), ctx, cal));
  await insertKept(db, fireIncidents, buildFires(stream(9), ctx, cal, v.fires));
  await seedDutyHistory(db, stream(10), ctx, cal, DETACHMENT_ID);
  // Bulk inserts bypass the fact write functions: the summaries are rebuilt from the facts.
  await refreshStatisticsSummaries(db, { all: true });
}
