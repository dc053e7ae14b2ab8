import { eq } from 'drizzle-orm';
import { qaAsks, qaEntries } from '../../server/db/schema';
import type { EntityRow } from '../../server/entity/define-entity';
import type { leaveWord } from '../../server/entities/leave-word.entity';
import type { qaCategory } from '../../server/entities/qa-category.entity';
import type { qaEntry } from '../../server/entities/qa-entry.entity';
import type { AskReply } from '../../server/services/smart-service/ask';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Category = EntityRow<typeof qaCategory>;
type Entry = EntityRow<typeof qaEntry>;
type Word = EntityRow<typeof leaveWord>;
type Page<T> = { total: number; records: T[] };

let t: TestApp;
let staff: string;
let reader: string;
beforeAll(async () => {
  t = await openTestApp();
  await grantMenus(t, 'zhidui', 'smartServiceStaff', [8000, 8800, 8810, 8811, 8812, 8813, 8820, 8830, 8831, 8832]);
  await grantMenus(t, 'dadui', 'smartServiceReader', [8000, 8800, 8810, 8830]);
  staff = await t.login('zhidui');
  reader = await t.login('dadui');
});
afterAll(async () => {
  await t.close();
});

const ask = (question: unknown, token = staff) => t.call<AskReply>('POST', '/questionAnswerStorage/ask', { token, body: { question } });
const entries = (body: Record<string, unknown> = {}, token = staff) => t.call<Page<Entry>>('POST', '/questionAnswerStorage/page', { token, body });
const categories = (body: Record<string, unknown> = {}, token = staff) => t.call<Page<Category>>('POST', '/questionAnswer/category/page', { token, body });
const words = (body: Record<string, unknown> = {}, token = staff) => t.call<Page<Word>>('POST', '/leaveWord/page', { token, body });
const entryNamed = async (question: string) => (await entries({ question })).data.records.find((e) => e.question === question)!;

describe('问答知识库 answers a question typed in Chinese', () => {
  it.each([
    ['灭火器怎么用', '灭火器怎么用'],
    ['灭火器如何使用', '灭火器怎么用'],
    ['疏散通道被堵怎么办', '疏散通道被堵怎么办'],
    ['疏散通道被占用了如何处理？', '疏散通道被堵怎么办'],
    ['开业前消防检查需要什么材料', '开业前消防检查需要什么材料'],
    ['饭店营业前消防安全检查要准备哪些材料', '开业前消防检查需要什么材料'],
    ['电瓶车能在楼道里充电吗', '电动自行车可以在楼道充电吗'],
  ])('%s → %s first', async (question, expected) => {
    const reply = await ask(question);
    expect(reply.code).toBe(0);
    expect(reply.data.answered).toBe(true);
    expect(reply.data.matches[0].question).toBe(expected);
    expect(reply.data.matches[0].answer.length).toBeGreaterThan(20);
  });

  it('counts a hit on the answering entry and records the ask, in one call', async () => {
    const before = await entryNamed('油锅起火怎么扑灭');
    const reply = await ask('炒菜时油锅着火了怎么办');
    expect(reply.data.matches[0]).toMatchObject({ entryId: before.id, question: '油锅起火怎么扑灭' });
    expect((await entryNamed('油锅起火怎么扑灭')).hitCount).toBe(before.hitCount + 1);
    const recorded = await t.db.select().from(qaAsks).where(eq(qaAsks.question, '炒菜时油锅着火了怎么办'));
    expect(recorded).toEqual([expect.objectContaining({ entryId: before.id })]);
  });

  it('records an unrelated question as a miss, and counts no hit', async () => {
    const hitsBefore = (await t.db.select({ hits: qaEntries.hitCount }).from(qaEntries)).reduce((sum, r) => sum + r.hits, 0);
    const reply = await ask('明天深圳天气怎么样');
    expect(reply.data.answered).toBe(false);
    const hitsAfter = (await t.db.select({ hits: qaEntries.hitCount }).from(qaEntries)).reduce((sum, r) => sum + r.hits, 0);
    expect(hitsAfter).toBe(hitsBefore);
    expect(await t.db.select().from(qaAsks).where(eq(qaAsks.question, '明天深圳天气怎么样'))).toEqual([expect.objectContaining({ entryId: null })]);
  });

  it('refuses an empty or overlong question in Chinese, and a caller without the menu', async () => {
    expect(await ask('   ')).toMatchObject({ code: 400, msg: '问题不能为空' });
    expect((await ask('火'.repeat(201))).msg).toContain('问题');
    expect((await ask('灭火器怎么用', await t.login('jiedao'))).code).toBe(403);
  });

  it('answers a new entry by its similar question once added, and no longer once disabled', async () => {
    const [category] = (await categories({ name: '灭火器材' })).data.records;
    const added = await t.call<Entry>('POST', '/questionAnswerStorage', { token: staff, body: { categoryId: category.id, question: '消防栓怎么用', answer: '打开消防栓箱门，按下启泵按钮，接好水带和水枪，逆时针打开阀门出水。', keywords: [' 室内消火栓使用方法 ', '', '消防栓怎么用'], enabled: true } });
    expect(added.data.keywords).toEqual(['室内消火栓使用方法']);
    expect((await ask('室内消火栓如何使用')).data.matches[0].question).toBe('消防栓怎么用');
    await t.call('PUT', '/questionAnswerStorage', { token: staff, body: { ...pick(added.data), enabled: false } });
    expect((await ask('室内消火栓如何使用')).data.matches.map((m) => m.question)).not.toContain('消防栓怎么用');
  });
});

