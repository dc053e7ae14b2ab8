import { index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One conversation per flow work (任务交流), between the people on the work. */
export const taskTalks = pgTable(
  'task_talks',
  {
    id: text('id').primaryKey(),
    flowWorkId: text('flow_work_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Time of the newest message, for ordering the caller's conversations. */
    lastMessageAt: ts('last_message_at'),
  },
  (t) => [uniqueIndex('task_talks_work_uq').on(t.flowWorkId)],
);

/** The participants of a conversation; someone who leaves the work keeps the history they took part in. */
export const taskTalkUsers = pgTable(
  'task_talk_users',
  {
    talkId: text('talk_id').notNull(),
    userId: text('user_id').notNull(),
    joinedAt: ts('joined_at').notNull().defaultNow(),
    /** Messages after this are unread for the participant. */
    lastReadAt: ts('last_read_at'),
  },
  (t) => [primaryKey({ columns: [t.talkId, t.userId] }), index('task_talk_users_user_idx').on(t.userId)],
);

/** Messages: type 1 text, 2 file (an attachment of the work), 3 image or video (an uploaded media file). */
export const taskTalkContents = pgTable(
  'task_talk_contents',
  {
    id: text('id').primaryKey(),
    talkId: text('talk_id').notNull(),
    senderId: text('sender_id').notNull(),
    type: smallint('type').notNull(),
    text: text('text'),
    fileId: text('file_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('task_talk_contents_talk_idx').on(t.talkId, t.createdAt), index('task_talk_contents_file_idx').on(t.fileId)],
);
