import ExcelJS from 'exceljs';
import type { IndustryRow } from '../../server/entities/industry.entity';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: IndustryRow[] };

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await openTestApp();
  // dadui sees 监督资源管理 and 消安委行业管理 but holds none of xawhygl's buttons; jiedao has no 11200.
  await grantMenus(t, 'dadui', 'industryViewer', [11000, 11200, 11220]);
  for (const account of ['admin', 'dadui', 'jiedao']) tokens[account] = await t.login(account);
});
afterAll(async () => {
  await t.close();
});

const post = <T>(url: string, body: unknown, account = 'admin') => t.call<T>('POST', `/teamworkmanager/industry/${url}`, { token: tokens[account], body });
const page = (body: Record<string, unknown> = {}, account = 'admin') => post<Page>('page', body, account);
const detail = (id: string) => t.call<IndustryRow>('GET', '/teamworkmanager/industry/detail', { token: tokens.admin, query: { id } });
const NEW = { name: '饮料及冷饮服务', code: 'H623', parentId: 'ind-h62', committeeDepartmentId: 'cd-ft-sw', sort: 8, enabled: true, remark: '茶馆、咖啡馆、酒吧' };

describe('industries (hygl)', () => {
  it('lists the seeded classification in code order and filters by name or code, department and state', async () => {
    const all = (await page({ size: 100 })).data;
    expect(all.total).toBe(27);
    expect(all.records.slice(0, 3).map((r) => r.code)).toEqual(['C', 'C39', 'F']);
    expect((await page({ name: '餐饮' })).data.records.map((r) => r.name)).toEqual(['住宿和餐饮业', '餐饮业']);
    expect((await page({ name: 'h62' })).data.records.map((r) => r.code)).toEqual(['H62', 'H621', 'H622']);
    expect((await page({ committeeDepartmentId: 'cd-sz-jy-1' })).data.total).toBe(3);
    expect((await page({ committeeDepartmentName: '教育局' })).data.records.map((r) => r.code)).toEqual(['P']);
    expect((await page({ enabled: false })).data.records.map((r) => r.code)).toEqual(['Q851']);
  });

  it('reads a detail with its path, level and supervising department', async () => {
    const env = await detail('ind-h621');
    expect(env.data).toMatchObject({ name: '正餐服务', level: 3, parentName: '餐饮业', path: '住宿和餐饮业 › 餐饮业 › 正餐服务', committeeDepartmentName: '福田区商务局', childCount: 0 });
    expect((await detail('ind-h')).data.childCount).toBe(2);
    expect((await detail('missing')).code).toBe(404);
  });

  it('creates an industry under a parent, three levels at most', async () => {
    const env = await post<IndustryRow>('add', NEW);
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ level: 3, path: '住宿和餐饮业 › 餐饮业 › 饮料及冷饮服务', version: 1 });
    const tooDeep = await post('add', { ...NEW, name: '咖啡馆', code: 'H6231', parentId: env.data.id });
    expect(tooDeep).toMatchObject({ code: 400, msg: '上级行业选择有误：行业最多3级' });
  });

  it('rejects bad input naming the field, and changes nothing', async () => {
    const before = (await page()).data.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '行业名称不能为空'],
      [{ name: '餐饮业' }, '行业名称餐饮业已存在'],
      [{ code: 'H621' }, '行业代码H621已存在'],
      [{ code: '62' }, '行业代码格式不正确'],
      [{ parentId: 'missing' }, '上级行业不存在或已被删除'],
      [{ committeeDepartmentId: 'missing' }, '主管部门不存在或已被删除'],
      [{ sort: -1 }, '排序不能小于0'],
    ];
    for (const [change, msg] of cases) {
      expect(await post('add', { ...NEW, name: '快餐外卖', code: 'H624', ...change })).toMatchObject({ code: 400, msg });
    }
    expect((await page()).data.total).toBe(before);
  });

  it('updates with the version it read; a stale version gets 409', async () => {
    const row = (await detail('ind-h622')).data;
    const body = { id: row.id, name: '快餐服务', code: 'H622', parentId: 'ind-h62', committeeDepartmentId: null, sort: 3, enabled: false, remark: '连锁快餐', version: row.version };
    const env = await post<IndustryRow>('edit', body);
    expect(env.data).toMatchObject({ enabled: false, committeeDepartmentId: null, remark: '连锁快餐', version: row.version + 1 });
    expect(await post('edit', { ...body, remark: '过期' })).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await detail(row.id)).data.remark).toBe('连锁快餐');
  });

  it('moves an industry with its sub-industries, refusing loops and a fourth level', async () => {
    const h61 = (await detail('ind-h61')).data;
    const move = (row: IndustryRow, parentId: string | null) =>
      post<IndustryRow>('edit', { id: row.id, name: row.name, code: row.code, parentId, committeeDepartmentId: row.committeeDepartmentId, sort: row.sort, enabled: row.enabled, version: row.version });
    expect(await move(h61, 'ind-f52')).toMatchObject({ code: 400, msg: '上级行业选择有误：行业最多3级' });
    expect(await move((await detail('ind-h')).data, 'ind-h611')).toMatchObject({ code: 400, msg: '上级行业不能是本行业或其下级行业' });
    expect((await move(h61, null)).data).toMatchObject({ level: 1, path: '住宿业' });
    expect((await detail('ind-h611')).data).toMatchObject({ level: 2, path: '住宿业 › 旅游饭店' });
    expect((await move((await detail('ind-h61')).data, 'ind-h')).data.level).toBe(2);
    expect((await detail('ind-h612')).data.level).toBe(3);
  });

  it('refuses to delete an industry with sub-industries; deletes all or nothing', async () => {
    expect(await post('delete', { ids: ['ind-h62'] })).toMatchObject({ code: 409, msg: '行业“餐饮业”下还有下级行业，请先删除下级行业' });
    expect((await post('delete', { ids: ['ind-r901', 'missing'] })).code).toBe(404);
    expect((await detail('ind-r901')).code).toBe(0);
    expect(await post('delete', { ids: ['ind-r901'] })).toMatchObject({ code: 0, data: { removed: 1 } });
    expect((await detail('ind-r901')).code).toBe(404);
    expect((await post('add', { ...NEW, name: '室内娱乐活动', code: 'R901', parentId: 'ind-r90' })).code).toBe(0);
  });

  it('reads with the group menu; changes need the buttons of 消安委行业管理', async () => {
    expect((await page({}, 'dadui')).code).toBe(0);
    expect((await post('add', { ...NEW, name: '团体餐', code: 'H625' }, 'dadui')).code).toBe(403);
    const row = (await detail('ind-h621')).data;
    expect((await post('edit', { ...NEW, id: row.id, name: row.name, code: row.code, version: row.version }, 'dadui')).code).toBe(403);
    expect((await post('delete', { ids: [row.id] }, 'dadui')).code).toBe(403);
    expect((await page({}, 'jiedao')).code).toBe(403);
    expect((await detail(row.id)).data.version).toBe(row.version);
  });

  it('exports the filtered rows as a real .xlsx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/teamworkmanager/industry/export', headers: { token: tokens.admin }, payload: { name: '教育' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toContain('行业路径');
    expect(sheet.getRow(2).getCell(1).value).toBe('教育');
    expect(sheet.rowCount).toBe(5);
  });
});
