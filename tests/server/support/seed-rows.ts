/** The demo seed's rows as one hash, and seeding a test database again (tests/server/seed.test.ts, tests/full/seed.test.ts). */
import { createHash } from 'node:crypto';
import { demoPasswordHash, seedDemo, seedEssentials } from '../../../server/db/seed';
import type { TestDb } from '../../helpers/db';

/** Tables the seed writes; sessions, captchas and operation records are runtime data. */
export const SEEDED = [
  'organizations', 'areas', 'users', 'roles', 'role_menus', 'user_roles', 'menus', 'dictionaries', 'notices', 'todo_tasks', 'flow_works', 'flow_circulations', 'settings', 'app_versions',
  // Statistics facts and officer tracks.
  'inspection_tasks', 'penalties', 'complaints', 'service_reviews', 'public_services', 'volunteers', 'fire_station_checks', 'industry_orders', 'credit_records', 'fire_incidents', 'officer_positions',
  // Inspection tasks and their notices (made through the inspection services).
  'supervision_tasks', 'rectify_notices',
  // 专项监督检查 (published through its service).
  'supervision_campaigns',
  // Complaints (made through the complaint services).
  'complaint_reports',
  // 大型活动 and 移交 (made through their services).
  'large_events', 'handovers',
  // Joint-supervision work orders (made through the work-order services).
  'work_orders',
  // Routine checks of the partners (filed through the routine-check entities).
  'routine_checks',
  // 预约受理 (registered and handled through the appointment services).
  'appointments',
  // 火灾防控任务 (drafted, sent, approved and completed through their services).
  'fire_prevention_orders', 'fire_prevention_tasks',
  // 行政处罚 (opened from referred inspection tasks, up to 告知, through the case services).
  'penalty_cases',
  'product_checks',
  // 临时查封 (through the sealing services, with their writs, re-check tasks and seal facts).
  'seal_ups', 'writ_documents',
  // 安全检查 and its permits (registered, inspected and concluded through the safety-inspection services).
  'safety_inspections', 'security_check_permits',
];
/** The audit log is left alone: it refuses TRUNCATE (migration 0024) and the seed never writes it. */
export const ALL = [...SEEDED, 'sessions', 'captchas', 'writ_number_counters'];

export async function seededRowsHash(tdb: TestDb): Promise<string> {
  const hash = createHash('sha256');
  for (const table of SEEDED) {
    const where = table === 'settings' ? "where key <> 'tokenSecret'" : '';
    const { rows } = await tdb.pglite.query(`select * from ${table} t ${where} order by t::text`);
    hash.update(table + JSON.stringify(rows));
  }
  return hash.digest('hex');
}

export async function emptySeededTables(tdb: TestDb): Promise<void> {
  await tdb.pglite.exec(`truncate ${ALL.join(', ')} restart identity`);
}

export async function reseed(tdb: TestDb, now: Date): Promise<void> {
  await emptySeededTables(tdb);
  await seedEssentials(tdb.db, { adminPasswordHash: await demoPasswordHash(), adminPasswordIsInitial: false });
  await seedDemo(tdb.db, { now });
}
