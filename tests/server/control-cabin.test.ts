import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import { complaints, fireStationChecks, inspectionTasks, organizations, penalties, roles, users } from '../../server/db/schema';
import { cabinPeriod, heatPoints } from '../../server/services/control-cabin';
import { openTestApp, type TestApp } from '../helpers/app';

/** The cockpit's calls (/controlCabin/*): public, aggregates only, figures equal to direct counts. */
type Keyed = { key: string; name: string; count: number }[];

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = async <T>(url: string, query: Record<string, string> = {}) => {
  const env = await t.call<T>('GET', `/controlCabin/${url}`, { query });
  expect(env.code, env.msg).toBe(0);
  return env.data;
};
const n = (rows: { n: number }[]) => Number(rows[0].n);
const PERSONAL_KEYS = new Set(['userId', 'userName', 'account', 'phone', 'email', 'address', 'content', 'receivedAt', 'createdAt']);
const keysOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap(keysOf) : v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [k, ...keysOf(x)]) : [];
const sumOf = (rows: Keyed) => rows.reduce((s, r) => s + r.count, 0);

/** A quiet year of our own (before the demo history), with rows whose figures are known exactly. */
const YEAR = { startTime: '2019-01-01', endTime: '2019-12-31' };
const at = (day: string) => new Date(`${day}T10:00:00+08:00`);

