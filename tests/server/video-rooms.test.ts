/**
 * Video dispatch rooms (/approval/lawEnforcement, getWSUrl, replaceWSUrl, getRoomStatus, getRoomInfo,
 * lawOffline, endRoom): who may start, who may join, status 1 → 2 → 1 → 3, invitations as notices.
 */
import { and, count, eq } from 'drizzle-orm';
import { flowWorks, notices, videoRoomMembers, videoRooms } from '../../server/db/schema';
import { createLocalNoticeBus, type NoticeEvent } from '../../server/notice/bus';
import { attachNoticeBus } from '../../server/notice/publisher';
import { onRoomEvent, type RoomEvent } from '../../server/video/room-events';
import { openTestApp, type TestApp } from '../helpers/app';
import { flowPeople, type Person } from './support/flow-runtime';

type Ticket = { roomId: string; status: number; wsUrl: string; expiresAt: string; title?: string };
type Info = { title: string; status: number; creatorName: string; mine: boolean; members: { userId: string; present: boolean; expert: number }[] };

let t: TestApp;
let p: Awaited<ReturnType<typeof flowPeople>>;
let taskId: string;
const bus = createLocalNoticeBus();
const published: NoticeEvent[] = [];
const roomEvents: RoomEvent[] = [];
let offRoomEvents: () => void;

beforeAll(async () => {
  t = await openTestApp();
  p = await flowPeople(t);
  [{ id: taskId }] = await t.db.select({ id: flowWorks.id }).from(flowWorks).limit(1);
  attachNoticeBus(bus);
  for (const person of Object.values(p)) bus.subscribe(person.id, (n) => published.push(n));
  offRoomEvents = onRoomEvent((e) => roomEvents.push(e));
});
afterAll(async () => {
  offRoomEvents();
  attachNoticeBus(null);
  await bus.close();
  await t.close();
});

const call = <T>(who: Person, url: string, body: Record<string, unknown>) => t.call<T>('POST', `/approval/${url}`, { token: who.token, body });
const open = (who: Person, body: Record<string, unknown>) => call<Ticket>(who, 'lawEnforcement', { subjectType: 'task', subjectId: taskId, ...body });
const status = (who: Person, roomId: string) => call<{ status: number; statusName: string }>(who, 'getRoomStatus', { roomId });
const join = (who: Person, roomId: string) => call<Ticket>(who, 'getWSUrl', { roomId });
const leave = (who: Person, roomId: string, userId = who.id) => call<{ status: number }>(who, 'lawOffline', { expert: 0, roomId, userId });
const roomCount = async () => (await t.db.select({ n: count() }).from(videoRooms))[0].n;

