/** 日常 (/xtgl 5120, 5230, 5520): filing, the rules, scope by the filing unit, edits at the version read, facts. */
import { and, count, eq, ne } from 'drizzle-orm';
import { inspectionTasks, organizations, routineChecks, societyCompanies, users } from '../../server/db/schema';
import type { RoutineCheckRow } from '../../server/entities/routine-check.entity';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const tok: Record<string, string> = {};
const who: Record<string, { id: string; organId: string }> = {};
let smallPlace: string;
let keyUnit: string;

beforeAll(async () => {
  t = await openTestApp();
  for (const account of ['dadui', 'paichusuo', 'jiedao']) {
    tok[account] = await t.login(account);
    const [u] = await t.db.select().from(users).where(eq(users.account, account));
    who[account] = { id: u.id, organId: u.organId };
  }
  const [otherStreet] = await t.db.select().from(organizations).where(and(eq(organizations.parentId, who.dadui.organId), eq(organizations.level, 6), ne(organizations.id, who.jiedao.organId), eq(organizations.unitCategory, 3)));
  const [streetUser] = await t.db.select().from(users).where(eq(users.organId, otherStreet.id));
  tok.otherStreet = await t.login(streetUser.account);
  const [community] = await t.db.select().from(organizations).where(and(eq(organizations.parentId, who.jiedao.organId), eq(organizations.unitCategory, 4)));
  const [communityUser] = await t.db.select().from(users).where(eq(users.organId, community.id));
  tok.community = await t.login(communityUser.account);
  smallPlace = (await t.db.select().from(societyCompanies).where(and(eq(societyCompanies.unitCategory, 2), eq(societyCompanies.deleted, false))))[0].id;
  keyUnit = (await t.db.select().from(societyCompanies).where(eq(societyCompanies.unitCategory, 1)))[0].id;
});
afterAll(async () => {
  await t.close();
});

const post = <T = RoutineCheckRow>(url: string, body: Record<string, unknown>, account: string) => t.call<T>('POST', url, { token: tok[account], body });
const CHECK = (change: Record<string, unknown> = {}) => ({ companyId: smallPlace, checkDate: '2026-01-10', checkResult: 'unqualified', hazardCount: 2, report: '发现插线板串接2处，已督促整改。', ...change });
const file = (kind: string, body: Record<string, unknown>, account: string) => post(`/tw/checkRecord/${kind}/createCheckRecordForDaily`, body, account);
const edit = (kind: string, row: RoutineCheckRow, change: Record<string, unknown>, account: string) =>
  post(`/tw/workReport/${kind}/createReportForDaily`, { id: row.id, version: row.version, checkDate: row.checkDate, checkResult: row.checkResult, hazardCount: row.hazardCount, report: row.report, ...change }, account);
const rows = async () => (await t.db.select({ n: count() }).from(routineChecks))[0].n;
const pageIds = async (url: string, account: string) => (await post<{ records: RoutineCheckRow[] }>(url, { current: 1, size: 200 }, account)).data.records.map((r) => r.id);

