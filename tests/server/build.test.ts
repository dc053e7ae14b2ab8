import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { organizations } from '../../server/db/schema';
import { BUILDS_PER_DISTRICT } from '../../server/db/seed/basic-library';
import { DISTRICTS } from '../../server/db/seed/names';
import type { BuildRow } from '../../server/entities/build.entity';
import type { CompanyRow } from '../../server/services/society-companies';
import { buildXlsx } from '../../server/services/xlsx';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page<R> = { total: number; records: R[] };

let t: TestApp;
const tokens: Record<string, string> = {};
let futianBrigade: { id: string; name: string };
beforeAll(async () => {
  t = await openTestApp();
  await grantMenus(t, 'dadui', 'buildKeeper', [11000, 11300, 11320]);
  for (const account of ['admin', 'dadui', 'jiedao']) tokens[account] = await t.login(account);
  [futianBrigade] = await t.db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.name, '深圳市福田区消防救援大队'));
});
afterAll(async () => {
  await t.close();
});

const post = <T>(url: string, body: unknown, account = 'admin') => t.call<T>('POST', url, { token: tokens[account], body });
const page = (body: Record<string, unknown> = {}, account = 'admin') => post<Page<BuildRow>>('/Build/queryAllBuild', body, account);
const detail = (id: string, account = 'admin') => t.call<BuildRow>('GET', '/Build/detail', { token: tokens[account], query: { id } });
const countLive = async () => (await t.pglite.query<{ n: number }>('select count(*)::int as n from builds where deleted = false')).rows[0].n;

const NEW = () => ({
  name: '福田测试大厦', address: '深圳市福田区福田街道深南大道100号', organId: futianBrigade.id, useType: 'public', structure: 'concrete',
  fireRating: 1, heightMeters: 80.5, floorsAbove: 20, floorsBelow: 2, floorArea: 42000, builtYear: 2015, managerName: '李强', managerPhone: '0755-83001234',
});

async function multipart(file: Buffer, account = 'admin') {
  const boundary = '----buildTestBoundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="builds.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await t.app.inject({ method: 'POST', url: '/api/Build/import', headers: { token: tokens[account], 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  return res.json() as { code: number; msg: string; data: { imported?: number; errors?: { row: number; message: string }[] } | null };
}

