import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PersistedFlow } from '../../../src/machines/approval-flow/types';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One business record carried through its approval flow. `state` is the machine's snapshot and the only
 * thing that decides; phase, step and assignee are copies for lists and filters.
 */
export const flowWorks = pgTable(
  'flow_works',
  {
    id: text('id').primaryKey(),
    definitionId: text('definition_id').notNull(),
    /** The definition version the work started on; its published snapshot builds the machine. */
    definitionVersion: integer('definition_version').notNull(),
    busiTypeCode: text('busi_type_code').notNull(),
    busiTypeName: text('busi_type_name').notNull(),
    busiInstId: text('busi_inst_id').notNull(),
    title: text('title').notNull(),
    state: jsonb('state').$type<PersistedFlow>().notNull(),
    phase: text('phase').notNull(),
    stepKey: text('step_key'),
    stepName: text('step_name'),
    starterId: text('starter_id').notNull(),
    starterOrganId: text('starter_organ_id').notNull(),
    assigneeId: text('assignee_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    /** Optimistic lock: every move names the version it read. */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('flow_works_business_uq').on(t.busiTypeCode, t.busiInstId), index('flow_works_assignee_idx').on(t.assigneeId)],
);

/** The circulation record (流转记录) of every move: who sent from which unit to whom, with the remark. */
export const flowCirculations = pgTable(
  'flow_circulations',
  {
    id: text('id').primaryKey(),
    flowWorkId: text('flow_work_id').notNull(),
    move: text('move').notNull(),
    /** The step the move was made at (null: the starter's send or submit). */
    stepKey: text('step_key'),
    stepName: text('step_name').notNull(),
    sourceUnitId: text('source_unit_id'),
    sourceUnitName: text('source_unit_name'),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    sendTime: ts('send_time').notNull(),
    targetUnitId: text('target_unit_id'),
    targetUnitName: text('target_unit_name'),
    targetUserId: text('target_user_id'),
    targetUserName: text('target_user_name'),
    comment: text('comment'),
  },
  (t) => [index('flow_circulations_work_idx').on(t.flowWorkId, t.sendTime)],
);

/**
 * The flow task list (待办/已办): one row each time a person receives a work. Closed as done by the
 * receiver's own move, or cancelled when the sender revokes. The dashboard counts the pending rows.
 */
export const todoTasks = pgTable(
  'todo_tasks',
  {
    id: text('id').primaryKey(),
    flowWorkId: text('flow_work_id').notNull(),
    busiTypeCode: text('busi_type_code').notNull(),
    busiTypeName: text('busi_type_name').notNull(),
    busiInstId: text('busi_inst_id').notNull(),
    title: text('title').notNull(),
    stepKey: text('step_key').notNull(),
    stepName: text('step_name').notNull(),
    assigneeId: text('assignee_id').notNull(),
    receiveOrganId: text('receive_organ_id'),
    senderId: text('sender_id'),
    sendOrganId: text('send_organ_id'),
    sendComment: text('send_comment'),
    status: text('status', { enum: ['pending', 'done', 'cancelled'] }).notNull().default('pending'),
    receivedAt: ts('received_at').notNull().defaultNow(),
    dueAt: ts('due_at'),
    /** When the row stopped being pending (done or cancelled). */
    finishedAt: ts('finished_at'),
    approveAction: text('approve_action'),
    approveContent: text('approve_content'),
    approvalTime: ts('approval_time'),
  },
  (t) => [index('todo_tasks_assignee_idx').on(t.assigneeId, t.status), index('todo_tasks_work_idx').on(t.flowWorkId, t.status)],
);
