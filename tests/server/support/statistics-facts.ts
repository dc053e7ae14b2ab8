/** The statistics facts of the demo seed as one hash, and seeding them again (statistics-seed tests, both tiers). */
import { createHash } from 'node:crypto';
import { seedStatistics } from '../../../server/db/seed/statistics';
import { chinaStartOfDay } from '../../../server/db/seed/util';
import type { TestDb } from '../../helpers/db';

export const FACTS = ['inspection_tasks', 'penalties', 'complaints', 'service_reviews', 'public_services', 'volunteers', 'fire_station_checks', 'industry_orders', 'credit_records', 'fire_incidents'];
/** Facts the seed's inspection tasks wrote through the inspection services belong to those tasks, not to this seed. */
const OWN_FACTS: Record<string, string> = {
  // Penalty cases and sealings (seed/penalty-cases.ts, seed/seal-ups.ts) wrote theirs through their services.
  penalties: 'WHERE NOT EXISTS (SELECT 1 FROM penalty_cases c WHERE c.id = t.id) AND NOT EXISTS (SELECT 1 FROM seal_ups s WHERE s.id = t.id)',
  // Complaints and their reviews are written by the complaint services (seed/complaints.ts).
  complaints: 'WHERE false',
  service_reviews: "WHERE t.id NOT LIKE 'sr-ts-%'",
  // The same for the facts the demo work orders and the departments' routine checks wrote (their id is the record's).
  inspection_tasks:
    'WHERE NOT EXISTS (SELECT 1 FROM supervision_tasks s WHERE s.id = t.id) AND NOT EXISTS (SELECT 1 FROM work_orders w WHERE w.id = t.id) AND NOT EXISTS (SELECT 1 FROM routine_checks r WHERE r.id = t.id)',
  industry_orders: 'WHERE NOT EXISTS (SELECT 1 FROM work_orders w WHERE w.id = t.id)',
  // Bookings accepted through the appointment services (seed/appointments.ts) wrote theirs.
  public_services: "WHERE t.id NOT LIKE 'appointment-%'",
  // False commitments found by the demo 安全检查 (seed/safety-inspections.ts) wrote theirs.
  credit_records: "WHERE t.id NOT LIKE 'credit-aqjc-%'",
};
export const HISTORY = [
  ['duty_declarations', "id LIKE '%-hist-%'"],
  ['flow_works', "id LIKE 'fwh-%'"],
  ['flow_circulations', "id LIKE 'fch-%'"],
];

export async function factsHash(tdb: TestDb): Promise<string> {
  const rows = async (query: string) => (await tdb.pglite.query(query)).rows;
  const hash = createHash('sha256');
  for (const table of FACTS) hash.update(table + JSON.stringify(await rows(`SELECT * FROM ${table} t ${OWN_FACTS[table] ?? ''} ORDER BY t.id`)));
  for (const [table, where] of HISTORY) hash.update(table + JSON.stringify(await rows(`SELECT * FROM ${table} t WHERE ${where} ORDER BY t.id`)));
  return hash.digest('hex');
}

/** Replaces the facts with those seeded at `now`, and returns their hash. */
export async function reseedFacts(tdb: TestDb, now: Date): Promise<string> {
  await tdb.pglite.exec(`TRUNCATE ${FACTS.join(', ')}`);
  for (const [table, where] of HISTORY) await tdb.pglite.exec(`DELETE FROM ${table} WHERE ${where}`);
  await seedStatistics(tdb.db, chinaStartOfDay(now), now);
  return factsHash(tdb);
}
