import { createHash } from 'node:crypto';
import { seedDemo, seedEssentials, demoPasswordHash, prepareDatabase } from '../../server/db/seed';
import { openTestDb, type TestDb } from '../helpers/db';

let tdb: TestDb;
beforeAll(async () => {
  tdb = await openTestDb();
});
afterAll(async () => {
  await tdb.close();
});

/** Tables the seed writes; sessions, captchas and operation records are runtime data. */
const SEEDED = [
  'organizations', 'areas', 'users', 'roles', 'role_menus', 'user_roles', 'menus', 'dictionaries', 'notices', 'todo_tasks', 'flow_works', 'flow_circulations', 'settings', 'app_versions',
  // Statistics facts and officer tracks.
  'inspection_tasks', 'penalties', 'complaints', 'service_reviews', 'public_services', 'volunteers', 'fire_station_checks', 'industry_orders', 'credit_records', 'fire_incidents', 'officer_positions',
];
const ALL = [...SEEDED, 'sessions', 'captchas', 'operation_records'];

async function rowsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of SEEDED) {
    const where = table === 'settings' ? "where key <> 'tokenSecret'" : '';
    const { rows } = await tdb.pglite.query(`select * from ${table} t ${where} order by t::text`);
    hash.update(table + JSON.stringify(rows));
  }
  return hash.digest('hex');
}

async function reseed(now: Date) {
  await tdb.pglite.exec(`truncate ${ALL.join(', ')} restart identity`);
  await seedEssentials(tdb.db, { adminPasswordHash: await demoPasswordHash(), adminPasswordIsInitial: false });
  await seedDemo(tdb.db, { now });
}

describe('demo seed', () => {
  it('gives the same rows every time (seeded PRNG, fixed anchor and moment)', async () => {
    const day = new Date('2026-05-04T10:00:00+08:00');
    await reseed(day);
    const first = await rowsHash();
    await reseed(day);
    expect(await rowsHash()).toBe(first);
    await reseed(new Date('2026-05-06T10:00:00+08:00'));
    expect(await rowsHash()).not.toBe(first);
  });

  it('dates nothing after the moment of seeding (the evening of the seeding day comes later)', async () => {
    const morning = new Date('2026-05-04T10:00:00+08:00');
    await reseed(morning);
    const { rows } = await tdb.pglite.query<{ latest: Date }>(
      `select greatest((select max(created_at) from inspection_tasks), (select max(received_at) from complaints), (select max(reported_at) from officer_positions)) as latest`,
    );
    expect(new Date(rows[0].latest).getTime()).toBeLessThanOrEqual(morning.getTime());
  });

  it('runs the demo part once only and keeps the essentials idempotent', async () => {
    const count = async () => (await tdb.pglite.query<{ n: number }>('select count(*)::int as n from users')).rows[0].n;
    const before = await count();
    expect(await prepareDatabase(tdb.db, { seedDemo: true, adminPassword: undefined })).toBe(false);
    expect(await count()).toBe(before);
  });

  it('refuses to start without an administrator and without a password for one', async () => {
    await tdb.pglite.exec(`truncate ${ALL.join(', ')} restart identity`);
    await expect(prepareDatabase(tdb.db, { seedDemo: false, adminPassword: undefined })).rejects.toThrow(/ADMIN_PASSWORD/);
    await expect(prepareDatabase(tdb.db, { seedDemo: false, adminPassword: 'weak' })).rejects.toThrow(/管理员密码不符合要求/);
    expect(await prepareDatabase(tdb.db, { seedDemo: false, adminPassword: 'Strong#Pass1' })).toBe(false);
    const { rows } = await tdb.pglite.query<{ account: string; password_is_initial: boolean }>('select account, password_is_initial from users');
    expect(rows).toEqual([{ account: 'admin', password_is_initial: true }]);
  });
});