describe('who may start a room', () => {
  it('lets the administrator, a leader and holders of the law-officer menu start; others get 403 and nothing is written', async () => {
    const access = async (who: Person) => (await t.call<{ canStart: boolean }>('GET', '/approval/videoAccess', { token: who.token })).data.canStart;
    expect(await access(p.admin)).toBe(true);
    expect(await access(p.zhidui)).toBe(true);
    expect(await access(p.dadui)).toBe(false);
    expect(await access(p.jiedao)).toBe(false);
    const before = await roomCount();
    expect(await open(p.dadui, { userIds: [p.fazhi.id] })).toMatchObject({ code: 403, msg: '您没有发起远程视频调度的权限' });
    expect(await roomCount()).toBe(before);
  });

  it('refuses bad input with a message naming the field, writing nothing', async () => {
    const before = await roomCount();
    expect(await open(p.zhidui, { userIds: [] })).toMatchObject({ code: 400, msg: '请选择要邀请的执法人员' });
    expect(await open(p.zhidui, { userIds: [p.zhidui.id] })).toMatchObject({ code: 400, msg: '不能邀请自己' });
    expect(await open(p.zhidui, { userIds: ['u-nobody'] })).toMatchObject({ code: 400, msg: '被邀请人员u-nobody不存在或已停用' });
    expect(await open(p.zhidui, { userIds: [p.dadui.id], subjectId: 'w-nothing' })).toMatchObject({ code: 404, msg: '事项不存在' });
    expect(await open(p.zhidui, { userIds: [p.dadui.id], subjectType: 'officer', subjectId: 'u-nobody' })).toMatchObject({ code: 404, msg: '执法人员不存在' });
    const badType = await open(p.zhidui, { userIds: [p.dadui.id], subjectType: 'car' });
    expect(badType.code).toBe(400);
    expect(badType.msg).toContain('调度对象类型');
    const tooMany = await open(p.zhidui, { userIds: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect(tooMany.code).toBe(400);
    expect(tooMany.msg).toContain('邀请的执法人员');
    expect(await roomCount()).toBe(before);
  });
});

describe('a room from start to end', () => {
  let room: Ticket;

  it('opens waiting with the creator in it and notifies each invitee once', async () => {
    const opened = await open(p.zhidui, { userIds: [p.dadui.id, p.fazhi.id] });
    expect(opened.code).toBe(0);
    room = opened.data;
    expect(room.status).toBe(1);
    expect(room.wsUrl).toMatch(/^\/video\/signal\?ticket=/);
    const stored = await t.db.select().from(notices).where(and(eq(notices.category, 'video'), eq(notices.taskId, room.roomId)));
    expect(stored.map((n) => n.receiverId).sort()).toEqual([p.dadui.id, p.fazhi.id].sort());
    expect(stored[0].title).toBe(`${p.zhidui.name}邀请您加入远程视频调度：${room.title!.replace('远程视频调度：', '')}`);
    const live = published.filter((n) => n.taskId === room.roomId);
    expect(live.map((n) => n.receiverId).sort()).toEqual([p.dadui.id, p.fazhi.id].sort());
  });

  it('answers members only: others get 403 on every call', async () => {
    expect(await status(p.jiedao, room.roomId)).toMatchObject({ code: 403, msg: '您不是该视频调度的成员' });
    expect((await join(p.jiedao, room.roomId)).code).toBe(403);
    expect((await call(p.jiedao, 'replaceWSUrl', { roomId: room.roomId })).code).toBe(403);
    expect((await call(p.jiedao, 'getRoomInfo', { roomId: room.roomId })).code).toBe(403);
    expect((await leave(p.jiedao, room.roomId)).code).toBe(403);
    expect((await call(p.jiedao, 'endRoom', { roomId: room.roomId })).code).toBe(403);
    expect(await status(p.zhidui, 'no-such-room')).toMatchObject({ code: 404, msg: '视频调度不存在' });
  });

  it('goes live when an invitee joins and waits again when they leave', async () => {
    expect(await status(p.dadui, room.roomId)).toMatchObject({ code: 0, data: { status: 1, statusName: '等待加入' } });
    const joined = await join(p.dadui, room.roomId);
    expect(joined).toMatchObject({ code: 0, data: { status: 2 } });
    expect(await status(p.zhidui, room.roomId)).toMatchObject({ data: { status: 2, statusName: '通话中' } });
    const info = await call<Info>(p.dadui, 'getRoomInfo', { roomId: room.roomId });
    expect(info.data).toMatchObject({ status: 2, creatorName: p.zhidui.name, mine: false });
    expect(info.data.members.filter((m) => m.present).map((m) => m.userId).sort()).toEqual([p.zhidui.id, p.dadui.id].sort());
    expect((await call<Ticket>(p.dadui, 'replaceWSUrl', { roomId: room.roomId })).data.wsUrl).toMatch(/ticket=/);

    // Only the creator removes someone else; a member leaves only themself.
    expect(await leave(p.dadui, room.roomId, p.zhidui.id)).toMatchObject({ code: 403, msg: '只能退出本人的视频调度' });
    expect(await leave(p.dadui, room.roomId)).toMatchObject({ code: 0, data: { status: 1 } });
    expect(roomEvents).toContainEqual({ type: 'left', roomId: room.roomId, userId: p.dadui.id });
    expect((await call(p.dadui, 'replaceWSUrl', { roomId: room.roomId })).code).toBe(400);
    expect(await status(p.dadui, room.roomId)).toMatchObject({ data: { status: 1 } });
    // Joining again is allowed while the room lasts.
    expect(await join(p.dadui, room.roomId)).toMatchObject({ data: { status: 2 } });
  });

  it('ends only by the creator: status 3 for everyone, and nobody joins an ended room', async () => {
    expect(await call(p.dadui, 'endRoom', { roomId: room.roomId })).toMatchObject({ code: 403, msg: '只有发起人可以结束视频调度' });
    expect(await call(p.zhidui, 'endRoom', { roomId: room.roomId })).toMatchObject({ code: 0, data: { status: 3 } });
    expect(roomEvents).toContainEqual({ type: 'ended', roomId: room.roomId });
    for (const who of [p.zhidui, p.dadui, p.fazhi]) expect(await status(who, room.roomId)).toMatchObject({ data: { status: 3, statusName: '已结束' } });
    expect(await join(p.fazhi, room.roomId)).toMatchObject({ code: 400, msg: '视频调度已结束' });
    expect((await call(p.dadui, 'replaceWSUrl', { roomId: room.roomId })).code).toBe(400);
    // Leaving an ended room is harmless.
    expect(await leave(p.dadui, room.roomId)).toMatchObject({ code: 0, data: { status: 3 } });
    const members = await t.db.select().from(videoRoomMembers).where(eq(videoRoomMembers.roomId, room.roomId));
    expect(members.filter((m) => m.joinedAt && !m.leftAt)).toEqual([]);
  });
});

describe('the creator leaving', () => {
  it('ends the room (lawOffline with the creator) on an officer as subject', async () => {
    const opened = await open(p.admin, { subjectType: 'officer', subjectId: p.dadui.id, userIds: [p.dadui.id], expertIds: [p.fazhi.id] });
    expect(opened.code).toBe(0);
    expect(opened.data.title).toBe(`远程视频调度：${p.dadui.name}`);
    const { roomId } = opened.data;
    const info = await call<Info>(p.fazhi, 'getRoomInfo', { roomId });
    expect(info.data.members.find((m) => m.userId === p.fazhi.id)?.expert).toBe(1);
    await join(p.dadui, roomId);
    expect(await leave(p.admin, roomId)).toMatchObject({ code: 0, data: { status: 3 } });
    expect(await status(p.dadui, roomId)).toMatchObject({ data: { status: 3 } });
  });

  it('refuses a lawOffline without expert, naming the field', async () => {
    const opened = await open(p.zhidui, { userIds: [p.dadui.id] });
    const res = await call(p.dadui, 'lawOffline', { roomId: opened.data.roomId, userId: p.dadui.id });
    expect(res.code).toBe(400);
    expect(res.msg).toContain('专家');
  });
});
