/** 消息中心 (/sys/notice/*): send to people and organisations, templates, forward, read, delete, statistics; only the caller's own rows. */
import { and, count, eq, inArray } from 'drizzle-orm';
import { MSG_RECEIVERS_MAX } from '../../src/constants/message-centre';
import { notices, noticeSends, operationRecords, users } from '../../server/db/schema';
import { createLocalNoticeBus, type NoticeEvent } from '../../server/notice/bus';
import { attachNoticeBus } from '../../server/notice/publisher';
import { subordinateOrganIds } from '../../server/services/org-scope';
import { openTestApp, type TestApp } from '../helpers/app';

type Page<R> = { total: number; records: R[] };
type Received = { id: string; title: string; content: string; category: string | null; senderName: string | null; visited: boolean };
type Sent = { id: string; title: string; receiverCount: number; readCount: number; receiverNames: string; forwarded: boolean };
type Person = { id: string; organId: string; name: string; token: string };

let t: TestApp;
const bus = createLocalNoticeBus();
const published: NoticeEvent[] = [];
let zhidui: Person, dadui: Person, fazhi: Person, jiedao: Person;

async function person(account: string): Promise<Person> {
  const [u] = await t.db.select().from(users).where(eq(users.account, account));
  return { id: u.id, organId: u.organId, name: u.name, token: await t.login(account) };
}

beforeAll(async () => {
  t = await openTestApp();
  [zhidui, dadui, fazhi, jiedao] = await Promise.all(['zhidui', 'dadui', 'fazhi', 'jiedao'].map(person));
  attachNoticeBus(bus);
  for (const p of [zhidui, dadui, fazhi, jiedao]) bus.subscribe(p.id, (n) => published.push(n));
});
afterAll(async () => {
  attachNoticeBus(null);
  await bus.close();
  await t.close();
});

const inbox = (p: Person, body: Record<string, unknown> = {}) => t.call<Page<Received>>('POST', '/sys/notice/getReceivePage', { token: p.token, body: { current: 1, size: 50, ...body } });
const outbox = (p: Person, body: Record<string, unknown> = {}) => t.call<Page<Sent>>('POST', '/sys/notice/getSendPage', { token: p.token, body: { current: 1, size: 50, ...body } });
const send = (p: Person, body: Record<string, unknown>) => t.call<{ id: string; receiverCount: number }>('POST', '/sys/notice/sendMsg', { token: p.token, body });
const detail = (p: Person, id: string) => t.call<Received & { flowWorkId: string | null }>('GET', '/sys/notice/getDetail', { token: p.token, query: { id } });
const unread = async (p: Person) => (await t.call<{ notVisitedTotal: number }>('GET', '/sys/notice/getNotVisitedTotal', { token: p.token })).data.notVisitedTotal;
const rowCounts = async () => {
  const [[n], [s]] = await Promise.all([t.db.select({ n: count() }).from(notices), t.db.select({ n: count() }).from(noticeSends)]);
  return { notices: Number(n.n), sends: Number(s.n) };
};

