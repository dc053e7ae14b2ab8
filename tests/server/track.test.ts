import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { organizations, users } from '../../server/db/schema';
import { chinaStartOfDay } from '../../server/db/seed/util';
import type { ParticleRow } from '../../server/services/track/particles';
import { POSITION_CLOCK_SKEW_MS } from '../../server/services/track/positions';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { current: number; size: number; total: number; records: ParticleRow[] };
type Point = { longitude: number; latitude: number; time: string };

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let futianBrigadeId: string;
let luohuBrigadeId: string;
const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' in China, `days` before today. */
const chinaDay = (days: number) => new Date(chinaStartOfDay(new Date()).getTime() - days * DAY_MS + 8 * 3_600_000).toISOString().slice(0, 10);
const YESTERDAY = { date: `${chinaDay(1)} 19:00:00`, dateEnd: `${chinaDay(1)} 22:00:00` };
const LAST_DAYS = { date: `${chinaDay(4)} 00:00:00`, dateEnd: `${chinaDay(0)} 23:59:59` };

beforeAll(async () => {
  t = await openTestApp();
  await grantMenus(t, 'dadui', 'trackViewer', [11000, 11300, 11330]);
  for (const account of ['admin', 'dadui', 'jiedao', 'zhidui']) {
    tokens[account] = await t.login(account);
    [{ id: ids[account] }] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  }
  const brigade = async (name: string) => (await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, name)))[0].id;
  futianBrigadeId = await brigade('深圳市福田区消防救援大队');
  luohuBrigadeId = await brigade('深圳市罗湖区消防救援大队');
});
afterAll(async () => {
  await t.close();
});

const post = <T>(url: string, body: unknown, account = 'admin') => t.call<T>('POST', url, { token: tokens[account], body });
const report = (positions: unknown[], account = 'jiedao') => post<{ stored: number; ignored: number }>('/track/positions', { positions }, account);
const stored = async (userId: string) => (await t.pglite.query<{ n: number }>('select count(*)::int as n from officer_positions where user_id = $1', [userId])).rows[0].n;
const particles = (body: Record<string, unknown>, account = 'admin') => post<Point[]>('/controlCabin/getParticle', body, account);
const page = (body: Record<string, unknown>, account = 'admin') => post<Page>('/controlCabin/getParticlePage', { size: 500, ...body }, account);

describe('reporting positions (mobile client)', () => {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

  it('refuses bad positions naming the position and field, and stores nothing', async () => {
    const before = await stored(ids.jiedao);
    const good = { longitude: 114.05, latitude: 22.54, time: at(5) };
    const cases: [unknown, string][] = [
      [{ ...good, longitude: 180.5 }, '第2个位置的经度应在-180到180之间'],
      [{ ...good, longitude: -181 }, '第2个位置的经度应在-180到180之间'],
      [{ ...good, latitude: 90.01 }, '第2个位置的纬度应在-90到90之间'],
      [{ ...good, latitude: -95 }, '第2个位置的纬度应在-90到90之间'],
      [{ ...good, time: new Date(Date.now() + POSITION_CLOCK_SKEW_MS + 60_000).toISOString() }, '第2个位置的时间不能晚于当前时间'],
      [{ ...good, time: '昨天晚上' }, '第2个位置的时间格式不正确'],
    ];
    for (const [bad, msg] of cases) {
      const env = await report([good, bad]);
      expect(env, msg).toMatchObject({ code: 400, msg });
    }
    expect((await report([])).msg).toBe('位置至少需要1项');
    expect((await report([{ longitude: 114, time: at(1) }])).msg).toBe('纬度不能为空');
    expect(await stored(ids.jiedao)).toBe(before);
  });

  it('stores a batch, ignores the same user and time again, accepts a slightly fast clock', async () => {
    const before = await stored(ids.jiedao);
    const batch = [
      { longitude: 114.051, latitude: 22.541, time: at(3) },
      { longitude: 114.052, latitude: 22.542, time: at(2) },
      { longitude: 114.053, latitude: 22.543, time: Math.floor(Date.now() / 1000) - 60 },
    ];
    expect((await report(batch)).data).toEqual({ stored: 3, ignored: 0 });
    expect((await report([...batch, batch[0]])).data).toEqual({ stored: 0, ignored: 4 });
    const ahead = new Date(Date.now() + POSITION_CLOCK_SKEW_MS / 2).toISOString();
    expect((await report([{ longitude: 114.054, latitude: 22.544, time: ahead }, { longitude: 114.054, latitude: 22.544, time: ahead }])).data).toEqual({ stored: 1, ignored: 1 });
    expect(await stored(ids.jiedao)).toBe(before + 4);
    // Another user may report the same instant: uniqueness is per user.
    expect((await report([batch[0]], 'zhidui')).data).toEqual({ stored: 1, ignored: 0 });
  });
});

