import type { EntityRow } from '../../server/entity/define-entity';
import type { assessmentItem } from '../../server/entities/assessment-item.entity';

type AssessmentItemRow = EntityRow<typeof assessmentItem>;
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: AssessmentItemRow[] };

let t: TestApp;
let zhidui: string;
beforeAll(async () => {
  t = await openTestApp();
  await grantMenus(t, 'zhidui', 'assessmentManager', [11000, 11800, 11810]);
  zhidui = await t.login('zhidui');
});
afterAll(async () => {
  await t.close();
});

const call = <T = AssessmentItemRow>(path: string, body: unknown, token = zhidui) => t.call<T>('POST', `/performance/assessItem/${path}`, { token, body });
const page = (body: Record<string, unknown> = {}, token = zhidui) => call<Page>('page', body, token);
const EXAM = { name: '执法考试', source: 5, weight: 10, fullScore: 100, sort: 5, enabled: true, remark: '' };

describe('personal assessment settings (kaopingsz)', () => {
  it('lists the seeded items whose enabled weights add up to 100', async () => {
    const { records } = (await page()).data;
    expect(records.map((r) => r.name)).toEqual(['履职量化得分', '工作评价', '领导评价', '民主测评']);
    expect(records.reduce((sum, r) => sum + (r.enabled ? r.weight : 0), 0)).toBe(100);
    expect((await page({ source: 3 })).data.records[0]).toMatchObject({ sourceText: '领导评价', weight: 20 });
  });

  it('refuses an enabled item beyond 100%, a duplicate name or a zero full score; nothing changes', async () => {
    const before = (await page()).data.total;
    expect(await call('add', EXAM)).toMatchObject({ code: 400, msg: '启用的考评项目权重合计不能超过100%（其他项目已占100%）' });
    expect(await call('add', { ...EXAM, name: '工作评价', enabled: false })).toMatchObject({ code: 400, msg: '考评项目工作评价已存在' });
    expect((await call('add', { ...EXAM, enabled: false, fullScore: 0 })).code).toBe(400);
    expect((await call('add', { ...EXAM, enabled: false, weight: 101 })).code).toBe(400);
    expect((await page()).data.total).toBe(before);
  });

  it('adds a disabled item, moves weight to it with the versions, refuses a stale version, deletes it', async () => {
    const exam = await call('add', { ...EXAM, enabled: false });
    expect(exam.data).toMatchObject({ enabled: false, sourceText: '其他', version: 1 });
    const [peer] = (await page({ name: '民主测评' })).data.records;
    const lowered = await call('update', { ...peer, remark: peer.remark, weight: 0 });
    expect(lowered.data).toMatchObject({ weight: 0, version: peer.version + 1 });
    const enabled = await call('update', { ...EXAM, id: exam.data.id, version: 1 });
    expect(enabled.data).toMatchObject({ enabled: true, weight: 10, version: 2 });
    expect(await call('update', { ...EXAM, id: exam.data.id, version: 1 })).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await call<{ removed: number }>('delete', { ids: [exam.data.id] })).data.removed).toBe(1);
    expect((await t.call('GET', '/performance/assessItem/detail', { token: zhidui, query: { id: exam.data.id } })).code).toBe(404);
    expect(await call('delete', { ids: [exam.data.id] })).toMatchObject({ code: 404 });
  });

  it('refuses every call to a user without the menu', async () => {
    const dadui = await t.login('dadui');
    const [item] = (await page()).data.records;
    expect((await page({}, dadui)).code).toBe(403);
    expect((await call('add', { ...EXAM, enabled: false }, dadui)).code).toBe(403);
    expect((await call('update', { ...item, version: item.version }, dadui)).code).toBe(403);
    expect((await call('delete', { ids: [item.id] }, dadui)).code).toBe(403);
    expect((await page({ name: item.name })).data.records[0].version).toBe(item.version);
  });
});
