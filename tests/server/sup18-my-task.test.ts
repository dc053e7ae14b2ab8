/** 个人任务 calls of /myTask beyond the lists: exportData, remove, PUT myTask, getLawExamTaskHomePage. */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { supervisionTasks } from '../../server/db/schema';
import { openTestApp, type TestApp } from '../helpers/app';
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
const NEW = () => ({ companyId: p.company.id, taskClassification: 'inspection', source: 'plan', agentId: p.dadui.id, assistantHandlerId: p.mate.id, endDate: '2099-12-31' });
const inject = (method: 'POST' | 'PUT', url: string, query: Record<string, string>, payload?: object, token = p.dadui.token) =>
  t.app.inject({ method, url: `/api${url}`, query, headers: { token }, ...(payload ? { payload } : {}) });

describe('/myTask', () => {
  it('exports the caller’s open tasks with the task summary row (.xlsx)', async () => {
    const task = (await call('/supervision/add', NEW())).data;
    const res = await inject('POST', '/myTask/exportData', {}, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('未完成任务');
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['单位名称', '主办人', '协办人', '截止日期']));
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toContain(task.unitName);
    expect(sheet.rowCount - 1).toBe((await call<{ total: number }>('/myTask/page', {})).data.total);
  });

  it('refuses the export without the 导出 grant (403)', async () => {
    const paichusuo = await t.login('paichusuo');
    expect((await inject('POST', '/myTask/exportData', {}, {}, paichusuo)).json()).toMatchObject({ code: 403 });
  });

  it('notes a remark on an open task for its officers only, at the version read', async () => {
    const task = (await call('/supervision/add', NEW())).data;
    const noted = await inject('PUT', '/myTask', { id: task.id, version: String(task.version), remark: ' 需携带检测仪器 ' });
    expect(noted.json()).toMatchObject({ code: 0, data: { remark: '需携带检测仪器', version: task.version + 1 } });
    expect((await inject('PUT', '/myTask', { id: task.id, version: String(task.version), remark: '再改' })).json().code).toBe(409);
    expect((await inject('PUT', '/myTask', { id: task.id, version: 'x', remark: '再改' })).json()).toMatchObject({ code: 400 });
    const theirs = (await call('/supervision/add', { ...NEW(), agentId: p.mate.id, assistantHandlerId: p.other.id })).data;
    expect((await inject('PUT', '/myTask', { id: theirs.id, version: String(theirs.version), remark: '备注' })).json()).toMatchObject({ code: 403, msg: '只有任务的主办人或协办人可以办理' });
  });

  it('removes the caller’s own dispatched tasks only', async () => {
    const task = (await call('/supervision/add', NEW())).data;
    const accepted = (await call('/supervision/accept', { id: (await call('/supervision/add', NEW())).data.id, version: 1 })).data;
    expect((await inject('POST', '/myTask/remove', { ids: accepted.id })).json()).toMatchObject({ code: 400, msg: '只能删除待接收的任务' });
    const zhidui = await t.login('zhidui');
    const foreign = (await t.call<TaskRow>('POST', '/supervision/add', { token: zhidui, body: { ...NEW(), organId: p.dadui.organId } })).data;
    expect(foreign.agentId).toBe(p.dadui.id);
    expect((await inject('POST', '/myTask/remove', { ids: foreign.id })).json()).toMatchObject({ code: 403, msg: '只能删除本人下发的任务' });
    expect((await inject('POST', '/myTask/remove', { ids: task.id })).json()).toMatchObject({ code: 0, data: 1 });
    expect((await t.db.select({ deleted: supervisionTasks.deleted }).from(supervisionTasks).where(eq(supervisionTasks.id, task.id)))[0].deleted).toBe(true);
  });

  it('sums up the caller’s tasks for the home page', async () => {
    const page = (await call<{ unfinished: number; toAccept: number; toCheck: number; toClose: number; overdue: number; finished: number; upcoming: TaskRow[] }>('/myTask/getLawExamTaskHomePage', {})).data;
    expect(page.unfinished).toBe((await call<{ total: number }>('/myTask/page', {})).data.total);
    expect(page.finished).toBe((await call<{ total: number }>('/myTask/pageV2', {})).data.total);
    expect(page.toAccept + page.toCheck + page.toClose).toBe(page.unfinished);
    expect(page.upcoming.length).toBeGreaterThan(0);
    expect(page.upcoming.map((r) => r.endDate)).toEqual([...page.upcoming.map((r) => r.endDate)].sort());
  });
});
