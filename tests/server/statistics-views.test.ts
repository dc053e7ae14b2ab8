import { eq } from 'drizzle-orm';
import { organizations } from '../../server/db/schema';
import { STATISTICS_VIEWS, type StatisticsRows, type StatisticsView } from '../../server/services/statistics';
import { openTestApp, type TestApp } from '../helpers/app';
import { expectedOf, type FactCache, type Filter } from './support/statistics-oracle';
import { ORACLES } from './support/statistics-oracles';

/** Every view against an independent JavaScript count over the same rows, for three filters each. */

let t: TestApp;
let admin: string;
let zhidui: string;
const organ = async (sortName: string) => (await t.db.select().from(organizations).where(eq(organizations.sortName, sortName)))[0].id;
let futian: string;
let luohu: string;
let futianStation: string;

const CHINA_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const chinaDay = (ms: number) => new Date(ms + CHINA_MS).toISOString().slice(0, 10);
const thisYear = Number(chinaDay(Date.now()).slice(0, 4));

interface Case {
  name: string;
  token: () => string;
  query: () => Record<string, string | number | undefined>;
  filter: () => Filter;
}

/** [query text, inclusive moments] of a China-time date range. */
function days(fromDaysAgo: number, toDaysAgo: number) {
  const start = `${chinaDay(Date.now() - fromDaysAgo * DAY_MS)} 00:00:00`;
  const end = `${chinaDay(Date.now() - toDaysAgo * DAY_MS)} 23:59:59`;
  const at = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);
  return { query: { startTime: start, endTime: end }, start: at(start), end: at(end) };
}
function years(from: number, to: number) {
  return { query: { startYear: from, endYear: to }, start: new Date(`${from}-01-01T00:00:00+08:00`), end: new Date(new Date(`${to + 1}-01-01T00:00:00+08:00`).getTime() - 1) };
}

function casesOf(yearly: boolean, station: boolean): Case[] {
  const wide = yearly ? years(thisYear - 1, thisYear) : days(300, 10);
  const narrow = yearly ? years(thisYear, thisYear) : days(90, 0);
  return [
    { name: 'whole city (administrator)', token: () => admin, query: () => ({ ...wide.query }), filter: () => ({ organId: 'o-0001', range: 1, start: wide.start, end: wide.end }) },
    { name: '福田大队 with subordinates, no period', token: () => zhidui, query: () => ({ organId: futian, organRange: 1 }), filter: () => ({ organId: futian, range: 1 }) },
    {
      name: station ? '福田特勤站 only' : '罗湖大队 only',
      token: () => zhidui,
      query: () => ({ organId: station ? futianStation : luohu, organRange: 0, ...narrow.query }),
      filter: () => ({ organId: station ? futianStation : luohu, range: 0, start: narrow.start, end: narrow.end }),
    },
  ];
}

/** This file changes no fact, so each view's facts are read once for its three filters. */
const facts: FactCache = new Map();

const tolerance = (unit?: string) => (unit === 'percent' ? 0.051 : 0.0051);

beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
  zhidui = await t.login('zhidui');
  futian = await organ('福田大队');
  luohu = await organ('罗湖大队');
  futianStation = await organ('福田特勤站');
}, 120_000);
afterAll(() => t?.close());

