import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ISO_DATE_PATTERN, PHONE_PATTERN } from '../../../src/constants/patterns';
import { HANDOVER_STATUS_OPTIONS, LARGE_EVENT_STATUS_OPTIONS } from '../../../src/constants/options';
import { LARGE_EVENT_MAX_ATTENDANCE } from '../../../src/constants/events-handovers';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 大型活动 (dxhd 1060): registered for a handling brigade, accepted, checked before it starts by an inspection
 * task (source 'event', `taskId`; its check record is the task's), then concluded from the check's result.
 */
export const largeEvents = pgTable(
  'large_events',
  {
    id: text('id').primaryKey(),
    /** The handling brigade: list scope follows it. */
    organId: text('organ_id').notNull(),
    name: text('name').notNull(),
    organiser: text('organiser').notNull(),
    /** The venue's social unit (the unit the inspection task checks). */
    companyId: text('company_id').notNull(),
    place: text('place').notNull(),
    address: text('address').notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    attendance: integer('attendance').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    safetyPlan: text('safety_plan').notNull(),
    status: text('status').notNull().default('registered'),
    taskId: text('task_id'),
    registeredBy: text('registered_by').notNull(),
    acceptedBy: text('accepted_by'),
    acceptedAt: ts('accepted_at'),
    concludedAt: ts('concluded_at'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('large_events_organ_idx').on(t.organId, t.startAt)],
);

describeColumns(largeEvents, {
  id: '活动ID',
  organId: '承办大队',
  name: { title: '活动名称', maxLength: 100 },
  organiser: { title: '主办单位', maxLength: 100 },
  companyId: { title: '场所单位', minLength: 1 },
  place: { title: '活动场所', maxLength: 100 },
  address: { title: '活动地址', maxLength: 200 },
  startAt: '开始时间',
  endAt: '结束时间',
  attendance: { title: '预计人数', minimum: 1, maximum: LARGE_EVENT_MAX_ATTENDANCE },
  contactPerson: { title: '联系人', maxLength: 32 },
  contactPhone: { title: '联系电话', maxLength: 20, pattern: PHONE_PATTERN, patternMessage: '联系电话格式不正确' },
  safetyPlan: { title: '消防安全方案摘要', maxLength: 2000 },
  status: { title: '活动状态', options: LARGE_EVENT_STATUS_OPTIONS },
  taskId: '检查任务',
  registeredBy: '登记人',
  acceptedBy: '受理人',
  acceptedAt: '受理时间',
  concludedAt: '办结时间',
  createdAt: '登记时间',
  updatedAt: '修改时间',
  version: '版本',
});

/**
 * 移交 (yjsl 2400): a hazard a partner (派出所, 街道) hands over to a fire brigade. The brigade accepts it by
 * dispatching an inspection task (source 'handover', `taskId`) or returns it with a reason. Each side sees it.
 */
export const handovers = pgTable(
  'handovers',
  {
    id: text('id').primaryKey(),
    /** The sending partner's unit. */
    senderOrganId: text('sender_organ_id').notNull(),
    /** The receiving fire brigade. */
    receiverOrganId: text('receiver_organ_id').notNull(),
    unitName: text('unit_name').notNull(),
    address: text('address').notNull(),
    hazard: text('hazard').notNull(),
    foundDate: text('found_date').notNull(),
    status: text('status').notNull().default('pending'),
    returnReason: text('return_reason'),
    taskId: text('task_id'),
    createdBy: text('created_by').notNull(),
    handledBy: text('handled_by'),
    handledAt: ts('handled_at'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('handovers_sender_idx').on(t.senderOrganId), index('handovers_receiver_idx').on(t.receiverOrganId)],
);

describeColumns(handovers, {
  id: '移交ID',
  senderOrganId: '移交单位',
  receiverOrganId: { title: '接收大队', minLength: 1 },
  unitName: { title: '单位/场所', maxLength: 100 },
  address: { title: '地址', maxLength: 200 },
  hazard: { title: '隐患描述', maxLength: 1000 },
  foundDate: { title: '发现日期', pattern: ISO_DATE_PATTERN, patternMessage: '发现日期应为YYYY-MM-DD格式的日期' },
  status: { title: '移交状态', options: HANDOVER_STATUS_OPTIONS },
  returnReason: { title: '退回原因', maxLength: 500 },
  taskId: '检查任务',
  createdBy: '移交人',
  handledBy: '处理人',
  handledAt: '处理时间',
  createdAt: '移交时间',
  updatedAt: '修改时间',
  version: '版本',
});
