/** The common screens of an inspection task: 消防监督检查记录 (page and .docx), 项目详情 and 其他检查记录. */
import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { writTemplates } from '../../server/db/schema';
import { openTestApp, type TestApp } from '../helpers/app';
import { luohuAccount } from './support/business';
import { grantMenus } from './support/grant-menus';
import { supervisionPeople, type TaskRow } from './support/supervision';

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
});
afterAll(async () => {
  await t.close();
});

const call = <T = TaskRow>(url: string, body: Record<string, unknown>, token = p.dadui.token) => t.call<T>('POST', url, { token, body });
const get = <T>(url: string, query: Record<string, string>, token = p.dadui.token) => t.call<T>('GET', url, { token, query });
const NEW = () => ({ companyId: p.company.id, taskClassification: 'inspection', source: 'plan', agentId: p.dadui.id, assistantHandlerId: p.mate.id, endDate: '2099-12-31' });

async function checked(result: 'deadline' | 'qualified', checkDate: string): Promise<TaskRow> {
  const added = (await call('/supervision/add', NEW())).data;
  const task = (await call('/supervision/accept', { id: added.id, version: added.version })).data;
  const hazards = result === 'deadline' ? [{ description: '二层疏散通道堆放货物', level: 'general' }] : [];
  const items = [{ item: '疏散通道是否畅通', passed: result !== 'deadline', finding: result === 'deadline' ? '二层疏散通道堆放货物' : '' }];
  return (await call('/supervision/checkRecord', { id: task.id, version: task.version, checkDate, checkItems: items, hazards, checkResult: result, causeId: result === 'deadline' ? 'cc-1' : null, unitSigner: '王经理' })).data;
}

interface RecordDoc {
  title: string;
  lines: string[];
  organName: string;
  datedText: string;
}

describe('消防监督检查记录 (/word/jdjcxfjdjcjl)', () => {
  it('fills the enabled template of 模板设置 from the check record, on the page and in the .docx', async () => {
    const task = await checked('deadline', '2026-01-05');
    const served = (await call('/supervision/deadlineNotice', { id: task.id, version: task.version, rectifyWorkingDays: 10 })).data;
    const env = await get<RecordDoc>('/supervision/recordDocument', { id: task.id });
    expect(env.code).toBe(0);
    const text = env.data.lines.join('\n');
    expect(env.data.title).toBe('消防监督检查记录');
    expect(env.data.datedText).toBe('2026年1月5日');
    expect(text).toContain(`被检查单位（场所）：${p.company.name}`);
    expect(text).toContain('检查时间：2026年1月5日');
    expect(text).toContain('疏散通道是否畅通：不符合，二层疏散通道堆放货物');
    expect(text).toContain('检查结果：责令限期改正');
    expect(text).toContain(served.deadlineNoticeNumber!);
    expect(text).toContain('被检查单位随同检查人员：王经理');
    expect(text).not.toContain('${');

    const docx = await t.app.inject({ method: 'GET', url: '/api/supervision/recordDocx', query: { id: task.id }, headers: { token: p.dadui.token } });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    expect(decodeURIComponent(String(docx.headers['content-disposition']))).toContain('消防监督检查记录');
    const xml = await (await JSZip.loadAsync(docx.rawPayload)).file('word/document.xml')!.async('string');
    expect(xml).toContain('二层疏散通道堆放货物');
    expect(xml).toContain(p.company.name);
  });

  it('refuses a task not yet checked (400), a disabled template (400), another brigade (403) and a user without the task screens (403)', async () => {
    const open = (await call('/supervision/add', NEW())).data;
    expect(await get('/supervision/recordDocument', { id: open.id })).toMatchObject({ code: 400, msg: '该任务尚未填写检查记录' });
    const task = await checked('qualified', '2026-01-06');
    await t.db.update(writTemplates).set({ enabled: false }).where(eq(writTemplates.code, 'XFJDJCJL'));
    expect(await get('/supervision/recordDocument', { id: task.id })).toMatchObject({ code: 400, msg: '未找到启用的消防监督检查记录模板，请在模板设置中启用' });
    await t.db.update(writTemplates).set({ enabled: true }).where(eq(writTemplates.code, 'XFJDJCJL'));
    const luohu = await luohuAccount(t);
    await grantMenus(t, luohu.account, 'luohuRecord', [2000, 1030]);
    expect(await get('/supervision/recordDocument', { id: task.id }, luohu.token)).toMatchObject({ code: 403, msg: '只能查看本单位及下级单位的监督检查任务' });
    const docx = await t.app.inject({ method: 'GET', url: '/api/supervision/recordDocx', query: { id: task.id }, headers: { token: luohu.token } });
    expect(docx.json()).toMatchObject({ code: 403 });
    const paichusuo = await t.login('paichusuo');
    expect((await get('/supervision/recordDocument', { id: task.id }, paichusuo)).code).toBe(403);
  });
});

interface History {
  unit: { id: string; name: string };
  tasks: TaskRow[];
  notices: { taskId: string; kindText: string; documentNumber: string }[];
  cases: unknown[];
}

describe('项目详情 and 其他检查记录', () => {
  it('gathers the unit’s tasks, check records and notices, and the check records of its other tasks', async () => {
    const one = await checked('deadline', '2026-01-07');
    await call('/supervision/deadlineNotice', { id: one.id, version: one.version, rectifyWorkingDays: 10 });
    const two = await checked('qualified', '2026-01-08');
    const history = (await get<History>('/supervision/projectDetail', { companyId: p.company.id })).data;
    expect(history.unit).toMatchObject({ id: p.company.id, name: p.company.name });
    expect(history.tasks.map((r) => r.id)).toEqual(expect.arrayContaining([one.id, two.id]));
    expect(history.tasks.every((r) => r.companyId === p.company.id)).toBe(true);
    expect(history.notices.find((n) => n.taskId === one.id)).toMatchObject({ kindText: '责令限期改正通知书' });

    const others = (await get<TaskRow[]>('/supervision/otherCheckRecords', { companyId: p.company.id, taskId: two.id })).data;
    expect(others.map((r) => r.id)).toContain(one.id);
    expect(others.map((r) => r.id)).not.toContain(two.id);
    expect(others.every((r) => r.checkDate)).toBe(true);
    expect(others.map((r) => r.checkDate)).toEqual([...others.map((r) => r.checkDate)].sort().reverse());
  });

  it('shows another brigade none of the unit’s tasks and answers an unknown unit with 404', async () => {
    const luohu = await luohuAccount(t);
    await grantMenus(t, luohu.account, 'luohuHistory', [2000, 1030]);
    const history = (await get<History>('/supervision/projectDetail', { companyId: p.company.id }, luohu.token)).data;
    expect(history.tasks.every((r) => r.organId === luohu.organId)).toBe(true);
    expect(await get('/supervision/projectDetail', { companyId: 'sc-missing' })).toMatchObject({ code: 404, msg: '社会单位不存在或已被删除' });
    expect((await get('/supervision/projectDetail', { companyId: '' })).code).toBe(400);
  });
});
