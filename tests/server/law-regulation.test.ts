import ExcelJS from 'exceljs';
import { SEEDED_REGULATIONS } from '../../server/db/seed/law-regulations';
import type { LawRegulationRow } from '../../server/entities/law-regulation.entity';
import { openTestApp, type TestApp } from '../helpers/app';

type Page = { total: number; records: LawRegulationRow[] };

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await openTestApp();
  for (const account of ['admin', 'jiedao']) tokens[account] = await t.login(account);
});
afterAll(async () => {
  await t.close();
});

const post = <T>(url: string, body: unknown, account = 'admin') => t.call<T>('POST', url, { token: tokens[account], body });
const page = (body: Record<string, unknown> = {}) => post<Page>('/tw/lawRegulation/page', body);
const detail = (id: string) => t.call<LawRegulationRow>('GET', '/tw/lawRegulation/detail', { token: tokens.admin, query: { id } });
const countLive = async () => (await t.pglite.query<{ n: number }>('select count(*)::int as n from law_regulations where deleted = false')).rows[0].n;
const NEW = { title: '社会消防技术服务管理规定', level: 'departmental', docNo: '应急管理部令第7号', issuer: '应急管理部', issuedOn: '2021-09-13', effectiveOn: '2021-11-09', status: 'effective', summary: '规范社会消防技术服务活动。' };

describe('laws and regulations library (fgk 11340)', () => {
  it('lists the seeded laws, filtered by keyword, level and validity', async () => {
    expect((await page()).data.total).toBe(SEEDED_REGULATIONS);
    expect((await page({ keyword: '消防法' })).data.records.map((r) => r.title)).toEqual(['中华人民共和国消防法']);
    expect((await page({ keyword: 'GB 50016' })).data.total).toBe(2);
    for (const r of (await page({ level: 'law' })).data.records) expect(r.levelName).toBe('法律');
    expect((await page({ status: 'repealed' })).data.records.map((r) => r.docNo)).toEqual(['GB 50016-2006']);
  });

  let created: LawRegulationRow;
  it('creates, reads and updates with the version; a stale version gets 409', async () => {
    const env = await post<LawRegulationRow>('/tw/lawRegulation/add', NEW);
    expect(env.data).toMatchObject({ levelName: '部门规章', statusName: '现行有效', version: 1 });
    created = env.data;
    expect((await detail(created.id)).data.docNo).toBe('应急管理部令第7号');
    const body = { ...NEW, id: created.id, status: 'amended', version: 1 };
    expect((await post<LawRegulationRow>('/tw/lawRegulation/update', body)).data).toMatchObject({ statusName: '已修订', version: 2 });
    expect(await post('/tw/lawRegulation/update', body)).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
  });

  it('rejects bad input naming the field, and changes nothing', async () => {
    const before = await countLive();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, '法规名称'],
      [{ level: 'rumour' }, '效力级别'],
      [{ issuedOn: '2021/09/13' }, '发布日期格式不正确'],
      [{ effectiveOn: '2020-01-01' }, '施行日期不能早于发布日期'],
      [{ issuer: '   ' }, '发布机关不能为空'],
    ];
    for (const [change, msg] of cases) {
      const env = await post('/tw/lawRegulation/add', { ...NEW, ...change });
      expect(env.code, JSON.stringify(change)).toBe(400);
      expect(env.msg).toContain(msg);
    }
    expect(await countLive()).toBe(before);
  });

  it('deletes all or nothing', async () => {
    expect((await post('/tw/lawRegulation/batchDelete', { ids: [created.id, 'missing'] })).code).toBe(404);
    expect((await detail(created.id)).code).toBe(0);
    expect((await post('/tw/lawRegulation/batchDelete', { ids: [created.id] })).code).toBe(0);
    expect((await detail(created.id)).code).toBe(404);
  });

  it('refuses every call without the menu', async () => {
    expect((await post('/tw/lawRegulation/page', {}, 'jiedao')).code).toBe(403);
    expect((await post('/tw/lawRegulation/add', NEW, 'jiedao')).code).toBe(403);
    expect(await countLive()).toBe(SEEDED_REGULATIONS);
  });

  it('exports the listed rows as a real .xlsx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/tw/lawRegulation/export', headers: { token: tokens.admin }, payload: { level: 'departmental' } });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('法律法规.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const listed = (await page({ level: 'departmental' })).data;
    expect(sheet.rowCount - 1).toBe(listed.total);
    expect(sheet.getRow(2).getCell(1).value).toBe(listed.records[0].title);
  });
});
