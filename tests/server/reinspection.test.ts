/** 复查管理 (/review/*, 1070): register and send (fcsqdj), list (fcsl), detail (fcxq); the outcome only by the last step's assignee. */
import { count, eq } from 'drizzle-orm';
import { flowWorks, reinspectionApplications } from '../../server/db/schema';
import { openTestApp, type TestApp } from '../helpers/app';
import { flowPeople } from './support/flow-runtime';
import { grantMenus } from './support/grant-menus';
import { luohuAccount, submitMove, workHistory, type FlowPart } from './support/business';

type Application = FlowPart & { id: string; companyName: string; hazards: string[]; outcome: string | null; outcomeName: string | null; outcomeNote: string | null; outcomeByName: string | null; version: number };
type Page = { total: number; records: (Application & { editable: boolean })[] };

let t: TestApp;
let p: Awaited<ReturnType<typeof flowPeople>>;
beforeAll(async () => {
  t = await openTestApp();
  p = await flowPeople(t);
});
afterAll(async () => {
  await t.close();
});

const page = (token: string, body: Record<string, unknown> = {}) => t.call<Page>('POST', '/review/page', { token, body });
const detail = (token: string, id: string) => t.call<Application>('GET', '/review/details', { token, query: { id } });
const outcome = (token: string, body: Record<string, unknown>) => t.call<Application>('POST', '/review/outcome', { token, body });
const applications = async () => (await t.db.select({ n: count() }).from(reinspectionApplications))[0].n;
const workOf = async (id: string) => (await t.db.select().from(flowWorks).where(eq(flowWorks.busiInstId, id)))[0];
const NEW = {
  companyName: '深圳市福田区测试商场',
  address: '深圳市福田区福华路1号',
  originalWritNo: '深福消限字〔2026〕第901号',
  hazards: ['疏散通道堆放杂物', '灭火器失效'],
  rectifiedAt: '2026-03-01',
  applicant: '赵先生',
  phone: '13800001111',
};
const register = (body: Record<string, unknown> = {}) =>
  t.call<Application>('POST', '/review/add', { token: p.dadui.token, body: { ...NEW, organId: p.dadui.organId, assigneeId: p.mate.id, comment: '单位已整改，申请复查。', ...body } });

