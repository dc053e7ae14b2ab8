/** Who may start a video dispatch room, and the room and membership rows a caller may act on. */
import { and, eq } from 'drizzle-orm';
import { VideoMessages as M } from '../../../src/constants/video';
import type { Db } from '../../db/client';
import { users, videoRoomMembers, videoRooms } from '../../db/schema';
import { forbidden, notFound } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { screenGrants } from '../../routes/system/catalogue-menu';

export type Room = typeof videoRooms.$inferSelect;
export type Member = typeof videoRoomMembers.$inferSelect;

/** 执法人员 (11330): who manages the enforcement officers may call them. */
export const LAW_OFFICER_MENU_ID = screenGrants('zfry', []).menuId;

/** A commander: the administrator, a unit leader (users.leader) or anyone granted the law-officer menu. */
export async function mayStartRoom(db: Db, user: SessionUser): Promise<boolean> {
  if (user.isAdmin || user.grants.has(LAW_OFFICER_MENU_ID)) return true;
  const [row] = await db.select({ leader: users.leader }).from(users).where(eq(users.id, user.userId));
  return Boolean(row?.leader);
}

export async function assertMayStart(db: Db, user: SessionUser): Promise<void> {
  if (!(await mayStartRoom(db, user))) throw forbidden(M.notAllowed);
}

/** The room and the caller's membership; 404 for an unknown room, 403 for anyone not invited. `lock` inside a transaction. */
export async function memberOf(db: Db, roomId: string, userId: string, lock = false): Promise<{ room: Room; member: Member }> {
  const query = db.select().from(videoRooms).where(eq(videoRooms.id, roomId));
  const [room] = lock ? await query.for('update') : await query;
  if (!room) throw notFound(M.roomNotFound);
  const [member] = await db
    .select()
    .from(videoRoomMembers)
    .where(and(eq(videoRoomMembers.roomId, roomId), eq(videoRoomMembers.userId, userId)));
  if (!member) throw forbidden(M.notMember);
  return { room, member };
}

/** A member present in the call: joined and not left since. */
export const isPresent = (member: Pick<Member, 'joinedAt' | 'leftAt'>) => member.joinedAt !== null && member.leftAt === null;
