import { sql } from 'drizzle-orm';
import { config } from '../../server/config';
import { openDatabase, type OpenDatabase } from '../../server/db/open';
import { prepareDatabase } from '../../server/db/seed/prepare';
import { createDatabase, dropDatabase } from '../helpers/pg-database';

/**
 * Instances starting together on one empty PostgreSQL database (issue 23: one died on `CREATE TABLE "areas"`):
 * migrations and the start-up seed are serialised by an advisory lock. Runs when TEST_DATABASE_URL is set.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('instances starting together (PostgreSQL)', () => {
  const name = `xfjd_start_${process.pid}_${Date.now()}`;
  let url = '';
  beforeAll(async () => {
    url = await createDatabase(adminUrl!, name);
  });
  afterAll(() => dropDatabase(adminUrl!, name));

  it('three instances migrate and seed one empty database at once, each starting, the work done once', async () => {
    const cfg = { ...config, databaseUrl: url, seedDemo: false, adminPassword: 'Admin#2026x' };
    const opened: OpenDatabase[] = await Promise.all([1, 2, 3].map(() => openDatabase(cfg)));
    try {
      const seeded = await Promise.all(opened.map((d) => d.exclusive(() => prepareDatabase(d.db, cfg))));
      expect(seeded).toEqual([false, false, false]);
      const db = opened[0].db;
      const count = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n;
      const journal = (await import('../../server/db/migrations/meta/_journal.json', { with: { type: 'json' } })).default as { entries: unknown[] };
      expect(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(journal.entries.length);
      expect(await count(sql`select count(*)::int as n from users where account = 'admin'`)).toBe(1);
    } finally {
      await Promise.all(opened.map((d) => d.close()));
    }
  });

  it('releases the lock when the work fails, so the next instance is not stuck', async () => {
    const database = await openDatabase({ ...config, databaseUrl: url });
    try {
      await expect(database.exclusive(() => Promise.reject(new Error('启动失败')))).rejects.toThrow('启动失败');
      await expect(database.exclusive(async () => 'next')).resolves.toBe('next');
    } finally {
      await database.close();
    }
  });
});