describe('re-inspection acceptance', () => {
  it('lists the scope’s applications with the work’s phase and the outcome', async () => {
    const all = (await page(p.dadui.token, { size: 50 })).data;
    expect(all.total).toBe(8);
    expect((await page(p.dadui.token, { outcome: 'pass' })).data.records.map((r) => r.id).sort()).toEqual(['fcys-demo-008', 'fcys-demo-038']);
    const failed = (await page(p.dadui.token, { outcome: 'fail' })).data.records;
    expect(failed.map((r) => [r.id, r.outcomeName, r.phaseName])).toEqual([['fcys-demo-039', '不合格', '已通过']]);
    expect((await page(p.dadui.token, { phase: 'revoked' })).data.records.map((r) => r.id)).toEqual(['fcys-demo-040']);
    expect(await page(p.jiedao.token)).toMatchObject({ code: 403 });
  });

  it('refuses to finish a re-inspection without its 复查结论 and changes nothing', async () => {
    const before = (await detail(p.zhidui.token, 'fcys-demo-007')).data;
    expect(before).toMatchObject({ stepName: '支队审核', lastStepAssignee: true, outcome: null, allowedMoves: expect.arrayContaining(['approve', 'close']) });
    const work = await workOf(before.id);
    for (const action of ['approve', 'close']) {
      expect(await submitMove(t, p.zhidui.token, { flowWorkId: work.id, version: work.version, action, opinion: '同意办结。' }), action).toMatchObject({
        code: 400,
        msg: '复查结论不能为空，请先填写复查结论再同意办结',
      });
    }
    expect(await workOf(before.id)).toEqual(work);
    expect((await detail(p.zhidui.token, before.id)).data).toMatchObject({ phase: 'inApproval', stepName: '支队审核', outcome: null, version: before.version });
    expect((await workHistory(t, p.zhidui.token, work.id)).data.map((r) => r.move)).not.toContain('close');
  });

  it('lets only the last step’s assignee record the outcome, then approve', async () => {
    const seeded = (await detail(p.zhidui.token, 'fcys-demo-007')).data;
    expect(seeded).toMatchObject({ stepName: '支队审核', assigneeName: '王建国', lastStepAssignee: true, outcome: null });
    expect((await detail(p.dadui.token, 'fcys-demo-007')).data.lastStepAssignee).toBe(false);
    const body = { id: seeded.id, version: seeded.version, outcome: 'pass', outcomeNote: '整改到位。' };
    expect(await outcome(p.dadui.token, body)).toMatchObject({ code: 403, msg: '只有最后一步的办理人可以填写复查结论' });
    expect(await outcome(p.fazhi.token, body)).toMatchObject({ code: 403 });
    expect(await outcome(p.zhidui.token, { ...body, outcome: 'fail', outcomeNote: '' })).toMatchObject({ code: 400, msg: '复查不合格时须填写结论说明' });
    expect(await outcome(p.zhidui.token, { ...body, outcome: '合格' })).toMatchObject({ code: 400, msg: '复查结论取值不正确' });
    const recorded = await outcome(p.zhidui.token, body);
    expect(recorded.data).toMatchObject({ outcome: 'pass', outcomeName: '合格', outcomeNote: '整改到位。', outcomeByName: '王建国', version: seeded.version + 1 });
    expect(await outcome(p.zhidui.token, body)).toMatchObject({ code: 409 });
    const work = await workOf(seeded.id);
    expect((await submitMove(t, p.zhidui.token, { flowWorkId: work.id, version: work.version, action: 'approve', opinion: '同意复查合格。' })).code).toBe(0);
    expect((await detail(p.dadui.token, seeded.id)).data).toMatchObject({ phase: 'approved', outcome: 'pass' });
    // Finished: nobody is at the last step any more.
    expect(await outcome(p.zhidui.token, { ...body, version: seeded.version + 1 })).toMatchObject({ code: 403 });
  });

  it('registers and sends, and carries the application through three steps with its timeline', async () => {
    const env = await register();
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ phase: 'inApproval', stepName: '大队承办人', hazards: NEW.hazards, editable: false });
    const id = env.data.id;
    let work = await workOf(id);
    expect(work.title).toBe('深圳市福田区测试商场复查验收申请');
    expect((await submitMove(t, p.mate.token, { flowWorkId: work.id, version: work.version, action: 'approve', assigneeId: p.leader.id, opinion: '现场复查合格。' })).code).toBe(0);
    work = await workOf(id);
    expect((await submitMove(t, p.leader.token, { flowWorkId: work.id, version: work.version, action: 'approve', assigneeId: p.fazhi.id })).code).toBe(0);
    const atLast = (await detail(p.fazhi.token, id)).data;
    expect(atLast).toMatchObject({ stepName: '支队审核', lastStepAssignee: true });
    expect((await outcome(p.fazhi.token, { id, version: atLast.version, outcome: 'fail', outcomeNote: '灭火器仍未更换。' })).code).toBe(0);
    work = await workOf(id);
    expect((await submitMove(t, p.fazhi.token, { flowWorkId: work.id, version: work.version, action: 'approve' })).code).toBe(0);
    expect((await detail(p.dadui.token, id)).data).toMatchObject({ phase: 'approved', outcomeName: '不合格' });
    expect((await workHistory(t, p.dadui.token, work.id)).data.map((r) => [r.move, r.username])).toEqual([
      ['send', '李明辉'],
      ['approve', p.mate.name],
      ['approve', p.leader.name],
      ['approve', '张丽华'],
    ]);
  });

  it('returns a rejection to the registrar, who edits and sends it again', async () => {
    const app = (await register({ companyName: '深圳市福田区退回测试酒店' })).data;
    const work = await workOf(app.id);
    expect((await submitMove(t, p.mate.token, { flowWorkId: work.id, version: work.version, action: 'approve', assigneeId: p.leader.id })).code).toBe(0);
    expect((await submitMove(t, p.leader.token, { flowWorkId: work.id, version: work.version + 1, action: 'reject', opinion: '整改照片不清晰。' })).code).toBe(0);
    const rejected = (await detail(p.dadui.token, app.id)).data;
    expect(rejected).toMatchObject({ phase: 'rejected', phaseName: '不通过', editable: true });
    const body = { ...NEW, id: app.id, version: rejected.version, organId: p.dadui.organId, hazards: ['疏散通道堆放杂物', '灭火器失效', '补充整改照片'] };
    expect(await t.call('POST', '/review/update', { token: p.leader.token, body })).toMatchObject({ code: 409 });
    const sent = await t.call<Application>('POST', '/review/update', { token: p.dadui.token, body: { ...body, assigneeId: p.leader.id } });
    expect(sent.data).toMatchObject({ phase: 'inApproval', stepName: '大队承办人', hazards: body.hazards, version: rejected.version + 1 });
    expect(await t.call('POST', '/review/update', { token: p.dadui.token, body: { ...body, version: rejected.version + 1 } })).toMatchObject({ code: 409, msg: '只有登记人可以修改未送审、不通过或已撤回的复查申请' });
  });

  it('refuses bad input naming the field and registers nothing', async () => {
    const before = await applications();
    const cases: [Record<string, unknown>, string][] = [
      [{ companyName: '' }, '单位名称不能为空'],
      [{ hazards: [] }, '整改项至少需要1项'],
      [{ hazards: ['  '] }, '整改项不能为空'],
      [{ phone: '电话' }, '联系电话格式不正确'],
      [{ rectifiedAt: '2026/03/01' }, '申请复查日期格式不正确'],
      [{ organId: p.zhidui.organId }, '受理单位只能选择本单位及下级单位'],
      [{ assigneeId: p.zhidui.id }, '所选办理人不在该步骤的可选范围内'],
    ];
    for (const [change, msg] of cases) expect(await register(change), msg).toMatchObject({ code: 400, msg });
    expect(await applications()).toBe(before);
  });

  it('keeps other brigades out', async () => {
    const other = await luohuAccount(t);
    await grantMenus(t, other.account, 'luohuReview', [2000, 1070]);
    expect((await page(other.token)).data.total).toBe(0);
    expect(await detail(other.token, 'fcys-demo-006')).toMatchObject({ code: 403, msg: '您无权查看该复查申请' });
  });
});
