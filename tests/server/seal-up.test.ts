/**
 * 临时查封 (xzqzcs 3200): a sealing registered from an inspection task's hazard or directly, its period at most
 * the legal limit, approved by a leader (never by its own officer, never without the 审批 button) with a
 * numbered 临时查封决定书 and the seal fact, carried out, and lifted only after a re-check task passed, or
 * lifted at the end of its period; 403/409 and scope.
 */
import { and, eq } from 'drizzle-orm';
import { SEAL_MAX_DAYS } from '../../src/constants/seal-ups';
import { notices, penalties, sealUps, supervisionTasks, writDocuments } from '../../server/db/schema';
import type { SessionUser } from '../../server/http/route';
import { supervisionTask } from '../../server/entities/supervision-task.entity';
import type { SealUpRow } from '../../server/entities/seal-up.entity';
import { applyLift, approveSealUp, expireSealUp, liftSealUp, sealPlaces, submitSealUp } from '../../server/services/seal-ups/moves';
import { recordCheck } from '../../server/services/supervision/check-record';
import { acceptTask } from '../../server/services/supervision/task-moves';
import { taskChain } from '../../server/services/supervision/task-chain';
import { openTestApp, type TestApp } from '../helpers/app';
import { luohuAccount } from './support/business';
import { flowPeople } from './support/flow-runtime';
import { grantMenus } from './support/grant-menus';
import { supervisionPeople } from './support/supervision';

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
let f: Awaited<ReturnType<typeof flowPeople>>;
let me: SessionUser;
let leader: SessionUser;
let seq = 0;
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
  f = await flowPeople(t);
  me = { userId: p.dadui.id, userCode: 'dadui', name: 'dadui', unitId: p.dadui.organId, sessionId: 'test', grants: new Set(), isAdmin: false };
  leader = { userId: f.zhidui.id, userCode: 'zhidui', name: 'zhidui', unitId: f.zhidui.organId, sessionId: 'test', grants: new Set(), isAdmin: false };
});
afterAll(async () => {
  await t.close();
});

/** 10:00 in China on a date. */
const at = (date: string) => new Date(`${date}T02:00:00Z`);
const clock = (date: string) => ({ now: at(date), newId: () => `seal-test-${(seq += 1)}` });
const call = <T = SealUpRow>(path: string, body: Record<string, unknown>, token = p.dadui.token) => t.call<T>('POST', `/fh/sealUp/${path}`, { token, body });
const stored = async (id: string) => (await t.db.select().from(sealUps).where(eq(sealUps.id, id)))[0];

async function checkedTask(checkResult: 'deadline' | 'qualified' = 'deadline') {
  const added = await supervisionTask.ops.add(t.db, me, { companyId: p.company.id, taskClassification: 'inspection', source: 'plan', agentId: p.dadui.id, assistantHandlerId: p.mate.id, endDate: '2099-12-31' } as never);
  const accepted = await acceptTask(t.db, me, added);
  const hazards = checkResult === 'qualified' ? [] : [{ description: '地下室违规存放易燃物品', level: 'major' as const }];
  const items = [{ item: '易燃物品存放', passed: checkResult === 'qualified', finding: checkResult === 'qualified' ? '' : '违规存放' }];
  return recordCheck(t.db, me, { id: accepted.id, version: accepted.version, checkDate: '2030-05-06', checkItems: items, hazards, checkResult, causeId: checkResult === 'qualified' ? null : 'cc-1', unitSigner: '王经理' }, at('2030-05-06'));
}
async function registered(periodDays = 10): Promise<SealUpRow> {
  const task = await checkedTask();
  const env = await call('add', { sourceTaskId: task.id, hazard: '地下室违规存放易燃物品', places: '地下一层仓库', periodDays });
  expect(env.msg).toBe('操作成功');
  return env.data;
}
/** Registered, submitted and approved by the 支队 leader on `date`. */
async function decided(date: string, periodDays = 10) {
  const row = await registered(periodDays);
  const sent = await submitSealUp(t.db, me, row, clock(date));
  return approveSealUp(t.db, leader, { id: sent.id, version: sent.version, opinion: '同意' }, clock(date));
}
/** The re-check task accepted and checked by its agent (dadui) with `result`. */
async function recheck(taskId: string, result: 'qualified' | 'deadline', date: string) {
  const [task] = await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.id, taskId));
  const accepted = await acceptTask(t.db, me, task, at(date));
  const passed = result === 'qualified';
  await recordCheck(t.db, me, {
    id: taskId, version: accepted.version, checkDate: date, checkItems: [{ item: '易燃物品存放', passed, finding: passed ? '' : '仍有易燃物品' }],
    hazards: passed ? [] : [{ description: '仍有易燃物品', level: 'major' }], checkResult: result, causeId: passed ? null : 'cc-1', unitSigner: '王经理',
  }, at(date));
}

