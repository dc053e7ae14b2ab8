/**
 * The demo seed, against the test template seeded by tests/global-setup.ts. Seeding again three times
 * (same moment, another day, a morning) is in the full tier: tests/full/seed.test.ts.
 */
import { prepareDatabase } from '../../server/db/seed';
import { openTestDb, type TestDb } from '../helpers/db';
import { templateMoment } from '../helpers/template';
import { emptySeededTables, reseed, seededRowsHash } from './support/seed-rows';

// A whole reseed of the demo: about 15 s on an idle machine; a busy one must not fail it.
const RESEED_TIMEOUT = 120_000;

let tdb: TestDb;
beforeAll(async () => {
  tdb = await openTestDb();
});
afterAll(async () => {
  await tdb.close();
});

describe('demo seed', () => {
  it('gives the same rows as the template when seeded again at the template’s moment, and dates nothing after it', async () => {
    const moment = await templateMoment();
    const template = await seededRowsHash(tdb);
    await reseed(tdb, moment);
    expect(await seededRowsHash(tdb)).toBe(template);
    const { rows } = await tdb.pglite.query<{ latest: Date }>(
      `select greatest((select max(created_at) from inspection_tasks), (select max(received_at) from complaints), (select max(reported_at) from officer_positions)) as latest`,
    );
    expect(new Date(rows[0].latest).getTime()).toBeLessThanOrEqual(moment.getTime());
  }, RESEED_TIMEOUT);

  it('runs the demo part once only and keeps the essentials idempotent', async () => {
    const count = async () => (await tdb.pglite.query<{ n: number }>('select count(*)::int as n from users')).rows[0].n;
    const before = await count();
    expect(await prepareDatabase(tdb.db, { seedDemo: true, adminPassword: undefined })).toBe(false);
    expect(await count()).toBe(before);
  });

  it('refuses to start without an administrator and without a password for one', async () => {
    await emptySeededTables(tdb);
    await expect(prepareDatabase(tdb.db, { seedDemo: false, adminPassword: undefined })).rejects.toThrow(/ADMIN_PASSWORD/);
    await expect(prepareDatabase(tdb.db, { seedDemo: false, adminPassword: 'weak' })).rejects.toThrow(/管理员密码不符合要求/);
    expect(await prepareDatabase(tdb.db, { seedDemo: false, adminPassword: 'Strong#Pass1' })).toBe(false);
    const { rows } = await tdb.pglite.query<{ account: string; password_is_initial: boolean }>('select account, password_is_initial from users');
    expect(rows).toEqual([{ account: 'admin', password_is_initial: true }]);
  });
});
