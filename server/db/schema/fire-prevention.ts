import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { FIRE_PREVENTION_KIND_OPTIONS, FIRE_PREVENTION_STATUS_OPTIONS, FIRE_PREVENTION_TASK_STATUS_OPTIONS } from '../../../src/constants/options';
import { ISO_DATE_PATTERN } from '../../../src/constants/patterns';
import { FIRE_PREVENTION_LIMITS as L } from '../../../src/shared/fire-prevention-rules';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const date = (title: string) => ({ title, pattern: ISO_DATE_PATTERN, patternMessage: `${title}应为YYYY-MM-DD格式的日期` });

/**
 * 火灾防控任务 (/hzfkrw 1000): a seasonal campaign order of the fire-rescue service itself (工单, 指导 or 宣传),
 * drafted by a unit, approved by a leader of that unit or a superior one (送审), then dispatched: one
 * `fire_prevention_tasks` row per receiving organisation. The issuing unit is the scope column.
 */
export const firePreventionOrders = pgTable(
  'fire_prevention_orders',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    issuerOrganId: text('issuer_organ_id').notNull(),
    issuerUserId: text('issuer_user_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    receiverOrganIds: text('receiver_organ_ids').array().notNull(),
    status: text('status').notNull().default('draft'),
    submittedAt: ts('submitted_at'),
    approverId: text('approver_id'),
    approvalNote: text('approval_note'),
    approvedAt: ts('approved_at'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('fire_prevention_orders_issuer_idx').on(t.issuerOrganId, t.kind)],
);

describeColumns(firePreventionOrders, {
  id: '任务ID',
  kind: { title: '任务类型', options: FIRE_PREVENTION_KIND_OPTIONS },
  issuerOrganId: '下发单位',
  issuerUserId: '创建人',
  title: { title: '任务名称', maxLength: L.title },
  content: { title: '任务内容', maxLength: L.content },
  startDate: date('开始日期'),
  endDate: date('完成期限'),
  receiverOrganIds: { title: '接收单位', minItems: 1, maxItems: L.receivers },
  status: { title: '任务状态', options: FIRE_PREVENTION_STATUS_OPTIONS },
  submittedAt: '送审时间',
  approverId: '审批人',
  approvalNote: { title: '审批意见', maxLength: L.note },
  approvedAt: '审批时间',
  createdAt: '创建时间',
  updatedAt: '更新时间',
  version: '版本',
});

/** One receiver's part of a dispatched order: completed with a short report (工单 may also make inspection tasks). */
export const firePreventionTasks = pgTable(
  'fire_prevention_tasks',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    receiverOrganId: text('receiver_organ_id').notNull(),
    status: text('status').notNull().default('pending'),
    report: text('report'),
    inspectionTaskIds: text('inspection_task_ids').array().notNull().default([]),
    doneBy: text('done_by'),
    doneAt: ts('done_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('fire_prevention_tasks_receiver_idx').on(t.receiverOrganId, t.status), index('fire_prevention_tasks_order_idx').on(t.orderId)],
);

describeColumns(firePreventionTasks, {
  id: '接收任务ID',
  orderId: '防控任务',
  receiverOrganId: '接收单位',
  status: { title: '完成状态', options: FIRE_PREVENTION_TASK_STATUS_OPTIONS },
  report: { title: '完成情况', maxLength: L.report },
  inspectionTaskIds: '检查任务',
  doneBy: '完成人',
  doneAt: '完成时间',
  createdAt: '下发时间',
  updatedAt: '更新时间',
  version: '版本',
});
