/** 个人履职 (/personal/*): declare and send (grgz, grlz, grss), the approval path, and the summary of approved declarations. */
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { dutyDeclarations, flowWorks } from '../../server/db/schema';
import { openTestApp, type TestApp } from '../helpers/app';
import { flowPeople } from './support/flow-runtime';
import { luohuAccount, submitMove, workHistory, type FlowPart } from './support/business';

type Declaration = FlowPart & { id: string; kind: string; period: string; score: number; items: { name: string; quantity: number; score: number }[]; reason: string | null; version: number };
type SummaryRow = { userId: string; period: string; workScore: number; dutyScore: number; appealScore: number; totalScore: number; declarationCount: number };

let t: TestApp;
let p: Awaited<ReturnType<typeof flowPeople>>;
beforeAll(async () => {
  t = await openTestApp();
  p = await flowPeople(t);
});
afterAll(async () => {
  await t.close();
});

const save = (token: string, body: Record<string, unknown>) => t.call<Declaration>('POST', '/personal/savePersonals', { token, body });
const declare = (body: Record<string, unknown> = {}) =>
  save(p.dadui.token, { kind: 'grgz', period: '2025-01', items: [{ standardId: 'ds-inspect-unit', quantity: 40 }, { standardId: 'ds-training', quantity: 2 }], assigneeId: p.leader.id, ...body });
const detail = (token: string, id: string) => t.call<Declaration>('GET', '/personal/getDetails', { token, query: { id } });
const stat = (token: string, body: Record<string, unknown> = {}) => t.call<{ total: number; records: SummaryRow[] }>('POST', '/personal/stat', { token, body: { size: 100, ...body } });
const declarations = async () => (await t.db.select({ n: count() }).from(dutyDeclarations))[0].n;
const workOf = async (id: string) => (await t.db.select().from(flowWorks).where(eq(flowWorks.busiInstId, id)))[0];