describe('buildings (jzw 11320)', () => {
  it('lists the seeded buildings with their units, filtered by use, height and organisation scope', async () => {
    const all = (await page({ size: 200 })).data;
    expect(all.total).toBe(DISTRICTS.length * BUILDS_PER_DISTRICT);
    expect(all.records.some((r) => r.companyCount > 0)).toBe(true);
    for (const r of (await page({ highRise: true, size: 200 })).data.records) expect(r.heightMeters).toBeGreaterThan(24);
    for (const r of (await page({ highRise: false, size: 200 })).data.records) expect(r.highRise).toBe(false);
    for (const r of (await page({ useType: 'residential', size: 200 })).data.records) expect(r.useTypeName).toBe('住宅建筑');
    expect((await page({ size: 200 }, 'dadui')).data.total).toBe(BUILDS_PER_DISTRICT);
  });

  it('lists the units in a building', async () => {
    const withUnits = (await page({ size: 200 })).data.records.find((r) => r.companyCount > 0)!;
    const env = await post<Page<CompanyRow>>('/Build/selAllCompany', { buildId: withUnits.id });
    expect(env.data.total).toBe(withUnits.companyCount);
    for (const c of env.data.records) expect(c.buildId).toBe(withUnits.id);
  });

  let created: BuildRow;
  it('creates a building and reads it back', async () => {
    const env = await post<BuildRow>('/Build', NEW());
    expect(env.code).toBe(0);
    created = env.data;
    expect(created).toMatchObject({ organName: futianBrigade.name, useTypeName: '公共建筑', fireRatingName: '一级', highRise: true, companyCount: 0, version: 1 });
    expect((await detail(created.id)).data.name).toBe('福田测试大厦');
  });

  it('rejects bad input naming the field, and changes nothing', async () => {
    const before = await countLive();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '建筑名称'],
      [{ useType: 'castle' }, '使用性质'],
      [{ heightMeters: 0 }, '建筑高度'],
      [{ floorsAbove: 0 }, '地上层数'],
      [{ builtYear: 2999 }, '建成年份不能晚于今年'],
      [{ organId: 'missing' }, '监管单位不存在'],
    ];
    for (const [change, msg] of cases) {
      const env = await post('/Build', { ...NEW(), ...change });
      expect(env.code, JSON.stringify(change)).toBe(400);
      expect(env.msg).toContain(msg);
    }
    expect(await countLive()).toBe(before);
  });

  it('updates with the version it read; a stale version gets 409', async () => {
    const body = { ...NEW(), id: created.id, heightMeters: 20, floorsAbove: 6, version: created.version };
    const env = await t.call<BuildRow>('PUT', '/Build', { token: tokens.admin, body });
    expect(env.data).toMatchObject({ heightMeters: 20, highRise: false, version: 2 });
    const stale = await t.call('PUT', '/Build', { token: tokens.admin, body: { ...body, name: '过期' } });
    expect(stale).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await detail(created.id)).data.name).toBe('福田测试大厦');
  });

  it('places a unit in the building, then refuses to delete it until the unit leaves', async () => {
    const unit = { name: '测试大厦内商户', creditCode: '91440304MA5FWPX09X', unitCategory: 4, organId: futianBrigade.id, address: '深圳市福田区深南大道100号', buildId: created.id };
    const added = await post<CompanyRow>('/societyCompany', unit);
    expect(added.code).toBe(0);
    expect((await detail(created.id)).data.companyCount).toBe(1);
    expect((await post('/societyCompany', { ...unit, creditCode: '91440304MA5FWPX08X', buildId: 'missing' })).msg).toBe('所在建筑不存在或已被删除');
    expect((await post('/Build/batchDelete', { ids: [created.id] })).msg).toBe('建筑物内还有社会单位，不能删除');
    await t.call('PUT', '/societyCompany', { token: tokens.admin, body: { ...unit, id: added.data.id, buildId: null, version: added.data.version } });
    expect((await post('/Build/batchDelete', { ids: [created.id, 'missing'] })).code).toBe(404);
    expect((await detail(created.id)).code).toBe(0);
    expect((await post('/Build/batchDelete', { ids: [created.id] })).code).toBe(0);
    expect((await detail(created.id)).code).toBe(404);
  });

  it('keeps other organisations out and refuses every call without the menu', async () => {
    const other = (await page({ size: 200 })).data.records.find((r) => !r.organName.includes('福田'))!;
    expect((await detail(other.id, 'dadui')).code).toBe(403);
    expect((await post('/Build/batchDelete', { ids: [other.id] }, 'dadui')).code).toBe(404);
    expect((await page({}, 'jiedao')).code).toBe(403);
    expect((await post('/Build', NEW(), 'jiedao')).code).toBe(403);
  });

  it('exports the listed rows as a real .xlsx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Build/export', headers: { token: tokens.admin }, payload: { organId: futianBrigade.id } });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('建筑物.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const listed = (await page({ organId: futianBrigade.id, size: 200 })).data;
    expect(sheet.rowCount - 1).toBe(listed.total);
    expect(sheet.getRow(2).getCell(1).value).toBe(listed.records[0].name);
  });

  const headers = ['建筑名称', '建筑地址', '监管单位', '使用性质', '建筑结构', '耐火等级', '建筑高度（米）', '地上层数', '地下层数', '建筑面积（平方米）', '建成年份', '管理人', '联系电话'];
  const columns = headers.map((header, i) => ({ header, key: `c${i}` }));
  const sheet = (rows: string[][]) => buildXlsx('建筑物', columns, rows.map((r) => Object.fromEntries(r.map((v, i) => [`c${i}`, v]))));
  const good = (n: number) => [`导入${n}号楼`, `深圳市福田区红荔路${n}号`, futianBrigade.name, '住宅建筑', '钢筋混凝土结构', '二级', '54', '18', '1', '12000', '2010', '王芳', '13800000001'];

  it('imports nothing when one row is bad, naming the row', async () => {
    const before = await countLive();
    const bad = good(2);
    bad[7] = '十八';
    const env = await multipart(await sheet([good(1), bad, good(3)]));
    expect(env.code).toBe(400);
    expect(env.msg).toContain('第3行');
    expect(env.msg).toContain('地上层数');
    expect(await countLive()).toBe(before);
  });

  it('imports every row of a good file', async () => {
    const before = await countLive();
    const env = await multipart(await sheet([good(1), good(2)]));
    expect(env).toMatchObject({ code: 0, data: { imported: 2 } });
    expect(await countLive()).toBe(before + 2);
    const [row] = (await page({ name: '导入1号楼' })).data.records;
    expect(row).toMatchObject({ useType: 'residential', floorsAbove: 18, highRise: true, organId: futianBrigade.id });
  });
});