const pick = (e: Entry) => ({ id: e.id, version: e.version, categoryId: e.categoryId, question: e.question, answer: e.answer, keywords: e.keywords, enabled: e.enabled });

describe('问答知识库 entries and categories', () => {
  it('refuses bad input naming the field, an unknown category, a duplicate question; nothing changes', async () => {
    const before = (await entries()).data.total;
    const [category] = (await categories()).data.records;
    const valid = { categoryId: category.id, question: '测试问题', answer: '测试答案', keywords: [], enabled: true };
    expect(await t.call('POST', '/questionAnswerStorage', { token: staff, body: { ...valid, question: '' } })).toMatchObject({ code: 400, msg: '标准问题不能为空' });
    expect(await t.call('POST', '/questionAnswerStorage', { token: staff, body: { ...valid, answer: '' } })).toMatchObject({ code: 400, msg: '答案不能为空' });
    expect(await t.call('POST', '/questionAnswerStorage', { token: staff, body: { ...valid, categoryId: 'qc-none' } })).toMatchObject({ code: 400, msg: '问答分类不存在' });
    expect(await t.call('POST', '/questionAnswerStorage', { token: staff, body: { ...valid, question: '灭火器怎么用' } })).toMatchObject({ code: 400, msg: '标准问题灭火器怎么用已存在' });
    expect((await entries()).data.total).toBe(before);
  });

  it('refuses a stale version (409) and the buttons to a caller holding the menu only (403)', async () => {
    const entry = await entryNamed('家里燃气泄漏怎么办');
    const saved = await t.call<Entry>('PUT', '/questionAnswerStorage', { token: staff, body: { ...pick(entry), keywords: [...entry.keywords, '燃气味道很重'] } });
    expect(saved.data.version).toBe(entry.version + 1);
    expect((await t.call('PUT', '/questionAnswerStorage', { token: staff, body: pick(entry) })).code).toBe(409);
    expect((await entries({}, reader)).code).toBe(0);
    expect((await t.call('PUT', '/questionAnswerStorage', { token: reader, body: pick(saved.data) })).code).toBe(403);
    expect((await t.call('DELETE', '/questionAnswerStorage', { token: reader, body: { ids: [entry.id] } })).code).toBe(403);
    expect((await entries({}, await t.login('jiedao'))).code).toBe(403);
  });

  it('keeps a category that files entries (no delete action, refused), removes an empty one', async () => {
    const [used] = (await categories({ name: '安全疏散' })).data.records;
    expect(used.entryCount).toBeGreaterThan(0);
    expect(used.allows).not.toContain('delete');
    expect(await t.call('DELETE', '/questionAnswer/category', { token: staff, body: { ids: [used.id] } })).toMatchObject({ code: 400, msg: `问答分类“安全疏散”下还有${used.entryCount}条问答，不能删除` });
    const empty = await t.call<Category>('POST', '/questionAnswer/category', { token: staff, body: { name: '临时分类', sort: 9, enabled: true, remark: null } });
    expect(empty.data.allows).toContain('delete');
    expect((await t.call<{ removed: number }>('DELETE', '/questionAnswer/category', { token: staff, body: { ids: [empty.data.id] } })).data.removed).toBe(1);
  });
});

