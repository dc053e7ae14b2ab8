import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { WritDocumentRow } from '../../server/entities/writ-document.entity';
import { chinaYear } from '../../server/services/writ-text';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: WritDocumentRow[] };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const page = (body: Record<string, unknown> = {}, token = admin) => t.call<Page>('POST', '/document/writ/page', { token, body: { size: 100, ...body } });
const detail = (id: string, token = admin) => t.call<WritDocumentRow>('GET', '/document/writ/detail', { token, query: { id } });
const add = (body: Record<string, unknown>) => t.call<WritDocumentRow>('POST', '/document/writ/add', { token: admin, body });
const issue = (row: { id: string; version: number }) => t.call<WritDocumentRow>('POST', '/document/writ/issue', { token: admin, body: { id: row.id, version: row.version } });
const pairs = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => ({ name, value }));

/** A template of its own prefix, so the numbers it gets start at 1 in this test. */
const TEMPLATE = {
  name: '测试告知书', code: 'CSGZS', category: 'general', busiTypeCode: 'xfjdjc', numberPrefix: '深消测字', enabled: true,
  body: '${当事人}：\n经查，${事实}。\n特此告知。',
};
const FILLED = { 当事人: '深圳市福田区华信科技有限公司', 事实: '你单位疏散通道堆放杂物' };
let templateId = '';