describe('track points (getParticle)', () => {
  it('returns the range in time order whatever order they were reported in', async () => {
    const base = Date.now() - 30 * 60_000;
    const times = [4, 0, 3, 1, 2].map((k) => base + k * 30_000);
    await report(times.map((ms, i) => ({ longitude: 114 + i / 1000, latitude: 22.5, time: new Date(ms).toISOString() })));
    const from = new Date(base - 1000).toISOString();
    const to = new Date(base + 5 * 30_000).toISOString();
    const points = (await particles({ userId: ids.jiedao, date: from, dateEnd: to })).data;
    expect(points.map((p) => Date.parse(p.time))).toEqual([...times].sort((a, b) => a - b));
    expect(points[0]).toMatchObject({ longitude: 114.001, latitude: 22.5 });
  });

  it('reads the seeded shift of yesterday evening, and the default window when no range is given', async () => {
    const points = (await particles({ userId: ids.dadui, ...YESTERDAY })).data;
    const direct = await t.pglite.query<{ n: number }>(
      `select count(*)::int as n from officer_positions where user_id = $1 and reported_at between $2::timestamptz and $3::timestamptz`,
      [ids.dadui, `${YESTERDAY.date}+08`, `${YESTERDAY.dateEnd}+08`],
    );
    expect(points.length).toBe(direct.rows[0].n);
    expect(points.length).toBeGreaterThan(50);
    for (let i = 1; i < points.length; i += 1) expect(points[i].time >= points[i - 1].time).toBe(true);
    const today = (await particles({ userId: ids.dadui })).data;
    const todayDirect = await t.pglite.query<{ n: number }>(
      `select count(*)::int as n from officer_positions where user_id = $1 and reported_at between $2::timestamptz and $3::timestamptz`,
      [ids.dadui, `${chinaDay(0)} 20:00:00+08`, `${chinaDay(0)} 22:00:00+08`],
    );
    expect(today.length).toBe(todayDirect.rows[0].n);
  });

  it('checks the range, the scope and the grant', async () => {
    expect((await particles({ userId: ids.dadui, date: YESTERDAY.dateEnd, dateEnd: YESTERDAY.date })).msg).toBe('结束时间不能早于开始时间');
    expect((await particles({ userId: ids.dadui, date: YESTERDAY.date })).msg).toBe('结束时间不能为空');
    expect((await particles({ userId: 'u-missing' })).code).toBe(404);
    const [luohu] = await t.db.select({ id: users.id }).from(users).where(eq(users.organId, luohuBrigadeId));
    expect((await particles({ userId: luohu.id }, 'dadui')).code).toBe(403);
    expect((await particles({ userId: ids.dadui }, 'jiedao')).code).toBe(403);
    expect((await page({}, 'jiedao')).code).toBe(403);
    expect((await t.call('GET', '/controlCabin/grzfdd', { token: tokens.jiedao })).code).toBe(403);
  });
});

