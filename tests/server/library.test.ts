import type { LibraryRow } from '../../server/entities/library-document.entity';
import { allowedActions, nextStatus } from '../../server/services/library-flow';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: LibraryRow[] };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const call = <T = LibraryRow>(path: string, body: unknown, token = admin) => t.call<T>('POST', path, { token, body });
const page = (stem: string, body: Record<string, unknown> = {}) => call<Page>(`/library/${stem}/page`, body);
const detail = (stem: string, id: string, token = admin) => t.call<LibraryRow>('GET', `/library/${stem}/detail`, { token, query: { id } });
const NEW = { title: '人员密集场所消防安全管理', category: '行业标准', docNo: 'XF 654-2006', issuer: '公安部', content: '规定了人员密集场所消防安全管理的要求。' };

describe('review flow', () => {
  it('allows only the moves of each state', () => {
    expect(allowedActions('draft')).toEqual(['edit', 'delete', 'send']);
    expect(allowedActions('reviewing')).toEqual(['approve', 'reject', 'withdraw']);
    expect(allowedActions('approved')).toEqual(['withdraw']);
    expect(nextStatus('approved', 'send')).toEqual({ ok: false, message: '当前状态为已通过，不能送审' });
    expect(nextStatus('reviewing', 'approve')).toEqual({ ok: true, to: 'approved' });
  });
});

describe.each([
  ['regulation', 4, 'guifanku', [11000, 11300, 11350]],
  ['case', 3, 'anliku', [11000, 11300, 11360]],
] as const)('%s library', (stem, seeded, roleCode, viewerMenus) => {
  it('lists each state and filters by state and title', async () => {
    const all = await page(stem);
    expect(all.data.total).toBe(seeded);
    expect(new Set(all.data.records.map((r) => r.status))).toEqual(new Set(['draft', 'reviewing', 'approved']));
    const reviewing = await page(stem, { status: 'reviewing' });
    expect(reviewing.data.records.every((r) => r.status === 'reviewing' && r.allows.includes('approve'))).toBe(true);
    expect((await page(stem, { title: '%' })).data.total).toBe(0);
  });

  it('drafts, edits, sends, withdraws, sends again and approves', async () => {
    const created = await call(`/library/${stem}/add`, NEW);
    expect(created.data).toMatchObject({ status: 'draft', version: 1, organName: expect.any(String), allows: ['edit', 'delete', 'send'] });
    const id = created.data.id;
    const edited = await call(`/library/${stem}/update`, { ...NEW, id, version: 1, title: '人员密集场所消防安全管理（修订）' });
    expect(edited.data).toMatchObject({ title: '人员密集场所消防安全管理（修订）', version: 2 });
    const sent = await call(`/library/${stem}/send`, { id, version: 2 });
    expect(sent.data).toMatchObject({ status: 'reviewing', version: 3 });
    expect(sent.data.sentAt).toBeTruthy();
    const back = await call(`/library/${stem}/withdraw`, { id, version: 3 });
    expect(back.data.status).toBe('draft');
    await call(`/library/${stem}/send`, { id, version: 4 });
    const approved = await call(`/library/${stem}/approve`, { id, version: 5, comment: '同意' });
    expect(approved.data).toMatchObject({ status: 'approved', reviewerName: '系统管理员', reviewComment: '同意', allows: ['withdraw'] });
  });

  it('refuses moves the state does not allow with 409, and stale versions', async () => {
    const [row] = (await page(stem, { status: 'approved' })).data.records;
    expect(await call(`/library/${stem}/send`, { id: row.id, version: row.version })).toMatchObject({ code: 409, msg: '当前状态为已通过，不能送审' });
    expect(await call(`/library/${stem}/update`, { ...NEW, id: row.id, version: row.version })).toMatchObject({ code: 409, msg: '当前状态为已通过，不能编辑' });
    expect((await call(`/library/${stem}/batchDelete`, { ids: [row.id] })).code).toBe(409);
    expect(await call(`/library/${stem}/withdraw`, { id: row.id, version: row.version - 1 })).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await detail(stem, row.id)).data).toEqual(row);
  });

  it('rejects bad input naming the field and a return without a comment; nothing changes', async () => {
    const before = (await page(stem)).data.total;
    expect(await call(`/library/${stem}/add`, { ...NEW, title: '' })).toMatchObject({ code: 400, msg: '标题不能为空' });
    expect(await call(`/library/${stem}/add`, { ...NEW, content: undefined })).toMatchObject({ code: 400, msg: '正文不能为空' });
    expect((await page(stem)).data.total).toBe(before);
    const [row] = (await page(stem, { status: 'reviewing' })).data.records;
    expect(await call(`/library/${stem}/reject`, { id: row.id, version: row.version })).toMatchObject({ code: 400, msg: '退回意见不能为空' });
    expect((await detail(stem, row.id)).data.status).toBe('reviewing');
  });

  it('deletes drafts all or nothing', async () => {
    const draft = (await call(`/library/${stem}/add`, NEW)).data;
    const [approved] = (await page(stem, { status: 'approved' })).data.records;
    expect((await call(`/library/${stem}/batchDelete`, { ids: [draft.id, approved.id] })).code).toBe(409);
    expect((await detail(stem, draft.id)).code).toBe(0);
    expect((await call<{ removed: number }>(`/library/${stem}/batchDelete`, { ids: [draft.id] })).data.removed).toBe(1);
    expect((await detail(stem, draft.id)).code).toBe(404);
  });

  it('refuses each action without its button and limits the list to the unit', async () => {
    await grantMenus(t, 'jiedao', `${roleCode}Viewer`, [...viewerMenus]);
    const jiedao = await t.login('jiedao');
    // The street office sees none of the detachment's documents.
    expect((await page(stem).then(() => call<Page>(`/library/${stem}/page`, {}, jiedao))).data.total).toBe(0);
    const [draft] = (await page(stem, { status: 'draft' })).data.records;
    expect((await detail(stem, draft.id, jiedao)).code).toBe(403);
    expect((await call(`/library/${stem}/add`, NEW, jiedao)).code).toBe(403);
    expect((await call(`/library/${stem}/send`, { id: draft.id, version: draft.version }, jiedao)).code).toBe(403);
    expect((await call(`/library/${stem}/batchDelete`, { ids: [draft.id] }, jiedao)).code).toBe(403);
    expect((await detail(stem, draft.id)).data.version).toBe(draft.version);
  });
});
