/**
 * 行政处罚 (xzcf 3100): a case opened from a referred inspection task and carried 立案 → 调查取证 → 告知 → 法制审核 →
 * 决定 → 执行 → 结案; the order of the steps, the party's period in working days, the legal review's outcome
 * returning to the case, the decision numbered without gaps, the penalties fact, 403/409 and scope.
 */
import { and, eq } from 'drizzle-orm';
import { calendarPeriods, flowWorks, penalties, penaltyCases, writDocuments } from '../../server/db/schema';
import type { SessionUser } from '../../server/http/route';
import { supervisionTask } from '../../server/entities/supervision-task.entity';
import type { PenaltyCaseRow } from '../../server/entities/penalty-case.entity';
import { recordCheck } from '../../server/services/supervision/check-record';
import { acceptTask } from '../../server/services/supervision/task-moves';
import { taskChain } from '../../server/services/supervision/task-chain';
import { decideCase, executeCase, investigateCase, notifyCase, replyCase, submitCaseReview } from '../../server/services/penalty/case-steps';
import { openTestApp, type TestApp } from '../helpers/app';
import { luohuAccount, submitMove } from './support/business';
import { flowPeople } from './support/flow-runtime';
import { grantMenus } from './support/grant-menus';
import { supervisionPeople } from './support/supervision';

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
let f: Awaited<ReturnType<typeof flowPeople>>;
let me: SessionUser;
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
  f = await flowPeople(t);
  me = { userId: p.dadui.id, userCode: 'dadui', name: 'dadui', unitId: p.dadui.organId, sessionId: 'test', grants: new Set(), isAdmin: false };
  // 国庆 2030: 1–7 October off, Sunday 29 September worked.
  await t.db.insert(calendarPeriods).values([
    { id: 'cal-pc-off', name: '国庆节', kind: 1, startDate: '2030-10-01', endDate: '2030-10-07' },
    { id: 'cal-pc-worked', name: '国庆调休', kind: 2, startDate: '2030-09-29', endDate: '2030-09-29' },
  ]);
});
afterAll(async () => {
  await t.close();
});

/** 10:00 in China on a date. */
const at = (date: string) => new Date(`${date}T02:00:00Z`);
const HAZARDS = [{ description: '擅自停用火灾自动报警系统', level: 'major' as const }];
const EVIDENCE = { evidence: [{ name: '现场照片', description: '报警主机处于关闭状态', collectedAt: '2030-09-20' }], inquiries: [{ person: '王经理', askedAt: '2030-09-20', content: '承认为节省电费关闭报警主机。' }] };
const call = <T = PenaltyCaseRow>(path: string, body: Record<string, unknown>, token = p.dadui.token) => t.call<T>('POST', `/fh/punish/${path}`, { token, body });

async function referredTask(checkResult: 'referral' | 'deadline' = 'referral') {
  const added = await supervisionTask.ops.add(t.db, me, { companyId: p.company.id, taskClassification: 'inspection', source: 'plan', agentId: p.dadui.id, assistantHandlerId: p.mate.id, endDate: '2099-12-31' } as never);
  const accepted = await acceptTask(t.db, me, added);
  const items = [{ item: '火灾自动报警系统', passed: false, finding: '停用' }];
  return recordCheck(t.db, me, { id: accepted.id, version: accepted.version, checkDate: '2030-09-20', checkItems: items, hazards: HAZARDS, checkResult, causeId: 'cc-1', unitSigner: '王经理' }, at('2030-09-20'));
}
async function openCase(): Promise<PenaltyCaseRow> {
  const task = await referredTask();
  const env = await call('add', { sourceTaskId: task.id, causeId: 'cc-1', facts: '检查发现擅自停用火灾自动报警系统。' });
  expect(env.code).toBe(0);
  return env.data;
}
/** A case notified and waived, sent to 法制员 (fazhi). */
async function caseInReview(): Promise<PenaltyCaseRow> {
  let row = await openCase();
  row = await investigateCase(t.db, me, { id: row.id, version: row.version, ...EVIDENCE }, at('2030-09-21'));
  row = await notifyCase(t.db, me, { id: row.id, version: row.version, rights: 'statement', proposedPenalty: '拟罚款人民币五千元' }, at('2030-09-23'));
  row = await replyCase(t.db, me, { id: row.id, version: row.version, partyReply: 'waived' }, at('2030-09-23'));
  return submitCaseReview(t.db, me, { id: row.id, version: row.version, assigneeId: f.fazhi.id }, at('2030-09-23'));
}
const workOf = async (reviewId: string) => (await t.db.select().from(flowWorks).where(and(eq(flowWorks.busiTypeCode, 'jzsh'), eq(flowWorks.busiInstId, reviewId))))[0];
async function approveReview(row: PenaltyCaseRow) {
  const work = await workOf(row.legalReviewId!);
  expect((await submitMove(t, f.fazhi.token, { flowWorkId: work.id, version: work.version, action: 'approve', assigneeId: f.zhidui.id, opinion: '事实清楚。' })).code).toBe(0);
  expect((await submitMove(t, f.zhidui.token, { flowWorkId: work.id, version: work.version + 1, action: 'approve', opinion: '同意。' })).code).toBe(0);
  return (await t.call<PenaltyCaseRow>('GET', '/fh/punish/detail', { token: p.dadui.token, query: { id: row.id } })).data;
}