describe('客服统计', () => {
  it('counts hits per entry and category, and the unanswered questions, over the period', async () => {
    await ask('灭火器怎么用');
    await ask('消防志愿者怎么报名');
    const stats = await t.call<{ total: number; answered: number; unanswered: number; entries: { question: string; hits: number }[]; categories: { name: string; hits: number }[]; misses: { question: string; times: number }[] }>('POST', '/questionAnswerStorage/statistics', { token: staff, body: {} });
    expect(stats.code).toBe(0);
    expect(stats.data.total).toBe(stats.data.answered + stats.data.unanswered);
    const fireExtinguisher = stats.data.entries.find((e) => e.question === '灭火器怎么用')!;
    const [stored] = await t.db.select({ hits: qaEntries.hitCount }).from(qaEntries).where(eq(qaEntries.question, '灭火器怎么用'));
    expect(fireExtinguisher.hits).toBe(stored.hits);
    expect(stats.data.categories.find((c) => c.name === '灭火器材')!.hits).toBeGreaterThanOrEqual(fireExtinguisher.hits);
    expect(stats.data.misses.find((m) => m.question === '消防志愿者怎么报名')!.times).toBeGreaterThanOrEqual(1);
    const future = await t.call<{ total: number }>('POST', '/questionAnswerStorage/statistics', { token: staff, body: { from: '2099-01-01', to: '2099-02-01' } });
    expect(future.data.total).toBe(0);
    expect(await t.call('POST', '/questionAnswerStorage/statistics', { token: staff, body: { from: '2026-02-01', to: '2026-01-01' } })).toMatchObject({ code: 400, msg: '开始时间须早于结束时间' });
    expect((await t.call('POST', '/questionAnswerStorage/statistics', { token: reader, body: {} })).code).toBe(403);
  });
});

describe('在线留言', () => {
  it('lists pending messages with 回复 allowed, answered ones without', async () => {
    const { records } = (await words()).data;
    expect(records.filter((w) => w.status === 1).every((w) => w.allows.includes('edit') && w.statusText === '待回复')).toBe(true);
    expect(records.filter((w) => w.status === 2).every((w) => !w.allows.includes('edit') && w.replierName && w.repliedAt)).toBe(true);
    expect((await words({ status: 1 })).data.records.every((w) => w.status === 1)).toBe(true);
    // A reader holding the menu only is offered no action on a pending message.
    expect((await words({ status: 1 }, reader)).data.records.every((w) => w.allows.length === 0)).toBe(true);
  });

  it('replies with the caller signed, refuses an empty reply, a stale version and a caller without the button', async () => {
    const added = await t.call<Word>('POST', '/leaveWord/add', { token: staff, body: { name: '周先生', phone: '13600136000', content: '商场的应急照明不亮了', channel: 3, reply: null } });
    expect(added.data).toMatchObject({ status: 1, statusText: '待回复', channelText: '门户网站' });
    expect(await t.call('POST', '/leaveWord/add', { token: staff, body: { name: '周先生', phone: '12345', content: 'x', channel: 3, reply: null } })).toMatchObject({ code: 400, msg: '联系电话格式不正确' });
    expect(await t.call('POST', '/leaveWord/add', { token: staff, body: { name: '周先生', phone: null, content: 'x', channel: 9, reply: null } })).toMatchObject({ code: 400, msg: '留言渠道不能大于4' });
    const id = added.data.id;
    expect(await t.call('PUT', '/leaveWord', { token: staff, body: { id, version: 1, reply: '' } })).toMatchObject({ code: 400, msg: '回复内容不能为空' });
    expect((await t.call('PUT', '/leaveWord', { token: reader, body: { id, version: 1, reply: '已转大队' } })).code).toBe(403);
    const replied = await t.call<Word>('PUT', '/leaveWord', { token: staff, body: { id, version: 1, reply: '已转大队核查' } });
    expect(replied.data).toMatchObject({ status: 2, statusText: '已回复', reply: '已转大队核查', version: 2, });
    expect(replied.data.allows).toEqual(['delete']);
    expect(replied.data.replierName).toBeTruthy();
    expect((await t.call('PUT', '/leaveWord', { token: staff, body: { id, version: 1, reply: '再次回复' } })).code).toBe(409);
    expect((await t.call<Word>('GET', '/leaveWord', { token: reader, query: { id } })).data.reply).toBe('已转大队核查');
    expect((await t.call('DELETE', '/leaveWord', { token: reader, body: { ids: [id] } })).code).toBe(403);
    expect((await t.call<{ removed: number }>('DELETE', '/leaveWord', { token: staff, body: { ids: [id] } })).data.removed).toBe(1);
  });
});
