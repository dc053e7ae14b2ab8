/** The caller's task lists, counts and export over the seeded demo flows (server/db/seed/flow-work-scripts.ts). */
import ExcelJS from 'exceljs';
import { XJ_BUSI_TYPES } from '../../src/constants/flow-runtime';
import type { TaskRow } from '../../server/services/flow-runtime/tasks';
import { openTestApp, type TestApp } from '../helpers/app';
import { flowCalls, flowPeople } from './support/flow-runtime';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: TaskRow[] };
let t: TestApp;
let p: Awaited<ReturnType<typeof flowPeople>>;
let call: ReturnType<typeof flowCalls>;

beforeAll(async () => {
  t = await openTestApp();
  p = await flowPeople(t);
  call = flowCalls(t);
});
afterAll(async () => {
  await t.close();
});

const page = (token: string, body: Record<string, unknown> = {}) => t.call<Page>('POST', '/flow/runtime/task/getUserTodoTaskPage', { token, body });

describe('flow task lists', () => {
  it('counts the seeded pending work of the demo accounts by business type', async () => {
    expect(await call.stats(p.dadui)).toEqual({ aqjc: 1, dxhd: 1, fcys: 1, tsjb: 2, xfjdjc: 4 });
    expect(await call.stats(p.zhidui)).toEqual({ dxhd: 1, fcys: 1, fzsh: 1, grlz: 1, jzsh: 1, tqsh: 1 });
    expect(await call.stats(p.fazhi)).toEqual({ fzsh: 2, grss: 1, jzsh: 1, lash: 1, tqsh: 1 });
    expect(await call.stats(p.admin)).toEqual({ grgz: 1 });
  });

  it('pages the caller’s unfinished tasks with sender, unit, step and due date, and filters them', async () => {
    const all = await page(p.dadui.token, { current: 1, size: 5 });
    expect(all.data.total).toBe(9);
    expect(all.data.records).toHaveLength(5);
    const first = all.data.records[0];
    expect(first).toMatchObject({ status: 'pending', statusName: '待办', approveAction: null });
    expect(first.senderName).toBeTruthy();
    expect(first.sendOrganName).toBeTruthy();
    expect(typeof first.overdue).toBe('boolean');
    const received = all.data.records.map((r) => r.receivedAt);
    expect([...received].sort().reverse()).toEqual(received);
    expect((await page(p.dadui.token, { busiTypeCode: 'xfjdjc' })).data.total).toBe(4);
    const fromStreet = (await page(p.dadui.token, { senderName: '陈晓' })).data.records;
    expect(fromStreet.map((r) => r.busiTypeCode)).toEqual(['tsjb', 'tsjb']);
    expect((await page(p.dadui.token, { receivedEnd: '2000-01-01' })).data.total).toBe(0);
    expect((await page(p.dadui.token, { receivedStart: '2000-01-01', dueEnd: '2999-12-31' })).data.total).toBe(9);
    expect(await page(p.dadui.token, { receivedStart: '昨天' })).toMatchObject({ code: 400, msg: '接收开始时间格式不正确' });
  });

  it('lists finished tasks with how they were handled, newest first', async () => {
    const done = (await page(p.dadui.token, { finished: true, size: 50 })).data;
    expect(done.total).toBeGreaterThanOrEqual(5);
    expect(done.records.every((r) => r.status === 'done' && r.approveAction && r.approvalTime)).toBe(true);
    const times = done.records.map((r) => r.approvalTime!);
    expect([...times].sort().reverse()).toEqual(times);
    expect(done.records.find((r) => r.busiTypeCode === 'tsjb')).toMatchObject({ approveActionName: '同意', approveContent: '请辖区站现场核查。' });
  });

  it('keeps the inspection list to its types and the report list to complaints', async () => {
    const xj = (await t.call<Page>('POST', '/flow/runtime/task/getUserTodoTaskPageXJ', { token: p.dadui.token, body: { size: 50 } })).data;
    expect(xj.total).toBe(6);
    expect(xj.records.every((r) => XJ_BUSI_TYPES.includes(r.busiTypeCode))).toBe(true);
    const reports = await t.call<TaskRow[]>('POST', '/flow/runtime/task/getUserTodoReportTaskList', { token: p.dadui.token });
    expect(reports.data.map((r) => [r.busiTypeCode, r.stepName])).toEqual([
      ['tsjb', '大队受理'],
      ['tsjb', '大队受理'],
    ]);
  });

  it('needs the unfinished or finished task screen, and the export button to export', async () => {
    expect(await page(p.jiedao.token)).toMatchObject({ code: 403, msg: '您没有「未完成任务」的权限' });
    expect(await page(p.jiedao.token, { finished: true })).toMatchObject({ code: 403, msg: '您没有「已完成任务」的权限' });
    await grantMenus(t, 'jiedao', 'unfinishedOnly', [2000, 2100, 2110, 2111]);
    expect((await page(p.jiedao.token)).data.total).toBe(0);
    const refused = await t.app.inject({ method: 'POST', url: '/api/flow/runtime/task/export', headers: { token: p.jiedao.token }, payload: {} });
    expect(refused.json()).toMatchObject({ code: 403, msg: '您没有「未完成任务-导出」的权限' });
  });

  it('exports the unfinished tasks as .xlsx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/flow/runtime/task/export', headers: { token: p.dadui.token }, payload: { current: 1, size: 10 } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('未完成任务.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['标题', '业务类型', '环节', '发送人', '接收时间', '截止时间', '是否超期']));
    expect(sheet.rowCount).toBe(10);
  });
});
