import { bigserial, doublePrecision, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Positions reported by the mobile client of an enforcement officer (WGS84). */
export const officerPositions = pgTable(
  'officer_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    reportedAt: ts('reported_at').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('officer_positions_user_time_uq').on(t.userId, t.reportedAt), index('officer_positions_time_idx').on(t.reportedAt)],
);

/** A remote video dispatch room. status: 1 waiting 等待加入, 2 live 通话中, 3 ended 已结束. */
export const videoRooms = pgTable('video_rooms', {
  id: text('id').primaryKey(),
  creatorId: text('creator_id').notNull(),
  /** The task or officer the room was opened on. */
  subjectType: text('subject_type', { enum: ['task', 'officer'] }).notNull(),
  subjectId: text('subject_id').notNull(),
  title: text('title').notNull(),
  status: smallint('status').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  endedAt: ts('ended_at'),
});

/** Who was invited into a room and when they joined and left; expert 1 marks an invited expert. */
export const videoRoomMembers = pgTable(
  'video_room_members',
  {
    roomId: text('room_id').notNull(),
    userId: text('user_id').notNull(),
    expert: smallint('expert').notNull().default(0),
    invitedAt: ts('invited_at').notNull().defaultNow(),
    joinedAt: ts('joined_at'),
    leftAt: ts('left_at'),
  },
  (t) => [uniqueIndex('video_room_members_uq').on(t.roomId, t.userId)],
);
