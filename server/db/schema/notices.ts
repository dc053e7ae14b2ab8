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
    payload: jsonb('payload'),
    visited: boolean('visited').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('notices_receiver_idx').on(t.receiverId, t.visited)],
);

/** Minimal pending-work table behind the dashboard counts; the flow engine of later issues fills it. */
export const todoTasks = pgTable(
  'todo_tasks',
  {
    id: text('id').primaryKey(),
    busiTypeCode: text('busi_type_code').notNull(),
    busiTypeName: text('busi_type_name').notNull(),
    title: text('title').notNull(),
    assigneeId: text('assignee_id').notNull(),
    senderId: text('sender_id'),
    status: text('status', { enum: ['pending', 'done'] }).notNull().default('pending'),
    receivedAt: ts('received_at').notNull().defaultNow(),
    dueAt: ts('due_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('todo_tasks_assignee_idx').on(t.assigneeId, t.status)],
);
