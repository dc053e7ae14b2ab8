/**
 * 安全检查 (aqjc 2999): 受理登记 (承诺制 permitted on the spot), 下发检查任务 within the working-day deadline,
 * 办结 (permit / refusal writs numbered from the 11400 template; a commitment not matching is revoked,
 * referred for penalty and credit-recorded), /fh/securityCheckPermit, grants and scope.
 */
import { count, eq } from 'drizzle-orm';
import { creditRecords, notices, safetyInspections, securityCheckPermits, supervisionTasks, writDocuments } from '../../server/db/schema';
import type { SafetyInspectionRow } from '../../server/entities/safety-inspection.entity';
import { workingDeadline } from '../../server/services/working-days';
import { COMMITMENT_VERIFY_WORKING_DAYS, STANDARD_INSPECT_WORKING_DAYS } from '../../src/constants/safety-inspection';
import { safetyConclusion, safetyDueProblem } from '../../src/shared/safety-inspection-rules';
import { openTestApp, type TestApp } from '../helpers/app';
import { luohuAccount } from './support/business';
import { grantMenus } from './support/grant-menus';
import { factOf, supervisionPeople, type TaskRow } from './support/supervision';

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
});
afterAll(async () => {
  await t.close();
});

const call = <T = SafetyInspectionRow>(url: string, body: Record<string, unknown>, token = p.dadui.token) => t.call<T>('POST', url, { token, body });
const detail = async (id: string) => (await t.call<SafetyInspectionRow>('GET', '/aqjc/application/detail', { token: p.dadui.token, query: { id } })).data;
const NEW = (notifyStatus: 0 | 1) => ({
  notifyStatus, companyId: p.company.id, placeName: '星光KTV', placeKind: 'entertainment', address: '福田区深南大道1号3楼', area: 860,
  applicant: '陈经理', phone: '13812345678', materials: ['消防安全检查申报表', '营业执照复印件'],
});
const register = (notifyStatus: 0 | 1, body: Record<string, unknown> = {}, token = p.dadui.token) => call('/aqjc/application/add', { ...NEW(notifyStatus), ...body }, token);
const today = (days = 0) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const dispatch = (row: SafetyInspectionRow, endDate = today(3)) =>
  call('/aqjc/application/dispatch', { id: row.id, version: row.version, agentId: p.dadui.id, assistantHandlerId: p.mate.id, endDate });
const applications = async () => (await t.db.select({ n: count() }).from(safetyInspections))[0].n;
const noticesOf = async (recordId: string, target: string) =>
  (await t.db.select().from(notices).where(eq(notices.busiInstId, recordId))).filter((n) => (n.payload as { taskCategory?: string }).taskCategory === target);

/** The task accepted and its check recorded with the result; the application as it then reads. */
async function checked(row: SafetyInspectionRow, result: 'qualified' | 'deadline'): Promise<SafetyInspectionRow> {
  const task = (await call<TaskRow>('/supervision/accept', { id: row.taskId, version: 1 })).data;
  const env = await call<TaskRow>('/supervision/checkRecord', {
    id: task.id, version: task.version, checkDate: today(), checkItems: [{ item: '疏散通道', passed: result === 'qualified', finding: result === 'qualified' ? '' : '包厢疏散门上锁' }],
    hazards: result === 'qualified' ? [] : [{ description: '包厢疏散门上锁', level: 'major' }], checkResult: result, causeId: result === 'qualified' ? null : 'cc-1', unitSigner: '陈经理',
  });
  expect(env.msg).toBe('操作成功');
  return detail(row.id);
}

