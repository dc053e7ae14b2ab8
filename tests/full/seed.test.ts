/** The demo seed at full volume, seeded again at fixed moments (the fast tier compares one reseed with the template). */
import { openTestDb, type TestDb } from '../helpers/db';
import { reseed, seededRowsHash } from '../server/support/seed-rows';

let tdb: TestDb;
beforeAll(async () => {
  tdb = await openTestDb();
});
afterAll(async () => {
  await tdb.close();
});

describe('demo seed (full)', () => {
  it('gives the same rows every time (seeded PRNG, fixed anchor and moment)', async () => {
    const day = new Date('2026-05-04T10:00:00+08:00');
    await reseed(tdb, day);
    const first = await seededRowsHash(tdb);
    await reseed(tdb, day);
    expect(await seededRowsHash(tdb)).toBe(first);
    await reseed(tdb, new Date('2026-05-06T10:00:00+08:00'));
    expect(await seededRowsHash(tdb)).not.toBe(first);
  }, 180_000);

  it('dates nothing after the moment of seeding (the evening of the seeding day comes later)', async () => {
    const morning = new Date('2026-05-04T10:00:00+08:00');
    await reseed(tdb, morning);
    const { rows } = await tdb.pglite.query<{ latest: Date }>(
      `select greatest((select max(created_at) from inspection_tasks), (select max(received_at) from complaints), (select max(reported_at) from officer_positions)) as latest`,
    );
    expect(new Date(rows[0].latest).getTime()).toBeLessThanOrEqual(morning.getTime());
  }, 120_000);
});
