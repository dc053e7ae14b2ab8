import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { organizations } from '../../server/db/schema';
import type { StatisticsView } from '../../server/services/statistics';
import { openTestApp, type TestApp } from '../helpers/app';

/** Permissions, bad filters and the export of the statistics calls. */

let t: TestApp;
let admin: string;
let zhidui: string;
let futian: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
  zhidui = await t.login('zhidui');
  [{ id: futian }] = await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.sortName, '福田大队'));
}, 120_000);
afterAll(() => t?.close());

const view = (token: string, query: Record<string, string | number>) => t.call<StatisticsView>('GET', '/statistics/view', { token, query });

describe('statistics permissions', () => {
  it('refuses a user without the view menu, on every call', async () => {
    const paichusuo = await t.login('paichusuo');
    for (const url of ['/statistics/view', '/statistics/rows']) {
      const env = await t.call('GET', url, { token: paichusuo, query: { view: 'workloadEvaluation' } });
      expect(env.code).toBe(403);
      expect(env.msg).toBe('您没有查看“工作量评价”的权限');
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/statistics/export', query: { view: 'fires' }, headers: { token: paichusuo } });
    expect(res.json()).toMatchObject({ code: 403 });
  });

  it('refuses an organisation outside the caller scope and defaults to the caller unit', async () => {
    const above = await view(zhidui, { view: 'workloadEvaluation', organId: 'o-0002' });
    expect(above).toMatchObject({ code: 403, msg: '您没有查看该单位统计数据的权限' });
    const rows = await t.call('GET', '/statistics/rows', { token: zhidui, query: { view: 'fires', organId: 'o-0001' } });
    expect(rows.code).toBe(403);
    const own = await view(zhidui, { view: 'workloadEvaluation' });
    expect(own.code).toBe(0);
    // 深圳支队 (the leader's unit) lists its brigades, then 本级.
    expect(own.data.rows.at(-1)!.label).toBe('本级');
    expect(own.data.rows.some((r) => r.key === futian)).toBe(true);
    // Charts show an organisation's short name; 本级 stays 本级.
    expect(own.data.rows.find((r) => r.key === futian)).toMatchObject({ label: '深圳市福田区消防救援大队', shortLabel: '福田大队' });
    expect(own.data.rows.at(-1)!.shortLabel).toBe('本级');
    const missing = await view(admin, { view: 'fires', organId: 'o-nope' });
    expect(missing).toMatchObject({ code: 404, msg: '组织机构不存在或已被删除' });
  });

  it('gives one row, the organisation itself, with organ range 0', async () => {
    const env = await view(admin, { view: 'workloadEvaluation', organId: futian, organRange: 0 });
    expect(env.data.rows.map((r) => r.key)).toEqual([futian]);
    expect(env.data.rows[0].label).toContain('福田');
  });
});

describe('statistics filters', () => {
  it.each([
    [{ startTime: '2026-13-45 00:00:00' }, '开始时间格式不正确'],
    [{ startTime: 'yesterday' }, '开始时间格式不正确'],
    [{ endTime: '2026-02-30x' }, '结束时间格式不正确'],
    [{ startTime: '2026-03-01 00:00:00', endTime: '2026-02-01 00:00:00' }, '开始时间不能晚于结束时间'],
  ])('names the bad date %o', async (query, msg) => {
    expect(await view(admin, { view: 'workloadEvaluation', ...query })).toMatchObject({ code: 400, msg });
  });

  it.each([
    [{ startYear: 'abc' }, '开始年份格式不正确'],
    [{ endYear: '20x6' }, '结束年份格式不正确'],
    [{ startYear: 1800 }, '开始年份不能小于1900'],
    [{ startYear: 2026, endYear: 2024 }, '开始年份不能大于结束年份'],
  ])('names the bad year %o', async (query, msg) => {
    expect(await view(admin, { view: 'fires', ...(query as Record<string, string | number>) })).toMatchObject({ code: 400, msg });
  });

  it('refuses an unknown view, range or measure', async () => {
    expect(await view(admin, { view: 'nothing' })).toMatchObject({ code: 400, msg: '统计视图取值不正确' });
    expect(await view(admin, { view: 'fires', organRange: 2 })).toMatchObject({ code: 400, msg: '组织范围不能大于1' });
    const rows = await t.call('GET', '/statistics/rows', { token: admin, query: { view: 'fires', measure: 'nothing' } });
    expect(rows).toMatchObject({ code: 400, msg: '统计指标不存在' });
  });

  it('limits yearly views by whole years and dated views by the period', async () => {
    const all = (await view(admin, { view: 'fires' })).data.totals[0];
    const [{ n }] = (await t.pglite.query<{ n: number }>(`SELECT count(*)::int AS n FROM fire_incidents WHERE occurred_at >= '2025-01-01T00:00:00+08:00' AND occurred_at < '2026-01-01T00:00:00+08:00'`)).rows;
    expect((await view(admin, { view: 'fires', startYear: 2025, endYear: 2025 })).data.totals[0]).toBe(n);
    expect(all).toBeGreaterThan(n);
    // A date alone as the end covers that whole day.
    const day = (await t.pglite.query<{ d: string; n: number }>(
      `SELECT to_char((created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') AS d, count(*)::int AS n FROM inspection_tasks GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    )).rows[0];
    const env = await view(admin, { view: 'workloadEvaluation', startTime: day.d, endTime: day.d });
    expect(env.data.totals[0]).toBe(day.n);
  });
});

describe('statistics export', () => {
  it.each(['supervisionInspection', 'workloadStatistics', 'fires'])('writes %s as the view shows it, with a 合计 row', async (key) => {
    const query = { view: key, organId: futian, organRange: 1 };
    const shown = (await view(zhidui, query)).data;
    const res = await t.app.inject({ method: 'GET', url: '/api/statistics/export', query: query as unknown as Record<string, string>, headers: { token: zhidui } });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`${shown.title}.xlsx`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    // The title and the filters it was computed with, then a blank row, then the table.
    expect(values(1)[0]).toBe(shown.title);
    expect(values(2)[0]).toBe('统计单位：深圳市福田区消防救援大队（含下级单位）');
    expect(values(3)[0]).toBe(shown.yearly ? '统计年度：不限 至 不限' : '统计时间：不限 至 不限');
    expect(String(values(4)[0])).toMatch(/^导出时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(values(5)).toEqual([]);
    const top = 6;
    expect(values(top)).toEqual([shown.dimension.label, ...shown.measures.map((m) => m.label)]);
    shown.rows.forEach((row, i) => expect(values(top + 1 + i)).toEqual([row.label, ...row.values]));
    expect(values(top + shown.rows.length + 1)).toEqual(['合计', ...shown.totals]);
    expect(sheet.rowCount).toBe(top + shown.rows.length + 1);
  });

  it('names the period and the unit alone when the export is filtered so', async () => {
    const query = { view: 'supervisionInspection', organId: futian, organRange: '0', startTime: '2026-01-01', endTime: '2026-03-31' };
    const res = await t.app.inject({ method: 'GET', url: '/api/statistics/export', query, headers: { token: zhidui } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const first = (r: number) => book.worksheets[0].getRow(r).getCell(1).value;
    expect([first(1), first(2), first(3)]).toEqual(['监督检查统计', '统计单位：深圳市福田区消防救援大队（仅本单位）', '统计时间：2026-01-01 00:00:00 至 2026-03-31 23:59:59']);
  });
});
