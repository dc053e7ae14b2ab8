/** 宣传库 (8600) and 宣传审核 (8500): drafts submitted, returned with an opinion (author told) or approved and published. */
import { and, eq, like } from 'drizzle-orm';
import { notices, publicServices, publicityContents } from '../../server/db/schema';
import type { PublicityRow } from '../../server/entities/publicity.entity';
import { openTestApp, type TestApp } from '../helpers/app';
import { supervisionPeople } from './support/supervision';

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
let reviewer: string;
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
  reviewer = await t.login('zhidui');
}, 120_000);
afterAll(() => t?.close());

const ARTICLE = { mediaType: 'article', category: 'escape', title: '高层建筑火灾逃生要点', summary: '遇火莫乘电梯', body: '发生火灾时，应沿疏散楼梯向下逃生，切勿乘坐电梯。', mediaIds: [], articleIds: [], channels: ['app', 'wechat'] };
const write = (extra: Record<string, unknown> = {}, base = '/propaganda/data') =>
  t.call<PublicityRow>('POST', `${base}/add`, { token: p.dadui.token, body: { ...ARTICLE, ...extra } });
const call = (url: string, row: { id: string; version: number }, body: Record<string, unknown> = {}, token = p.dadui.token) =>
  t.call<PublicityRow>('POST', url, { token, body: { id: row.id, version: row.version, ...body } });
const submit = (row: PublicityRow, base = '/propaganda/data') => call(`${base}/submit`, row);

describe('publicity (宣传库, 宣传审核)', () => {
  it('writes a draft of the caller’s unit, refusing bad input', async () => {
    const env = await write();
    expect(env.msg).toBe('操作成功');
    expect(env.data).toMatchObject({ section: 'knowledge', status: 'draft', organId: p.dadui.organId, allows: expect.arrayContaining(['edit', 'delete', 'submit']) });
    expect((await write({ channels: [] })).msg).toContain('发布渠道');
    expect((await write({ channels: ['tv'] })).msg).toContain('发布渠道');
    expect((await write({ category: 'gossip' })).msg).toBe('宣传分类取值不正确');
    expect((await write({ mediaType: 'video' })).msg).toBe('图片、视频类内容须上传图片/视频');
    expect((await write({ mediaIds: ['nope'] })).msg).toBe('图片/视频不存在，请重新上传');
    expect((await write({ articleIds: [env.data.id] })).msg).toBe('宣传知识库的内容不能包含专题文章');
  });

  it('is returned with an opinion (author told), resubmitted, approved and published to its channels', async () => {
    const draft = (await write()).data;
    const sent = await submit(draft);
    expect(sent.data).toMatchObject({ status: 'pending', allows: [] });
    expect((await call('/propaganda/data/update', sent.data, { title: '改' })).code).not.toBe(0);
    const queue = await t.call<{ records: PublicityRow[] }>('POST', '/propaganda/data/getPendingApproval', { token: reviewer, body: { status: 'pending', current: 1, size: 50 } });
    expect(queue.data.records.find((r) => r.id === draft.id)?.allows).toEqual(expect.arrayContaining(['approve', 'return']));
    expect((await call('/propaganda/data/return', sent.data, { reviewOpinion: '' }, reviewer)).code).toBe(400);
    const back = await call('/propaganda/data/return', sent.data, { reviewOpinion: '请补充乘坐电梯的危险说明' }, reviewer);
    expect(back.data).toMatchObject({ status: 'draft', reviewOpinion: '请补充乘坐电梯的危险说明', allows: [] });
    const told = await t.db.select().from(notices).where(and(eq(notices.busiInstId, draft.id), eq(notices.receiverId, p.dadui.id)));
    expect(told[0]?.content).toContain('请补充乘坐电梯的危险说明');
    const edited = await t.call<PublicityRow>('POST', '/propaganda/data/update', { token: p.dadui.token, body: { ...ARTICLE, id: draft.id, version: back.data.version, body: '电梯井会成为烟囱，乘坐电梯极易被困。' } });
    expect(edited.msg).toBe('操作成功');
    const again = await submit(edited.data);
    expect(again.data.status).toBe('pending');
    const done = await call('/propaganda/data/approve', again.data, {}, reviewer);
    expect(done.data).toMatchObject({ status: 'published', reviewOpinion: null, allows: [] });
    expect(done.data.publishedAt).toBeTruthy();
    const facts = await t.db.select().from(publicServices).where(like(publicServices.id, `publicity-${draft.id}-%`));
    expect(facts.map((f) => [f.kind, f.channel]).sort()).toEqual([['publicity', 'app'], ['publicity', 'wechat']]);
    expect((await call('/propaganda/data/approve', done.data, {}, reviewer)).code).toBe(409);
    expect((await t.call('POST', '/propaganda/data/delete', { token: p.dadui.token, body: { ids: [draft.id] } })).msg).toBe('只能删除草稿状态的宣传内容');
  });

  it('publishes a topic grouping published knowledge articles only', async () => {
    const draft = (await write()).data;
    const topic = (extra: Record<string, unknown>) => write({ title: '冬季防火专题', category: 'prevention', ...extra }, '/propaganda/special');
    expect((await topic({ articleIds: [draft.id] })).msg).toBe('专题文章须是已发布的宣传知识库文章');
    expect((await topic({ articleIds: [] })).msg).toBe('专题文章不能为空');
    const sent = (await submit(draft)).data;
    const published = (await call('/propaganda/data/approve', sent, {}, reviewer)).data;
    const env = await topic({ articleIds: [published.id] });
    expect(env.data).toMatchObject({ section: 'special', articles: [{ id: published.id, title: published.title }] });
    const pending = await submit(env.data, '/propaganda/special');
    expect((await call('/propaganda/data/approve', pending.data, {}, reviewer)).data.status).toBe('published');
    // A topic is not an article of the knowledge base, and the other screen does not submit it.
    expect((await submit(draft)).code).not.toBe(0);
    expect((await t.call('GET', '/propaganda/data/detail', { token: p.dadui.token, query: { id: env.data.id } })).code).not.toBe(0);
  });

  it('answers 409 on a stale version and 403 without the grant or outside the unit', async () => {
    const draft = (await write()).data;
    expect((await call('/propaganda/data/submit', { ...draft, version: draft.version + 1 })).code).toBe(409);
    const sent = (await submit(draft)).data;
    // The author holds no review grant; a partner neither.
    expect((await call('/propaganda/data/approve', sent, {}, p.dadui.token)).code).toBe(403);
    const other = await t.login('paichusuo');
    expect((await call('/propaganda/data/submit', draft, {}, other)).code).toBe(403);
    expect((await call('/propaganda/data/return', { ...sent, version: sent.version + 1 }, { reviewOpinion: '旧' }, reviewer)).code).toBe(409);
    const [still] = await t.db.select().from(publicityContents).where(eq(publicityContents.id, draft.id));
    expect(still.status).toBe('pending');
  });
});