describe('personal duty declarations', () => {
  it('offers the duty standards to declare against', async () => {
    const env = await t.call<{ id: string; unitScore: number; monthlyCap: number | null }[]>('GET', '/personal/standards', { token: p.dadui.token });
    expect(env.data.find((s) => s.id === 'ds-inspect-unit')).toMatchObject({ unitScore: 2, monthlyCap: 60 });
  });

  it('declares, prices the items by the standards (capped per month) and sends; approved, it joins the summary', async () => {
    const env = await declare();
    expect(env.code).toBe(0);
    const d = env.data;
    // 40 × 2 = 80 capped at 60; 2 × 1.5 = 3.
    expect(d.items.map((i) => [i.name, i.quantity, i.score])).toEqual([['日常消防监督检查', 40, 60], ['消防安全宣传培训', 2, 3]]);
    expect(d).toMatchObject({ kind: 'grgz', score: 63, phase: 'inApproval', stepName: '单位领导审批', assigneeName: p.leader.name, editable: false });
    expect((await stat(p.dadui.token, { period: '2025-01' })).data.total).toBe(0);

    let work = await workOf(d.id);
    expect(work.title).toBe('李明辉2025-01个人工作审批');
    expect((await detail(p.leader.token, d.id)).data.allowedMoves).toEqual(['approve', 'reject', 'transfer', 'close']);
    expect((await submitMove(t, p.leader.token, { flowWorkId: work.id, version: work.version, action: 'approve', assigneeId: p.zhidui.id, opinion: '属实。' })).code).toBe(0);
    work = await workOf(d.id);
    expect((await submitMove(t, p.zhidui.token, { flowWorkId: work.id, version: work.version, action: 'approve' })).code).toBe(0);
    expect((await detail(p.dadui.token, d.id)).data).toMatchObject({ phase: 'approved', phaseName: '已通过' });
    expect((await workHistory(t, p.dadui.token, work.id)).data.map((r) => r.move)).toEqual(['send', 'approve', 'approve']);
    const [row] = (await stat(p.dadui.token, { period: '2025-01' })).data.records;
    expect(row).toMatchObject({ userId: p.dadui.id, workScore: 63, dutyScore: 0, appealScore: 0, totalScore: 63, declarationCount: 1 });
  });

  it('returns a rejection to the declarant, who corrects and sends it again', async () => {
    const d = (await declare({ kind: 'grlz', period: '2025-02', items: [{ standardId: 'ds-penalty', quantity: 3 }] })).data;
    const work = await workOf(d.id);
    expect((await submitMove(t, p.leader.token, { flowWorkId: work.id, version: work.version, action: 'reject', opinion: '案件数与系统不符。' })).code).toBe(0);
    expect((await detail(p.dadui.token, d.id)).data).toMatchObject({ phase: 'rejected', phaseName: '不通过', editable: true });
    const again = { id: d.id, version: d.version, kind: 'grlz', period: '2025-02', items: [{ standardId: 'ds-penalty', quantity: 2 }], assigneeId: p.leader.id, comment: '已更正。' };
    expect(await save(p.zhidui.token, again)).toMatchObject({ code: 409, msg: '只有申报人可以修改不通过或已撤回的申报' });
    const sent = await save(p.dadui.token, again);
    expect(sent.data).toMatchObject({ id: d.id, score: 10, phase: 'inApproval', version: d.version + 1 });
    expect(await save(p.dadui.token, { ...again, version: d.version + 1 })).toMatchObject({ code: 409 });
    expect((await workHistory(t, p.dadui.token, work.id)).data.map((r) => [r.move, r.comment])).toEqual([
      ['send', null],
      ['reject', '案件数与系统不符。'],
      ['submit', '已更正。'],
    ]);
  });

  it('refuses bad input naming the field and saves nothing', async () => {
    const before = await declarations();
    const cases: [Record<string, unknown>, string][] = [
      [{ period: '2025-13' }, '申报月份格式不正确'],
      [{ kind: 'grxx' }, '申报类型取值不正确'],
      [{ items: [] }, '申报项目不能为空'],
      [{ items: [{ standardId: 'ds-none', quantity: 1 }] }, '第1项申报项目不存在或已被删除'],
      [{ items: [{ standardId: 'ds-duty', quantity: 0 }] }, '数量不能小于0.01'],
      [{ kind: 'grss', items: [], reason: ' ' }, '申诉理由不能为空'],
      [{ period: '2025-01' }, '2025-01已有个人工作审批申报'],
      [{ period: '2025-03', assigneeId: p.fazhi.id }, '所选办理人不在该步骤的可选范围内'],
    ];
    for (const [change, msg] of cases) expect(await declare(change), msg).toMatchObject({ code: 400, msg });
    expect(await declarations()).toBe(before);
  });

  it('sends an appeal with its reason', async () => {
    const appeal = await declare({ kind: 'grss', period: '2025-01', items: [{ standardId: 'ds-inspect-recheck', quantity: 2 }], reason: '复查2家未计分。' });
    expect(appeal.data).toMatchObject({ kind: 'grss', reason: '复查2家未计分。', score: 2, stepName: '单位领导审核' });
  });

  it('sums the approved declarations of the caller’s scope per person and month, and exports them', async () => {
    const mine = (await stat(p.dadui.token)).data.records;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.declarationCount > 0 && Math.abs(r.totalScore - r.workScore - r.dutyScore - r.appealScore) < 0.001)).toBe(true);
    expect((await stat(p.zhidui.token)).data.total).toBeGreaterThanOrEqual(mine.length);
    const other = await luohuAccount(t);
    expect((await stat(other.token)).data.total).toBe(0);
    expect(await detail(other.token, 'grgz-demo-029')).toMatchObject({ code: 403, msg: '您无权查看该申报记录' });
    expect(await stat(p.dadui.token, { period: '2025/01' })).toMatchObject({ code: 400, msg: '月份格式不正确' });

    const res = await t.app.inject({ method: 'POST', url: '/api/personal/statExport', headers: { token: p.dadui.token }, payload: {} });
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('个人履职汇总.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].rowCount).toBe(mine.length + 1);
  });
});
