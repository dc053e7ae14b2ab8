/** 法制预审 (/reviewAdvance/*): records of 4110 sent through the tqsh/jzsh/lash flows; 4111 edits, 4112 exports, 4300 lists. */
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { flowWorks, legalReviews } from '../../server/db/schema';
import { flowFields, workOfRecord } from '../../server/services/business-flow';
import { openTestApp, type TestApp } from '../helpers/app';
import { flowPeople } from './support/flow-runtime';
import { grantMenus } from './support/grant-menus';
import { luohuAccount, submitMove, workHistory, type FlowPart } from './support/business';

type Review = FlowPart & { id: string; reviewKind: string; caseName: string; partyName: string; organName: string; handlerName: string; caseCauseName: string | null; materials: string[]; version: number };
type Page = { total: number; records: (Review & { editable: boolean })[] };

let t: TestApp;
let p: Awaited<ReturnType<typeof flowPeople>>;
beforeAll(async () => {
  t = await openTestApp();
  p = await flowPeople(t);
});
afterAll(async () => {
  await t.close();
});

const page = (token: string, body: Record<string, unknown>) => t.call<Page>('POST', '/reviewAdvance/page', { token, body });
const detail = (token: string, id: string) => t.call<Review>('GET', '/reviewAdvance/details', { token, query: { id } });
const reviewCount = async () => (await t.db.select({ n: count() }).from(legalReviews))[0].n;
const NEW = {
  reviewKind: 'tqsh',
  caseName: '深圳市福田区某酒楼占用疏散通道案',
  caseNo: '深福消行罚〔2026〕901号',
  partyName: '深圳市福田区某酒楼',
  caseCause: 'cc-2',
  summary: '二层疏散通道堆放杂物，逾期未改正。',
  proposal: '拟处罚款人民币一万元。',
  materials: ['现场检查记录', '询问笔录'],
};
const add = (body: Record<string, unknown>) => t.call<Review>('POST', '/reviewAdvance/add', { token: p.dadui.token, body: { ...NEW, organId: p.dadui.organId, handlerId: p.dadui.id, assigneeId: p.fazhi.id, ...body } });

