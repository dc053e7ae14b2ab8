import type { AreaRow } from '../../server/entities/area.entity';
import type { AreaNode } from '../../server/services/areas';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: AreaRow[] };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const call = <T = AreaRow>(path: string, body: unknown, token = admin) => t.call<T>('POST', path, { token, body });
const page = (body: Record<string, unknown> = {}) => call<Page>('/tw/area/page', body);
const byName = async (name: string) => (await page({ name })).data.records.find((r) => r.name === name)!;
const flatten = (nodes: AreaNode[]): AreaNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('regions (qygl)', () => {
  it('gives the tree and the district options to any logged-in user', async () => {
    const jiedao = await t.login('jiedao');
    const tree = await call<AreaNode[]>('/tw/area/getAreaTrees', {}, jiedao);
    expect(tree.data[0]).toMatchObject({ name: '广东省', level: 1 });
    expect(flatten(tree.data).find((n) => n.name === '福田区')?.children.length).toBeGreaterThan(0);
    const districts = await t.call<{ label: string }[]>('GET', '/tw/area/getDistrictSelectList', { token: jiedao });
    expect(districts.data.map((d) => d.label)).toContain('福田区');
  });

  it('lists by level with parent names and child counts', async () => {
    const districts = await page({ level: 3, size: 50 });
    expect(districts.data.total).toBe(10);
    const futian = districts.data.records.find((r) => r.name === '福田区')!;
    expect(futian).toMatchObject({ parentName: '深圳市', levelText: '区', childCount: 3 });
  });

  it('adds a district and a street under it, edits each with its own button, deletes bottom-up', async () => {
    const city = await byName('深圳市');
    const district = await call('/tw/area/add', { parentId: city.id, name: '深汕特别合作区', code: '440399' });
    expect(district.data).toMatchObject({ level: 3, parentName: '深圳市', version: 1 });
    const street = await call('/tw/area/addSub', { parentId: district.data.id, name: '鹅埠镇', code: '440399001' });
    expect(street.data).toMatchObject({ level: 4, levelText: '街道' });

    const renamed = await call('/tw/area/update', { id: street.data.id, name: '鹅埠街道', code: '440399001', version: 1 });
    expect(renamed.data).toMatchObject({ name: '鹅埠街道', version: 2 });
    expect(await call('/tw/area/update', { id: street.data.id, name: '旧名', code: '440399001', version: 1 })).toMatchObject({ code: 409 });

    expect(await call('/tw/area/delete', { ids: [district.data.id] })).toMatchObject({ code: 409, msg: '深汕特别合作区下还有区域，请先删除下级区域' });
    expect((await call<{ removed: number }>('/tw/area/delete', { ids: [street.data.id] })).data.removed).toBe(1);
    expect((await call<{ removed: number }>('/tw/area/delete', { ids: [district.data.id] })).data.removed).toBe(1);
    expect((await t.call('GET', '/tw/area/getDetail', { token: admin, query: { id: district.data.id } })).code).toBe(404);
  });

  it('places an area by its code when no parent is chosen', async () => {
    const street = await call('/tw/area/add', { name: '香蜜湖街道', code: '440304010' });
    expect(street.data).toMatchObject({ parentName: '福田区', level: 4 });
    expect(await call('/tw/area/add', { name: '某街道', code: '440398001' })).toMatchObject({ code: 400, msg: '未找到上级区域（编码440398），请先新增上级区域' });
    const province = await call('/tw/area/add', { name: '香港特别行政区', code: '810000' });
    expect(province.data).toMatchObject({ parentId: null, level: 1 });
    await call('/tw/area/delete', { ids: [street.data.id, province.data.id] });
  });

  it('refuses an area a unit uses, bad codes and taken codes; nothing changes', async () => {
    const futian = await byName('福田区');
    expect(await call('/tw/area/delete', { ids: [futian.id] })).toMatchObject({ code: 409 });
    const before = (await page()).data.total;
    expect(await call('/tw/area/add', { name: '新区', code: '12ab' })).toMatchObject({ code: 400, msg: '区域编码格式不正确' });
    expect(await call('/tw/area/add', { name: '新区', code: futian.code })).toMatchObject({ code: 400, msg: `区域编码${futian.code}已存在` });
    expect(await call('/tw/area/addSub', { name: '新区', code: '440399002' })).toMatchObject({ code: 400, msg: '上级区域不能为空' });
    expect((await page()).data.total).toBe(before);
  });

  it('refuses each change without its button; streets and other areas have separate edit buttons', async () => {
    await grantMenus(t, 'dadui', 'areaViewer', [11000, 11200, 11210, 11214]);
    const dadui = await t.login('dadui');
    const futian = await byName('福田区');
    const street = (await page({ parentId: futian.id })).data.records[0];
    const streetEdit = await call('/tw/area/update', { id: street.id, name: `${street.name}`, code: street.code, version: street.version }, dadui);
    expect(streetEdit.code).toBe(0);
    expect(await call('/tw/area/update', { id: futian.id, name: '改名', code: futian.code, version: futian.version }, dadui)).toMatchObject({ code: 403, msg: '您没有「区域管理-编辑」的权限' });
    expect((await call<Page>('/tw/area/page', {}, dadui)).code).toBe(0);
    expect((await call('/tw/area/add', { name: '新区', code: '440398' }, dadui)).code).toBe(403);
    expect((await call('/tw/area/addSub', { parentId: futian.id, name: '新街道', code: '440304099' }, dadui)).code).toBe(403);
    expect((await call('/tw/area/delete', { ids: [futian.id] }, dadui)).code).toBe(403);
    expect((await byName('福田区')).version).toBe(futian.version);
  });
});