describe('seal-ups', () => {
  it('registers from a task that found hazards or directly, within the legal period', async () => {
    const task = await checkedTask();
    const env = await call('add', { sourceTaskId: task.id, hazard: '地下室违规存放易燃物品', places: '地下一层仓库', periodDays: SEAL_MAX_DAYS });
    expect(env.data).toMatchObject({ source: 'inspection', sourceText: '检查发现', partyName: task.unitName, companyId: task.companyId, organId: task.organId, status: 'draft', statusText: '待报批', allows: ['edit', 'submit'] });
    const tooLong = await call('add', { sourceTaskId: task.id, hazard: '隐患', places: '仓库', periodDays: SEAL_MAX_DAYS + 1 });
    expect(tooLong).toMatchObject({ code: 400, msg: `查封期限（天）不能大于${SEAL_MAX_DAYS}` });
    expect(await call('add', { sourceTaskId: task.id, hazard: '隐患', places: '仓库', periodDays: 0 })).toMatchObject({ code: 400, msg: '查封期限（天）不能小于1' });
    expect(await call('add', { sourceTaskId: task.id, hazard: '隐患', places: '', periodDays: 5 })).toMatchObject({ code: 400, msg: '查封场所或部位不能为空' });
    const clean = await checkedTask('qualified');
    expect(await call('add', { sourceTaskId: clean.id, hazard: '隐患', places: '仓库', periodDays: 5 })).toMatchObject({ code: 400, msg: '该检查任务没有发现火灾隐患，不能临时查封' });
    expect(await call('add', { hazard: '隐患', places: '仓库', periodDays: 5 })).toMatchObject({ code: 400, msg: '社会单位不能为空' });
    const direct = await call('add', { companyId: p.company.id, hazard: '疏散楼梯堆放杂物', places: '二层歌舞厅', periodDays: 7 });
    expect(direct.data).toMatchObject({ source: 'direct', sourceTaskId: null, partyName: p.company.name, organId: p.dadui.organId });
    const edit = { id: direct.data.id, companyId: p.company.id, hazard: '疏散楼梯堆放杂物', places: '二层歌舞厅及包厢', periodDays: 8 };
    const edited = await call('update', { ...edit, version: direct.data.version });
    expect(edited.msg).toBe('操作成功');
    expect(edited.data).toMatchObject({ places: '二层歌舞厅及包厢', periodDays: 8, version: direct.data.version + 1 });
    expect(await call('update', { ...edit, version: direct.data.version })).toMatchObject({ code: 409 });
    const options = await t.call<{ tasks: { id: string }[]; officers: { userId: string }[] }>('GET', '/fh/sealUp/formOptions', { token: p.dadui.token });
    expect(options.data.tasks.map((x) => x.id)).toContain(task.id);
    expect(options.data.tasks.map((x) => x.id)).not.toContain(clean.id);
    expect(options.data.officers.map((o) => o.userId)).toContain(p.mate.id);
  });

  it('is approved by a leader only: the inspector lacks the button, and no one approves their own sealing', async () => {
    const row = await registered();
    const sent = await call('submit', { id: row.id, version: row.version });
    expect(sent.data).toMatchObject({ status: 'approving', allows: [] });
    const told = await t.db.select().from(notices).where(and(eq(notices.busiInstId, row.id), eq(notices.receiverId, f.zhidui.id)));
    expect(told).toHaveLength(1);
    expect(await call('approve', { id: row.id, version: sent.data.version }, p.dadui.token)).toMatchObject({ code: 403 });
    await expect(approveSealUp(t.db, me, { id: row.id, version: sent.data.version }, clock('2030-05-07'))).rejects.toMatchObject({ message: '承办人不能审批自己报批的临时查封' });
    const leaderView = await t.call<SealUpRow>('GET', '/fh/sealUp/detail', { token: f.zhidui.token, query: { id: row.id } });
    expect(leaderView.data.allows).toEqual(['approve', 'reject']);
    expect(await call('reject', { id: row.id, version: sent.data.version, opinion: '' }, f.zhidui.token)).toMatchObject({ code: 400, msg: '退回理由不能为空' });
    const back = await call('reject', { id: row.id, version: sent.data.version, opinion: '查封部位不明确' }, f.zhidui.token);
    expect(back.data).toMatchObject({ status: 'rejected', approvalOpinion: '查封部位不明确', allows: ['edit', 'submit'] });
    const again = await call('submit', { id: row.id, version: back.data.version });
    const approved = await call('approve', { id: row.id, version: again.data.version, opinion: '同意查封' }, f.zhidui.token);
    expect(approved.data).toMatchObject({ status: 'decided', approverName: '王建国', decisionNumber: expect.stringMatching(/^深消封字〔\d{4}〕\d+号$/) });
    expect(await call('approve', { id: row.id, version: again.data.version }, f.zhidui.token)).toMatchObject({ code: 409 });
    expect((await t.db.select().from(penalties).where(eq(penalties.id, row.id)))[0]).toMatchObject({ kind: 'seal', compulsory: true, amount: 0, taskId: row.sourceTaskId, organId: row.organId });
    const docx = await t.app.inject({ method: 'GET', url: '/api/fh/sealUp/writDocx', query: { id: row.id, kind: 'decision' }, headers: { token: p.dadui.token } });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    expect((await t.call('GET', '/fh/sealUp/writDocx', { token: p.dadui.token, query: { id: row.id, kind: 'lift' } })).code).toBe(404);
  });

  it('numbers the decisions of a year without gaps and fills the writ from the sealing', async () => {
    const one = await decided('2035-03-01', 15);
    const two = await decided('2035-03-02');
    expect([one.decisionNumber, two.decisionNumber]).toEqual(['深消封字〔2035〕1号', '深消封字〔2035〕2号']);
    const [writ] = await t.db.select().from(writDocuments).where(eq(writDocuments.id, one.decisionWritId!));
    expect(writ).toMatchObject({ status: 'issued', documentNumber: one.decisionNumber, partyName: one.partyName });
    expect(writ.values).toMatchObject({ 查封部位: '地下一层仓库', 查封期限: '15日', 查封开始日期: '2035年3月1日' });
  });

  it('seals with two officers and lifts only after the re-check task passed', async () => {
    let row = await decided('2036-04-01');
    await expect(sealPlaces(t.db, me, { id: row.id, version: row.version, sealedOn: '2036-03-31', officers: ['李明辉', '张强'], photoIds: [] }, clock('2036-04-02'))).rejects.toMatchObject({ message: '查封日期不能早于决定日期2036-04-01' });
    await expect(sealPlaces(t.db, me, { id: row.id, version: row.version, sealedOn: '2036-04-02', officers: ['李明辉'], photoIds: [] }, clock('2036-04-02'))).rejects.toMatchObject({ message: '执法人员不能少于2人' });
    await expect(sealPlaces(t.db, me, { id: row.id, version: row.version, sealedOn: '2036-04-02', officers: ['李明辉', '张强'], photoIds: ['no-such-photo'] }, clock('2036-04-02'))).rejects.toMatchObject({ message: '查封照片不存在，请重新上传' });
    expect(await call('lift', { id: row.id, version: row.version })).toMatchObject({ code: 409, msg: '复查合格后才能解除临时查封' });
    row = await sealPlaces(t.db, me, { id: row.id, version: row.version, sealedOn: '2036-04-02', officers: ['李明辉', '张强'], photoIds: [], sealNote: '已张贴封条' }, clock('2036-04-02'));
    expect(row).toMatchObject({ status: 'sealed', sealedOn: '2036-04-02', expiresOn: '2036-04-11', sealOfficers: ['李明辉', '张强'] });
    const apply = { appliedOn: '2036-04-05', applyNote: '易燃物品已清理', agentId: p.dadui.id, assistantHandlerId: p.mate.id };
    row = await applyLift(t.db, me, { id: row.id, version: row.version, ...apply }, clock('2036-04-05'));
    expect(row).toMatchObject({ status: 'rechecking', recheckResult: null });
    const [task] = await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.id, row.recheckTaskId!));
    expect(task).toMatchObject({ sourceRef: row.id, source: 'reinspection', taskClassification: 'rectifyReview', companyId: row.companyId, agentId: p.dadui.id });
    await expect(liftSealUp(t.db, me, row, clock('2036-04-05'))).rejects.toMatchObject({ message: '复查合格后才能解除临时查封' });
    await expect(applyLift(t.db, me, { id: row.id, version: row.version, ...apply }, clock('2036-04-05'))).rejects.toMatchObject({ message: '解除申请的复查尚未完成' });

    await recheck(row.recheckTaskId!, 'deadline', '2036-04-06');
    row = (await t.call<SealUpRow>('GET', '/fh/sealUp/detail', { token: p.dadui.token, query: { id: row.id } })).data;
    expect(row).toMatchObject({ recheckResult: 'deadline' });
    await expect(liftSealUp(t.db, me, row, clock('2036-04-06'))).rejects.toMatchObject({ message: '复查合格后才能解除临时查封' });
    row = await applyLift(t.db, me, { id: row.id, version: row.version, ...apply, appliedOn: '2036-04-07' }, clock('2036-04-07'));
    await recheck(row.recheckTaskId!, 'qualified', '2036-04-08');
    row = (await t.call<SealUpRow>('GET', '/fh/sealUp/detail', { token: p.dadui.token, query: { id: row.id } })).data;
    expect(row).toMatchObject({ recheckResult: 'qualified' });
    const lifted = await liftSealUp(t.db, me, row, clock('2036-04-08'));
    expect(lifted).toMatchObject({ status: 'lifted', statusText: '已解除', liftNumber: '深消解封字〔2036〕1号', allows: [] });
    const [writ] = await t.db.select().from(writDocuments).where(eq(writDocuments.id, lifted.liftWritId!));
    expect(writ.values).toMatchObject({ 查封决定书文号: row.decisionNumber, 解除理由: '火灾隐患已经消除，经复查合格' });
    const chain = await taskChain(t.db, me, row.sourceTaskId!);
    expect(chain.map((e) => e.title)).toEqual(expect.arrayContaining(['临时查封决定', '解除临时查封']));
  });

  it('is lifted at the end of its period and not before; no application after it', async () => {
    let row = await decided('2037-06-01', 3);
    row = await sealPlaces(t.db, me, { id: row.id, version: row.version, sealedOn: '2037-06-01', officers: ['李明辉', '张强'], photoIds: [] }, clock('2037-06-01'));
    expect(row.expiresOn).toBe('2037-06-03');
    await expect(expireSealUp(t.db, me, row, clock('2037-06-03'))).rejects.toMatchObject({ message: '查封期限至2037-06-03，期满后才能期满解除' });
    await expect(applyLift(t.db, me, { id: row.id, version: row.version, appliedOn: '2037-06-04', applyNote: '已整改', agentId: p.dadui.id, assistantHandlerId: p.mate.id }, clock('2037-06-04')))
      .rejects.toMatchObject({ message: '查封期限已于2037-06-03届满，请期满解除' });
    const expired = await expireSealUp(t.db, me, row, clock('2037-06-04'));
    expect(expired).toMatchObject({ status: 'expired', statusText: '期满解除', liftNumber: '深消解封字〔2037〕1号' });
    expect((await stored(row.id)).liftedAt).toEqual(at('2037-06-04'));
  });

  it('answers 403 without the menu or outside the scope, and lists and exports the caller’s sealings', async () => {
    const row = await registered();
    expect((await t.call('POST', '/fh/sealUp/page', { token: f.jiedao.token, body: {} })).code).toBe(403);
    const other = await luohuAccount(t);
    await grantMenus(t, other.account, 'luohuXzqzcs', [3000, 3200, 3201, 3202, 3203, 3204]);
    expect(await t.call('GET', '/fh/sealUp/detail', { token: other.token, query: { id: row.id } })).toMatchObject({ code: 403, msg: '只能查看本单位及下级单位的临时查封' });
    expect(await call('submit', { id: row.id, version: row.version }, other.token)).toMatchObject({ code: 403, msg: '只能办理本单位及下级单位的临时查封' });
    expect((await t.call<{ records: { id: string }[] }>('POST', '/fh/sealUp/page', { token: other.token, body: {} })).data.records.map((r) => r.id)).not.toContain(row.id);
    expect((await t.call<{ records: { id: string }[] }>('POST', '/fh/sealUp/page', { token: p.dadui.token, body: { size: 100 } })).data.records.map((r) => r.id)).toContain(row.id);
    const exported = await t.app.inject({ method: 'POST', url: '/api/fh/sealUp/export', payload: {}, headers: { token: p.dadui.token } });
    expect(exported.statusCode).toBe(200);
    expect((await t.call('POST', '/fh/punish/page', { token: p.dadui.token, body: {} })).code).toBe(0);
  });
});
