import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { APPOINTMENT_CHANNEL_OPTIONS, APPOINTMENT_KIND_OPTIONS, APPOINTMENT_STATUS_OPTIONS } from '../../../src/constants/options';
import { ISO_DATE_PATTERN, PHONE_PATTERN } from '../../../src/constants/patterns';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 预约受理 (8200): a booking from the public (a unit asking for a re-inspection, guidance, training, a
 * large-event check or an inspection), received by a brigade, accepted with a date and officers or refused
 * with a reason. An accepted booking that needs a visit dispatches an inspection task (`taskId`).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    /** The receiving brigade: list scope follows it. */
    organId: text('organ_id').notNull(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    companyId: text('company_id').notNull(),
    unitName: text('unit_name').notNull(),
    address: text('address').notNull(),
    applicant: text('applicant').notNull(),
    phone: text('phone').notNull(),
    /** The day the unit asks for (China date). */
    preferredDate: text('preferred_date').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull().default('pending'),
    appointedDate: text('appointed_date'),
    handlerId: text('handler_id'),
    assistantId: text('assistant_id'),
    refuseReason: text('refuse_reason'),
    taskId: text('task_id'),
    handledAt: ts('handled_at'),
    createdBy: text('created_by').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('appointments_organ_idx').on(t.organId, t.createdAt), index('appointments_status_idx').on(t.status, t.kind)],
);

const date = (title: string) => ({ title, pattern: ISO_DATE_PATTERN, patternMessage: `${title}应为YYYY-MM-DD格式的日期` });

describeColumns(appointments, {
  id: '预约ID',
  organId: '受理单位',
  kind: { title: '预约事项', options: APPOINTMENT_KIND_OPTIONS },
  channel: { title: '预约渠道', options: APPOINTMENT_CHANNEL_OPTIONS },
  companyId: { title: '预约单位', minLength: 1 },
  unitName: '单位名称',
  address: '单位地址',
  applicant: { title: '联系人', maxLength: 32 },
  phone: { title: '联系电话', minLength: 1, maxLength: 20, pattern: PHONE_PATTERN, patternMessage: '联系电话格式不正确' },
  preferredDate: date('期望日期'),
  content: { title: '预约内容', maxLength: 500 },
  status: { title: '受理状态', options: APPOINTMENT_STATUS_OPTIONS },
  appointedDate: date('约定日期'),
  handlerId: '承办人',
  assistantId: '协办人',
  refuseReason: { title: '不予受理理由', maxLength: 500 },
  taskId: '检查任务',
  handledAt: '受理时间',
  createdBy: '登记人',
  createdAt: '登记时间',
  updatedAt: '修改时间',
  version: '版本',
});