describe('sending a message', () => {
  it('reaches only its receivers, unread, live on the bus, and lists on the sender side', async () => {
    published.length = 0;
    const before = await unread(dadui);
    const env = await send(zhidui, { title: '周例会通知', content: '请于周五下午三点参加例会。', receiverIds: [dadui.id] });
    expect(env).toMatchObject({ code: 0, data: { receiverCount: 1 } });
    expect(await unread(dadui)).toBe(before + 1);
    const [row] = (await inbox(dadui, { title: '周例会' })).data.records;
    expect(row).toMatchObject({ title: '周例会通知', category: 'message', senderName: zhidui.name, visited: false });
    expect((await inbox(fazhi, { title: '周例会' })).data.total).toBe(0);
    expect(published.map((n) => [n.receiverId, n.title])).toEqual([[dadui.id, '周例会通知']]);
    const [sent] = (await outbox(zhidui, { title: '周例会' })).data.records;
    expect(sent).toMatchObject({ id: env.data.id, receiverCount: 1, readCount: 0, receiverNames: dadui.name, forwarded: false });
    expect((await outbox(dadui, { title: '周例会' })).data.total).toBe(0);
  });

  it('opening a received message marks it read; the sender sees who read it; nobody else can open it', async () => {
    const [row] = (await inbox(dadui, { title: '周例会' })).data.records;
    expect((await detail(fazhi, row.id)).code).toBe(404);
    const opened = await detail(dadui, row.id);
    expect(opened.data).toMatchObject({ id: row.id, visited: true, content: '请于周五下午三点参加例会。' });
    expect((await inbox(dadui, { title: '周例会', visited: false })).data.total).toBe(0);
    const [sent] = (await outbox(zhidui, { title: '周例会' })).data.records;
    expect(sent.readCount).toBe(1);
    const full = await t.call<{ receivers: { userId: string; visited: boolean }[] }>('GET', '/sys/notice/getSendDetail', { token: zhidui.token, query: { id: sent.id } });
    expect(full.data.receivers).toEqual([expect.objectContaining({ userId: dadui.id, visited: true })]);
    expect((await t.call('GET', '/sys/notice/getSendDetail', { token: dadui.token, query: { id: sent.id } })).code).toBe(404);
  });

  it('expands organisations to their people and subordinate units, without duplicates or the sender', async () => {
    const units = await subordinateOrganIds(t.db, dadui.organId);
    const people = await t.db.select({ id: users.id }).from(users).where(and(inArray(users.organId, units), eq(users.deleted, false), eq(users.state, 'active')));
    const expected = new Set(people.map((p) => p.id));
    expected.delete(zhidui.id);
    const env = await send(zhidui, { title: '大队通知', content: '全体人员注意。', organIds: [dadui.organId], receiverIds: [dadui.id, dadui.id] });
    expect(env.data.receiverCount).toBe(expected.size);
    const rows = await t.db.select({ receiverId: notices.receiverId }).from(notices).where(eq(notices.sendId, env.data.id));
    expect(new Set(rows.map((r) => r.receiverId))).toEqual(expected);
    expect(rows.length).toBe(expected.size);
  });

  it('offers every user the enabled templates with their placeholders, without the xxmb grant', async () => {
    const env = await t.call<{ id: string; placeholders: string[] }[]>('GET', '/sys/notice/templateOptions', { token: dadui.token });
    expect(env.data.map((o) => o.id)).not.toContain('nt-system-maintenance');
    expect(env.data.find((o) => o.id === 'nt-task-assigned')?.placeholders).toEqual(['busiTypeName', 'senderName', 'taskName', 'dueDate']);
    expect((await t.call('POST', '/sys/noticeTemplate/getPage', { token: dadui.token, body: {} })).code).toBe(403);
  });

  it('fills a message template and refuses one with unfilled placeholders', async () => {
    const values = [
      { name: 'busiTypeName', value: '消防检查' },
      { name: 'senderName', value: '王支队' },
      { name: 'taskName', value: '福田区商场检查' },
      { name: 'dueDate', value: '2026-12-01' },
    ];
    const before = await rowCounts();
    const partial = await send(zhidui, { templateId: 'nt-task-assigned', values: values.slice(0, 2), receiverIds: [dadui.id] });
    expect(partial).toMatchObject({ code: 400, msg: '请填写模板占位符：taskName、dueDate' });
    expect(await rowCounts()).toEqual(before);
    expect((await send(zhidui, { templateId: 'nt-system-maintenance', values: [], receiverIds: [dadui.id] })).msg).toBe('消息模板不存在或已停用');
    const env = await send(zhidui, { templateId: 'nt-task-assigned', values, receiverIds: [dadui.id] });
    expect(env.code).toBe(0);
    const [row] = (await inbox(dadui, { title: '消防检查任务' })).data.records;
    expect(row).toMatchObject({ title: '您有一条新的消防检查任务', content: '王支队向您派发了任务“福田区商场检查”，请于2026-12-01前完成。' });
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await rowCounts();
    const base = { title: '标题', content: '内容', receiverIds: [dadui.id] };
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, '消息标题不能为空'],
      [{ title: '长'.repeat(101) }, '消息标题长度不能超过100位'],
      [{ content: '   ' }, '消息内容不能为空'],
      [{ content: '长'.repeat(2001) }, '消息内容长度不能超过2000位'],
      [{ receiverIds: [] }, '请选择接收人或接收单位'],
      [{ receiverIds: ['u-nobody'] }, '接收人u-nobody不存在或已停用'],
      [{ receiverIds: Array.from({ length: MSG_RECEIVERS_MAX + 1 }, (_, i) => `u-${i}`) }, `接收人最多${MSG_RECEIVERS_MAX}项`],
      [{ receiverIds: undefined, organIds: ['o-nowhere'] }, '接收单位o-nowhere不存在或已被删除'],
    ];
    for (const [change, msg] of cases) expect(await send(zhidui, { ...base, ...change })).toMatchObject({ code: 400, msg });
    expect(await rowCounts()).toEqual(before);
  });

  it(`refuses more than ${MSG_RECEIVERS_MAX} people once organisations are expanded`, async () => {
    const [all] = await t.db.select({ n: count() }).from(users).where(and(eq(users.deleted, false), eq(users.state, 'active')));
    // The sender is not counted among the receivers.
    const extra = MSG_RECEIVERS_MAX + 2 - Number(all.n);
    if (extra > 0) {
      const [{ passwordHash }] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, zhidui.id));
      await t.db.insert(users).values(Array.from({ length: extra }, (_, i) => ({ id: `u-mc-${i}`, account: `mc-${i}`, name: `测试人员${i}`, organId: 'o-0001', passwordHash })));
    }
    const before = await rowCounts();
    expect(await send(zhidui, { title: '全员', content: '全员通知', organIds: ['o-0001'] })).toMatchObject({ code: 400, msg: `接收人不能超过${MSG_RECEIVERS_MAX}人` });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('forwarding', () => {
  it('forwards a received notice with a comment, keeping its business link', async () => {
    const [flow] = await t.db.select().from(notices).where(and(eq(notices.receiverId, dadui.id), eq(notices.category, 'flow')));
    const id = flow?.id ?? (await inbox(dadui)).data.records[0].id;
    const env = await t.call<{ id: string }>('POST', '/sys/notice/forwardMsg', { token: dadui.token, body: { id, receiverIds: [jiedao.id], comment: '请一并了解。' } });
    expect(env.code).toBe(0);
    const [copy] = await t.db.select().from(notices).where(eq(notices.sendId, env.data.id));
    expect(copy.title.startsWith('转发：')).toBe(true);
    expect(copy.content.startsWith('请一并了解。')).toBe(true);
    if (flow) expect(copy.flowWorkId).toBe(flow.flowWorkId);
    expect((await outbox(dadui, { title: '转发' })).data.records[0]).toMatchObject({ forwarded: true, receiverCount: 1 });
  });

  it('refuses to forward somebody else’s notice', async () => {
    const [theirs] = (await inbox(fazhi)).data.records;
    const env = await t.call('POST', '/sys/notice/forwardMsg', { token: dadui.token, body: { id: theirs.id, receiverIds: [jiedao.id] } });
    expect(env).toMatchObject({ code: 404, msg: '消息不存在或已被删除' });
  });
});

