/**
 * Video dispatch rooms: a commander opens one on a task or an officer and invites officers (each gets a
 * notice); members join (getWSUrl) and get a signalling ticket, renew it (replaceWSUrl) and read the
 * status. Every change runs in one transaction on the locked room row; notices are published after it.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { VIDEO_ROOM_STATUS, VIDEO_ROOM_STATUS_NAMES, VideoMessages as M, type VideoSubjectType } from '../../../src/constants/video';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { organizations, users, videoRoomMembers, videoRooms } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { publishNotices } from '../../notice/publisher';
import { assertMayStart, isPresent, memberOf } from './room-access';
import { invitationNotices, subjectTitle } from './room-invitations';
import { issueTicket } from './tickets';

type Tx = Db;

export interface OpenRoomInput {
  subjectType: VideoSubjectType;
  subjectId: string;
  userIds: string[];
  expertIds?: string[];
}

/** Status from who is present: two or more in the call is live, fewer is waiting (ended stays ended). */
export async function settleStatus(tx: Tx, roomId: string): Promise<number> {
  const [{ present }] = await tx
    .select({ present: sql<number>`count(*)::int` })
    .from(videoRoomMembers)
    .where(and(eq(videoRoomMembers.roomId, roomId), isNotNull(videoRoomMembers.joinedAt), isNull(videoRoomMembers.leftAt)));
  const status = present >= 2 ? VIDEO_ROOM_STATUS.live : VIDEO_ROOM_STATUS.waiting;
  await tx.update(videoRooms).set({ status }).where(eq(videoRooms.id, roomId));
  return status;
}

async function checkedInvitees(db: Db, creatorId: string, input: OpenRoomInput): Promise<{ userId: string; expert: number }[]> {
  const experts = new Set(input.expertIds ?? []);
  const ids = [...new Set([...input.userIds, ...experts])];
  if (ids.length === 0) throw badRequest(M.noInvitees);
  if (ids.includes(creatorId)) throw badRequest(M.inviteSelf);
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.deleted, false), eq(users.state, 'active')));
  const known = new Set(found.map((u) => u.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw badRequest(M.unknownInvitee(unknown));
  return ids.map((userId) => ({ userId, expert: experts.has(userId) ? 1 : 0 }));
}

/** /approval/lawEnforcement: opens the room with the creator joined, invites and notifies the others. */
export async function openRoom(db: Db, config: Config, user: SessionUser, input: OpenRoomInput) {
  await assertMayStart(db, user);
  const subject = await subjectTitle(db, input.subjectType, input.subjectId);
  const invitees = await checkedInvitees(db, user.userId, input);
  const roomId = randomUUID();
  const title = M.title(subject);
  const now = new Date();
  const events = await db.transaction(async (tx) => {
    await tx.insert(videoRooms).values({ id: roomId, creatorId: user.userId, subjectType: input.subjectType, subjectId: input.subjectId, title, status: VIDEO_ROOM_STATUS.waiting, createdAt: now });
    await tx.insert(videoRoomMembers).values([
      { roomId, userId: user.userId, expert: 0, invitedAt: now, joinedAt: now },
      ...invitees.map((i) => ({ roomId, userId: i.userId, expert: i.expert, invitedAt: now })),
    ]);
    return invitationNotices(tx as unknown as Db, { roomId, creator: user, subject, receivers: invitees.map((i) => i.userId), now });
  });
  await publishNotices(events);
  const ticket = await issueTicket(db, config, { roomId, userId: user.userId, name: user.name });
  return { roomId, title, status: VIDEO_ROOM_STATUS.waiting, ...ticket };
}

/** /approval/getWSUrl: the caller joins (again, after leaving) and gets a signalling ticket. */
export async function joinRoom(db: Db, config: Config, user: SessionUser, roomId: string) {
  const status = await db.transaction(async (tx) => {
    const { room } = await memberOf(tx as unknown as Db, roomId, user.userId, true);
    if (room.status === VIDEO_ROOM_STATUS.ended) throw badRequest(M.roomEnded);
    await tx
      .update(videoRoomMembers)
      .set({ joinedAt: new Date(), leftAt: null })
      .where(and(eq(videoRoomMembers.roomId, roomId), eq(videoRoomMembers.userId, user.userId)));
    return settleStatus(tx as unknown as Db, roomId);
  });
  return { roomId, status, ...(await issueTicket(db, config, { roomId, userId: user.userId, name: user.name })) };
}

/** /approval/replaceWSUrl: a new ticket for a member still in the call (the socket reconnects with it). */
export async function renewTicket(db: Db, config: Config, user: SessionUser, roomId: string) {
  const { room, member } = await memberOf(db, roomId, user.userId);
  if (room.status === VIDEO_ROOM_STATUS.ended) throw badRequest(M.roomEnded);
  if (!isPresent(member)) throw badRequest(M.memberNotFound);
  return { roomId, status: room.status, ...(await issueTicket(db, config, { roomId, userId: user.userId, name: user.name })) };
}

/** /approval/getRoomStatus. */
export async function roomStatus(db: Db, user: SessionUser, roomId: string) {
  const { room } = await memberOf(db, roomId, user.userId);
  return { roomId, status: room.status, statusName: VIDEO_ROOM_STATUS_NAMES[room.status] ?? '' };
}

/** /approval/getRoomInfo: what the dialog shows before and during the call. */
export async function roomInfo(db: Db, user: SessionUser, roomId: string) {
  const { room, member } = await memberOf(db, roomId, user.userId);
  const members = await db
    .select({ userId: users.id, username: users.name, organName: organizations.name, expert: videoRoomMembers.expert, joinedAt: videoRoomMembers.joinedAt, leftAt: videoRoomMembers.leftAt })
    .from(videoRoomMembers)
    .innerJoin(users, eq(users.id, videoRoomMembers.userId))
    .leftJoin(organizations, eq(organizations.id, users.organId))
    .where(eq(videoRoomMembers.roomId, roomId))
    .orderBy(asc(videoRoomMembers.invitedAt), asc(users.name));
  const creator = members.find((m) => m.userId === room.creatorId);
  return {
    roomId,
    title: room.title,
    subjectType: room.subjectType,
    subjectId: room.subjectId,
    status: room.status,
    statusName: VIDEO_ROOM_STATUS_NAMES[room.status] ?? '',
    creatorId: room.creatorId,
    creatorName: creator?.username ?? '',
    mine: room.creatorId === user.userId,
    expert: member.expert,
    createdAt: room.createdAt.toISOString(),
    members: members.map((m) => ({ userId: m.userId, username: m.username, organName: m.organName ?? '', expert: m.expert, present: isPresent(m) })),
  };
}
