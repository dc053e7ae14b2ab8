import type { DutyStandardRow } from '../../server/entities/duty-standard.entity';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: DutyStandardRow[] };

let t: TestApp;
let zhidui: string;
beforeAll(async () => {
  t = await openTestApp();
  await grantMenus(t, 'zhidui', 'standardManager', [11000, 11800, 11820, 11821, 11822, 11823, 11824, 11825]);
  zhidui = await t.login('zhidui');
});
afterAll(async () => {
  await t.close();
});

const call = <T = DutyStandardRow>(path: string, body: unknown, token = zhidui) => t.call<T>('POST', `/performance/standard/${path}`, { token, body });
const page = (body: Record<string, unknown> = {}, token = zhidui) => call<Page>('page', body, token);
const detail = (id: string, token = zhidui) => t.call<DutyStandardRow>('GET', '/performance/standard/detail', { token, query: { id } });
const HAZARD = { code: 'JD-09', name: '火灾隐患举报投诉核查', category: 1, unit: '件', unitScore: 1.25, monthlyCap: 20, remark: '' };

describe('duty-quantification standards (userManage)', () => {
  it('lists the seeded standards by category and filters by name, code and category', async () => {
    const all = await page({ size: 50 });
    expect(all.data.total).toBe(6);
    expect(all.data.records[0]).toMatchObject({ code: 'JD-01', categoryText: '监督检查', unit: '家', unitScore: 2, monthlyCap: 60 });
    expect((await page({ name: 'ZF' })).data.records.map((r) => r.name)).toEqual(['行政处罚案件办理']);
    expect((await page({ category: 4 })).data.records.map((r) => r.unitScore)).toEqual([1.5]);
  });

  it('adds, reads, edits with the version, refuses a stale version and deletes one', async () => {
    const created = await call('add', HAZARD);
    expect(created).toMatchObject({ code: 0, data: { categoryText: '监督检查', unitScore: 1.25, remark: null, creatorName: expect.any(String), version: 1 } });
    expect((await detail(created.data.id)).data.name).toBe(HAZARD.name);
    const edited = await call('update', { ...HAZARD, id: created.data.id, unitScore: 1.5, monthlyCap: null, version: 1 });
    expect(edited.data).toMatchObject({ unitScore: 1.5, monthlyCap: null, version: 2 });
    expect(await call('update', { ...HAZARD, id: created.data.id, version: 1 })).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await call<{ removed: number }>('delete', { id: created.data.id })).data.removed).toBe(1);
    expect((await detail(created.data.id)).code).toBe(404);
    expect((await call('add', HAZARD)).code).toBe(0);
  });

  it('deletes several at once, all or nothing', async () => {
    const a = await call('add', { ...HAZARD, code: 'PL-01' });
    const b = await call('add', { ...HAZARD, code: 'PL-02' });
    const before = (await page()).data.total;
    expect(await call('batchDelete', { ids: [a.data.id, 'missing'] })).toMatchObject({ code: 404, msg: '履职量化标准不存在或已被删除' });
    expect((await page()).data.total).toBe(before);
    expect((await call<{ removed: number }>('batchDelete', { ids: [a.data.id, b.data.id] })).data.removed).toBe(2);
    expect((await page()).data.total).toBe(before - 2);
  });

  it('rejects a duplicate code, too many decimals, a cap below the score and a blank unit; nothing changes', async () => {
    const before = (await page()).data.total;
    expect(await call('add', { ...HAZARD, code: 'JD-01' })).toMatchObject({ code: 400, msg: '标准编码JD-01已存在' });
    expect(await call('add', { ...HAZARD, code: 'X-01', unitScore: 1.255 })).toMatchObject({ code: 400, msg: '单位分值最多保留两位小数' });
    expect(await call('add', { ...HAZARD, code: 'X-02', unitScore: 5, monthlyCap: 2 })).toMatchObject({ code: 400, msg: '每月上限不能小于单位分值' });
    expect(await call('add', { ...HAZARD, code: 'X-03', unit: '  ' })).toMatchObject({ code: 400, msg: '计分单位不能为空' });
    expect((await call('add', { ...HAZARD, code: 'X-04', category: 9 })).code).toBe(400);
    expect((await call('add', { ...HAZARD, code: 'X-05', unitScore: -1 })).code).toBe(400);
    expect((await page()).data.total).toBe(before);
  });

  it('refuses each action without its button', async () => {
    await grantMenus(t, 'dadui', 'standardViewer', [11000, 11800, 11820]);
    const dadui = await t.login('dadui');
    const [row] = (await page({ name: 'JD-01' }, dadui)).data.records;
    // The row's allows name what the caller's buttons permit on it: nothing for the viewer, 编辑 and 删除 for the manager.
    expect(row.allows).toEqual([]);
    expect((await page({ name: 'JD-01' })).data.records[0].allows).toEqual(expect.arrayContaining(['edit', 'delete']));
    expect((await call('add', { ...HAZARD, code: 'X-06' }, dadui)).code).toBe(403);
    expect((await call('update', { ...HAZARD, code: row.code, id: row.id, version: row.version }, dadui)).code).toBe(403);
    expect((await detail(row.id, dadui)).code).toBe(403);
    expect((await call('delete', { id: row.id }, dadui)).code).toBe(403);
    expect((await call('batchDelete', { ids: [row.id] }, dadui)).code).toBe(403);
    expect((await page({ name: 'JD-01' }, dadui)).data.records[0]).toMatchObject({ name: row.name, version: row.version });
  });
});
