import ExcelJS from 'exceljs';
import type { OperationRecordRow } from '../../server/services/operation-records';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { current: number; size: number; total: number; records: OperationRecordRow[] };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
  // A clean log for the filters below: the guard trigger refuses deletes, so this test lifts it.
  await t.pglite.exec('alter table operation_records disable trigger operation_records_guard; delete from operation_records; alter table operation_records enable trigger operation_records_guard');
  // A failed and a successful call by two people, so the filters have something to tell apart.
  await t.call('POST', '/user/updatePersonalCenter', { token: await t.login('dadui'), body: { name: '李明辉' } });
  await t.call('POST', '/user/updatePersonalCenter', { token: admin, body: { name: '' } });
});
afterAll(async () => {
  await t.close();
});

const page = (body: Record<string, unknown>, token = admin) => t.call<Page>('POST', '/OperationRecord/page', { token, body });

describe('operation record log (rzck)', () => {
  it('lists records newest first with the unit name', async () => {
    const env = await page({ current: 1, size: 10 });
    expect(env.code).toBe(0);
    expect(env.data.total).toBeGreaterThanOrEqual(3);
    const times = env.data.records.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const dadui = env.data.records.find((r) => r.userName === '李明辉' && r.operationId === 'updatePersonalCenter');
    expect(dadui).toMatchObject({ outcome: 'success', organName: '福田大队', method: 'POST', url: '/api/user/updatePersonalCenter' });
  });

  it('filters by person, route, outcome and time', async () => {
    const byPerson = await page({ userName: '李明' });
    expect(byPerson.data.records.length).toBeGreaterThan(0);
    expect(byPerson.data.records.every((r) => r.userName?.includes('李明'))).toBe(true);

    const failed = await page({ route: 'updatePersonal', outcome: 'failure' });
    expect(failed.data.total).toBe(1);
    expect(failed.data.records[0]).toMatchObject({ outcome: 'failure', message: expect.stringContaining('姓名') });

    const byUrl = await page({ route: '/api/login' });
    expect(byUrl.data.records.every((r) => r.url === '/api/login')).toBe(true);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await page({ startTime: future })).data.total).toBe(0);
    expect((await page({ endTime: future, route: 'updatePersonalCenter' })).data.total).toBe(2);
    // The date-range picker sends China time without a zone.
    const chinaNow = new Date(Date.now() + 8 * 3_600_000 + 60_000).toISOString().slice(0, 19).replace('T', ' ');
    expect((await page({ startTime: chinaNow })).data.total).toBe(0);
    expect((await page({ endTime: chinaNow, route: 'updatePersonalCenter' })).data.total).toBe(2);
  });

  it('treats LIKE wildcards literally', async () => {
    expect((await page({ userName: '%' })).data.total).toBe(0);
  });

  it('pages', async () => {
    const first = await page({ current: 1, size: 2 });
    const second = await page({ current: 2, size: 2 });
    expect(first.data.records).toHaveLength(2);
    expect(second.data.records[0].id).not.toBe(first.data.records[0].id);
  });

  it('shows the detail of one record, 404 for an unknown id', async () => {
    const [row] = (await page({ size: 1 })).data.records;
    const env = await t.call<OperationRecordRow>('GET', '/OperationRecord/detail', { token: admin, query: { id: row.id } });
    expect(env.data).toEqual(row);
    const missing = await t.call('GET', '/OperationRecord/detail', { token: admin, query: { id: 'nope' } });
    expect(missing).toMatchObject({ code: 404, msg: '日志不存在' });
  });

  it('rejects a bad time with the field name and does not audit the reads', async () => {
    const before = (await page({})).data.total;
    const env = await page({ startTime: 'yesterday' });
    expect(env.code).toBe(400);
    expect(env.msg).toContain('开始时间');
    expect((await page({})).data.total).toBe(before);
  });

  it('exports the filtered records as a real .xlsx named in content-disposition', async () => {
    const filter = { route: 'updatePersonalCenter' };
    const res = await t.app.inject({ method: 'POST', url: '/api/OperationRecord/export', headers: { token: admin }, payload: filter });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('操作日志.xlsx')}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('操作时间');
    const listed = (await page(filter)).data;
    expect(sheet.rowCount - 1).toBe(listed.total);
    expect(sheet.getRow(2).getCell(4).value).toBe('updatePersonalCenter');
  });

  it('refuses people without the menu, and the detail without the view button; scopes to the unit', async () => {
    const jiedao = await t.login('jiedao');
    expect((await page({}, jiedao)).code).toBe(403);

    await grantMenus(t, 'dadui', 'logViewer', [11000, 11900]);
    const dadui = await t.login('dadui');
    const env = await page({}, dadui);
    expect(env.code).toBe(0);
    // Futian brigade sees its own people's calls, not the administrator's.
    expect(env.data.records.length).toBeGreaterThan(0);
    expect(env.data.records.every((r) => r.userName !== '系统管理员' && r.userId !== null)).toBe(true);
    const detail = await t.call('GET', '/OperationRecord/detail', { token: dadui, query: { id: env.data.records[0].id } });
    expect(detail.code).toBe(403);
    expect((await t.call('POST', '/OperationRecord/export', { token: dadui, body: {} })).code).toBe(403);
  });
});
