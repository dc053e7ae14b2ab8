import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { lawOfficers, organizations, users } from '../../server/db/schema';
import { certificateDays, certificateStateOf, type LawOfficerRow } from '../../server/services/law-officers';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: LawOfficerRow[] };

let t: TestApp;
const tokens: Record<string, string> = {};
let futianBrigade: { id: string; name: string };
beforeAll(async () => {
  t = await openTestApp();
  await grantMenus(t, 'dadui', 'officerKeeper', [11000, 11300, 11330]);
  for (const account of ['admin', 'dadui', 'jiedao']) tokens[account] = await t.login(account);
  [futianBrigade] = await t.db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.name, '深圳市福田区消防救援大队'));
});
afterAll(async () => {
  await t.close();
});

const post = <T>(url: string, body: unknown, account = 'admin') => t.call<T>('POST', url, { token: tokens[account], body });
const page = (body: Record<string, unknown> = {}, account = 'admin') => post<Page>('/tw/lawOfficer/page', body, account);
const detail = (userId: string, account = 'admin') => t.call<LawOfficerRow>('GET', '/tw/lawOfficer/detail', { token: tokens[account], query: { userId } });
const freeze = (userIds: string[], frozen: boolean, account = 'admin') => t.call('PUT', '/user/frozen', { token: tokens[account], body: { userIds, frozen } });
const countLive = async () => (await t.pglite.query<{ n: number }>('select count(*)::int as n from law_officers where deleted = false')).rows[0].n;

describe('certificate state', () => {
  it('is expired before today, expiring within the warning window, valid after it', () => {
    const now = Date.UTC(2026, 5, 1, 4);
    expect(certificateDays(now)).toEqual({ today: '2026-06-01', warnUntil: '2026-08-30' });
    expect(certificateStateOf('2026-05-31', now)).toBe('expired');
    expect(certificateStateOf('2026-06-01', now)).toBe('expiring');
    expect(certificateStateOf('2026-08-30', now)).toBe('expiring');
    expect(certificateStateOf('2026-08-31', now)).toBe('valid');
  });
});

describe('enforcement personnel (zfry 11330)', () => {
  it('lists the seeded officers, filtered by certificate state and organisation scope', async () => {
    const all = (await page({ size: 500 })).data;
    expect(all.total).toBeGreaterThan(10);
    for (const state of ['valid', 'expiring', 'expired'] as const) {
      const rows = (await page({ certificateState: state, size: 500 })).data.records;
      expect(rows.length, state).toBeGreaterThan(0);
      for (const r of rows) expect(r.certificateState).toBe(state);
    }
    const mine = (await page({ size: 500 }, 'dadui')).data;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    expect(mine.records.some((r) => r.account === 'dadui')).toBe(true);
    expect((await page({ userName: 'dadui' })).data.records.map((r) => r.account)).toEqual(['dadui']);
  });

  let officer: LawOfficerRow;
  it('makes a user an officer, reads it back, and changes the certificate with the version', async () => {
    const [plain] = await t.db.select({ id: users.id }).from(users).where(eq(users.organId, futianBrigade.id));
    await t.db.delete(lawOfficers).where(eq(lawOfficers.userId, plain.id));
    const body = { userId: plain.id, certificateNo: '粤消执TEST0001', certificateType: 'fire', qualification: 'intermediate', issuedOn: '2024-01-01', expiresOn: '2029-01-01' };
    const env = await post<LawOfficerRow>('/tw/lawOfficer', body);
    expect(env.code).toBe(0);
    officer = env.data;
    expect(officer).toMatchObject({ certificateTypeName: '消防监督检查证', qualificationName: '中级', organName: futianBrigade.name, version: 1 });
    expect((await post('/tw/lawOfficer', body)).msg).toBe('该用户已是执法人员');
    const changed = await post<LawOfficerRow>('/tw/lawOfficer', { ...body, qualification: 'advanced', version: 1 });
    expect(changed.data).toMatchObject({ qualificationName: '高级', version: 2 });
    expect((await post('/tw/lawOfficer', { ...body, version: 1 })).code).toBe(409);
    officer = (await detail(plain.id)).data;
  });

  it('rejects bad input naming the field, and changes nothing', async () => {
    const before = await countLive();
    const [other] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'jiedao'));
    const body = { userId: other.id, certificateNo: '粤消执TEST0002', certificateType: 'fire', qualification: 'basic', issuedOn: '2024-01-01', expiresOn: '2029-01-01' };
    const cases: [Record<string, unknown>, string][] = [
      [{ certificateNo: '' }, '执法证号'],
      [{ issuedOn: '2024/01/01' }, '发证日期格式不正确'],
      [{ expiresOn: '2023-01-01' }, '有效期至应晚于发证日期'],
      [{ certificateNo: officer.certificateNo }, `执法证号${officer.certificateNo}已存在`],
      [{ userId: 'missing' }, '用户不存在或已被删除'],
    ];
    for (const [change, msg] of cases) {
      const env = await post('/tw/lawOfficer', { ...body, ...change });
      expect(env.code, JSON.stringify(change)).toBe(400);
      expect(env.msg).toContain(msg);
    }
    expect(await countLive()).toBe(before);
  });

  it('freezes an officer: the login is refused; unfreezing lets it in again', async () => {
    const [dadui] = (await page({ userName: 'dadui' })).data.records;
    expect((await freeze([dadui.userId], true)).code).toBe(0);
    expect((await detail(dadui.userId)).data.state).toBe('frozen');
    const refused = await t.call('POST', '/login', { body: { account: 'dadui', password: 'Fire@2026' } });
    expect(refused).toMatchObject({ code: 403, msg: '账号已被冻结，请联系管理员' });
    expect((await freeze([dadui.userId], false)).code).toBe(0);
    expect((await detail(dadui.userId)).data.state).toBe('active');
  });

  it('keeps other organisations out and refuses every call without the menu', async () => {
    tokens.dadui = await t.login('dadui');
    const other = (await page({ size: 500 })).data.records.find((r) => !r.organName.includes('福田'))!;
    expect((await detail(other.userId, 'dadui')).code).toBe(403);
    expect((await freeze([other.userId], true, 'dadui')).code).toBe(403);
    expect((await detail(other.userId)).data.state).toBe('active');
    expect((await page({}, 'jiedao')).code).toBe(403);
    expect((await freeze([other.userId], true, 'jiedao')).code).toBe(403);
  });

  it('removes the flag all or nothing; the account stays', async () => {
    expect((await post('/tw/lawOfficer/remove', { userIds: [officer.userId, 'missing'] })).code).toBe(404);
    expect((await detail(officer.userId)).code).toBe(0);
    expect((await post('/tw/lawOfficer/remove', { userIds: [officer.userId] })).code).toBe(0);
    expect((await detail(officer.userId)).code).toBe(404);
    const [account] = await t.db.select({ deleted: users.deleted }).from(users).where(eq(users.id, officer.userId));
    expect(account.deleted).toBe(false);
  });

  it('exports the listed rows as a real .xlsx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/tw/lawOfficer/export', headers: { token: tokens.admin }, payload: { organId: futianBrigade.id } });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('执法人员.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const listed = (await page({ organId: futianBrigade.id, size: 500 })).data;
    expect(sheet.rowCount - 1).toBe(listed.total);
    expect(sheet.getRow(2).getCell(5).value).toBe(listed.records[0].certificateNo);
  });
});
