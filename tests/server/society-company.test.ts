import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { config as baseConfig, type Config } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { organizations, societyCompanies } from '../../server/db/schema';
import { COMPANIES_PER_DISTRICT } from '../../server/db/seed/basic-library';
import { DISTRICTS } from '../../server/db/seed/names';
import type { CompanyRow } from '../../server/services/society-companies';
import { buildXlsx } from '../../server/services/xlsx';
import { COMPANY_SYNC_FAILED } from '../../server/routes/system/society-company/sync';
import type { CompanySyncResult } from '../../server/services/society-company-sync';
import { registerStandins } from '../../server/standins/register';
import { XXJ_COMPANIES } from '../../server/standins/xxj-companies';
import { openTestApp, type TestApp, TEST_LOGIN_RATES } from '../helpers/app';
import { openTestDb } from '../helpers/db';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: CompanyRow[] };

let t: TestApp;
const tokens: Record<string, string> = {};
let futianBrigade: { id: string; name: string };
beforeAll(async () => {
  t = await openTestApp();
  await grantMenus(t, 'dadui', 'companyKeeper', [11000, 11300, 11310]);
  for (const account of ['admin', 'dadui', 'jiedao']) tokens[account] = await t.login(account);
  [futianBrigade] = await t.db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.name, '深圳市福田区消防救援大队'));
});
afterAll(async () => {
  await t.close();
});

const post = <T>(url: string, body: unknown, account = 'admin') => t.call<T>('POST', url, { token: tokens[account], body });
const page = (body: Record<string, unknown> = {}, account = 'admin') => post<Page>('/societyCompany/queryAllCompany', body, account);
const detail = (id: string, account = 'admin') => t.call<CompanyRow>('GET', '/societyCompany/detail', { token: tokens[account], query: { id } });
const countLive = async () => (await t.pglite.query<{ n: number }>('select count(*)::int as n from society_companies where deleted = false')).rows[0].n;

const NEW = () => ({
  name: '深圳市福田区测试消防科技有限公司', creditCode: '91440304MA5FWPX01X', unitCategory: 4, organId: futianBrigade.id,
  address: '深圳市福田区福田街道深南大道1号', legalPerson: '张伟', managerName: '李强', managerPhone: '13912345678', labels: ['office', 'highRise'],
});

async function multipart(file: Buffer, account = 'admin') {
  const boundary = '----companyTestBoundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="units.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await t.app.inject({ method: 'POST', url: '/api/societyCompany/import', headers: { token: tokens[account], 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  return res.json() as { code: number; msg: string; data: { imported?: number; errors?: { row: number; message: string }[] } | null };
}

