/** Task talk (/taskTalkUser/*, /taskTalkUserContent/*): the people on a work talk; others get 403; messages arrive as 'talk' notices. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { notices } from '../../server/db/schema';
import { createLocalNoticeBus, type NoticeEvent } from '../../server/notice/bus';
import { attachNoticeBus } from '../../server/notice/publisher';
import type { StoredMedia } from '../../server/services/media-files';
import { openTestApp, type TestApp } from '../helpers/app';
import { flowCalls, flowPeople, type Person } from './support/flow-runtime';
import { PNG_BYTES, postFiles } from './support/multipart';

type Talk = { id: string; taskId: string; taskName: string; participants: { userId: string; username: string }[] };
type Message = { id: string; type: number; content: string; userId: string; username: string; mine: boolean; fileId: string | null; fileName: string | null; fileUrl: string | null; taskId: string };
type Page<R> = { total: number; records: R[] };

let t: TestApp;
let dataDir: string;
let p: Awaited<ReturnType<typeof flowPeople>>;
let workId: string;
let talk: Talk;
const bus = createLocalNoticeBus();
const published: NoticeEvent[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'task-talk-'));
  t = await openTestApp({ dataDir });
  p = await flowPeople(t);
  const sent = await flowCalls(t).send(p.dadui, { busiTypeCode: 'fzsh', busiInstId: 'talk-case-1', title: '任务交流测试案件', assigneeId: p.fazhi.id });
  expect(sent.code).toBe(0);
  workId = sent.data.id!;
  attachNoticeBus(bus);
  for (const person of Object.values(p)) bus.subscribe(person.id, (n) => published.push(n));
});
afterAll(async () => {
  attachNoticeBus(null);
  await bus.close();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const open = (who: Person, flowWorkId = workId) => t.call<Talk>('POST', '/taskTalkUser/open', { token: who.token, body: { flowWorkId } });
const page = (who: Person, talkId = talk.id) => t.call<Page<Message>>('POST', '/taskTalkUserContent/page', { token: who.token, body: { talkId, current: 1, size: 20 } });
const say = (who: Person, body: Record<string, unknown>) => t.call<Message>('POST', '/taskTalkUserContent/send', { token: who.token, body: { talkId: talk.id, ...body } });
const mine = (who: Person) => t.call<Page<{ id: string; unreadCount: number; participantCount: number; taskName: string }>>('POST', '/taskTalkUser/page', { token: who.token, body: {} });

describe('task talk', () => {
  it('opens one conversation per work between its starter and its assignee', async () => {
    const first = await open(p.dadui);
    expect(first.code).toBe(0);
    talk = first.data;
    expect(talk).toMatchObject({ taskId: workId, taskName: '任务交流测试案件' });
    expect(talk.participants.map((x) => x.userId).sort()).toEqual([p.dadui.id, p.fazhi.id].sort());
    expect((await open(p.fazhi)).data.id).toBe(talk.id);
  });

  it('refuses people who are not on the work with 403', async () => {
    expect(await open(p.jiedao)).toMatchObject({ code: 403, msg: '您不是该事项的办理人员，无权查看或参与交流' });
    expect((await page(p.jiedao)).code).toBe(403);
    expect((await say(p.jiedao, { type: 1, content: '我也想说' })).code).toBe(403);
    expect((await open(p.dadui, 'no-such-work')).code).toBe(404);
  });

  it('sends a text that reaches the other participants as a live talk notice', async () => {
    published.length = 0;
    const env = await say(p.dadui, { type: 1, content: '  请今天内完成审核。 ' });
    expect(env.data).toMatchObject({ type: 1, content: '请今天内完成审核。', userId: p.dadui.id, username: p.dadui.name, mine: true, taskId: workId });
    expect(published.map((n) => [n.receiverId, n.category, n.flowWorkId])).toEqual([[p.fazhi.id, 'talk', workId]]);
    const [row] = await t.db.select().from(notices).where(and(eq(notices.receiverId, p.fazhi.id), eq(notices.category, 'talk'), eq(notices.flowWorkId, workId)));
    expect(row).toMatchObject({ content: '请今天内完成审核。', visited: false });
    expect((await mine(p.fazhi)).data.records.find((r) => r.id === talk.id)).toMatchObject({ unreadCount: 1, participantCount: 2 });
    const read = await page(p.fazhi);
    expect(read.data.records.map((m) => [m.content, m.mine])).toEqual([['请今天内完成审核。', false]]);
    const [afterRead] = await t.db.select().from(notices).where(eq(notices.id, row.id));
    expect(afterRead.visited).toBe(true);
    expect((await mine(p.fazhi)).data.records.find((r) => r.id === talk.id)?.unreadCount).toBe(0);
  });

  it('refuses bad messages naming the field', async () => {
    expect(await say(p.fazhi, { type: 1, content: '   ' })).toMatchObject({ code: 400, msg: '消息内容不能为空' });
    expect(await say(p.fazhi, { type: 1, content: '长'.repeat(1001) })).toMatchObject({ code: 400, msg: '消息内容长度不能超过1000位' });
    expect(await say(p.fazhi, { type: 4, content: '四' })).toMatchObject({ code: 400, msg: '消息类型取值不正确' });
    expect(await say(p.fazhi, { type: 3 })).toMatchObject({ code: 400, msg: '请选择要发送的文件' });
    expect((await page(p.dadui)).data.total).toBe(1);
  });

  it('sends an uploaded picture, which the other participant may fetch and an outsider may not', async () => {
    const up = await postFiles<StoredMedia>(t, '/public/fdfs/upload', { authorization: p.fazhi.token }, [{ name: '现场.png', content: PNG_BYTES }]);
    expect(up.code).toBe(0);
    expect((await say(p.dadui, { type: 3, fileId: up.data.id })).msg).toBe('文件不存在或已被删除');
    const env = await say(p.fazhi, { type: 3, fileId: up.data.id });
    expect(env.data).toMatchObject({ type: 3, fileName: '现场.png', fileUrl: up.data.url });
    const fetched = await t.app.inject({ method: 'GET', url: up.data.url, headers: { token: p.dadui.token } });
    expect(fetched.headers['content-type']).toBe('image/png');
    const outsider = await t.app.inject({ method: 'GET', url: up.data.url, headers: { token: p.jiedao.token } });
    expect(outsider.json()).toMatchObject({ code: 403 });
  });

  it('sends an attachment of the work as a file message', async () => {
    const file = await postFiles<{ id: string }>(t, '/myTask/file/submit', { token: p.dadui.token }, [{ name: '检查记录.pdf', content: Buffer.from('%PDF-1.4 test') }], { taskId: workId, category: 'jcjl' });
    expect(file.code).toBe(0);
    const env = await say(p.dadui, { type: 2, fileId: file.data.id, content: '检查记录见附件' });
    expect(env.data).toMatchObject({ type: 2, fileName: '检查记录.pdf', content: '检查记录见附件' });
    expect((await say(p.dadui, { type: 2, fileId: 'not-an-attachment' })).msg).toBe('文件不存在或已被删除');
    const talkNotices = await t.db.select().from(notices).where(and(eq(notices.receiverId, p.fazhi.id), eq(notices.flowWorkId, workId), eq(notices.category, 'talk'))).orderBy(notices.createdAt);
    expect(talkNotices.at(-1)!.content).toBe('检查记录见附件\n[文件] 检查记录.pdf');
    expect((await page(p.fazhi)).data.records.map((m) => m.type)).toEqual([2, 3, 1]);
  });

  it('adds the next receiver of the work when the talk is opened again, with the history', async () => {
    expect(await open(p.zhidui)).toMatchObject({ code: 403 });
    const moved = await flowCalls(t).submit(p.fazhi, { flowWorkId: workId, version: 2, action: 'approve', assigneeId: p.zhidui.id, opinion: '程序合法。' });
    expect(moved.code).toBe(0);
    const reopened = await open(p.zhidui);
    expect(reopened.data.participants.map((x) => x.userId).sort()).toEqual([p.dadui.id, p.fazhi.id, p.zhidui.id].sort());
    expect((await page(p.zhidui)).data.total).toBe(3);
  });
});
