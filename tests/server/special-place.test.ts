import type { SpecialPlaceRow } from '../../server/entities/special-place.entity';
import type { StreetPlaceNode } from '../../server/routes/system/special-place';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: SpecialPlaceRow[] };

let t: TestApp;
let admin: string;
let dadui: string;
let streets: StreetPlaceNode[];
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
  await grantMenus(t, 'dadui', 'placeManager', [11000, 11200, 11240, 11241, 11242, 11243]);
  dadui = await t.login('dadui');
  streets = (await tree()).data;
});
afterAll(async () => {
  await t.close();
});

const call = <T = SpecialPlaceRow>(path: string, body: unknown, token = dadui) => t.call<T>('POST', `/tw/spc/${path}`, { token, body });
const page = (body: Record<string, unknown> = {}, token = dadui) => call<Page>('page', body, token);
function tree(token = dadui) {
  return t.call<StreetPlaceNode[]>('GET', '/tw/spc/queryTree', { token });
}
const place = () => ({ organId: streets[0].id, name: '华强北电子市场', category: 2, address: '福田区华强北路1001号', contactName: '陈刚', contactPhone: '13900000001' });

describe('street premises (jdcsgl)', () => {
  it('lists the streets of the caller’s units as a tree, adds premises to one and shows them under it', async () => {
    expect(streets.length).toBeGreaterThan(1);
    expect(streets.every((s) => s.type === 'street' && s.label.endsWith('街道'))).toBe(true);
    const created = await call('add', place());
    expect(created).toMatchObject({ code: 0, data: { streetName: streets[0].label, categoryText: '人员密集场所', version: 1 } });
    const node = (await tree()).data.find((s) => s.id === streets[0].id);
    expect(node?.children).toContainEqual({ id: created.data.id, label: '华强北电子市场', type: 'place', category: 2 });
    expect(node?.children.length).toBeGreaterThan(1);
    expect((await page({ name: '华强北', category: 2 })).data.total).toBe(1);
    expect((await page({ organId: streets[1].id, name: '华强北' })).data.total).toBe(0);
  });

  it('edits with the version (moving it to another street), refuses a stale version, deletes it', async () => {
    const [row] = (await page({ name: '华强北' })).data.records;
    const edited = await call('update', { ...place(), id: row.id, organId: streets[1].id, category: 1, version: row.version });
    expect(edited.data).toMatchObject({ streetName: streets[1].label, categoryText: '九小场所', version: row.version + 1 });
    expect(await call('update', { ...place(), id: row.id, version: row.version })).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await call<{ removed: number }>('delete', { ids: [row.id] })).data.removed).toBe(1);
    expect((await t.call('GET', '/tw/spc/detail', { token: dadui, query: { id: row.id } })).code).toBe(404);
    expect((await page({ name: '华强北' })).data.total).toBe(0);
  });

  it('rejects a unit that is not a street, a street out of scope, a bad category or phone; nothing changes', async () => {
    await call('add', place());
    const before = (await page()).data.total;
    const daduiUnit = await t.call<{ records: { organId: string }[] }>('POST', '/teamworkmanager/org/page', { token: admin, body: { organName: '福田大队' } });
    expect(await call('add', { ...place(), organId: daduiUnit.data.records[0].organId })).toMatchObject({ code: 400, msg: '所属街道不存在或不在本单位管辖范围内' });
    const outside = (await tree(admin)).data.find((s) => !streets.some((mine) => mine.id === s.id))!;
    expect(await call('add', { ...place(), organId: outside.id })).toMatchObject({ code: 400, msg: '所属街道不存在或不在本单位管辖范围内' });
    expect((await call('add', { ...place(), category: 9 })).code).toBe(400);
    expect((await call('add', { ...place(), contactPhone: 'abc' })).code).toBe(400);
    expect((await call('add', { ...place(), address: '  ' })).msg).toBe('场所地址不能为空');
    expect((await page()).data.total).toBe(before);
  });

  it('keeps premises to the caller’s streets and refuses each action without its button', async () => {
    const outside = (await tree(admin)).data.find((s) => !streets.some((mine) => mine.id === s.id))!;
    const other = await call('add', { ...place(), organId: outside.id, name: '外区商场' }, admin);
    expect(other.code).toBe(0);
    expect((await page({ name: '外区商场' })).data.total).toBe(0);
    expect((await t.call('GET', '/tw/spc/detail', { token: dadui, query: { id: other.data.id } })).code).toBe(404);

    await grantMenus(t, 'zhidui', 'placeViewer', [11000, 11200, 11240]);
    const zhidui = await t.login('zhidui');
    const [row] = (await page({ name: '华强北电子' }, zhidui)).data.records;
    expect((await call('add', place(), zhidui)).code).toBe(403);
    expect((await call('update', { ...place(), id: row.id, name: '改名', version: row.version }, zhidui)).code).toBe(403);
    expect((await call('delete', { ids: [row.id] }, zhidui)).code).toBe(403);
    expect((await page({ name: '华强北电子' }, zhidui)).data.records[0]).toMatchObject({ name: '华强北电子市场', version: row.version });
  });
});