describe('marking and deleting', () => {
  it('marks many read, all or nothing, only the caller’s', async () => {
    const rows = (await inbox(dadui, { visited: false })).data.records.slice(0, 2);
    const [theirs] = (await inbox(fazhi, { visited: false })).data.records;
    const mixed = await t.call('POST', '/sys/notice/batchMarkAsRead', { token: dadui.token, body: { ids: [...rows.map((r) => r.id), theirs.id] } });
    expect(mixed.code).toBe(404);
    expect((await inbox(dadui, { visited: false })).data.records.slice(0, 2).map((r) => r.id)).toEqual(rows.map((r) => r.id));
    const before = await unread(dadui);
    const env = await t.call<{ updated: number }>('POST', '/sys/notice/batchMarkAsRead', { token: dadui.token, body: { ids: rows.map((r) => r.id) } });
    expect(env.data.updated).toBe(2);
    expect(await unread(dadui)).toBe(before - 2);
    expect(await unread(fazhi)).toBeGreaterThan(0);
  });

  it('deletes softly on one side only: the receiver’s delete leaves the sender’s copy and back', async () => {
    const sent = await send(zhidui, { title: '删除测试', content: '两边各自删除。', receiverIds: [dadui.id] });
    const [received] = (await inbox(dadui, { title: '删除测试' })).data.records;
    expect((await t.call('POST', '/sys/notice/batchDelete', { token: fazhi.token, body: { ids: [received.id] } })).code).toBe(404);
    expect((await t.call('POST', '/sys/notice/batchDelete', { token: dadui.token, body: { ids: [received.id] } })).data).toEqual({ removed: 1 });
    expect((await inbox(dadui, { title: '删除测试' })).data.total).toBe(0);
    expect((await outbox(zhidui, { title: '删除测试' })).data.total).toBe(1);
    const [row] = await t.db.select().from(notices).where(eq(notices.id, received.id));
    expect(row.deleted).toBe(true);
    const again = await send(zhidui, { title: '删除测试二', content: '发送方删除。', receiverIds: [dadui.id] });
    expect((await t.call('POST', '/sys/notice/batchDelete', { token: zhidui.token, body: { ids: [again.data.id, sent.data.id], box: 'send' } })).data).toEqual({ removed: 2 });
    expect((await outbox(zhidui, { title: '删除测试' })).data.total).toBe(0);
    expect((await inbox(dadui, { title: '删除测试二' })).data.total).toBe(1);
  });

  it('writes an operation record for every change', async () => {
    const rows = await t.db.select().from(operationRecords).where(and(eq(operationRecords.operationId, 'sendMsg'), eq(operationRecords.userId, zhidui.id)));
    expect(rows.filter((r) => r.outcome === 'success').length).toBeGreaterThan(3);
    expect(rows.some((r) => r.outcome === 'failure' && r.message === '消息标题不能为空')).toBe(true);
  });
});

