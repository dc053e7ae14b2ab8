import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const notices = pgTable(
  'notices',
  {
    id: text('id').primaryKey(),
    receiverId: text('receiver_id').notNull(),
    senderId: text('sender_id'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    category: text('category'),
    templateCategory: text('template_category'),
    busiTypeCode: text('busi_type_code'),
    busiTypeName: text('busi_type_name'),
    taskId: text('task_id'),
    busiInstId: text('busi_inst_id'),
    flowWorkId: text('flow_work_id'),
    /** The message-centre send (notice_sends) this notice is one receiver's copy of. */
    sendId: text('send_id'),
    payload: jsonb('payload'),
    visited: boolean('visited').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('notices_receiver_idx').on(t.receiverId, t.visited), index('notices_send_idx').on(t.sendId)],
);