describe('cockpit figures (/controlCabin)', () => {
  beforeAll(async () => {
    const [brigade] = await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.level, 3)).orderBy(organizations.sort).limit(1);
    const [station] = await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.parentId, brigade.id)).limit(1);
    const point = { lng: 114.06, lat: 22.54, address: '福田区测试路1号', content: '测试投诉内容' };
    await t.db.insert(complaints).values([
      { id: 'cc-1', organId: station.id, kind: 'complaint', channel: 'app', risk: 'major', status: 'accepted', ...point, receivedAt: at('2019-03-02') },
      { id: 'cc-2', organId: brigade.id, kind: 'report', channel: 'wechat', risk: 'low', status: 'checked', ...point, receivedAt: at('2019-03-20') },
      { id: 'cc-3', organId: brigade.id, kind: 'complaint', channel: 'wechat', risk: 'low', status: 'checked', ...point, receivedAt: at('2019-11-05') },
    ]);
    const task = { userId: 'nobody', createdAt: at('2019-05-01') };
    await t.db.insert(inspectionTasks).values([
      { id: 'ct-1', organId: station.id, source: 'random', status: 'done', result: 'qualified', hazards: 0, ...task, checkedAt: at('2019-05-03') },
      { id: 'ct-2', organId: station.id, source: 'random', status: 'done', result: 'unqualified', hazards: 3, ...task, checkedAt: at('2019-05-04') },
      { id: 'ct-3', organId: brigade.id, source: 'random', status: 'overdue', hazards: 0, ...task },
      { id: 'ct-4', organId: brigade.id, source: 'plan', status: 'done', result: 'qualified', hazards: 1, ...task, checkedAt: at('2019-12-31') },
    ]);
    await t.db.insert(penalties).values([
      { id: 'cp-1', organId: station.id, kind: 'fine', amount: 5000.5, decidedAt: at('2019-06-01') },
      { id: 'cp-2', organId: brigade.id, kind: 'seal', compulsory: true, decidedAt: at('2019-06-11') },
    ]);
    await t.db.insert(fireStationChecks).values([
      { id: 'cf-1', organId: station.id, kind: 'safety', hazardsFound: 4, hazardsRectified: 3, majorHazards: 1, checkedAt: at('2019-07-01') },
      { id: 'cf-2', organId: station.id, kind: 'enforcement', hazardsFound: 0, hazardsRectified: 0, majorHazards: 0, checkedAt: at('2019-07-02') },
    ]);
    (globalThis as { brigadeId?: string }).brigadeId = brigade.id;
  });

  it('answers without a token, with the exact figures of a known period', async () => {
    const c = await call<{ total: number; complaints: number; reports: number; byStatus: Keyed; byChannel: Keyed; byRisk: Keyed; months: { month: string; complaints: number; reports: number }[] }>('complaintsReport', YEAR);
    expect(c).toMatchObject({ total: 3, complaints: 2, reports: 1 });
    expect(c.byRisk).toEqual([
      { key: 'major', name: '重大', count: 1 },
      { key: 'larger', name: '较大', count: 0 },
      { key: 'general', name: '一般', count: 0 },
      { key: 'low', name: '低', count: 2 },
    ]);
    expect(c.byChannel.find((r) => r.key === 'wechat')?.count).toBe(2);
    expect(c.months).toHaveLength(12);
    expect(c.months[0].month).toBe('2019-01');
    expect(c.months.find((m) => m.month === '2019-03')).toEqual({ month: '2019-03', complaints: 1, reports: 1 });

    const r = await call<Record<string, number>>('getRandomInspection', YEAR);
    expect(r).toMatchObject({ total: 3, done: 2, pending: 0, overdue: 1, qualified: 1, unqualified: 1, hazards: 3, qualifiedRate: 50 });
    const rep = await call<{ total: number; hazards: number; lastDay: number; bySource: Keyed }>('getReportNumber', YEAR);
    expect(rep).toMatchObject({ total: 3, hazards: 4, lastDay: 1 });
    expect(rep.bySource.find((s) => s.key === 'random')).toEqual({ key: 'random', name: '双随机抽查', count: 2 });

    const sec = await call<Record<string, unknown>>('securityCheck', YEAR);
    expect(sec).toMatchObject({ checks: 2, hazardsFound: 4, hazardsRectified: 3, majorHazards: 1, rectifiedRate: 75 });
    const la = await call<{ total: number; months: { month: string; penalties: number; compulsory: number; fines: number }[] }>('getReportLogLa', YEAR);
    expect(la.total).toBe(2);
    expect(la.months.find((m) => m.month === '2019-06')).toEqual({ month: '2019-06', penalties: 1, compulsory: 1, fines: 5000.5 });
    const la2 = await call<{ total: number; compulsory: number; fines: number; byKind: Keyed; topCauses: { name: string; count: number }[] }>('getReportLogLa2', YEAR);
    expect(la2).toMatchObject({ total: 2, compulsory: 1, fines: 5000.5 });
    expect(la2.byKind.find((k) => k.key === 'seal')?.count).toBe(1);
    expect(la2.topCauses).toEqual([{ name: '未分类', count: 2 }]);

    const sub = await call<{ units: { organId: string; tasks: number; done: number; hazards: number; penalties: number; complaints: number }[] }>('getSubordinate', YEAR);
    const mine = sub.units.find((u) => u.organId === (globalThis as { brigadeId?: string }).brigadeId);
    // The station's rows roll up to its brigade.
    expect(mine).toMatchObject({ tasks: 4, done: 3, hazards: 4, penalties: 2, complaints: 3 });
  });

  it('default period (this year): figures equal direct counts over the seeded rows', async () => {
    const p = cabinPeriod({});
    const inYear = (col: Parameters<typeof gte>[0]) => and(gte(col, p.start), lte(col, p.end));
    const c = await call<{ total: number; byStatus: Keyed; byRisk: Keyed }>('complaintsReport');
    expect(c.total).toBe(n(await t.db.select({ n: count() }).from(complaints).where(inYear(complaints.receivedAt))));
    expect(sumOf(c.byStatus)).toBe(c.total);
    expect(c.byRisk.find((r) => r.key === 'major')?.count).toBe(n(await t.db.select({ n: count() }).from(complaints).where(and(inYear(complaints.receivedAt), eq(complaints.risk, 'major')))));
    const r = await call<{ total: number; done: number }>('getRandomInspection');
    const random = and(inYear(inspectionTasks.createdAt), eq(inspectionTasks.source, 'random'));
    expect(r.total).toBe(n(await t.db.select({ n: count() }).from(inspectionTasks).where(random)));
    expect(r.done).toBe(n(await t.db.select({ n: count() }).from(inspectionTasks).where(and(random, eq(inspectionTasks.status, 'done')))));
    const sec = await call<{ checks: number; hazardsFound: number }>('securityCheck');
    const [checks] = await t.db.select({ n: count(), found: sql<string>`coalesce(sum(${fireStationChecks.hazardsFound}), 0)` }).from(fireStationChecks).where(inYear(fireStationChecks.checkedAt));
    expect(sec).toMatchObject({ checks: Number(checks.n), hazardsFound: Number(checks.found) });
    const persons = await call<{ users: number; byUnitLevel: Keyed }>('getPersonsNumber');
    const live = n(await t.db.select({ n: count() }).from(users).where(and(eq(users.deleted, false), eq(users.state, 'active'))));
    expect(persons.users).toBe(live);
    expect(sumOf(persons.byUnitLevel)).toBe(live);
    const la2 = await call<{ total: number }>('getReportLogLa2');
    expect(la2.total).toBe(n(await t.db.select({ n: count() }).from(penalties).where(inYear(penalties.decidedAt))));
  });

  it('never returns a person: no names, accounts, phones, addresses or complaint texts', async () => {
    const people = await t.db.select({ name: users.name, account: users.account, phone: users.phone }).from(users);
    const roleNames = new Set((await t.db.select({ name: roles.name }).from(roles)).map((r) => r.name));
    const urls = ['complaintsReport', 'getRandomInspection', 'getReportNumber', 'getSubordinate', 'securityCheck', 'getPersonsNumber', 'getReportLogLa', 'getReportLogLa2', 'heatPoints'];
    for (const url of urls) {
      const data = await call(url, YEAR);
      const text = JSON.stringify(data);
      expect(keysOf(data).filter((k) => PERSONAL_KEYS.has(k))).toEqual([]);
      for (const p of people) {
        // The built-in administrator's name is also its role's name (系统管理员), which the role counts show.
        for (const value of [p.name, p.account, p.phone]) if (value && !roleNames.has(value)) expect(text).not.toContain(`"${value}"`);
      }
      expect(text).not.toContain('福田区测试路1号');
      expect(text).not.toContain('测试投诉内容');
    }
  });

  it('heat points: lng/lat/risk only, filtered by risk, capped to the newest', async () => {
    const all = await call<{ total: number; truncated: boolean; points: { lng: number; lat: number; risk: string }[] }>('heatPoints', YEAR);
    expect(all).toMatchObject({ total: 3, truncated: false });
    expect(Object.keys(all.points[0]).sort()).toEqual(['lat', 'lng', 'risk']);
    const low = await call<{ points: { risk: string }[] }>('heatPoints', { ...YEAR, risk: 'low' });
    expect(low.points.map((p) => p.risk)).toEqual(['low', 'low']);
    const capped = await heatPoints(t.db, cabinPeriod(YEAR), undefined, 2);
    expect(capped).toMatchObject({ total: 2, truncated: true });
  });

  it('refuses a bad period or risk with a message naming the field', async () => {
    expect(await t.call('GET', '/controlCabin/complaintsReport', { query: { startTime: '2019-12-31', endTime: '2019-01-01' } })).toMatchObject({ code: 400, msg: '开始时间不能晚于结束时间' });
    expect(await t.call('GET', '/controlCabin/heatPoints', { query: { risk: 'huge' } })).toMatchObject({ code: 400, msg: '风险等级只能是 major、larger、general、low' });
    const bad = await t.call('GET', '/controlCabin/securityCheck', { query: { startTime: 'yesterday' } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('开始时间');
  });
});
