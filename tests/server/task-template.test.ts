import type { TaskTemplateRow } from '../../server/entities/task-template.entity';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: TaskTemplateRow[] };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const page = (body: Record<string, unknown> = {}) => t.call<Page>('POST', '/taskTemplate/getPage', { token: admin, body });
const detail = (id: string) => t.call<TaskTemplateRow>('GET', '/taskTemplate/getDetail', { token: admin, query: { id } });
const post = (url: string, body: unknown, token = admin) => t.call<Record<string, number>>('POST', url, { token, body });
const NEW = { name: '高层建筑专项检查', taskType: 'inspection', description: '高层建筑消防安全专项检查', items: ['消防车通道畅通', ' 消防电梯运行正常 ', ''] };

describe('task templates (taskTemplate)', () => {
  it('lists the seeded templates and filters by name, type and state', async () => {
    expect((await page()).data.total).toBe(4);
    expect((await page({ taskType: 'spotCheck' })).data.records.map((r) => r.id)).toEqual(['tt-spot-check']);
    expect((await page({ enabled: false })).data.records.map((r) => r.id)).toEqual(['tt-propaganda']);
    expect((await page({ name: '复查' })).data.total).toBe(1);
  });

  it('creates a disabled template with trimmed items and reads it back', async () => {
    const env = await t.call<TaskTemplateRow>('POST', '/taskTemplate/add', { token: admin, body: NEW });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ name: '高层建筑专项检查', items: ['消防车通道畅通', '消防电梯运行正常'], itemCount: 2, enabled: false, creatorName: '系统管理员', version: 1 });
    expect((await detail(env.data.id)).data.description).toBe(NEW.description);
  });

  it('rejects bad input naming the field, and changes nothing', async () => {
    const before = (await page()).data.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '模板名称不能为空'],
      [{ name: '   ' }, '模板名称不能为空'],
      [{ taskType: 'fire' }, '任务类型取值不正确'],
      [{ items: [' ', ''] }, '检查项不能为空'],
      [{ items: ['疏散通道', '疏散通道'] }, '检查项“疏散通道”重复'],
    ];
    for (const [change, msg] of cases) {
      expect(await t.call('POST', '/taskTemplate/add', { token: admin, body: { ...NEW, ...change } })).toMatchObject({ code: 400, msg });
    }
    expect((await page()).data.total).toBe(before);
  });

  it('updates with the version it read; a stale version gets 409', async () => {
    const [row] = (await page({ name: '高层建筑' })).data.records;
    const body = { ...NEW, id: row.id, items: ['消防车通道畅通'], version: row.version };
    expect((await t.call<TaskTemplateRow>('POST', '/taskTemplate/update', { token: admin, body })).data).toMatchObject({ itemCount: 1, version: row.version + 1 });
    expect(await post('/taskTemplate/update', { ...body, name: '过期' })).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await detail(row.id)).data.name).toBe(NEW.name);
  });

  it('enables and disables; an enabled template cannot be deleted', async () => {
    const [row] = (await page({ name: '高层建筑' })).data.records;
    expect((await post('/taskTemplate/enable', { ids: [row.id] })).data).toEqual({ changed: 1 });
    expect((await detail(row.id)).data.enabled).toBe(true);
    expect(await post('/taskTemplate/batchDelete', { ids: [row.id] })).toMatchObject({ code: 400, msg: '任务模板“高层建筑专项检查”已启用，请先停用再删除' });
    expect((await post('/taskTemplate/disable', { ids: [row.id, 'missing'] })).code).toBe(404);
    expect((await detail(row.id)).data.enabled).toBe(true);
    expect((await post('/taskTemplate/disable', { ids: [row.id] })).code).toBe(0);
    expect((await detail(row.id)).data.enabled).toBe(false);
  });

  it('deletes all or nothing', async () => {
    const [row] = (await page({ name: '高层建筑' })).data.records;
    expect((await post('/taskTemplate/batchDelete', { ids: [row.id, 'missing'] })).code).toBe(404);
    expect((await detail(row.id)).code).toBe(0);
    expect((await post('/taskTemplate/batchDelete', { ids: [row.id] })).data).toEqual({ removed: 1 });
    expect((await detail(row.id)).code).toBe(404);
  });

  it('refuses add, edit, enable, disable and delete without their buttons', async () => {
    await grantMenus(t, 'dadui', 'taskTemplateViewer', [11000, 11500]);
    const dadui = await t.login('dadui');
    const row = (await detail('tt-propaganda')).data;
    expect((await post('/taskTemplate/getPage', {}, dadui)).code).toBe(0);
    expect((await post('/taskTemplate/add', NEW, dadui)).code).toBe(403);
    expect((await post('/taskTemplate/update', { ...NEW, id: row.id, version: row.version }, dadui)).code).toBe(403);
    expect((await post('/taskTemplate/enable', { ids: [row.id] }, dadui)).code).toBe(403);
    expect((await post('/taskTemplate/disable', { ids: ['tt-spot-check'] }, dadui)).code).toBe(403);
    expect((await post('/taskTemplate/batchDelete', { ids: [row.id] }, dadui)).code).toBe(403);
    expect((await detail(row.id)).data).toMatchObject({ enabled: false, version: row.version });
  });
});