describe('track statistics (getParticlePage)', () => {
  /** Position counts of the live officers in the range, straight from the tables. */
  async function directCounts(range: { date: string; dateEnd: string }, organIds?: string[]) {
    const { rows } = await t.pglite.query<{ user_id: string; organ_id: string; n: number }>(
      `select lo.user_id, u.organ_id, (select count(*)::int from officer_positions p
         where p.user_id = lo.user_id and p.reported_at between $1::timestamptz and $2::timestamptz) as n
       from law_officers lo join users u on u.id = lo.user_id where lo.deleted = false and u.deleted = false`,
      [`${range.date}+08`, `${range.dateEnd}+08`],
    );
    return new Map(rows.filter((r) => !organIds || organIds.includes(r.organ_id)).map((r) => [r.user_id, r.n]));
  }
  const futianTree = async () => {
    const { rows } = await t.pglite.query<{ id: string }>(
      `with recursive tree(id) as (select id from organizations where id = $1 union all select o.id from organizations o join tree on o.parent_id = tree.id) select id from tree`,
      [futianBrigadeId],
    );
    return rows.map((r) => r.id);
  };

  it('counts each officer’s positions and marks a track from minPoints on (default 3)', async () => {
    const direct = await directCounts(YESTERDAY);
    const all = (await page(YESTERDAY)).data;
    expect(all.total).toBe(direct.size);
    for (const r of all.records) {
      expect(r.points, r.username).toBe(direct.get(r.userId));
      expect(r.hasPartice).toBe(r.points >= 3 ? 1 : 0);
    }
    const withTrack = [...direct.values()].filter((n) => n >= 3).length;
    expect(withTrack).toBeGreaterThan(0);
    expect((await page({ ...YESTERDAY, hasPartice: 1 })).data.total).toBe(withTrack);
    expect((await page({ ...YESTERDAY, hasPartice: 0 })).data.total).toBe(direct.size - withTrack);
    // Officers with a position or two only: a track with minPoints 1, none with the default.
    const many = await directCounts(LAST_DAYS);
    const few = [...many.values()].filter((n) => n >= 1 && n < 3).length;
    expect(few).toBeGreaterThan(0);
    const loose = (await page({ ...LAST_DAYS, minPoints: 1, hasPartice: 1 })).data.total;
    expect(loose).toBe([...many.values()].filter((n) => n >= 1).length);
    expect((await page({ ...LAST_DAYS, hasPartice: 1 })).data.total).toBe(loose - few);
    expect((await page({ ...LAST_DAYS, minPoints: 0 })).msg).toBe('最少上报点数不能小于1');
  });

  it('limits to the organisation (organLimit 1) or with its sub-organisations (2, default), and by name', async () => {
    const tree = await futianTree();
    const withSubs = (await page({ ...LAST_DAYS, organId: futianBrigadeId })).data;
    const direct = await directCounts(LAST_DAYS, tree);
    expect(withSubs.total).toBe(direct.size);
    const own = (await page({ ...LAST_DAYS, organId: futianBrigadeId, organLimit: 1 })).data;
    expect(own.total).toBe((await directCounts(LAST_DAYS, [futianBrigadeId])).size);
    expect(own.total).toBeLessThan(withSubs.total);
    expect(own.records.map((r) => r.userId)).toContain(ids.dadui);
    // dadui's own scope is the Futian brigade and below, whatever organId asks for.
    expect((await page(LAST_DAYS, 'dadui')).data.total).toBe(withSubs.total);
    expect((await page({ ...LAST_DAYS, organId: luohuBrigadeId }, 'dadui')).data.total).toBe(0);
    const [{ name }] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, ids.dadui));
    expect((await page({ ...LAST_DAYS, username: name })).data.records.map((r) => r.userId)).toContain(ids.dadui);
    const paged = (await page({ ...LAST_DAYS, current: 2, size: 5 })).data;
    expect(paged).toMatchObject({ current: 2, size: 5 });
    expect(paged.records).toHaveLength(5);
  });

  it('exports the same rows as a real .xlsx named in content-disposition', async () => {
    const body = { ...LAST_DAYS, organId: futianBrigadeId };
    const res = await t.app.inject({ method: 'POST', url: '/api/controlCabin/exportParticleUser', headers: { token: tokens.admin }, payload: body });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('执法轨迹统计.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const listed = (await page(body)).data;
    expect(sheet.rowCount - 1).toBe(listed.total);
    expect(sheet.getRow(1).values).toEqual([undefined, '姓名', '所属单位', '上报点数', '有无轨迹']);
    listed.records.forEach((r, i) => {
      expect(sheet.getRow(i + 2).values).toEqual([undefined, r.username, r.organName, r.points, r.hasPartice ? '有' : '无']);
    });
    const refused = await t.app.inject({ method: 'POST', url: '/api/controlCabin/exportParticleUser', headers: { token: tokens.jiedao }, payload: body });
    expect(refused.json()).toMatchObject({ code: 403 });
  });
});

describe('officers on duty (grzfdd)', () => {
  it('lists the officers who reported in the last minutes, with their latest position', async () => {
    await report([{ longitude: 114.06, latitude: 22.55, time: new Date(Date.now() - 60_000).toISOString() }], 'dadui');
    const env = await t.call<{ userId: string; longitude: number; time: string }[]>('GET', '/controlCabin/grzfdd', { token: tokens.admin });
    const me = env.data.find((r) => r.userId === ids.dadui);
    expect(me).toMatchObject({ longitude: 114.06, latitude: 22.55 });
    // jiedao reported minutes ago too, but is no law officer.
    expect(env.data.some((r) => r.userId === ids.jiedao)).toBe(false);
  });
});
