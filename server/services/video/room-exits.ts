/**
 * Leaving and ending: /approval/lawOffline takes a member out of the call (the creator leaving ends the
 * room), /approval/endRoom ends it for everyone (creator only). Status 3 is final: every participant's
 * poll sees it within 2 s and closes the dialog; sockets in this process hear it at once.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { VIDEO_ROOM_STATUS, VideoMessages as M } from '../../../src/constants/video';
import type { Db } from '../../db/client';
import { videoRoomMembers, videoRooms } from '../../db/schema';
import { badRequest, forbidden } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { publishRoomEvent } from '../../video/room-events';
import { isPresent, memberOf, type Room } from './room-access';
import { settleStatus } from './rooms';

async function endLocked(tx: Db, room: Room, now: Date): Promise<void> {
  await tx.update(videoRooms).set({ status: VIDEO_ROOM_STATUS.ended, endedAt: now }).where(eq(videoRooms.id, room.id));
  await tx
    .update(videoRoomMembers)
    .set({ leftAt: now })
    .where(and(eq(videoRoomMembers.roomId, room.id), isNull(videoRoomMembers.leftAt)));
}

export interface LeaveInput {
  roomId: string;
  userId: string;
  expert: number;
}

/** The member `userId` leaves: the caller themself, or the creator removing someone. Idempotent once ended. */
export async function leaveRoom(db: Db, caller: SessionUser, input: LeaveInput) {
  const result = await db.transaction(async (tx) => {
    const { room } = await memberOf(tx as unknown as Db, input.roomId, caller.userId, true);
    if (input.userId !== caller.userId && room.creatorId !== caller.userId) throw forbidden(M.onlyCreatorRemoves);
    if (room.status === VIDEO_ROOM_STATUS.ended) return { status: room.status, event: null };
    const [member] = await tx
      .select()
      .from(videoRoomMembers)
      .where(and(eq(videoRoomMembers.roomId, input.roomId), eq(videoRoomMembers.userId, input.userId)));
    if (!member) throw badRequest(M.memberNotFound);
    const now = new Date();
    if (input.userId === room.creatorId) {
      await endLocked(tx as unknown as Db, room, now);
      return { status: VIDEO_ROOM_STATUS.ended, event: { type: 'ended' as const, roomId: room.id } };
    }
    if (isPresent(member)) {
      await tx.update(videoRoomMembers).set({ leftAt: now }).where(and(eq(videoRoomMembers.roomId, input.roomId), eq(videoRoomMembers.userId, input.userId)));
    }
    const status = await settleStatus(tx as unknown as Db, room.id);
    return { status, event: { type: 'left' as const, roomId: room.id, userId: input.userId } };
  });
  if (result.event) publishRoomEvent(result.event);
  return { roomId: input.roomId, status: result.status };
}

/** The creator ends the room for everyone. */
export async function endRoom(db: Db, caller: SessionUser, roomId: string) {
  const ended = await db.transaction(async (tx) => {
    const { room } = await memberOf(tx as unknown as Db, roomId, caller.userId, true);
    if (room.creatorId !== caller.userId) throw forbidden(M.onlyCreatorEnds);
    if (room.status === VIDEO_ROOM_STATUS.ended) return false;
    await endLocked(tx as unknown as Db, room, new Date());
    return true;
  });
  if (ended) publishRoomEvent({ type: 'ended', roomId });
  return { roomId, status: VIDEO_ROOM_STATUS.ended };
}
