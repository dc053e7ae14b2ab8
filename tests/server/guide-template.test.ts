import type { GuideTemplateRow } from '../../server/entities/guide-template.entity';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: GuideTemplateRow[] };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const page = (body: Record<string, unknown> = {}) => t.call<Page>('POST', '/guide/getPage', { token: admin, body });
const detail = (id: string) => t.call<GuideTemplateRow>('GET', '/guide/getDetail', { token: admin, query: { id } });
const NEW = { name: '加油站检查指引', guideType: 'supervision', content: ' 检查防爆电气、静电接地和灭火器配置。 ', basis: '', sort: 3 };

describe('guide templates (xdmb)', () => {
  it('lists the seeded templates ordered by type and sort, filtered by keyword and type', async () => {
    const all = (await page()).data;
    expect(all.total).toBe(4);
    expect(all.records.filter((r) => r.guideType === 'supervision').map((r) => r.id)).toEqual(['gt-crowded-place', 'gt-high-rise']);
    expect((await page({ guideType: 'enforcement' })).data.records.map((r) => r.id)).toEqual(['gt-penalty-procedure']);
    expect((await page({ keyword: '物证' })).data.records.map((r) => r.id)).toEqual(['gt-fire-cause']);
    expect((await page({ keyword: '高层' })).data.total).toBe(1);
  });

  it('creates a template with trimmed text and reads it back', async () => {
    const env = await t.call<GuideTemplateRow>('POST', '/guide/add', { token: admin, body: NEW });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ content: '检查防爆电气、静电接地和灭火器配置。', basis: null, sort: 3, creatorName: '系统管理员', version: 1 });
    expect((await detail(env.data.id)).data.name).toBe(NEW.name);
  });

  it('rejects bad input naming the field, and changes nothing', async () => {
    const before = (await page()).data.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '模板名称不能为空'],
      [{ content: '  ' }, '指导内容不能为空'],
      [{ guideType: 'other' }, '业务类型取值不正确'],
      [{ sort: -1 }, '排序不能小于0'],
    ];
    for (const [change, msg] of cases) {
      expect(await t.call('POST', '/guide/add', { token: admin, body: { ...NEW, ...change } })).toMatchObject({ code: 400, msg });
    }
    expect((await page()).data.total).toBe(before);
  });

  it('updates with the version it read; a stale version gets 409', async () => {
    const [row] = (await page({ keyword: '加油站' })).data.records;
    const body = { ...NEW, id: row.id, basis: '《加油站消防安全管理》', version: row.version };
    expect((await t.call<GuideTemplateRow>('POST', '/guide/update', { token: admin, body })).data).toMatchObject({ basis: '《加油站消防安全管理》', version: row.version + 1 });
    expect(await t.call('POST', '/guide/update', { token: admin, body: { ...body, name: '过期' } })).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await detail(row.id)).data.name).toBe(NEW.name);
  });

  it('deletes all or nothing', async () => {
    const [row] = (await page({ keyword: '加油站' })).data.records;
    expect((await t.call('POST', '/guide/batchDelete', { token: admin, body: { ids: [row.id, 'missing'] } })).code).toBe(404);
    expect((await detail(row.id)).code).toBe(0);
    expect((await t.call('POST', '/guide/batchDelete', { token: admin, body: { ids: [row.id] } })).data).toEqual({ removed: 1 });
    expect((await detail(row.id)).code).toBe(404);
  });

  it('refuses add, edit and delete without their buttons', async () => {
    await grantMenus(t, 'dadui', 'guideViewer', [11000, 11600]);
    const dadui = await t.login('dadui');
    const row = (await detail('gt-high-rise')).data;
    expect((await t.call('POST', '/guide/getPage', { token: dadui, body: {} })).code).toBe(0);
    expect((await t.call('POST', '/guide/add', { token: dadui, body: NEW })).code).toBe(403);
    expect((await t.call('POST', '/guide/update', { token: dadui, body: { ...NEW, id: row.id, version: row.version } })).code).toBe(403);
    expect((await t.call('POST', '/guide/batchDelete', { token: dadui, body: { ids: [row.id] } })).code).toBe(403);
    expect((await detail(row.id)).data.version).toBe(row.version);
  });
});
