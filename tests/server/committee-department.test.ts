import type { CommitteeDepartmentRow } from '../../server/entities/committee-department.entity';
import type { CommitteeTreeNode } from '../../server/routes/system/committee';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: CommitteeDepartmentRow[] };

let t: TestApp;
let admin: string;
let dadui: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
  await grantMenus(t, 'dadui', 'committeeManager', [11000, 11200, 11220, 11221, 11222, 11223]);
  dadui = await t.login('dadui');
});
afterAll(async () => {
  await t.close();
});

const call = <T = CommitteeDepartmentRow>(path: string, body: unknown, token = dadui) => t.call<T>('POST', `/teamworkmanager/committee/${path}`, { token, body });
const page = (body: Record<string, unknown> = {}, token = dadui) => call<Page>('page', body, token);
const tree = (token = dadui) => t.call<CommitteeTreeNode[]>('POST', '/teamworkmanager/org/queryTree', { token, body: {} });
const HOUSING = { name: '福田区住房和建设局', code: 'FT-ZJ', industry: '住房建设', contactName: '李明', contactPhone: '0755-82000001', sort: 1 };

describe('fire-safety committee departments (xawhygl)', () => {
  it('adds a department on the caller’s committee and a sub-department under it, shown as a tree', async () => {
    const created = await call('add', HOUSING);
    expect(created).toMatchObject({ code: 0, data: { organName: '福田大队', parentId: null, version: 1 } });
    const sub = await call('add', { name: '建筑工程安全科', code: 'FT-ZJ-01', parentCode: 'FT-ZJ' });
    expect(sub.data).toMatchObject({ parentName: '福田区住房和建设局', organId: created.data.organId });
    const roots = (await tree()).data;
    const node = roots.find((n) => n.code === 'FT-ZJ');
    expect(node?.children.map((c) => c.code)).toEqual(['FT-ZJ-01']);
    expect((await page({ name: '住房' })).data.records.map((r) => r.code)).toEqual(['FT-ZJ']);
    expect((await page({ parentId: created.data.id })).data.total).toBe(1);
  });

  it('edits with the version, refuses a stale version, deletes only a leaf or the whole branch', async () => {
    const row = (await page({ name: 'FT-ZJ' })).data.records.find((r) => r.code === 'FT-ZJ')!;
    const edited = await call('edit', { ...HOUSING, id: row.id, contactName: '王强', version: row.version });
    expect(edited.data).toMatchObject({ contactName: '王强', version: row.version + 1 });
    expect(await call('edit', { ...HOUSING, id: row.id, version: row.version })).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect(await call('delete', { ids: [row.id] })).toMatchObject({ code: 409, msg: '福田区住房和建设局下还有成员单位，请先删除下级单位' });
    const [sub] = (await page({ parentId: row.id })).data.records;
    expect((await call<{ removed: number }>('delete', { ids: [row.id, sub.id] })).data.removed).toBe(2);
    expect((await t.call('GET', '/teamworkmanager/committee/detail', { token: dadui, query: { id: row.id } })).code).toBe(404);
    // The code of a deleted department is free again.
    expect((await call('add', HOUSING)).code).toBe(0);
  });

  it('rejects a duplicate code, a bad phone, an unknown parent and a unit out of scope; nothing changes', async () => {
    const before = (await page()).data.total;
    expect(await call('add', HOUSING)).toMatchObject({ code: 400, msg: '单位编码FT-ZJ已存在' });
    expect((await call('add', { ...HOUSING, code: 'FT-X1', contactPhone: 'abc' })).code).toBe(400);
    expect(await call('add', { ...HOUSING, code: 'FT-X2', parentCode: 'NOPE' })).toMatchObject({ code: 400, msg: '上级单位编码NOPE不存在或不在本单位管辖范围内' });
    const luohu = await t.call<{ records: { organId: string }[] }>('POST', '/teamworkmanager/org/page', { token: admin, body: { organName: '罗湖大队' } });
    expect(await call('add', { ...HOUSING, code: 'FT-X3', organId: luohu.data.records[0].organId })).toMatchObject({ code: 400, msg: '所属单位不存在或不在本单位管辖范围内' });
    expect(await call('add', { ...HOUSING, code: 'FT-X4', name: '' })).toMatchObject({ code: 400 });
    expect((await page()).data.total).toBe(before);
  });

  it('keeps each committee to its units and refuses each action without its button', async () => {
    const luohu = await t.call<{ records: { organId: string }[] }>('POST', '/teamworkmanager/org/page', { token: admin, body: { organName: '罗湖大队' } });
    const other = await call('add', { name: '罗湖区教育局', code: 'LH-JY', organId: luohu.data.records[0].organId }, admin);
    expect(other.code).toBe(0);
    expect((await page()).data.records.some((r) => r.code === 'LH-JY')).toBe(false);
    expect((await t.call('GET', '/teamworkmanager/committee/detail', { token: dadui, query: { id: other.data.id } })).code).toBe(404);

    await grantMenus(t, 'zhidui', 'committeeViewer', [11000, 11200, 11220]);
    const zhidui = await t.login('zhidui');
    const row = (await page({ name: 'FT-ZJ' }, zhidui)).data.records.find((r) => r.code === 'FT-ZJ')!;
    expect((await call('add', { ...HOUSING, code: 'FT-X5' }, zhidui)).code).toBe(403);
    expect((await call('edit', { ...HOUSING, id: row.id, name: '改名', version: row.version }, zhidui)).code).toBe(403);
    expect((await call('delete', { ids: [row.id] }, zhidui)).code).toBe(403);
    expect((await page({ name: 'FT-ZJ' }, zhidui)).data.records.find((r) => r.code === 'FT-ZJ')).toMatchObject({ name: HOUSING.name, version: row.version });
  });
});
