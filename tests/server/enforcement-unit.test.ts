import type { EnforcementUnitRow as UnitRow } from '../../server/entities/enforcement-unit.entity';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page<R = UnitRow> = { total: number; records: R[] };

let t: TestApp;
let admin: string;
let dadui: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
  await grantMenus(t, 'dadui', 'unitManager', [11000, 11200, 11230, 11231, 11232, 11233, 11234, 11235]);
  dadui = await t.login('dadui');
});
afterAll(async () => {
  await t.close();
});

const call = <T = UnitRow>(path: string, body: unknown, token = dadui) => t.call<T>('POST', `/teamworkmanager/org/${path}`, { token, body });
const page = (body: Record<string, unknown> = {}, token = dadui) => call<Page>('page', body, token);
const STATION = { name: '福田梅林消防救援站', sortName: '梅林站', level: 4, areaCode: '440304', sort: 9 };

describe('enforcement units (zfdwgl)', () => {
  it('lists the caller’s unit and those below it only', async () => {
    const mine = await page({ size: 100 });
    expect(mine.data.records[0]).toMatchObject({ organSortName: '福田大队', levelText: '大队' });
    expect(mine.data.records.some((r) => r.organSortName === '罗湖大队')).toBe(false);
    expect((await page({ organName: '派出所', level: 5 })).data.records.map((r) => r.organSortName).sort()).toEqual(['南园派出所', '福田派出所']);
    const all = await page({ level: 3 }, admin);
    expect(all.data.total).toBe(10);
  });

  it('adds a station under the caller’s unit, edits it with its version, lists its people, deletes it', async () => {
    const created = await call('add', STATION);
    expect(created.data).toMatchObject({ parentName: '福田大队', level: 4, version: 1, userCount: 0 });
    const id = created.data.organId;
    const edited = await call('edit', { ...STATION, organId: id, sortName: '梅林特勤站', version: 1 });
    expect(edited.data).toMatchObject({ organSortName: '梅林特勤站', version: 2 });
    expect(await call('edit', { ...STATION, organId: id, version: 1 })).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    const sub = await call('addSub', { parentId: id, name: '梅林执勤点', sortName: '梅林执勤点', level: 6 });
    expect(sub.data.parentName).toBe('梅林特勤站');
    expect(await call('delete', { ids: [id] })).toMatchObject({ code: 409, msg: '梅林特勤站下还有单位，请先删除下级单位' });
    expect((await call<{ removed: number }>('delete', { ids: [sub.data.organId, id] })).data.removed).toBe(2);
    expect((await t.call('GET', '/teamworkmanager/org/detail', { token: dadui, query: { organId: id } })).code).toBe(404);
  });

  it('shows the people of a unit and refuses to delete a unit that has people', async () => {
    const [police] = (await page({ organName: '福田派出所' })).data.records;
    const people = await call<Page<{ account: string }>>('people', { organId: police.organId });
    expect(people.data.records.map((p) => p.account)).toContain('paichusuo');
    expect((await call('delete', { ids: [police.organId] })).code).toBe(409);
  });

  it('rejects a level above the parent, a unit outside the scope and a bad code; nothing changes', async () => {
    const before = (await page()).data.total;
    expect(await call('add', { ...STATION, level: 2 })).toMatchObject({ code: 400, msg: '单位级别应低于上级单位（大队）' });
    const [luohu] = (await page({ organName: '罗湖大队' }, admin)).data.records;
    expect(await call('addSub', { ...STATION, parentId: luohu.organId })).toMatchObject({ code: 400, msg: '上级单位不存在或不在本单位管辖范围内' });
    expect(await call('add', { ...STATION, areaCode: 'abc' })).toMatchObject({ code: 400, msg: '行政区划代码格式不正确' });
    expect(await call('add', { ...STATION, name: '' })).toMatchObject({ code: 400, msg: '单位名称不能为空' });
    expect((await page()).data.total).toBe(before);
    const [own] = (await page({ organName: '福田大队' })).data.records;
    const ownFields = { name: own.organName, sortName: own.organSortName, level: own.level, unitCategory: own.unitCategory, areaCode: own.areaCode, organId: own.organId, version: own.version };
    expect(await call('edit', { ...ownFields, level: 5 })).toMatchObject({ code: 400, msg: '单位级别不能低于其下级单位' });
    expect((await call('edit', { ...ownFields, sort: 3 })).data).toMatchObject({ sort: 3, version: own.version + 1 });
  });

  it('refuses each action without its button', async () => {
    await grantMenus(t, 'zhidui', 'unitViewer', [11000, 11200, 11230]);
    const zhidui = await t.login('zhidui');
    const [station] = (await page({ level: 4 }, zhidui)).data.records;
    expect((await call('add', STATION, zhidui)).code).toBe(403);
    expect((await call('addSub', { ...STATION, parentId: station.organId }, zhidui)).code).toBe(403);
    expect((await call('edit', { ...STATION, organId: station.organId, version: station.version }, zhidui)).code).toBe(403);
    expect((await call('delete', { ids: [station.organId] }, zhidui)).code).toBe(403);
    expect((await call('people', { organId: station.organId }, zhidui)).code).toBe(403);
    expect((await page({ organName: station.organName }, zhidui)).data.records[0].version).toBe(station.version);
  });
});
