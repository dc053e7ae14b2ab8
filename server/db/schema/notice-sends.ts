import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The sender's copy of a message sent or forwarded from the message centre (已发送). Each receiver gets
 * a row in `notices` pointing back here by `send_id`; deleting either side hides only that side.
 */
export const noticeSends = pgTable(
  'notice_sends',
  {
    id: text('id').primaryKey(),
    senderId: text('sender_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    templateId: text('template_id'),
    /** The notice or sent message this one forwards. */
    forwardOf: text('forward_of'),
    receiverCount: integer('receiver_count').notNull(),
    /** Names of the chosen people and organisations, for the list (the full list is in notices). */
    receiverNames: text('receiver_names').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('notice_sends_sender_idx').on(t.senderId, t.deleted, t.createdAt)],
);