describe('writs (mbsz, tab 文书)', () => {
  it('lists the seeded writs, drafts and issued ones, with their text filled in', async () => {
    const all = (await page()).data;
    // The seeded writs, and those the demo 临时查封 and 安全检查 issued through their services.
    expect(all.total).toBe(27);
    const issued = (await page({ status: 'issued' })).data.records;
    expect(issued.length).toBeGreaterThan(5);
    expect(issued.every((r) => /^深消.+字〔\d{4}〕\d+号$/.test(r.documentNumber ?? ''))).toBe(true);
    expect(new Set(issued.map((r) => r.documentNumber)).size).toBe(issued.length);
    expect((await page({ status: 'draft' })).data.records.every((r) => r.documentNumber === null)).toBe(true);
    const [first] = (await page({ keyword: '华信科技' })).data.records;
    expect(first.content).toContain('深圳市福田区华信科技有限公司');
    expect(first.content).not.toContain('${');
  });

  it('limits a user to the writs of their unit and below', async () => {
    await grantMenus(t, 'dadui', 'writViewer', [11000, 11400, 11410]);
    const dadui = await t.login('dadui');
    const mine = (await page({}, dadui)).data.records;
    expect(mine.length).toBeGreaterThan(0);
    const unit = mine[0].organId;
    expect(mine.every((r) => r.organId === unit)).toBe(true);
    const [other] = (await page()).data.records.filter((r) => r.organId !== unit);
    expect((await detail(other.id, dadui)).code).toBe(403);
    expect((await t.call('POST', '/document/writ/add', { token: dadui, body: { templateId: 'wt-zlxqgz', partyName: 'x', values: [] } })).code).toBe(403);
    expect((await t.call('POST', '/document/writ/issue', { token: dadui, body: { id: mine[0].id, version: mine[0].version } })).code).toBe(403);
    expect((await t.call('POST', '/document/writ/update', { token: dadui, body: { id: mine[0].id, partyName: 'x', values: [], version: mine[0].version } })).code).toBe(403);
    expect((await t.call('POST', '/document/writ/remove', { token: dadui, body: { ids: [mine[0].id] } })).code).toBe(403);
    expect((await detail(mine[0].id)).data.version).toBe(mine[0].version);
  });

  it('makes a draft from an enabled template; every placeholder must be filled', async () => {
    templateId = (await t.call<{ id: string }>('POST', '/document/writTemplate/add', { token: admin, body: TEMPLATE })).data.id;
    const before = (await page()).data.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ values: pairs({ 当事人: FILLED.当事人 }) }, '占位符「事实」不能为空'],
      [{ values: pairs({ ...FILLED, 事实: '  ' }) }, '占位符「事实」不能为空'],
      [{ values: pairs({ ...FILLED, 罚款: '5000' }) }, '占位符「罚款」不属于文书模板测试告知书'],
      [{ partyName: ' ' }, '当事人不能为空'],
      [{ partyName: '' }, '当事人不能为空'],
      [{ templateId: 'wt-jbtsgz' }, '文书模板不存在或已停用'],
      [{ organId: 'o-missing' }, '签发单位不存在'],
    ];
    for (const [change, msg] of cases) {
      const env = await add({ templateId, partyName: FILLED.当事人, values: pairs(FILLED), ...change });
      expect(env, JSON.stringify(change)).toMatchObject({ code: 400, msg });
    }
    expect((await page()).data.total).toBe(before);
    const env = await add({ templateId, partyName: FILLED.当事人, values: pairs(FILLED) });
    expect(env.data).toMatchObject({
      status: 'draft', documentNumber: null, title: '测试告知书', templateName: '测试告知书', placeholders: ['当事人', '事实'], version: 1,
      content: '深圳市福田区华信科技有限公司：\n经查，你单位疏散通道堆放杂物。\n特此告知。',
    });
    expect(env.data.organName).toBeTruthy();
  });

  it('edits a draft with the version it read; a stale version gets 409', async () => {
    const [row] = (await page({ templateId })).data.records;
    const body = { id: row.id, title: '疏散通道告知书', partyName: row.partyName, values: pairs({ ...FILLED, 事实: '你单位安全出口上锁' }), version: row.version };
    const env = await t.call<WritDocumentRow>('POST', '/document/writ/update', { token: admin, body });
    expect(env.data).toMatchObject({ title: '疏散通道告知书', version: row.version + 1 });
    expect(env.data.content).toContain('你单位安全出口上锁');
    const stale = await t.call('POST', '/document/writ/update', { token: admin, body: { ...body, title: '过期' } });
    expect(stale).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await detail(row.id)).data.title).toBe('疏散通道告知书');
  });

  it('issues with the next number of the prefix and year, then locks the writ', async () => {
    const [row] = (await page({ templateId })).data.records;
    expect((await issue({ id: row.id, version: row.version + 5 })).code).toBe(409);
    const env = await issue(row);
    const year = chinaYear(new Date());
    expect(env.data).toMatchObject({ status: 'issued', documentNumber: `深消测字〔${year}〕1号`, version: row.version + 1 });
    expect(env.data.issuedAt).toBeTruthy();
    const issued = env.data;
    const update = { id: issued.id, partyName: 'x', values: pairs(FILLED), version: issued.version };
    expect(await t.call('POST', '/document/writ/update', { token: admin, body: update })).toMatchObject({ code: 400, msg: '文书已签发，不能修改' });
    expect(await t.call('POST', '/document/writ/remove', { token: admin, body: { ids: [issued.id] } })).toMatchObject({ code: 400, msg: '文书已签发，不能删除' });
    expect(await issue(issued)).toMatchObject({ code: 400, msg: '文书已签发，不能重复签发' });
    expect((await detail(issued.id)).data).toMatchObject({ partyName: FILLED.当事人, documentNumber: issued.documentNumber });
  });

  it('gives 10 writs issued at once 10 distinct consecutive numbers', async () => {
    const drafts = [];
    for (let i = 0; i < 10; i += 1) drafts.push((await add({ templateId, partyName: `单位${i}`, values: pairs(FILLED) })).data);
    const results = await Promise.all(drafts.map((draft) => issue(draft)));
    expect(results.map((r) => r.code)).toEqual(Array(10).fill(0));
    const year = chinaYear(new Date());
    const seqs = results.map((r) => Number(r.data.documentNumber!.replace(`深消测字〔${year}〕`, '').replace('号', ''))).sort((a, b) => a - b);
    expect(seqs).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('deletes drafts all or nothing', async () => {
    const draft = (await add({ templateId, partyName: '待删单位', values: pairs(FILLED) })).data;
    const [issued] = (await page({ templateId, status: 'issued' })).data.records;
    expect((await t.call('POST', '/document/writ/remove', { token: admin, body: { ids: [draft.id, issued.id] } })).code).toBe(400);
    expect((await detail(draft.id)).code).toBe(0);
    expect((await t.call('POST', '/document/writ/remove', { token: admin, body: { ids: [draft.id, 'missing'] } })).code).toBe(404);
    expect((await t.call('POST', '/document/writ/remove', { token: admin, body: { ids: [draft.id] } })).code).toBe(0);
    expect((await detail(draft.id)).code).toBe(404);
  });

  it('downloads a writ as a real .docx named by its number, holding the filled-in text', async () => {
    const [row] = (await page({ templateId, status: 'issued', keyword: '疏散通道告知书' })).data.records;
    const res = await t.app.inject({ method: 'GET', url: '/api/document/writ/download', query: { id: row.id }, headers: { token: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`${row.documentNumber}.docx`);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const xml = await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')!.async('string');
    for (const text of ['疏散通道告知书', row.documentNumber!, '经查，你单位安全出口上锁。', row.organName]) expect(xml).toContain(text);
  });

  it('exports the filtered list as .xlsx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/document/writ/export', payload: { status: 'issued', current: 1, size: 10 }, headers: { token: admin } });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('文号');
    expect(sheet.rowCount - 1).toBe((await page({ status: 'issued' })).data.total);
    expect(String(sheet.getRow(2).getCell(6).value)).toBe('已签发');
  });

  it('tells with each writ what the caller may do: a draft is edited, issued and removed by the button holders, an issued writ nothing', async () => {
    expect((await page({ status: 'draft' })).data.records.every((r) => JSON.stringify([...r.allows].sort()) === '["delete","edit","issue"]')).toBe(true);
    expect((await page({ status: 'issued' })).data.records.every((r) => r.allows.length === 0)).toBe(true);
    await grantMenus(t, 'zhidui', 'writReader', [11000, 11400, 11410]);
    const reader = await t.login('zhidui');
    const drafts = (await t.call<{ records: { allows: string[] }[] }>('POST', '/document/writ/page', { token: reader, body: { status: 'draft' } })).data.records;
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((r) => r.allows.length === 0)).toBe(true);
  });
});
