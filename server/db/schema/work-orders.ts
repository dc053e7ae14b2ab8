import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { WORK_ORDER_KIND_OPTIONS, WORK_ORDER_RESULT_OPTIONS, WORK_ORDER_STATUS_OPTIONS } from '../../../src/constants/options';
import { ISO_DATE_PATTERN } from '../../../src/constants/patterns';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Joint-supervision work orders (工单, /xtgl 5000): one row per receiver. An order issued to several
 * receivers is several rows of one batch; a forwarded order names its parent. `receiverOrganId` is the
 * organisation whose people handle it (a committee department's: the unit whose committee it sits on),
 * and the scope column: a receiver sees what was sent to its unit and its subordinates.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: text('id').primaryKey(),
    batchId: text('batch_id').notNull(),
    parentId: text('parent_id'),
    kind: text('kind').notNull(),
    issuerOrganId: text('issuer_organ_id').notNull(),
    issuerUserId: text('issuer_user_id').notNull(),
    receiverOrganId: text('receiver_organ_id').notNull(),
    /** The committee department receiving it (消安委, 行业部门); null for an organisation of the tree. */
    receiverDepartmentId: text('receiver_department_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The social unit to check (optional). */
    companyId: text('company_id'),
    dueDate: text('due_date').notNull(),
    status: text('status').notNull().default('sent'),
    checkResult: text('check_result'),
    hazardCount: integer('hazard_count'),
    report: text('report'),
    handlerId: text('handler_id'),
    handledAt: ts('handled_at'),
    returnedAt: ts('returned_at'),
    reviewNote: text('review_note'),
    closedAt: ts('closed_at'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('work_orders_receiver_idx').on(t.receiverOrganId, t.kind), index('work_orders_batch_idx').on(t.batchId)],
);

describeColumns(workOrders, {
  id: '工单ID',
  batchId: '下发批次',
  parentId: '上级工单',
  kind: { title: '接收类型', options: WORK_ORDER_KIND_OPTIONS },
  issuerOrganId: '下发单位',
  issuerUserId: '下发人',
  receiverOrganId: '接收单位',
  receiverDepartmentId: '接收部门',
  title: { title: '工单标题', maxLength: 100 },
  content: { title: '工单内容', maxLength: 2000 },
  companyId: { title: '检查对象', maxLength: 64 },
  dueDate: { title: '办理期限', pattern: ISO_DATE_PATTERN, patternMessage: '办理期限应为YYYY-MM-DD格式的日期' },
  status: { title: '工单状态', options: WORK_ORDER_STATUS_OPTIONS },
  checkResult: { title: '检查结果', options: WORK_ORDER_RESULT_OPTIONS },
  hazardCount: { title: '发现隐患数', minimum: 0, maximum: 999 },
  report: { title: '工作报告', maxLength: 2000 },
  handlerId: '办理人',
  handledAt: '办理时间',
  returnedAt: '回复时间',
  reviewNote: { title: '审核意见', maxLength: 500 },
  closedAt: '办结时间',
  createdAt: '下发时间',
  updatedAt: '更新时间',
  version: '版本',
});