describe('penalty cases', () => {
  it('opens a case from a referred task once, with the party of the task, and lists the referral until then', async () => {
    const task = await referredTask();
    const referrals = async () => (await t.call<{ referrals: { id: string }[] }>('GET', '/fh/punish/formOptions', { token: p.dadui.token })).data.referrals;
    expect((await referrals()).map((r) => r.id)).toContain(task.id);
    const env = await call('add', { sourceTaskId: task.id, causeId: 'cc-1', facts: '擅自停用报警系统。' });
    expect(env.data).toMatchObject({ source: 'referral', sourceText: '检查移送', partyName: task.unitName, organId: task.organId, status: 'filed', statusText: '调查取证', allows: ['investigate'] });
    expect(env.data.caseName).toBe(`${task.unitName}${env.data.causeName}案`);
    expect((await referrals()).map((r) => r.id)).not.toContain(task.id);
    expect(await call('add', { sourceTaskId: task.id, causeId: 'cc-1', facts: '再次立案。' })).toMatchObject({ code: 400, msg: '该检查任务已立案' });
    const notReferred = await referredTask('deadline');
    expect(await call('add', { sourceTaskId: notReferred.id, causeId: 'cc-1', facts: '不应立案。' })).toMatchObject({ code: 400, msg: '只有检查结果为移送立案的检查任务可以立案' });
    expect(await call('add', { causeId: 'cc-1', facts: '直接立案。' })).toMatchObject({ code: 400, msg: '当事人不能为空' });
    expect(await call('add', { partyName: '某商店', causeId: 'cc-404', facts: '直接立案。' })).toMatchObject({ code: 400, msg: '案由不存在' });
    expect(await call('add', { partyName: '某商店', causeId: 'cc-1', facts: '' })).toMatchObject({ code: 400, msg: '案情摘要不能为空' });
    const direct = await call('add', { partyName: '某商店', causeId: 'cc-1', facts: '群众举报占用疏散通道。' });
    expect(direct.data).toMatchObject({ source: 'direct', sourceTaskId: null, partyName: '某商店' });
  });

  it('keeps the steps in order: notice after evidence, review after the period, decision after the review', async () => {
    const row = await openCase();
    expect(await call('notify', { id: row.id, version: row.version, rights: 'statement', proposedPenalty: '警告' })).toMatchObject({ code: 409, msg: '请先记录至少一项证据再告知' });
    expect(await call('decide', { id: row.id, version: row.version, penaltyKind: 'warning', legalBasis: '六十条' })).toMatchObject({ code: 409, msg: '法制审核通过后才能作出处罚决定' });
    expect(await call('investigate', { id: row.id, version: row.version, evidence: [{ name: '', description: '', collectedAt: '2030-09-20' }], inquiries: [] })).toMatchObject({ code: 400 });
    const investigated = await call('investigate', { id: row.id, version: row.version, ...EVIDENCE });
    expect(investigated.data).toMatchObject({ version: row.version + 1, allows: ['investigate', 'notify'] });
    expect(await call('investigate', { id: row.id, version: row.version, ...EVIDENCE })).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    const stored = (await t.db.select().from(penaltyCases).where(eq(penaltyCases.id, row.id)))[0];
    expect(stored.evidence).toHaveLength(1);
    expect(stored.inquiries[0].person).toBe('王经理');
  });

  it('counts the party’s period in working days over the holiday and allows the review after it or after a reply', async () => {
    let row = await openCase();
    row = await investigateCase(t.db, me, { id: row.id, version: row.version, ...EVIDENCE }, at('2030-09-26'));
    // Friday 27 September: 5 working days are 29 Sep (worked Sunday), 30 Sep, 8, 9 and 10 October.
    row = await notifyCase(t.db, me, { id: row.id, version: row.version, rights: 'hearing', proposedPenalty: '拟罚款人民币三万元' }, at('2030-09-27'));
    expect(row).toMatchObject({ status: 'notified', replyDeadline: '2030-10-10', rights: 'hearing' });
    await expect(submitCaseReview(t.db, me, { id: row.id, version: row.version, assigneeId: f.fazhi.id }, at('2030-10-10'))).rejects.toMatchObject({ message: expect.stringContaining('告知期限至2030-10-10') });
    const sent = await submitCaseReview(t.db, me, { id: row.id, version: row.version, assigneeId: f.fazhi.id }, at('2030-10-11'));
    expect(sent).toMatchObject({ status: 'reviewing', reviewPhase: 'inApproval' });

    let stated = await openCase();
    stated = await investigateCase(t.db, me, { id: stated.id, version: stated.version, ...EVIDENCE }, at('2030-09-26'));
    stated = await notifyCase(t.db, me, { id: stated.id, version: stated.version, rights: 'statement', proposedPenalty: '警告' }, at('2030-09-27'));
    // 3 working days: 29 September (worked Sunday), 30 September, 8 October.
    expect(stated.replyDeadline).toBe('2030-10-08');
    await expect(replyCase(t.db, me, { id: stated.id, version: stated.version, partyReply: 'hearing', replyNote: '要求听证' }, at('2030-09-27'))).rejects.toMatchObject({ message: '告知未载明听证权利，不能记录听证' });
    await expect(replyCase(t.db, me, { id: stated.id, version: stated.version, partyReply: 'statement' }, at('2030-09-27'))).rejects.toMatchObject({ message: '陈述申辩或听证情况不能为空' });
    stated = await replyCase(t.db, me, { id: stated.id, version: stated.version, partyReply: 'statement', replyNote: '已整改，请求从轻。' }, at('2030-09-27'));
    expect(stated.allows).toEqual(['submitReview']);
  });

  it('sends the case to legal review and takes the outcome back: rejected → sent again, approved → decision', async () => {
    let row = await caseInReview();
    expect(row).toMatchObject({ status: 'reviewing', reviewPhase: 'inApproval', allows: [] });
    const work = await workOf(row.legalReviewId!);
    expect(work).toMatchObject({ assigneeId: f.fazhi.id, phase: 'inApproval' });
    expect((await submitMove(t, f.fazhi.token, { flowWorkId: work.id, version: work.version, action: 'reject', opinion: '证据不足。' })).code).toBe(0);
    row = (await t.call<PenaltyCaseRow>('GET', '/fh/punish/detail', { token: p.dadui.token, query: { id: row.id } })).data;
    expect(row).toMatchObject({ reviewPhase: 'rejected', allows: ['submitReview'] });
    const again = await call('submitReview', { id: row.id, version: row.version, assigneeId: f.fazhi.id, comment: '已补充证据。' });
    expect(again.data).toMatchObject({ legalReviewId: row.legalReviewId, reviewPhase: 'inApproval', allows: [] });
    row = await approveReview(again.data);
    expect(row).toMatchObject({ reviewPhase: 'approved', allows: ['decide'] });
  });

  it('decides with a numbered writ and the penalties fact in one transaction; a failed decision gives its number back', async () => {
    const first = await approveReview(await caseInReview());
    const second = await approveReview(await caseInReview());
    expect(await call('decide', { id: first.id, version: first.version, penaltyKind: 'fine', legalBasis: '六十' })).toMatchObject({ code: 400, msg: '处罚种类为罚款时须填写罚款金额' });
    expect(await call('decide', { id: first.id, version: first.version, penaltyKind: 'warning', fineAmount: 100, legalBasis: '六十' })).toMatchObject({ code: 400, msg: '只有罚款需要填写罚款金额' });
    const year = 2034;
    const one = await decideCase(t.db, me, { id: first.id, version: first.version, penaltyKind: 'fine', fineAmount: 5000, legalBasis: '六十' }, at(`${year}-03-01`));
    expect(one).toMatchObject({ status: 'decided', penaltyKind: 'fine', fineAmount: 5000, decisionNumber: `深消行罚决字〔${year}〕1号`, allows: ['execute'] });
    const [writ] = await t.db.select().from(writDocuments).where(eq(writDocuments.id, one.decisionWritId!));
    expect(writ).toMatchObject({ status: 'issued', documentNumber: one.decisionNumber, partyName: first.partyName });
    expect(writ.values['处罚内容']).toBe('罚款人民币5000元');
    expect((await t.db.select().from(penalties).where(eq(penalties.id, first.id)))[0]).toMatchObject({ kind: 'fine', amount: 5000, causeId: 'cc-1', taskId: first.sourceTaskId, organId: first.organId, compulsory: false });

    await t.pglite.exec(`create function refuse_penalty() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$;
      create trigger refuse_penalty before insert on penalties for each row execute function refuse_penalty();`);
    await expect(decideCase(t.db, me, { id: second.id, version: second.version, penaltyKind: 'warning', legalBasis: '六十' }, at(`${year}-03-02`))).rejects.toThrow();
    await t.pglite.exec('drop trigger refuse_penalty on penalties; drop function refuse_penalty();');
    expect((await t.db.select().from(penaltyCases).where(eq(penaltyCases.id, second.id)))[0]).toMatchObject({ status: 'reviewing', decisionNumber: null, version: second.version });
    const two = await decideCase(t.db, me, { id: second.id, version: second.version, penaltyKind: 'warning', legalBasis: '六十' }, at(`${year}-03-02`));
    expect(two.decisionNumber).toBe(`深消行罚决字〔${year}〕2号`);

    const docx = await t.app.inject({ method: 'GET', url: '/api/fh/punish/decisionDocx', query: { id: first.id }, headers: { token: p.dadui.token } });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');

    expect(await call('execute', { id: one.id, version: one.version, executionKind: 'paid', paidAmount: 500, paidAt: '2034-03-05' })).toMatchObject({ code: 400, msg: '缴款金额须为罚款金额5000元' });
    expect(await call('execute', { id: one.id, version: one.version, executionKind: 'performed', executionNote: '已履行' })).toMatchObject({ code: 400, msg: '罚款决定须记录缴纳罚款或申请强制执行' });
    expect(await call('close', { id: one.id, version: one.version })).toMatchObject({ code: 409, msg: '执行完毕后才能结案' });
    const paid = await executeCase(t.db, me, { id: one.id, version: one.version, executionKind: 'paid', paidAmount: 5000, paidAt: '2034-03-05' }, at(`${year}-03-05`));
    expect(paid).toMatchObject({ status: 'executed', allows: ['close'] });
    const closed = await call('close', { id: paid.id, version: paid.version });
    expect(closed.data).toMatchObject({ status: 'closed', statusText: '已结案', allows: [] });
    expect((await t.db.select().from(penalties).where(eq(penalties.id, first.id)))).toHaveLength(1);
  });

  it('joins the chain of its source task', async () => {
    const row = await openCase();
    const events = await taskChain(t.db, me, row.sourceTaskId!);
    expect(events.map((e) => e.title)).toEqual(expect.arrayContaining(['移送立案', '行政处罚立案']));
  });

  it('answers 403 without the menu and outside the scope, and lists only the caller’s brigade', async () => {
    const row = await openCase();
    expect((await t.call('POST', '/fh/punish/page', { token: f.jiedao.token, body: {} })).code).toBe(403);
    const other = await luohuAccount(t);
    await grantMenus(t, other.account, 'luohuXzcf', [3000, 3100]);
    expect(await t.call('GET', '/fh/punish/detail', { token: other.token, query: { id: row.id } })).toMatchObject({ code: 403, msg: '只能查看本单位及下级单位的行政处罚案件' });
    expect(await call('investigate', { id: row.id, version: row.version, ...EVIDENCE }, other.token)).toMatchObject({ code: 403, msg: '只能办理本单位及下级单位的行政处罚案件' });
    expect((await t.call<{ records: { id: string }[] }>('POST', '/fh/punish/page', { token: other.token, body: {} })).data.records.map((r) => r.id)).not.toContain(row.id);
    expect((await t.call<{ records: { id: string }[] }>('POST', '/fh/punish/page', { token: p.dadui.token, body: { size: 100 } })).data.records.map((r) => r.id)).toContain(row.id);
    const exported = await t.app.inject({ method: 'POST', url: '/api/fh/punish/export', payload: {}, headers: { token: p.dadui.token } });
    expect(exported.statusCode).toBe(200);
  });
});