describe('legal pre-review', () => {
  it('lists each kind as 待审核 (in approval) and 已审核 (finished) in the caller’s scope', async () => {
    const pending = (await page(p.dadui.token, { reviewKind: 'tqsh', state: 'pending' })).data;
    expect(pending.records.map((r) => r.id).sort()).toEqual(['tqsh-demo-022', 'tqsh-demo-023']);
    expect(pending.records.every((r) => r.phaseName === '审批中' && !r.editable)).toBe(true);
    const done = (await page(p.fazhi.token, { reviewKind: 'jzsh', state: 'done' })).data;
    expect(done.records.map((r) => [r.id, r.phaseName]).sort()).toEqual([['jzsh-demo-035', '不通过'], ['jzsh-demo-036', '已通过']]);
    // Only the starter may change the rejected one: the machine lets dadui send it again, not fazhi.
    expect(done.records.find((r) => r.id === 'jzsh-demo-035')!.editable).toBe(false);
    expect((await page(p.dadui.token, { reviewKind: 'jzsh', state: 'done' })).data.records.find((r) => r.id === 'jzsh-demo-035')!.editable).toBe(true);
    const all = (await t.call<Page>('POST', '/reviewAdvance/list', { token: p.fazhi.token, body: { size: 50 } })).data;
    expect(all.total).toBe(10);
    const revoked = (await t.call<Page>('POST', '/reviewAdvance/list', { token: p.fazhi.token, body: { phase: 'revoked' } })).data.records;
    expect(revoked.map((r) => r.id)).toEqual(['lash-demo-027']);
  });

  it('adds and sends to the chosen receiver, then carries it to approved with its timeline', async () => {
    const env = await add({});
    expect(env.code).toBe(0);
    const review = env.data;
    expect(review).toMatchObject({ reviewKind: 'tqsh', phase: 'inApproval', stepName: '法制员审核', assigneeName: '张丽华', caseCauseName: '占用、堵塞、封闭疏散通道', editable: false, allowedMoves: ['revoke'] });
    expect((await page(p.fazhi.token, { reviewKind: 'tqsh', state: 'pending', keyword: '某酒楼' })).data.records.map((r) => r.id)).toEqual([review.id]);
    const asFazhi = (await detail(p.fazhi.token, review.id)).data;
    expect(asFazhi.allowedMoves).toEqual(['approve', 'reject', 'transfer']);

    const work = (await t.db.select().from(flowWorks).where(eq(flowWorks.busiInstId, review.id)))[0];
    expect(work).toMatchObject({ busiTypeCode: 'tqsh', title: '深圳市福田区某酒楼占用疏散通道案（提前审核）' });
    const second = await submitMove(t, p.fazhi.token, { flowWorkId: work.id, version: work.version, action: 'approve', assigneeId: p.zhidui.id, opinion: '证据充分。' });
    expect(second.code).toBe(0);
    expect((await submitMove(t, p.zhidui.token, { flowWorkId: work.id, version: work.version + 1, action: 'approve', opinion: '同意。' })).code).toBe(0);
    const approved = (await detail(p.dadui.token, review.id)).data;
    expect(approved).toMatchObject({ phase: 'approved', phaseName: '已通过', assigneeName: null, allowedMoves: [], editable: false });
    expect((await workHistory(t, p.dadui.token, work.id)).data.map((r) => [r.move, r.username, r.comment])).toEqual([
      ['send', '李明辉', null],
      ['approve', '张丽华', '证据充分。'],
      ['approve', '王建国', '同意。'],
    ]);
    expect((await page(p.dadui.token, { reviewKind: 'tqsh', state: 'done' })).data.records.map((r) => r.id)).toContain(review.id);
  });

  it('returns a rejection to the starter, who edits and sends it again; nobody edits it while in approval', async () => {
    const review = (await add({ caseName: '某商场消防设施损坏案', reviewKind: 'jzsh' })).data;
    const body = { ...NEW, id: review.id, version: review.version, organId: p.dadui.organId, handlerId: p.dadui.id, summary: '补充了检测报告。' };
    expect(await t.call('POST', '/reviewAdvance/update', { token: p.dadui.token, body })).toMatchObject({ code: 409, msg: '只有发起人可以修改未送审、不通过或已撤回的预审' });
    const work = (await t.db.select().from(flowWorks).where(eq(flowWorks.busiInstId, review.id)))[0];
    expect(await submitMove(t, p.fazhi.token, { flowWorkId: work.id, version: work.version, action: 'reject' })).toMatchObject({ code: 400, msg: '审批意见不能为空' });
    expect((await submitMove(t, p.fazhi.token, { flowWorkId: work.id, version: work.version, action: 'reject', opinion: '缺少检测报告。' })).code).toBe(0);

    const rejected = (await detail(p.dadui.token, review.id)).data;
    expect(rejected).toMatchObject({ phase: 'rejected', phaseName: '不通过', editable: true, allowedMoves: ['submit', 'end'] });
    expect(await t.call('POST', '/reviewAdvance/update', { token: p.fazhi.token, body })).toMatchObject({ code: 409 });
    const saved = await t.call<Review>('POST', '/reviewAdvance/update', { token: p.dadui.token, body: { ...body, assigneeId: p.fazhi.id, comment: '已补充检测报告。' } });
    expect(saved.data).toMatchObject({ version: review.version + 1, phase: 'inApproval', stepName: '法制员审核', editable: false });
    expect((await workHistory(t, p.dadui.token, work.id)).data.map((r) => [r.move, r.comment])).toEqual([
      ['send', null],
      ['reject', '缺少检测报告。'],
      ['submit', '已补充检测报告。'],
    ]);
    expect(await t.call('POST', '/reviewAdvance/update', { token: p.dadui.token, body })).toMatchObject({ code: 409 });
  });

  it('refuses bad input naming the field and saves nothing, not even when the receiver is wrong', async () => {
    const before = await reviewCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ caseName: '' }, '案件名称不能为空'],
      [{ partyName: '   ' }, '当事人不能为空'],
      [{ reviewKind: 'xxsh' }, '审核类型取值不正确'],
      [{ caseCause: 'cc-404' }, '案由不存在'],
      [{ handlerId: p.zhidui.id }, '承办人须为承办单位的人员'],
      [{ organId: p.zhidui.organId }, '承办单位只能选择本单位及下级单位'],
      [{ assigneeId: p.zhidui.id }, '所选办理人不在该步骤的可选范围内'],
    ];
    for (const [change, msg] of cases) expect(await add(change), msg).toMatchObject({ code: 400, msg });
    expect(await reviewCount()).toBe(before);
  });

  it('checks the version of an edit', async () => {
    const review = (await add({ caseName: '版本冲突测试案' })).data;
    const [work] = await t.db.select().from(flowWorks).where(eq(flowWorks.busiInstId, review.id));
    await t.call('POST', '/flow/runtime/work/revoke', { token: p.dadui.token, body: { flowWorkId: work.id, version: work.version } });
    const body = { ...NEW, id: review.id, organId: p.dadui.organId, handlerId: p.dadui.id };
    expect((await t.call('POST', '/reviewAdvance/update', { token: p.dadui.token, body: { ...body, version: review.version, caseName: '改名一次' } })).code).toBe(0);
    expect(await t.call('POST', '/reviewAdvance/update', { token: p.dadui.token, body: { ...body, version: review.version, caseName: '改名两次' } })).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await detail(p.dadui.token, review.id)).data).toMatchObject({ caseName: '改名一次', phase: 'revoked', editable: true });
  });

  it('needs the edit (4111) and export (4112) buttons', async () => {
    await grantMenus(t, 'paichusuo', 'fzysViewer', [4000, 4100, 4110]);
    const token = await t.login('paichusuo');
    const review = (await add({ caseName: '按钮权限测试案' })).data;
    expect((await page(token, { reviewKind: 'tqsh', state: 'pending' })).code).toBe(0);
    const body = { ...NEW, id: review.id, version: review.version, organId: p.dadui.organId, handlerId: p.dadui.id };
    expect(await t.call('POST', '/reviewAdvance/update', { token, body })).toMatchObject({ code: 403 });
    const refused = await t.app.inject({ method: 'POST', url: '/api/reviewAdvance/export', headers: { token }, payload: { reviewKind: 'tqsh' } });
    expect(refused.json()).toMatchObject({ code: 403 });
    expect((await detail(p.dadui.token, review.id)).data.version).toBe(review.version);
  });

  it('exports the filtered reviews as .xlsx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reviewAdvance/export', headers: { token: p.fazhi.token }, payload: { reviewKind: 'lash' } });
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('法制预审.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['审核类型', '案件名称', '当事人', '审批状态']));
    expect(sheet.rowCount).toBe(4);
  });

  it('keeps other brigades out of the lists and the detail', async () => {
    const other = await luohuAccount(t);
    await grantMenus(t, other.account, 'luohuReviewer', [4000, 4100, 4110, 4300]);
    expect((await page(other.token, { reviewKind: 'tqsh', state: 'pending' })).data.total).toBe(0);
    expect((await t.call<Page>('POST', '/reviewAdvance/list', { token: other.token, body: {} })).data.total).toBe(0);
    expect(await detail(other.token, 'tqsh-demo-022')).toMatchObject({ code: 403, msg: '您无权查看该预审记录' });
    expect(await page(p.jiedao.token, { reviewKind: 'tqsh', state: 'pending' })).toMatchObject({ code: 403 });
  });

  it('tells the detail whether sending is the first or again (重新送审), as the server decides', async () => {
    const sent = (await add({ caseName: '某仓库消防通道案' })).data as Review & { resend: boolean };
    expect(sent.resend).toBe(true);
    const dadui = { userId: p.dadui.id, userCode: 'dadui', name: '李明辉', unitId: p.dadui.organId, sessionId: 's', grants: new Set<number>(), isAdmin: false };
    const never = await flowFields(t.db, 'tqsh', await workOfRecord(t.db, 'tqsh', 'never-sent'), p.dadui.id, dadui);
    expect(never).toMatchObject({ phase: 'draft', resend: false });
  });
});