describe('filters and statistics', () => {
  it('filters by title, category and time range', async () => {
    expect((await inbox(dadui, { category: 'message' })).data.records.every((r) => r.category === 'message')).toBe(true);
    expect((await inbox(dadui, { title: '周例会', startTime: '2000-01-01 00:00:00', endTime: '2000-12-31 23:59:59' })).data.total).toBe(0);
    expect((await inbox(dadui, { title: '周例会', startTime: '2000-01-01' })).data.total).toBe(1);
    expect((await t.call('POST', '/sys/notice/getReceivePage', { token: dadui.token, body: { current: 1, size: 10, startTime: '昨天' } })).msg).toBe('开始时间格式不正确');
  });

  it('counts received, unread and sent by category and by day', async () => {
    type Stats = { received: number; unread: number; sent: number; byCategory: { category: string; received: number; unread: number; sent: number }[]; byDay: { day: string; received: number; sent: number }[] };
    const env = await t.call<Stats>('GET', '/sys/notice/statistics', { token: zhidui.token, query: { days: 7 } });
    expect(env.code).toBe(0);
    const sentRows = await t.db.select({ n: count() }).from(noticeSends).where(and(eq(noticeSends.senderId, zhidui.id), eq(noticeSends.deleted, false)));
    expect(env.data.sent).toBe(Number(sentRows[0].n));
    expect(env.data.byCategory.find((c) => c.category === 'message')?.sent).toBe(env.data.sent);
    expect(env.data.byDay).toHaveLength(7);
    // Everything zhidui sent (the demo send and this file's) is within the last seven days.
    expect(env.data.byDay.reduce((n, d) => n + d.sent, 0)).toBe(env.data.sent);
    expect(env.data.byDay.at(-1)!.sent).toBeGreaterThan(0);
    const theirs = await t.call<Stats>('GET', '/sys/notice/statistics', { token: dadui.token });
    expect(theirs.data.unread).toBe(await unread(dadui));
    expect(theirs.data.byCategory.reduce((n, c) => n + c.received, 0)).toBe(theirs.data.received);
    expect((await t.call('GET', '/sys/notice/statistics', { token: dadui.token, query: { days: 91 } })).msg).toBe('统计天数应为1到90');
  });
});
