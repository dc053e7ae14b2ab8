import type { NoticeTemplateRow } from '../../server/entities/notice-template.entity';
import { fillTemplate } from '../../server/services/notice-templates';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: NoticeTemplateRow[] };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const page = (body: Record<string, unknown> = {}) => t.call<Page>('POST', '/sys/noticeTemplate/getPage', { token: admin, body });
const detail = (id: string) => t.call<NoticeTemplateRow>('GET', '/sys/noticeTemplate/getDetail', { token: admin, query: { id } });
const NEW = { name: '检查到期提醒', code: 'checkDue', category: 'task', title: '${taskName}即将到期', content: '任务${taskName}将于${dueDate}到期，请及时处理。', enabled: true };

describe('message templates (xxmb)', () => {
  it('lists the seeded templates and filters by name, category and state', async () => {
    expect((await page()).data.total).toBe(4);
    expect((await page({ category: 'approval' })).data.records.map((r) => r.code).sort()).toEqual(['approvalPassed', 'approvalRejected']);
    expect((await page({ enabled: false })).data.records.map((r) => r.code)).toEqual(['systemMaintenance']);
    expect((await page({ name: '审批通过' })).data.total).toBe(1);
  });

  it('creates a template and reads its placeholders back', async () => {
    const env = await t.call<NoticeTemplateRow>('POST', '/sys/noticeTemplate/add', { token: admin, body: NEW });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ code: 'checkDue', placeholders: ['taskName', 'dueDate'], creatorName: '系统管理员', version: 1 });
    expect((await detail(env.data.id)).data.content).toBe(NEW.content);
    expect(fillTemplate(env.data.content, { taskName: '福田消防检查', dueDate: '2026-12-01' })).toBe('任务福田消防检查将于2026-12-01到期，请及时处理。');
  });

  it('rejects bad input naming the field, and changes nothing', async () => {
    const before = (await page()).data.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '模板名称不能为空'],
      [{ code: 'checkDue' }, '模板编码checkDue已存在'],
      [{ code: '9bad' }, '模板编码格式不正确'],
      [{ category: 'sms' }, '消息类别取值不正确'],
      [{ remark: '长'.repeat(201) }, '备注长度不能超过200位'],
      [{ content: '任务${taskName将到期' }, '模板内容中的占位符格式不正确，应为${字母、数字或下划线}'],
    ];
    for (const [change, msg] of cases) {
      const env = await t.call('POST', '/sys/noticeTemplate/add', { token: admin, body: { ...NEW, code: 'another', ...change } });
      expect(env).toMatchObject({ code: 400, msg });
    }
    expect((await page()).data.total).toBe(before);
  });

  it('updates with the version it read; a stale version gets 409', async () => {
    const [row] = (await page({ name: '检查到期' })).data.records;
    const body = { ...NEW, id: row.id, title: '${taskName}明天到期', version: row.version };
    const env = await t.call<NoticeTemplateRow>('POST', '/sys/noticeTemplate/update', { token: admin, body });
    expect(env.data).toMatchObject({ title: '${taskName}明天到期', version: row.version + 1 });
    const stale = await t.call('POST', '/sys/noticeTemplate/update', { token: admin, body: { ...body, title: '过期' } });
    expect(stale).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await detail(row.id)).data.title).toBe('${taskName}明天到期');
  });

  it('deletes all or nothing, and the code can be used again', async () => {
    const [row] = (await page({ name: '检查到期' })).data.records;
    expect((await t.call('POST', '/sys/noticeTemplate/batchDelete', { token: admin, body: { ids: [row.id, 'missing'] } })).code).toBe(404);
    expect((await detail(row.id)).code).toBe(0);
    expect((await t.call('POST', '/sys/noticeTemplate/batchDelete', { token: admin, body: { ids: [row.id] } })).code).toBe(0);
    expect((await detail(row.id)).code).toBe(404);
    expect((await t.call('POST', '/sys/noticeTemplate/add', { token: admin, body: NEW })).code).toBe(0);
  });

  it('refuses add, edit and delete without their buttons', async () => {
    await grantMenus(t, 'dadui', 'templateViewer', [11000, 11700]);
    const dadui = await t.login('dadui');
    const [row] = (await page()).data.records;
    expect((await t.call('POST', '/sys/noticeTemplate/getPage', { token: dadui, body: {} })).code).toBe(0);
    expect((await t.call('POST', '/sys/noticeTemplate/add', { token: dadui, body: { ...NEW, code: 'x1' } })).code).toBe(403);
    expect((await t.call('POST', '/sys/noticeTemplate/update', { token: dadui, body: { ...NEW, id: row.id, version: row.version } })).code).toBe(403);
    expect((await t.call('POST', '/sys/noticeTemplate/batchDelete', { token: dadui, body: { ids: [row.id] } })).code).toBe(403);
    expect((await detail(row.id)).data.version).toBe(row.version);
  });
});
