/** The statistics demo facts seeded again at fixed moments (the fast tier compares one reseed with the template). */
import { openTestDb, type TestDb } from '../helpers/db';
import { reseedFacts } from '../server/support/statistics-facts';

let tdb: TestDb;
beforeAll(async () => {
  tdb = await openTestDb();
});
afterAll(async () => {
  await tdb.close();
});

describe('statistics demo facts: determinism (full)', () => {
  it('gives the same rows for the same moment of seeding and other rows for another day', async () => {
    const first = await reseedFacts(tdb, new Date('2026-05-04T10:00:00+08:00'));
    expect(await reseedFacts(tdb, new Date('2026-05-04T10:00:00+08:00'))).toBe(first);
    expect(await reseedFacts(tdb, new Date('2026-05-06T10:00:00+08:00'))).not.toBe(first);
  }, 180_000);
});