describe('social units (shdw 11310)', () => {
  it('lists the seeded units in every district, filtered by category, label, status and organisation scope', async () => {
    const all = (await page({ size: 200 })).data;
    expect(all.total).toBe(DISTRICTS.length * COMPANIES_PER_DISTRICT);
    expect(new Set(all.records.map((r) => r.unitCategory))).toEqual(new Set([1, 2, 3, 4]));
    for (const r of (await page({ unitCategory: 1, size: 200 })).data.records) expect(r.unitCategoryName).toBe('重点单位');
    for (const r of (await page({ label: 'crowded', size: 200 })).data.records) expect(r.labelNames).toContain('人员密集场所');
    expect((await page({ status: 0 })).data.total).toBeGreaterThan(0);
    const futian = (await page({ organId: futianBrigade.id, size: 200 })).data;
    expect(futian.total).toBe(COMPANIES_PER_DISTRICT);
    expect((await page({ organId: futianBrigade.id, organRange: 0, size: 200 })).data.total).toBeLessThanOrEqual(COMPANIES_PER_DISTRICT);
    // The Futian brigade's account sees Futian only.
    expect((await page({ size: 200 }, 'dadui')).data.total).toBe(COMPANIES_PER_DISTRICT);
  });

  it('returns the label tree', async () => {
    const env = await t.call<{ code: string; children: { name: string }[] }[]>('GET', '/societyCompany/getLabelTree', { token: tokens.admin });
    expect(env.data.map((g) => g.code)).toEqual(['industry', 'risk']);
    expect(env.data[1].children.map((c) => c.name)).toContain('高层建筑');
  });

  let created: CompanyRow;
  it('creates a unit and reads it back', async () => {
    const env = await post<CompanyRow>('/societyCompany', NEW());
    expect(env.code).toBe(0);
    created = env.data;
    expect(created).toMatchObject({ creditCode: '91440304MA5FWPX01X', organName: futianBrigade.name, labelNames: ['办公场所', '高层建筑'], status: 1, version: 1 });
    expect((await detail(created.id)).data.name).toBe(NEW().name);
    expect((await page({ name: '测试消防科技' })).data.total).toBe(1);
  });

  it('rejects bad input naming the field, and changes nothing', async () => {
    const before = await countLive();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '单位名称不能为空'],
      [{ creditCode: '123' }, '统一社会信用代码格式不正确'],
      [{ unitCategory: 5 }, '单位类别不能大于4'],
      [{ managerPhone: '12345' }, '联系电话格式不正确'],
      [{ labels: ['nope'] }, '单位标签nope不存在'],
      [{ organId: 'missing' }, '监管单位不存在'],
      [{}, '统一社会信用代码91440304MA5FWPX01X已存在'],
    ];
    for (const [change, msg] of cases) {
      const env = await post('/societyCompany', { ...NEW(), ...change });
      expect(env.code, JSON.stringify(change)).toBe(400);
      expect(env.msg).toContain(msg);
    }
    expect(await countLive()).toBe(before);
  });

  it('updates with the version it read; a stale version gets 409', async () => {
    const body = { ...NEW(), id: created.id, address: '深圳市福田区沙头街道滨河大道2号', version: created.version };
    const env = await t.call<CompanyRow>('PUT', '/societyCompany', { token: tokens.admin, body });
    expect(env.data).toMatchObject({ address: body.address, version: 2 });
    const stale = await t.call('PUT', '/societyCompany', { token: tokens.admin, body: { ...body, address: '过期' } });
    expect(stale).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await detail(created.id)).data.address).toBe(body.address);
  });

  it('closes and reopens units all or nothing', async () => {
    expect((await post('/societyCompany/updateStatusBatch', { ids: [created.id, 'missing'], status: 0 })).code).toBe(404);
    expect((await detail(created.id)).data.status).toBe(1);
    expect((await post('/societyCompany/updateStatusBatch', { ids: [created.id], status: 0 })).code).toBe(0);
    expect((await detail(created.id)).data).toMatchObject({ status: 0, statusName: '停业' });
  });

  it('keeps other organisations out: detail, edit and status of another district are refused', async () => {
    const other = (await page({ size: 200 })).data.records.find((r) => !r.organName.includes('福田'))!;
    expect((await detail(other.id, 'dadui')).code).toBe(403);
    expect((await post('/societyCompany/updateStatusBatch', { ids: [other.id], status: 0 }, 'dadui')).code).toBe(404);
    const env = await post('/societyCompany', { ...NEW(), creditCode: '91440304MA5FWPX02X', organId: other.organId }, 'dadui');
    expect(env).toMatchObject({ code: 400, msg: '监管单位只能选择本单位及下级单位' });
  });

  it('refuses every call without the menu', async () => {
    // jiedao's role does not hold 11310.
    expect((await page({}, 'jiedao')).code).toBe(403);
    expect((await post('/societyCompany', { ...NEW(), creditCode: '91440304MA5FWPX03X' }, 'jiedao')).code).toBe(403);
  });

  it('exports the listed rows as a real .xlsx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/societyCompany/export', headers: { token: tokens.admin }, payload: { organId: futianBrigade.id } });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('社会单位.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('统一社会信用代码');
    const listed = (await page({ organId: futianBrigade.id, size: 200 })).data;
    expect(sheet.rowCount - 1).toBe(listed.total);
    expect(sheet.getRow(2).getCell(1).value).toBe(listed.records[0].name);
  });

  const headers = ['单位名称', '统一社会信用代码', '单位类别', '监管单位', '单位地址', '法定代表人', '消防安全管理人', '联系电话', '单位标签'];
  const columns = headers.map((header, i) => ({ header, key: `c${i}` }));
  const sheet = (rows: string[][]) => buildXlsx('社会单位', columns, rows.map((r) => Object.fromEntries(r.map((v, i) => [`c${i}`, v]))));
  const good = (n: number) => [`深圳市福田区导入${n}号商店`, `91440304MA5DRK0${n}0X`, '九小场所', futianBrigade.name, `深圳市福田区红荔路${n}号`, '王芳', '陈杰', '13800000001', '餐饮场所、人员密集场所'];

  it('imports nothing when one row is bad, naming the row', async () => {
    const before = await countLive();
    const env = await multipart(await sheet([good(1), [...good(2).slice(0, 2), '大型单位', ...good(2).slice(3)], good(3)]));
    expect(env.code).toBe(400);
    expect(env.msg).toContain('第3行');
    expect(env.msg).toContain('单位类别');
    expect(env.data?.errors).toHaveLength(1);
    expect(await countLive()).toBe(before);
  });

  it('imports every row of a good file', async () => {
    const before = await countLive();
    const env = await multipart(await sheet([good(1), good(2)]));
    expect(env).toMatchObject({ code: 0, data: { imported: 2 } });
    expect(await countLive()).toBe(before + 2);
    const [row] = (await page({ name: '导入1号商店' })).data.records;
    expect(row).toMatchObject({ unitCategory: 2, labels: ['restaurant', 'crowded'], organId: futianBrigade.id });
    const again = await multipart(await sheet([good(1)]));
    expect(again.msg).toContain('已存在');
  });
});

