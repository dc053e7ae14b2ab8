/** The approval-flow runtime: the machine decides every move; each move writes the work, task, circulation and notices once. */
import { and, eq } from 'drizzle-orm';
import { flowCirculations, notices, todoTasks } from '../../server/db/schema';
import { createLocalNoticeBus, type NoticeEvent } from '../../server/notice/bus';
import { attachNoticeBus } from '../../server/notice/publisher';
import { openTestApp, type TestApp } from '../helpers/app';
import { flowCalls, flowPeople, organName } from './support/flow-runtime';

let t: TestApp;
let p: Awaited<ReturnType<typeof flowPeople>>;
let call: ReturnType<typeof flowCalls>;
const published: NoticeEvent[] = [];
const bus = createLocalNoticeBus();

beforeAll(async () => {
  t = await openTestApp();
  p = await flowPeople(t);
  call = flowCalls(t);
  attachNoticeBus(bus);
  for (const person of Object.values(p)) bus.subscribe(person.id, (n) => published.push(n));
});
afterAll(async () => {
  attachNoticeBus(null);
  await bus.close();
  await t.close();
});

let seq = 0;
/** dadui sends a new 法制审核 (fzsh: 法制员审核 → 支队领导审批) to fazhi. */
async function sentToFazhi(comment = '请法制审核。') {
  const busiInstId = `case-${++seq}`;
  const env = await call.send(p.dadui, { busiTypeCode: 'fzsh', busiInstId, title: `测试案件${seq}`, assigneeId: p.fazhi.id, comment });
  expect(env.code).toBe(0);
  return env.data;
}
const tasksOf = (flowWorkId: string) => t.db.select().from(todoTasks).where(eq(todoTasks.flowWorkId, flowWorkId)).orderBy(todoTasks.receivedAt, todoTasks.id);

