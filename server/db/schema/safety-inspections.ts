import { boolean, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { PHONE_PATTERN } from '../../../src/constants/patterns';
import {
  GATHERING_PLACE_KIND_OPTIONS, SAFETY_INSPECTION_STATUS_OPTIONS, SAFETY_NOTIFY_STATUS_OPTIONS, SECURITY_PERMIT_STATUS_OPTIONS,
} from '../../../src/constants/options';
import { MATERIAL_MAX_LENGTH, MATERIALS_MAX } from '../../../src/constants/safety-inspection';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 安全检查 (aqjc 2999): an application of a public gathering place to open. 承诺制 (notifyStatus 0) is permitted
 * on the spot and verified later; 非承诺制 (1) is inspected, then permitted or refused. The inspection is an
 * inspection task (source 'aqjc', `taskId`); the permit is a row of `security_check_permits`, the refusal a writ.
 */
export const safetyInspections = pgTable(
  'safety_inspections',
  {
    id: text('id').primaryKey(),
    /** The accepting brigade: list scope follows it. */
    organId: text('organ_id').notNull(),
    notifyStatus: integer('notify_status').notNull(),
    companyId: text('company_id').notNull(),
    unitName: text('unit_name').notNull(),
    placeName: text('place_name').notNull(),
    placeKind: text('place_kind').notNull(),
    address: text('address').notNull(),
    area: real('area').notNull(),
    applicant: text('applicant').notNull(),
    phone: text('phone').notNull(),
    materials: text('materials').array().notNull(),
    status: text('status').notNull(),
    /** The China date the inspection (or the verification) is due, in working days from the acceptance. */
    dueDate: text('due_date').notNull(),
    taskId: text('task_id'),
    permitId: text('permit_id'),
    refusalWritId: text('refusal_writ_id'),
    refusalNumber: text('refusal_number'),
    concludedAt: ts('concluded_at'),
    createdBy: text('created_by').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('safety_inspections_organ_idx').on(t.organId, t.createdAt), index('safety_inspections_status_idx').on(t.notifyStatus, t.status)],
);

describeColumns(safetyInspections, {
  id: '申请ID',
  organId: '受理单位',
  notifyStatus: { title: '受理方式', options: SAFETY_NOTIFY_STATUS_OPTIONS },
  companyId: { title: '申请单位', minLength: 1 },
  unitName: '单位名称',
  placeName: { title: '场所名称', maxLength: 100 },
  placeKind: { title: '场所类型', options: GATHERING_PLACE_KIND_OPTIONS },
  address: { title: '场所地址', maxLength: 200 },
  area: { title: '建筑面积（㎡）', exclusiveMinimum: 0, maximum: 1_000_000 },
  applicant: { title: '联系人', maxLength: 32 },
  phone: { title: '联系电话', minLength: 1, maxLength: 20, pattern: PHONE_PATTERN, patternMessage: '联系电话格式不正确' },
  materials: { title: '申请材料', minItems: 1, maxItems: MATERIALS_MAX, maxLength: MATERIAL_MAX_LENGTH },
  status: { title: '办理状态', options: SAFETY_INSPECTION_STATUS_OPTIONS },
  dueDate: '检查期限',
  taskId: '检查任务',
  permitId: '许可',
  refusalWritId: '不予许可文书',
  refusalNumber: '不予许可文号',
  concludedAt: '办结时间',
  createdBy: '受理人',
  createdAt: '受理时间',
  updatedAt: '修改时间',
  version: '版本',
});

/** 安全检查合格 permits (/fh/securityCheckPermit): issued from an application, revoked when a verification finds a mismatch. */
export const securityCheckPermits = pgTable(
  'security_check_permits',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id').notNull(),
    organId: text('organ_id').notNull(),
    companyId: text('company_id').notNull(),
    unitName: text('unit_name').notNull(),
    placeName: text('place_name').notNull(),
    address: text('address').notNull(),
    notifyStatus: integer('notify_status').notNull(),
    writId: text('writ_id').notNull(),
    documentNumber: text('document_number').notNull(),
    status: text('status').notNull().default('valid'),
    issuedAt: ts('issued_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokeReason: text('revoke_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('security_check_permits_organ_idx').on(t.organId, t.issuedAt)],
);

describeColumns(securityCheckPermits, {
  id: '许可ID',
  applicationId: '申请ID',
  organId: '许可单位',
  companyId: '申请单位',
  unitName: '单位名称',
  placeName: '场所名称',
  address: '场所地址',
  notifyStatus: { title: '受理方式', options: SAFETY_NOTIFY_STATUS_OPTIONS },
  writId: '许可文书',
  documentNumber: '许可文号',
  status: { title: '许可状态', options: SECURITY_PERMIT_STATUS_OPTIONS },
  issuedAt: '许可时间',
  revokedAt: '撤销时间',
  revokeReason: '撤销原因',
  createdAt: '创建时间',
  updatedAt: '修改时间',
});
