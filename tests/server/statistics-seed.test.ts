/** The statistics facts of the demo seed (server/db/seed/statistics*.ts): reproducible, two years deep, inside the city. */
import { DISTRICT_GEO } from '../../server/db/seed/district-geo';
import { Calendar } from '../../server/db/seed/statistics-calendar';
import { DUTY_PILOT_DISTRICTS } from '../../server/db/seed/statistics-duty';
import { chinaStartOfDay } from '../../server/db/seed/util';
import { openTestDb, type TestDb } from '../helpers/db';
import { templateMoment } from '../helpers/template';
import { factsHash, reseedFacts } from './support/statistics-facts';

let tdb: TestDb;
beforeAll(async () => {
  tdb = await openTestDb();
});
afterAll(async () => {
  await tdb.close();
});

const CHINA_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

const rows = async <T>(query: string) => (await tdb.pglite.query<T>(query)).rows;
const one = async <T>(query: string) => (await rows<T>(query))[0];

describe('statistics demo facts (the seeded template, anchored on today)', () => {
  const anchor = chinaStartOfDay(new Date());
  const cal = new Calendar(anchor);
  const month = (ms: number) => new Date(ms + CHINA_MS).toISOString().slice(0, 7);

  it('cover every month from 1 January two years back up to this evening, more in recent months', async () => {
    const start = new Date(cal.start.getTime() + CHINA_MS);
    expect(start.toISOString().slice(0, 10)).toBe(`${new Date(anchor.getTime() + CHINA_MS).getUTCFullYear() - 2}-01-01`);
    const months = await rows<{ m: string; n: number }>(
      `SELECT to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM') AS m, count(*)::int AS n FROM inspection_tasks GROUP BY 1 ORDER BY 1`,
    );
    const expected: string[] = [];
    for (let d = new Date(start); d.getTime() <= anchor.getTime() + CHINA_MS; d.setUTCMonth(d.getUTCMonth() + 1)) expected.push(d.toISOString().slice(0, 7));
    expect(months.map((r) => r.m)).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(25);
    const full = months.slice(0, -1).map((r) => r.n);
    expect(full.slice(-6).reduce((a, b) => a + b, 0)).toBeGreaterThan(full.slice(0, 6).reduce((a, b) => a + b, 0));

    const { latest } = await one<{ latest: Date }>(`SELECT max(created_at) AS latest FROM inspection_tasks`);
    expect(new Date(latest).getTime()).toBeLessThanOrEqual(anchor.getTime() + 21 * 3_600_000);
    for (const table of ['complaints', 'service_reviews', 'public_services', 'fire_station_checks', 'industry_orders', 'fire_incidents', 'credit_records']) {
      const column = { complaints: 'received_at', service_reviews: 'created_at', public_services: 'occurred_at', fire_station_checks: 'checked_at', industry_orders: 'issued_at', fire_incidents: 'occurred_at', credit_records: 'recorded_at' }[table];
      const r = await one<{ first: Date; last: Date }>(`SELECT min(${column}) AS first, max(${column}) AS last FROM ${table}`);
      expect(month(new Date(r.first).getTime()), table).toBe(expected[0]);
      expect(new Date(r.last).getTime(), table).toBeGreaterThan(anchor.getTime() - 60 * DAY_MS);
    }
  });

  it('dates nothing after the moment of seeding', async () => {
    const { latest } = await one<{ latest: Date }>(`SELECT max(created_at) AS latest FROM inspection_tasks`);
    expect(new Date(latest).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('gives the day shortcuts figures: tasks in the evenings (19:00–21:00) of the days before, and today once it has come', async () => {
    const seededAfterTodaysWindow = Date.now() >= anchor.getTime() + 21 * 3_600_000;
    for (const day of seededAfterTodaysWindow ? [0, 1, 2] : [1, 2]) {
      const from = new Date(anchor.getTime() - day * DAY_MS + 19 * 3_600_000).toISOString();
      const to = new Date(anchor.getTime() - day * DAY_MS + 21 * 3_600_000).toISOString();
      const { n } = await one<{ n: number }>(`SELECT count(*)::int AS n FROM inspection_tasks WHERE created_at >= '${from}' AND created_at < '${to}'`);
      expect(n, `day -${day}`).toBeGreaterThan(0);
    }
  });

  it('has sensible proportions and refers only to seeded rows', async () => {
    const r = await one<{ done: number; unqualified: number; fined: number; issued: number; detachment: number; industry: number }>(`
      SELECT count(*) FILTER (WHERE status = 'done')::int AS done,
             count(*) FILTER (WHERE result = 'unqualified')::int AS unqualified,
             (SELECT count(DISTINCT task_id) FROM penalties WHERE kind = 'fine')::int AS fined,
             count(issued_by_organ_id)::int AS issued,
             count(*) FILTER (WHERE issued_by_organ_id = 'o-0003')::int AS detachment,
             count(*) FILTER (WHERE source = 'industry' AND department_id IS NOT NULL)::int AS industry
      FROM inspection_tasks`);
    expect(r.unqualified / r.done).toBeGreaterThan(0.15);
    expect(r.unqualified / r.done).toBeLessThan(0.21);
    expect(r.fined).toBeGreaterThan(0);
    expect(r.fined).toBeLessThan(r.unqualified);
    expect(r.detachment).toBeGreaterThan(0);
    expect(r.issued).toBeGreaterThan(r.detachment);
    expect(r.industry).toBeGreaterThan(0);

    const dangling = await one<Record<string, number>>(`
      SELECT
        (SELECT count(*) FROM inspection_tasks t WHERE NOT EXISTS (SELECT 1 FROM organizations o WHERE o.id = t.organ_id)
           OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id)
           OR (t.company_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM society_companies c WHERE c.id = t.company_id))
           OR (t.cause_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM case_causes c WHERE c.id = t.cause_id))
           OR (t.department_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM committee_departments d WHERE d.id = t.department_id))
           OR (t.result = 'unqualified') <> (t.cause_id IS NOT NULL))::int AS tasks,
        (SELECT count(*) FROM penalties p WHERE NOT EXISTS (SELECT 1 FROM inspection_tasks t WHERE t.id = p.task_id AND t.result = 'unqualified' AND p.decided_at >= t.checked_at))::int AS penalties,
        (SELECT count(*) FROM volunteers v WHERE NOT EXISTS (SELECT 1 FROM areas a WHERE a.id = v.area_id AND a.level = 3))::int AS volunteers,
        (SELECT count(*) FROM fire_station_checks f WHERE NOT EXISTS (SELECT 1 FROM organizations o WHERE o.id = f.organ_id AND o.level = 4))::int AS stations,
        (SELECT count(*) FROM industry_orders i WHERE NOT EXISTS (SELECT 1 FROM committee_departments d WHERE d.id = i.department_id))::int AS orders,
        (SELECT count(*) FROM credit_records c WHERE NOT EXISTS (SELECT 1 FROM society_companies s WHERE s.id = c.company_id))::int AS credit,
        (SELECT count(*) FROM fire_incidents f WHERE f.area_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM areas a WHERE a.id = f.area_id))::int AS fires`);
    expect(dangling).toEqual({ tasks: 0, penalties: 0, volunteers: 0, stations: 0, orders: 0, credit: 0, fires: 0 });
    const risks = await rows<{ risk: string }>(`SELECT DISTINCT risk FROM complaints ORDER BY 1`);
    expect(risks.map((x) => x.risk)).toEqual(['general', 'larger', 'low', 'major']);
  });

  it('places every complaint inside the district circle of the brigade it belongs to', async () => {
    const list = await rows<{ id: string; lng: number; lat: number; district: string }>(`
      WITH RECURSIVE up AS (
        SELECT c.id, c.lng, c.lat, o.parent_id, o.level, o.area_code FROM complaints c JOIN organizations o ON o.id = c.organ_id
        UNION ALL
        SELECT up.id, up.lng, up.lat, o.parent_id, o.level, o.area_code FROM up JOIN organizations o ON o.id = up.parent_id WHERE up.level <> 3)
      SELECT id, lng, lat, area_code AS district FROM up WHERE level = 3`);
    expect(list.length).toBe((await one<{ n: number }>(`SELECT count(*)::int AS n FROM complaints`)).n);
    for (const c of list) {
      const geo = DISTRICT_GEO.find((g) => g.code === c.district)!;
      const dx = (c.lng - geo.lng) * 111.32 * Math.cos((geo.lat * Math.PI) / 180);
      const dy = (c.lat - geo.lat) * 110.574;
      expect(Math.hypot(dx, dy), c.id).toBeLessThan(geo.radiusKm);
      expect(c.lng > 113.75 && c.lng < 114.65 && c.lat > 22.4 && c.lat < 22.9, c.id).toBe(true);
    }
  });

  it('adds approved duty declarations of the pilot brigades for the months before this one', async () => {
    const r = await rows<{ district: string; phase: string; n: number; last: string }>(`
      SELECT b.area_code AS district, w.phase, count(*)::int AS n, max(d.period) AS last
      FROM duty_declarations d
      JOIN flow_works w ON w.busi_type_code = d.kind AND w.busi_inst_id = d.id
      JOIN organizations o ON o.id = d.organ_id
      JOIN organizations b ON b.id = CASE WHEN o.level = 3 THEN o.id ELSE o.parent_id END
      WHERE d.id LIKE '%-hist-%' GROUP BY 1, 2`);
    expect([...new Set(r.map((x) => x.district))].sort()).toEqual([...DUTY_PILOT_DISTRICTS].sort());
    expect(r.filter((x) => x.phase === 'approved').every((x) => x.n > 50)).toBe(true);
    expect(r.every((x) => x.last < month(anchor.getTime()))).toBe(true);
  });
});

describe('statistics demo facts: determinism', () => {
  it('gives the template’s rows again when seeded at the template’s moment (other moments: tests/full)', async () => {
    const template = await factsHash(tdb);
    expect(await reseedFacts(tdb, await templateMoment())).toBe(template);
  }, 120_000);
});