describe('safety inspection (aqjc)', () => {
  it('permits a commitment on the spot with a numbered writ and a valid permit, due for verification in working days', async () => {
    const env = await register(0);
    expect(env).toMatchObject({ code: 0, msg: '操作成功' });
    const row = env.data;
    expect(row).toMatchObject({ status: 'permitted', notifyStatus: 0, unitName: p.company.name, organId: p.dadui.organId, permitStatus: 'valid', allows: expect.arrayContaining(['view', 'handle', 'dispatch']) });
    expect(row.permitNumber).toMatch(/^深消安字〔\d{4}〕\d+号$/);
    expect(row.dueDate).toBe(await workingDeadline(t.db, new Date(row.createdAt), COMMITMENT_VERIFY_WORKING_DAYS));
    const [writ] = await t.db.select().from(writDocuments).where(eq(writDocuments.id, row.permitWritId!));
    expect(writ).toMatchObject({ status: 'issued', documentNumber: row.permitNumber, partyName: p.company.name });
    const res = await t.app.inject({ method: 'GET', url: `/api/aqjc/application/writ?id=${row.id}&kind=permit`, headers: { token: p.dadui.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('officedocument');
    expect((await noticesOf(row.id, 'checkUnchecked')).length).toBeGreaterThan(0);
  });

  it('accepts a non-commitment for inspection within 10 working days, and numbers writs in sequence', async () => {
    const row = (await register(1)).data;
    expect(row).toMatchObject({ status: 'accepted', permitId: null, allows: expect.arrayContaining(['dispatch']) });
    expect(row.dueDate).toBe(await workingDeadline(t.db, new Date(row.createdAt), STANDARD_INSPECT_WORKING_DAYS));
    const a = (await register(0)).data.permitNumber!;
    const b = (await register(0)).data.permitNumber!;
    const seq = (n: string) => Number(/〕(\d+)号/.exec(n)![1]);
    expect(seq(b)).toBe(seq(a) + 1);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const before = await applications();
    const cases: [Record<string, unknown>, string][] = [
      [{ placeName: '' }, '场所名称不能为空'],
      [{ notifyStatus: 3 }, '受理方式'],
      [{ placeKind: 'zoo' }, '场所类型取值不正确'],
      [{ area: 0 }, '建筑面积'],
      [{ phone: '12ab' }, '联系电话格式不正确'],
      [{ materials: [] }, '申请材料'],
      [{ companyId: 'nope' }, '申请单位不存在或已被删除'],
    ];
    for (const [body, msg] of cases) {
      const env = await register(0, body);
      expect(env.code, msg).toBe(400);
      expect(env.msg).toContain(msg);
    }
    expect(await applications()).toBe(before);
  });

  it('dispatches an aqjc-sourced task due by the deadline; 409 on a stale version', async () => {
    const row = (await register(1)).data;
    const tasksBefore = (await t.db.select({ n: count() }).from(supervisionTasks))[0].n;
    expect((await dispatch(row, '2999-01-01')).msg).toBe(`截止日期不能晚于检查期限${row.dueDate}`);
    expect((await dispatch(row, today(-1))).msg).toBe('截止日期不能早于今天');
    expect((await call('/aqjc/application/dispatch', { id: row.id, version: row.version, agentId: p.dadui.id, assistantHandlerId: p.dadui.id, endDate: today(2) })).msg).toBe('主办人和协办人不能是同一人');
    expect((await t.db.select({ n: count() }).from(supervisionTasks))[0].n).toBe(tasksBefore);
    expect((await dispatch({ ...row, version: row.version + 1 })).code).toBe(409);
    const env = await dispatch(row);
    expect(env.data).toMatchObject({ status: 'inspecting', taskStatus: 'dispatched' });
    const [task] = await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.id, env.data.taskId!));
    expect(task).toMatchObject({ source: 'aqjc', sourceRef: row.id, companyId: p.company.id, agentId: p.dadui.id });
    expect(await factOf(t, task.id)).toBeTruthy();
    expect((await dispatch(env.data)).msg).toBe('只有待检查（承诺制为已许可待核查）的申请可以下发检查任务');
    expect((await noticesOf(row.id, 'viewUnchecked')).length).toBe(0); // the registrant is the dispatcher: nobody else to tell
  });

  it('concludes a non-commitment: qualified → permit writ, otherwise → refusal writ', async () => {
    for (const [result, status] of [['qualified', 'permitted'], ['deadline', 'refused']] as const) {
      let row = (await dispatch((await register(1)).data)).data;
      expect((await call('/aqjc/application/conclude', { id: row.id, version: row.version })).msg).toBe('检查任务填写检查记录后才能办结');
      row = await checked(row, result);
      expect(row.allows).toContain('conclude');
      const done = (await call('/aqjc/application/conclude', { id: row.id, version: row.version })).data;
      expect(done.status).toBe(status);
      if (status === 'permitted') expect(done.permitNumber).toMatch(/^深消安字/);
      else {
        expect(done.refusalNumber).toMatch(/^深消安字/);
        const [writ] = await t.db.select().from(writDocuments).where(eq(writDocuments.id, done.refusalWritId!));
        expect(JSON.stringify(writ.values)).toContain('包厢疏散门上锁');
      }
      expect(done.allows).not.toContain('conclude');
    }
  });

  it('a commitment that does not match: permit revoked, task referred for penalty, credit record written', async () => {
    let row = (await dispatch((await register(0)).data)).data;
    expect(row.status).toBe('verifying');
    row = await checked(row, 'deadline');
    const done = (await call('/aqjc/application/conclude', { id: row.id, version: row.version })).data;
    expect(done).toMatchObject({ status: 'revoked', permitStatus: 'revoked' });
    expect(done.creditRecord).toContain('虚假承诺');
    const [credit] = await t.db.select().from(creditRecords).where(eq(creditRecords.id, `credit-aqjc-${row.id}`));
    expect(credit).toMatchObject({ companyId: p.company.id, level: 'C', organId: p.dadui.organId });
    const [permit] = await t.db.select().from(securityCheckPermits).where(eq(securityCheckPermits.id, row.permitId!));
    expect(permit.revokeReason).toContain('承诺制核查不符');
    const referrals = (await t.call<{ referrals: { id: string }[] }>('GET', '/fh/punish/formOptions', { token: p.dadui.token })).data.referrals;
    expect(referrals.map((r) => r.id)).toContain(row.taskId);
    const permits = (await call<{ records: { id: string; status: string }[] }>('/fh/securityCheckPermit/page', { keyword: permit.documentNumber })).data.records;
    expect(permits).toEqual([expect.objectContaining({ id: permit.id, status: 'revoked' })]);
  });

  it('a commitment verified as matching keeps its permit', async () => {
    const row = await checked((await dispatch((await register(0)).data)).data, 'qualified');
    const done = (await call('/aqjc/application/conclude', { id: row.id, version: row.version })).data;
    expect(done).toMatchObject({ status: 'verified', permitStatus: 'valid', creditRecord: null });
  });

  it('needs the grants: 403 without the menu or the 受理登记 / 办理 buttons', async () => {
    const row = (await register(1)).data;
    const fazhi = await t.login('fazhi');
    expect((await call('/aqjc/application/page', {}, fazhi)).code).toBe(403);
    await grantMenus(t, 'fazhi', 'fazhiAqjc', [2999, 2993]);
    expect((await call('/aqjc/application/page', {}, fazhi)).code).toBe(0);
    expect((await register(1, {}, fazhi)).code).toBe(403);
    expect((await call('/aqjc/application/dispatch', { id: row.id, version: row.version, agentId: p.dadui.id, assistantHandlerId: p.mate.id, endDate: today(2) }, fazhi)).code).toBe(403);
  });

  it('keeps other brigades out (403) and lists only the scope', async () => {
    const row = (await register(1)).data;
    const other = await luohuAccount(t);
    await grantMenus(t, other.account, 'luohuAqjc', [2999, 2991, 2992, 2993, 2300]);
    expect(await t.call('GET', '/aqjc/application/detail', { token: other.token, query: { id: row.id } })).toMatchObject({ code: 403, msg: '只能查看本单位及下级单位受理的安全检查申请' });
    expect((await call('/aqjc/application/dispatch', { id: row.id, version: row.version, agentId: p.dadui.id, assistantHandlerId: p.mate.id, endDate: today(2) }, other.token)).code).toBe(403);
    const list = (await call<{ records: SafetyInspectionRow[] }>('/aqjc/application/page', { size: 100 }, other.token)).data.records;
    expect(list.every((r) => r.organId === other.organId)).toBe(true);
    const permits = (await call<{ records: { organId: string }[] }>('/fh/securityCheckPermit/page', { size: 100 }, other.token)).data.records;
    expect(permits.every((r) => r.organId === other.organId)).toBe(true);
  });

  it('rules: the conclusion of each kind and the due date bounds', () => {
    expect(safetyConclusion(0, 'qualified')).toBe('verified');
    expect(safetyConclusion(0, 'referral')).toBe('revoked');
    expect(safetyConclusion(1, 'qualified')).toBe('permitted');
    expect(safetyConclusion(1, 'immediate')).toBe('refused');
    expect(safetyDueProblem('2026-12-10', '2026-12-10', '2026-12-01')).toBeNull();
    expect(safetyDueProblem('2026-12-11', '2026-12-10', '2026-12-01')).toBe('截止日期不能晚于检查期限2026-12-10');
  });
});