describe('routine checks', () => {
  it('files a street check by the street, naming a small place, with its report', async () => {
    const made = (await file('street', CHECK(), 'jiedao')).data;
    expect(made).toMatchObject({ kind: 'street', organId: who.jiedao.organId, companyId: smallPlace, checkResult: 'unqualified', hazardCount: 2, departmentId: null });
    expect(made.checkerName).toBeTruthy();
    expect(made.allows).toContain('edit');
    // A street's own check is no department's: no 行业部门 fact.
    expect(await t.db.select().from(inspectionTasks).where(eq(inspectionTasks.id, made.id))).toHaveLength(0);
  });

  it('refuses bad input naming the field and the wrong filer, writing nothing', async () => {
    const before = await rows();
    const cases: [string, Record<string, unknown>, string, number, string][] = [
      ['street', CHECK({ report: '' }), 'jiedao', 400, '工作报告不能为空'],
      ['street', CHECK({ checkDate: '2099-01-01' }), 'jiedao', 400, '检查日期不能晚于今天'],
      ['street', CHECK({ checkDate: '2026/01/01' }), 'jiedao', 400, '检查日期应为YYYY-MM-DD格式的日期'],
      ['street', CHECK({ checkResult: 'maybe' }), 'jiedao', 400, '检查结果取值不正确'],
      ['street', CHECK({ companyId: keyUnit }), 'jiedao', 400, '检查场所不存在或不是九小场所'],
      ['street', CHECK({ companyId: 'sc-missing' }), 'jiedao', 400, '检查场所不存在或不是九小场所'],
      ['street', CHECK(), 'dadui', 403, '只有街道（社区）可以登记街道日常检查'],
      ['industry', CHECK(), 'dadui', 400, '检查部门不能为空'],
      ['industry', CHECK({ departmentId: 'cd-sz-zj' }), 'dadui', 400, '检查部门不存在或不在本单位辖区内'],
    ];
    for (const [kind, body, account, code, msg] of cases) expect(await file(kind, body, account), `${kind} ${JSON.stringify(body)}`).toMatchObject({ code, msg });
    expect((await file('street', CHECK(), 'paichusuo')).code).toBe(403);
    expect((await file('industry', CHECK({ departmentId: 'cd-ft-sw' }), 'jiedao')).code).toBe(403);
    expect(await rows()).toBe(before);
  });

  it('shows a check to its unit and the units above, not to a neighbour or below', async () => {
    const made = (await file('street', CHECK({ report: '范围检查' }), 'jiedao')).data;
    const byCommunity = (await file('street', CHECK({ report: '社区网格员检查' }), 'community')).data;
    expect(await pageIds('/tw/checkRecord/queryDailyPageForJieDao', 'jiedao')).toEqual(expect.arrayContaining([made.id, byCommunity.id]));
    expect(await pageIds('/tw/checkRecord/queryDailyPageForJieDao', 'dadui')).toEqual(expect.arrayContaining([made.id, byCommunity.id]));
    expect(await pageIds('/tw/checkRecord/queryDailyPageForJieDao', 'otherStreet')).not.toContain(made.id);
    expect(await pageIds('/tw/checkRecord/queryDailyPageForJieDao', 'community')).not.toContain(made.id);
    expect(await t.call('GET', '/tw/checkRecord/street/detail', { token: tok.otherStreet, query: { id: made.id } })).toMatchObject({ code: 403, msg: '只能查看本单位及下级单位的日常检查' });
    expect((await post('/tw/checkRecord/queryDailyPageForJieDao', { current: 1, size: 10 }, 'paichusuo')).code).toBe(403);
    // The street sees its community's check but does not edit it: the filing unit does.
    const seen = (await t.call<RoutineCheckRow>('GET', '/tw/checkRecord/street/detail', { token: tok.jiedao, query: { id: byCommunity.id } })).data;
    expect(seen.allows).not.toContain('edit');
    expect(await edit('street', byCommunity, { report: '改' }, 'jiedao')).toMatchObject({ code: 403, msg: '只能修改本单位登记的日常检查' });
  });

  it('edits the finding and report at the version read', async () => {
    const made = (await file('street', CHECK(), 'jiedao')).data;
    const inDays = async (from: string, to: string) => (await post<{ records: RoutineCheckRow[] }>('/tw/checkRecord/queryDailyPageForJieDao', { current: 1, size: 200, checkDateFrom: from, checkDateTo: to }, 'jiedao')).data.records.map((r) => r.id);
    expect(await inDays('2026-01-10 00:00:00', '2026-01-10 23:59:59')).toContain(made.id);
    expect(await inDays('2026-01-11 00:00:00', '2026-01-31 23:59:59')).not.toContain(made.id);
    const changed = (await edit('street', made, { checkResult: 'qualified', hazardCount: 0, report: '复查已整改。' }, 'jiedao')).data;
    expect(changed).toMatchObject({ checkResult: 'qualified', hazardCount: 0, report: '复查已整改。', companyId: smallPlace });
    expect((await edit('street', made, { report: '再改' }, 'jiedao')).code).toBe(409);
  });

  it('counts a department’s check in 行业部门统计 (10420) and moves the fact with its edits', async () => {
    const departments = await t.call<{ id: string }[]>('GET', '/tw/checkRecord/departments', { token: tok.dadui, query: { kind: 'industry' } });
    expect(departments.data.map((d) => d.id)).toContain('cd-ft-sw');
    expect(departments.data.map((d) => d.id)).not.toContain('cd-sz-zj');
    const places = await t.call<{ id: string }[]>('GET', '/tw/checkRecord/smallPlaces', { token: tok.jiedao, query: {} });
    expect(places.data.map((p) => p.id)).toContain(smallPlace);
    const made = (await file('industry', CHECK({ departmentId: 'cd-ft-sw' }), 'dadui')).data;
    expect(made).toMatchObject({ departmentName: '福田区商务局', organId: who.dadui.organId });
    const fact = async () => (await t.db.select().from(inspectionTasks).where(eq(inspectionTasks.id, made.id)))[0];
    expect(await fact()).toMatchObject({ source: 'industry', status: 'done', result: 'unqualified', hazards: 2, departmentId: 'cd-ft-sw', organId: who.dadui.organId });
    await edit('industry', made, { checkResult: 'qualified', hazardCount: 0 }, 'dadui');
    expect(await fact()).toMatchObject({ result: 'qualified', hazards: 0 });
  });

  it('has jiedao’s demo routine checks and a department’s, filed through the entities', async () => {
    const demo = await t.db.select().from(routineChecks).where(eq(routineChecks.organId, who.jiedao.organId));
    expect(demo.filter((r) => r.id.startsWith('rc-demo-')).length).toBeGreaterThanOrEqual(3);
    expect((await t.db.select().from(inspectionTasks).where(eq(inspectionTasks.id, 'rc-demo-04')))[0]).toMatchObject({ source: 'industry', departmentId: 'cd-ft-sw' });
  });
});
