import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SEAL_UP_SOURCE_OPTIONS, SEAL_UP_STATUS_OPTIONS } from '../../../src/constants/options';
import { SEAL_MAX_DAYS, SEAL_MIN_DAYS } from '../../../src/constants/seal-ups';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 临时查封 (xzqzcs 3200): a sealing of places or parts of a unit, from an inspection task's hazard or directly.
 * Drafted by the officer, approved by a leader (which issues the numbered 临时查封决定书 and writes the seal fact
 * of 监督检查统计 and the cockpit), carried out (date, officers, photos), and lifted after the party applies and
 * a re-check task passes (解除临时查封决定书), or at the end of its period.
 */
export const sealUps = pgTable(
  'seal_ups',
  {
    id: text('id').primaryKey(),
    organId: text('organ_id').notNull(),
    source: text('source').notNull(),
    sourceTaskId: text('source_task_id'),
    // Always set by the add (from the task or the chosen unit); nullable so a task-based add need not name it.
    companyId: text('company_id'),
    partyName: text('party_name').notNull(),
    address: text('address'),
    hazard: text('hazard').notNull(),
    places: text('places').notNull(),
    periodDays: integer('period_days').notNull(),
    status: text('status').notNull().default('draft'),
    handlerId: text('handler_id').notNull(),
    submittedAt: ts('submitted_at'),
    approverId: text('approver_id'),
    approvalOpinion: text('approval_opinion'),
    decidedAt: ts('decided_at'),
    decisionNumber: text('decision_number'),
    decisionWritId: text('decision_writ_id'),
    sealedOn: text('sealed_on'),
    expiresOn: text('expires_on'),
    sealOfficers: text('seal_officers').array().notNull().default([]),
    sealPhotoIds: text('seal_photo_ids').array().notNull().default([]),
    sealNote: text('seal_note'),
    appliedOn: text('applied_on'),
    applyNote: text('apply_note'),
    recheckTaskId: text('recheck_task_id'),
    liftedAt: ts('lifted_at'),
    liftNumber: text('lift_number'),
    liftWritId: text('lift_writ_id'),
    createdBy: text('created_by').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('seal_ups_organ_idx').on(t.organId, t.createdAt), index('seal_ups_recheck_idx').on(t.recheckTaskId)],
);

describeColumns(sealUps, {
  id: '查封ID',
  organId: '承办单位',
  source: { title: '来源', options: SEAL_UP_SOURCE_OPTIONS },
  sourceTaskId: { title: '发现隐患的检查任务', maxLength: 64 },
  companyId: { title: '社会单位', maxLength: 64 },
  partyName: '当事人',
  address: '地址',
  hazard: { title: '火灾隐患', minLength: 1, maxLength: 1000 },
  places: { title: '查封场所或部位', minLength: 1, maxLength: 500 },
  periodDays: { title: '查封期限（天）', minimum: SEAL_MIN_DAYS, maximum: SEAL_MAX_DAYS },
  status: { title: '状态', options: SEAL_UP_STATUS_OPTIONS },
  handlerId: '承办人',
  submittedAt: '报批时间',
  approverId: '审批人',
  approvalOpinion: '审批意见',
  decidedAt: '决定时间',
  decisionNumber: '决定书文号',
  decisionWritId: '临时查封决定书',
  sealedOn: '查封日期',
  expiresOn: '查封期满日期',
  sealOfficers: '执法人员',
  sealPhotoIds: '查封照片',
  sealNote: '查封情况',
  appliedOn: '申请解除日期',
  applyNote: '整改情况',
  recheckTaskId: '复查任务',
  liftedAt: '解除时间',
  liftNumber: '解除决定书文号',
  liftWritId: '解除临时查封决定书',
  createdBy: '登记人',
  createdAt: '登记时间',
  updatedAt: '修改时间',
  version: '版本',
});
