import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  COMPLAINT_CATEGORY_OPTIONS, COMPLAINT_CHANNEL_OPTIONS, COMPLAINT_FINDING_OPTIONS, COMPLAINT_KIND_OPTIONS, COMPLAINT_SATISFACTION_OPTIONS, COMPLAINT_STATUS_OPTIONS,
} from '../../../src/constants/options';
import { COMPLAINT_CONTENT_MAX, COMPLAINT_LAT_RANGE, COMPLAINT_LNG_RANGE, COMPLAINT_NOTE_MAX } from '../../../src/constants/complaints';
import { ISO_DATE_PATTERN, PHONE_PATTERN } from '../../../src/constants/patterns';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 投诉受理 (8300) and 举报投诉核查 (1050): a complaint or report from the public, registered, pre-handled
 * (rejected, or forwarded to the brigade of its district), verified (an inspection task with source
 * 'complaint', or a short verification record), replied to and reviewed by the complainant. Its statistics
 * fact is the row of `complaints` with the same id; the review's is the row of `service_reviews`.
 */
export const complaintReports = pgTable(
  'complaint_reports',
  {
    id: text('id').primaryKey(),
    /** The unit handling it now (the registering unit, then the brigade it was forwarded to): scope follows it. */
    organId: text('organ_id').notNull(),
    registeredOrganId: text('registered_organ_id').notNull(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    category: text('category').notNull(),
    callerName: text('caller_name').notNull(),
    callerPhone: text('caller_phone').notNull(),
    placeName: text('place_name').notNull(),
    address: text('address').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    content: text('content').notNull(),
    receivedAt: ts('received_at').notNull(),
    status: text('status').notNull().default('registered'),
    handleNote: text('handle_note'),
    handledBy: text('handled_by'),
    handledAt: ts('handled_at'),
    /** Verify by (China date), in working days from the forwarding. */
    dueDate: text('due_date'),
    verifyTaskId: text('verify_task_id'),
    /** true 情况属实, false 不属实. */
    finding: boolean('finding'),
    verifyNote: text('verify_note'),
    verifiedBy: text('verified_by'),
    verifiedAt: ts('verified_at'),
    reply: text('reply'),
    repliedBy: text('replied_by'),
    repliedAt: ts('replied_at'),
    satisfaction: integer('satisfaction'),
    reviewNote: text('review_note'),
    closedAt: ts('closed_at'),
    createdBy: text('created_by').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('complaint_reports_organ_idx').on(t.organId, t.receivedAt), index('complaint_reports_task_idx').on(t.verifyTaskId)],
);

const note = (title: string) => ({ title, maxLength: COMPLAINT_NOTE_MAX });

describeColumns(complaintReports, {
  id: '投诉ID',
  organId: '承办单位',
  registeredOrganId: '受理单位',
  kind: { title: '类型', options: COMPLAINT_KIND_OPTIONS },
  channel: { title: '来源渠道', options: COMPLAINT_CHANNEL_OPTIONS },
  category: { title: '投诉事项', options: COMPLAINT_CATEGORY_OPTIONS },
  callerName: { title: '投诉人', maxLength: 50 },
  callerPhone: { title: '联系电话', minLength: 1, maxLength: 20, pattern: PHONE_PATTERN, patternMessage: '联系电话格式不正确' },
  placeName: { title: '被投诉场所', maxLength: 100 },
  address: { title: '地址', maxLength: 200 },
  lng: { title: '经度', minimum: COMPLAINT_LNG_RANGE[0], maximum: COMPLAINT_LNG_RANGE[1] },
  lat: { title: '纬度', minimum: COMPLAINT_LAT_RANGE[0], maximum: COMPLAINT_LAT_RANGE[1] },
  content: { title: '投诉内容', maxLength: COMPLAINT_CONTENT_MAX },
  receivedAt: '受理时间',
  status: { title: '状态', options: COMPLAINT_STATUS_OPTIONS },
  handleNote: note('预处理意见'),
  handledBy: '预处理人',
  handledAt: '预处理时间',
  dueDate: { title: '核查期限', pattern: ISO_DATE_PATTERN },
  verifyTaskId: '核查任务',
  finding: { title: '核查结论', options: COMPLAINT_FINDING_OPTIONS },
  verifyNote: note('核查情况'),
  verifiedBy: '核查人',
  verifiedAt: '核查时间',
  reply: note('回复内容'),
  repliedBy: '回复人',
  repliedAt: '回复时间',
  satisfaction: { title: '投诉人评价', options: COMPLAINT_SATISFACTION_OPTIONS },
  reviewNote: note('评价意见'),
  closedAt: '办结时间',
  createdBy: '登记人',
  createdAt: '登记时间',
  updatedAt: '修改时间',
  version: '版本',
});