/** The production wiring: the REST routes and the xxj stand-in on one app, reached in-process. */
async function openWithStandins(overrides: Partial<Config> = {}) {
  const { db, close } = await openTestDb();
  const config: Config = { ...baseConfig, logLevel: 'silent', tokenSecret: undefined, xxjBaseUrl: undefined, ...TEST_LOGIN_RATES, ...overrides };
  const app = await buildApp({ db, config });
  await registerStandins(app, config);
  await app.ready();
  const call = async <T>(url: string, token?: string) => {
    const res = await app.inject({ method: 'POST', url: `/api${url}`, headers: token ? { token } : {}, payload: {} });
    return res.json() as { code: number; msg: string; data: T };
  };
  const login = async (account: string) => (await app.inject({ method: 'POST', url: '/api/login', payload: { account, password: DEMO_PASSWORD } })).json().data.token as string;
  return { app, db, call, login, close: async () => { await app.close(); await close(); } };
}

describe('social units: sync from the information system (syncXXj)', () => {
  let s: Awaited<ReturnType<typeof openWithStandins>>;
  const token: Record<string, string> = {};
  beforeAll(async () => {
    s = await openWithStandins();
    await grantMenus({ db: s.db } as TestApp, 'dadui', 'companySyncer', [11000, 11300, 11310]);
    for (const account of ['admin', 'dadui', 'jiedao']) token[account] = await s.login(account);
  });
  afterAll(async () => {
    await s.close();
  });
  const sync = (account = 'admin') => s.call<CompanySyncResult>('/societyCompany/syncXXj', token[account]);
  const synced = (creditCode: string) => s.db.select().from(societyCompanies).where(and(eq(societyCompanies.creditCode, creditCode), eq(societyCompanies.deleted, false)));

  it('adds the registered units under their area\'s organisation, then finds nothing new', async () => {
    expect(await sync()).toMatchObject({ code: 0, data: { added: XXJ_COMPANIES.length, updated: 0, unchanged: 0, skipped: 0 } });
    const [row] = await synced(XXJ_COMPANIES[0].creditCode);
    const [brigade] = await s.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, '深圳市福田区消防救援大队'));
    expect(row).toMatchObject({ name: XXJ_COMPANIES[0].name, unitCategory: 1, organId: brigade.id, areaCode: '440304', status: 1, labels: [] });
    expect(await sync()).toMatchObject({ code: 0, data: { added: 0, updated: 0, unchanged: XXJ_COMPANIES.length, skipped: 0 } });
  });

  it('takes the registry\'s fields back where they differ, keeping local labels and status', async () => {
    const code = XXJ_COMPANIES[2].creditCode;
    const [before] = await synced(code);
    await s.db.update(societyCompanies).set({ address: '本地改过的地址', labels: ['mall'], status: 0 }).where(eq(societyCompanies.id, before.id));
    expect((await sync()).data).toEqual({ added: 0, updated: 1, unchanged: XXJ_COMPANIES.length - 1, skipped: 0 });
    const [after] = await synced(code);
    expect(after).toMatchObject({ address: XXJ_COMPANIES[2].address, labels: ['mall'], status: 0, version: before.version + 1 });
  });

  it('syncs only units inside the caller\'s scope, and needs the list menu', async () => {
    const futian = XXJ_COMPANIES.filter((c) => c.areaCode === '440304').length;
    expect((await sync('dadui')).data).toEqual({ added: 0, updated: 0, unchanged: futian, skipped: XXJ_COMPANIES.length - futian });
    expect((await sync('jiedao')).code).toBe(403);
  });

  it('says so when the information system cannot be reached, changing nothing', async () => {
    const down = await openWithStandins({ xxjBaseUrl: 'http://127.0.0.1:9' });
    try {
      const admin = await down.login('admin');
      expect(await down.call('/societyCompany/syncXXj', admin)).toMatchObject({ code: 500, msg: COMPANY_SYNC_FAILED });
      expect((await down.db.select().from(societyCompanies).where(eq(societyCompanies.creditCode, XXJ_COMPANIES[0].creditCode))).length).toBe(0);
    } finally {
      await down.close();
    }
  });
});