describe.each(STATISTICS_VIEWS.map((v) => [v.key, v] as const))('statistics view %s', (key, def) => {
  const oracle = ORACLES[key];

  it.each(casesOf(def.yearly, def.dimension.kind === 'station').map((c) => [c.name, c] as const))('equals an independent count: %s', async (_, c) => {
    const env = await t.call<StatisticsView>('GET', '/statistics/view', { token: c.token(), query: { view: key, ...c.query() } });
    expect(env.msg).toBe('操作成功');
    const view = env.data;
    const expected = await expectedOf(t.db, oracle, c.filter(), facts);
    const index = (k: string) => oracle.measures.findIndex((m) => m.key === k);
    const compare = (actual: number[], want: number[] | undefined) =>
      view.measures.forEach((m, i) => expect(Math.abs(actual[i] - (want ? want[index(m.key)] : 0)), `${m.key}`).toBeLessThanOrEqual(tolerance(m.unit)));
    for (const row of view.rows) compare(row.values, expected.rows.get(row.key));
    compare(view.totals, expected.totals);
    if (c.filter().organId === 'o-0001') expect(expected.totals.some((v) => v !== 0), 'the seed has facts for this view').toBe(true);
    // Every group the independent count finds is a row of the view.
    const shown = new Set(view.rows.map((r) => r.key));
    for (const [k, values] of expected.rows) if (values.some((v) => v !== 0)) expect(shown.has(k), `row ${k}`).toBe(true);
    if (def.dimension.kind === 'organ') expect(view.rows.some((r) => r.label === '本级')).toBe(c.filter().range === 1);
  });

  it('drills down to exactly the facts behind a cell', async () => {
    const query = { view: key, organId: futian, organRange: 1 };
    const view = (await t.call<StatisticsView>('GET', '/statistics/view', { token: zhidui, query })).data;
    const counted = def.measures.filter((m) => 'count' in m && !m.hidden).map((m) => m.key);
    const summed = def.measures.filter((m) => 'sum' in m && !m.hidden).map((m) => m.key);
    expect(counted.length + summed.length).toBeGreaterThan(0);
    for (const measure of summed) {
      const i = view.measures.findIndex((m) => m.key === measure);
      const row = [...view.rows].sort((a, b) => b.values[i] - a.values[i])[0];
      const rows = (await t.call<StatisticsRows>('GET', '/statistics/rows', { token: zhidui, query: { ...query, rowKey: row.key, measure, size: 99999 } })).data;
      const column = rows.columns.findIndex((c) => c.key === measure);
      if (column < 0) continue;
      const sum = rows.records.reduce((s, r) => s + Number(r.cells[column]), 0);
      expect(Math.abs(sum - row.values[i]), `${measure} of ${row.label}`).toBeLessThan(0.006);
      expect(rows.records.every((r) => Number(r.cells[column]) !== 0)).toBe(true);
    }
    for (const measure of counted) {
      const i = view.measures.findIndex((m) => m.key === measure);
      const row = [...view.rows].sort((a, b) => b.values[i] - a.values[i])[0];
      const rows = await t.call<StatisticsRows>('GET', '/statistics/rows', { token: zhidui, query: { ...query, rowKey: row.key, measure, size: 5 } });
      expect(rows.data.total, `${measure} of ${row.label}`).toBe(row.values[i]);
      expect(rows.data.records.length).toBe(Math.min(5, row.values[i]));
      expect(rows.data.records.every((r) => r.cells.length === rows.data.columns.length)).toBe(true);
    }
    if (!counted.length) return;
    const everything = await t.call<StatisticsRows>('GET', '/statistics/rows', { token: zhidui, query: { ...query, measure: counted[0], size: 1 } });
    expect(everything.data.total).toBe(view.totals[view.measures.findIndex((m) => m.key === counted[0])]);
  });
});

describe('a view of checks and its drill-down count by one date', () => {
  it('监督检查统计 counts and drills by 检查时间: no listed check was made outside the chosen period', async () => {
    const period = days(60, 20);
    const query = { view: 'supervisionInspection', organId: futian, organRange: 1, ...period.query };
    const view = (await t.call<StatisticsView>('GET', '/statistics/view', { token: zhidui, query })).data;
    const checked = view.totals[view.measures.findIndex((m) => m.key === 'checked')];
    expect(checked).toBeGreaterThan(0);
    const rows = (await t.call<StatisticsRows>('GET', '/statistics/rows', { token: zhidui, query: { ...query, measure: 'checked', size: 99999 } })).data;
    expect(rows.total).toBe(checked);
    expect(rows.columns[0]).toEqual({ key: 'checkedAt', label: '检查时间' });
    const at = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`).getTime();
    const outside = rows.records.filter((r) => at(r.cells[0]) < period.start.getTime() || at(r.cells[0]) > period.end.getTime());
    expect(outside).toEqual([]);
  });
});