describe('flow runtime moves', () => {
  it('carries a work send → approve → approve to approved, with circulation, tasks, notices and counts', async () => {
    const before = { fazhi: await call.stats(p.fazhi), zhidui: await call.stats(p.zhidui) };
    const sent = await sentToFazhi();
    expect(sent).toMatchObject({ exists: true, phase: 'inApproval', stepKey: 'legalReview', assigneeName: '张丽华', allowedMoves: ['revoke'], version: 2 });
    expect(sent.steps.map((s) => s.state)).toEqual(['current', 'todo']);
    expect((await call.stats(p.fazhi)).fzsh).toBe(before.fazhi.fzsh + 1);
    const asFazhi = (await call.info(p.fazhi, { flowWorkId: sent.id! })).data;
    expect(asFazhi.allowedMoves).toEqual(['approve', 'reject']);
    expect(asFazhi.moveNeeds.find((m) => m.move === 'approve')).toMatchObject({ receiver: true, opinion: false });
    expect(asFazhi.moveNeeds.find((m) => m.move === 'reject')).toMatchObject({ receiver: false, opinion: true });
    expect((await call.info(p.zhidui, { flowWorkId: sent.id! })).data.allowedMoves).toEqual([]);
    expect(await call.info(p.jiedao, { flowWorkId: sent.id! })).toMatchObject({ code: 403, msg: '您无权查看该流程事项' });

    const second = await call.submit(p.fazhi, { flowWorkId: sent.id, version: 2, action: 'approve', assigneeId: p.zhidui.id, opinion: '程序合法。' });
    expect(second.data).toMatchObject({ stepKey: 'detachmentLeader', assigneeName: '王建国', allowedMoves: ['revoke'], version: 3 });
    expect((await call.stats(p.zhidui)).fzsh).toBe(before.zhidui.fzsh + 1);
    expect((await call.stats(p.fazhi)).fzsh).toBe(before.fazhi.fzsh);
    const last = (await call.info(p.zhidui, { flowWorkId: sent.id! })).data;
    expect(last.moveNeeds.find((m) => m.move === 'approve')).toMatchObject({ receiver: false });
    const done = await call.submit(p.zhidui, { flowWorkId: sent.id, version: 3, action: 'approve', opinion: '同意。' });
    expect(done.data).toMatchObject({ phase: 'approved', phaseName: '已通过', assigneeId: null, allowedMoves: [] });
    expect(done.data.steps.map((s) => s.state)).toEqual(['done', 'done']);
    expect(done.data.finishedAt).not.toBeNull();
    expect((await call.stats(p.zhidui)).fzsh).toBe(before.zhidui.fzsh);

    const brigade = await organName(t, p.dadui.organId);
    const detachment = await organName(t, p.zhidui.organId);
    expect((await call.his(p.dadui, sent.id!)).data).toMatchObject([
      { move: 'send', stepName: '发起', sourceUnitName: brigade, username: '李明辉', targetUnitName: detachment, comment: '请法制审核。' },
      { move: 'approve', stepName: '法制员审核', username: '张丽华', targetUnitName: detachment, comment: '程序合法。' },
      { move: 'approve', stepName: '支队领导审批', username: '王建国', targetUnitName: null, comment: '同意。' },
    ]);
    expect((await tasksOf(sent.id!)).map((r) => [r.assigneeId, r.status, r.approveAction, r.approveContent])).toEqual([
      [p.fazhi.id, 'done', 'approve', '程序合法。'],
      [p.zhidui.id, 'done', 'approve', '同意。'],
    ]);
    const rows = await t.db.select().from(notices).where(eq(notices.flowWorkId, sent.id!)).orderBy(notices.createdAt, notices.id);
    expect(rows.map((n) => [n.receiverId, n.category, n.busiTypeCode, (n.payload as { hasNextTask: boolean }).hasNextTask])).toEqual([
      [p.fazhi.id, 'flow', 'fzsh', true],
      [p.zhidui.id, 'flow', 'fzsh', true],
      [p.dadui.id, 'flow', 'fzsh', false],
    ]);
    expect(rows[0]).toMatchObject({ title: '您有一条法制审核待办：测试案件1', busiInstId: 'case-1' });
    expect(rows[0].taskId).toBe((await tasksOf(sent.id!))[0].id);
    expect(rows[2].title).toBe('您发起的法制审核“测试案件1”已审批通过');
    expect(published.filter((n) => n.flowWorkId === sent.id).map((n) => n.receiverId)).toEqual([p.fazhi.id, p.zhidui.id, p.dadui.id]);

    const info = await t.call<{ taskList: Record<string, unknown>[] }>('GET', '/flow/runtime/getApprovalFlowInfo', { token: p.dadui.token, query: { busiTypeCode: 'fzsh', busiInstId: 'case-1' } });
    expect(info.data.taskList[0]).toMatchObject({
      receiveOrgan: { organName: detachment }, receiveUser: { username: '张丽华' }, approveContent: '程序合法。',
      sendOrgan: { organName: brigade }, sendUser: { username: '李明辉' }, sendUserComment: '请法制审核。',
    });
    expect(Object.keys(info.data.taskList[0])).toEqual(expect.arrayContaining(['approvalTime', 'sendTime']));
    expect(info.data.taskList[1]).toMatchObject({ receiveUser: { username: '王建国' }, sendUser: { username: '张丽华' }, sendUserComment: '程序合法。' });
  });

  it('rejects only with an opinion; the starter sends the rejected work again', async () => {
    const w = await sentToFazhi();
    const missing = await call.submit(p.fazhi, { flowWorkId: w.id, version: w.version, action: 'reject' });
    expect(missing).toMatchObject({ code: 400, msg: '审批意见不能为空' });
    expect((await call.info(p.fazhi, { flowWorkId: w.id! })).data).toMatchObject({ version: w.version, phase: 'inApproval' });
    expect((await tasksOf(w.id!)).map((r) => r.status)).toEqual(['pending']);
    const rejected = await call.submit(p.fazhi, { flowWorkId: w.id, version: w.version, action: 'reject', opinion: '证据不足。' });
    expect(rejected.data).toMatchObject({ phase: 'rejected', assigneeId: null, allowedMoves: [] });
    expect((await call.info(p.dadui, { flowWorkId: w.id! })).data.allowedMoves).toEqual(['submit', 'end']);
    const again = await call.send(p.dadui, { busiTypeCode: 'fzsh', busiInstId: w.busiInstId, title: '测试案件（补充证据）', assigneeId: p.fazhi.id });
    expect(again.data).toMatchObject({ id: w.id, phase: 'inApproval', stepKey: 'legalReview', title: '测试案件（补充证据）' });
    expect((await call.his(p.dadui, w.id!)).data.map((r) => r.move)).toEqual(['send', 'reject', 'submit']);
  });

  it('rebacks to whoever held the previous step, with an opinion, never from the first step', async () => {
    const w = await sentToFazhi();
    expect(await call.reback(p.fazhi, { flowWorkId: w.id, version: w.version, opinion: '退回' })).toMatchObject({ code: 409, msg: '当前状态不允许该操作' });
    const second = (await call.submit(p.fazhi, { flowWorkId: w.id, version: w.version, action: 'approve', assigneeId: p.zhidui.id })).data;
    expect(await call.reback(p.zhidui, { flowWorkId: w.id, version: second.version })).toMatchObject({ code: 400, msg: '审批意见不能为空' });
    const back = await call.reback(p.zhidui, { flowWorkId: w.id, version: second.version, opinion: '请补充询问笔录。' });
    expect(back.data).toMatchObject({ stepKey: 'legalReview', assigneeId: p.fazhi.id, allowedMoves: ['revoke'] });
    expect((await tasksOf(w.id!)).map((r) => [r.assigneeId, r.status, r.approveAction])).toEqual([
      [p.fazhi.id, 'done', 'approve'],
      [p.zhidui.id, 'done', 'reback'],
      [p.fazhi.id, 'pending', null],
    ]);
  });

  it('revokes before the receiver acted (task cancelled, receiver told), not after', async () => {
    const w = await sentToFazhi();
    const revoked = await call.revoke(p.dadui, { flowWorkId: w.id, version: w.version });
    expect(revoked.data).toMatchObject({ phase: 'revoked', allowedMoves: ['submit', 'end'] });
    expect((await tasksOf(w.id!)).map((r) => r.status)).toEqual(['cancelled']);
    expect(published.filter((n) => n.flowWorkId === w.id).map((n) => [n.receiverId, n.title])).toEqual([
      [p.fazhi.id, '您有一条法制审核待办：' + w.title],
      [p.fazhi.id, `法制审核“${w.title}”已被撤回`],
    ]);

    const other = await sentToFazhi();
    const second = (await call.submit(p.fazhi, { flowWorkId: other.id, version: other.version, action: 'approve', assigneeId: p.zhidui.id })).data;
    expect(await call.revoke(p.dadui, { flowWorkId: other.id, version: second.version })).toMatchObject({ code: 409, msg: '只有发送人可以撤回，且须在接收人办理之前' });
    const taken = await call.revoke(p.fazhi, { flowWorkId: other.id, version: second.version });
    expect(taken.data).toMatchObject({ stepKey: 'legalReview', assigneeId: p.fazhi.id, allowedMoves: ['approve', 'reject'] });
    expect((await tasksOf(other.id!)).map((r) => [r.assigneeId, r.status])).toEqual([
      [p.fazhi.id, 'done'],
      [p.zhidui.id, 'cancelled'],
      [p.fazhi.id, 'pending'],
    ]);
  });

  it('transfers within the assignee’s unit only', async () => {
    const env = await call.send(p.dadui, { busiTypeCode: 'tqsh', busiInstId: 'tq-1', title: '提前审核测试', assigneeId: p.fazhi.id });
    const w = env.data;
    expect(await call.submit(p.fazhi, { flowWorkId: w.id, version: w.version, action: 'transfer', assigneeId: p.dadui.id })).toMatchObject({ code: 400, msg: '所选办理人不在该步骤的可选范围内' });
    const options = (await call.candidates(p.fazhi, { busiTypeCode: 'tqsh', flowWorkId: w.id!, move: 'transfer' })).data;
    expect(options.map((c) => c.userId)).toContain(p.zhidui.id);
    expect(options.every((c) => c.organName === '深圳市消防救援支队')).toBe(true);
    const moved = await call.submit(p.fazhi, { flowWorkId: w.id, version: w.version, action: 'transfer', assigneeId: p.zhidui.id, opinion: '请王支队审核。' });
    expect(moved.data).toMatchObject({ stepKey: 'legalReview', assigneeId: p.zhidui.id, allowedMoves: ['revoke'] });
    expect((await call.info(p.zhidui, { flowWorkId: w.id! })).data.allowedMoves).toEqual(['approve', 'reject', 'transfer']);
  });

  it('forwards to a unit of the step’s level other than the assignee’s own', async () => {
    const w = (await call.info(p.dadui, { busiTypeCode: 'tsjb', busiInstId: 'tsjb-demo-014' })).data;
    expect(w.allowedMoves).toEqual(['approve', 'forward', 'end']);
    const options = (await call.candidates(p.dadui, { busiTypeCode: 'tsjb', flowWorkId: w.id!, move: 'forward' })).data;
    const brigade = await organName(t, p.dadui.organId);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((c) => c.organName.endsWith('消防救援大队') && c.organName !== brigade)).toBe(true);
    const moved = await call.submit(p.dadui, { flowWorkId: w.id, version: w.version, action: 'forward', assigneeId: options[0].userId });
    expect(moved.data).toMatchObject({ stepKey: 'accept', assigneeId: options[0].userId, allowedMoves: ['revoke'] });
  });

  it('refuses a person who is not the assignee, a stale version and a receiver outside the candidates', async () => {
    const w = await sentToFazhi();
    expect(await call.submit(p.zhidui, { flowWorkId: w.id, version: w.version, action: 'approve', assigneeId: p.dadui.id })).toMatchObject({ code: 409, msg: '您不是当前办理人' });
    expect(await call.submit(p.fazhi, { flowWorkId: w.id, version: w.version - 1, action: 'approve', assigneeId: p.zhidui.id })).toMatchObject({ code: 409, msg: '该事项已被他人处理，请刷新后重试' });
    expect(await call.submit(p.fazhi, { flowWorkId: w.id, version: w.version, action: 'approve' })).toMatchObject({ code: 400, msg: '请选择办理人' });
    expect(await call.submit(p.fazhi, { flowWorkId: w.id, version: w.version, action: 'approve', assigneeId: p.jiedao.id })).toMatchObject({ code: 400, msg: '所选办理人不在该步骤的可选范围内' });
    expect(await call.submit(p.fazhi, { flowWorkId: w.id, version: w.version, action: 'dance' })).toMatchObject({ code: 400, msg: '操作取值不正确' });
    expect(await call.send(p.dadui, { busiTypeCode: 'nosuch', busiInstId: 'x', title: 'x', assigneeId: p.fazhi.id })).toMatchObject({ code: 400, msg: '业务类型nosuch不存在' });
    expect(await call.send(p.dadui, { busiTypeCode: 'fzsh', busiInstId: 'x', title: '', assigneeId: p.fazhi.id })).toMatchObject({ code: 400, msg: '标题不能为空' });
    expect((await tasksOf(w.id!)).map((r) => r.status)).toEqual(['pending']);
  });

  it('lets exactly one of 20 concurrent approvals of one step through', async () => {
    const w = await sentToFazhi();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call.submit(p.fazhi, { flowWorkId: w.id, version: w.version, action: 'approve', assigneeId: p.zhidui.id })),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 409 && r.msg === '该事项已被他人处理，请刷新后重试')).toHaveLength(19);
    const rows = await t.db.select().from(flowCirculations).where(and(eq(flowCirculations.flowWorkId, w.id!), eq(flowCirculations.stepKey, 'legalReview')));
    expect(rows).toHaveLength(1);
    const tasks = await tasksOf(w.id!);
    expect(tasks.filter((r) => r.assigneeId === p.zhidui.id && r.status === 'pending')).toHaveLength(1);
    expect((await call.info(p.dadui, { flowWorkId: w.id! })).data.version).toBe(w.version + 1);
  });

  it('offers the candidates of the step a work goes to', async () => {
    expect((await call.candidates(p.dadui, { busiTypeCode: 'fzsh' })).data).toEqual([
      { userId: p.fazhi.id, username: '张丽华', organId: p.fazhi.organId, organName: '深圳市消防救援支队' },
    ]);
    const brigade = (await call.candidates(p.dadui, { busiTypeCode: 'fcys' })).data;
    expect(brigade.map((c) => c.userId)).toContain(p.leader.id);
    expect(brigade.map((c) => c.userId)).not.toContain(p.dadui.id);
    const w = await sentToFazhi();
    const next = (await call.candidates(p.fazhi, { busiTypeCode: 'fzsh', flowWorkId: w.id! })).data;
    expect(next.map((c) => c.userId)).toContain(p.zhidui.id);
    expect(next.every((c) => c.organName === '深圳市消防救援支队')).toBe(true);
    expect((await call.candidates(p.zhidui, { busiTypeCode: 'fzsh', flowWorkId: w.id! })).data).toEqual([]);
    const leaders = (await call.candidates(p.dadui, { busiTypeCode: 'lash' })).data;
    expect(leaders.map((c) => c.userId)).toEqual([p.leader.id]);
  });
});
