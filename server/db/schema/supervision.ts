import { Type } from '@sinclair/typebox';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ISO_DATE_PATTERN } from '../../../src/constants/patterns';
import {
  CHECK_RESULT_OPTIONS, RECTIFY_NOTICE_KIND_OPTIONS, SUPERVISION_KIND_OPTIONS, SUPERVISION_SOURCE_OPTIONS, SUPERVISION_STATUS_OPTIONS, UNIT_CATEGORY_OPTIONS,
} from '../../../src/constants/options';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface CheckItemFinding {
  item: string;
  /** true 符合, false 不符合. */
  passed: boolean;
  finding: string;
}
export interface HazardFound {
  description: string;
  level: 'general' | 'major';
}

/**
 * 监督检查任务 (xfaqjc 1030, the personal lists 2110/2120): a unit to inspect, by two officers of the
 * brigade, from a source, dispatched → accepted → checked → closed. The check record lives on the task.
 * (The statistics fact of each task is the row of inspection_tasks with the same id.)
 */
export const supervisionTasks = pgTable(
  'supervision_tasks',
  {
    id: text('id').primaryKey(),
    /** The brigade that carries it out: list scope follows it. */
    organId: text('organ_id').notNull(),
    companyId: text('company_id').notNull(),
    /** Copied from the social unit when the task is made (the record keeps the name it was checked under). */
    unitName: text('unit_name').notNull(),
    address: text('address').notNull(),
    taskClassification: text('task_classification').notNull(),
    /** Unit category of the social unit (UNIT_CATEGORY_OPTIONS). */
    category: integer('category').notNull(),
    source: text('source').notNull(),
    /** The record the task came from (a draw, campaign, complaint, event, handover or appointment), by its id. */
    sourceRef: text('source_ref'),
    /** 主办人 and 协办人: two different enforcement officers of the task's brigade. */
    agentId: text('agent_id').notNull(),
    assistantHandlerId: text('assistant_handler_id').notNull(),
    status: text('status').notNull().default('dispatched'),
    /** Due date (China date). */
    endDate: text('end_date').notNull(),
    /** Marked when the due date passed before the check, or a notice was not served in time. */
    overdue: boolean('overdue').notNull().default(false),
    checkDate: text('check_date'),
    checkResult: text('check_result'),
    /** The task this one follows up (a re-inspection after a 限期改正 deadline). */
    parentTaskId: text('parent_task_id'),
    templateId: text('template_id'),
    checkItems: jsonb('check_items').$type<CheckItemFinding[]>().notNull().default([]),
    hazards: jsonb('hazards').$type<HazardFound[]>().notNull().default([]),
    /** Case cause (案由) of an unqualified check, for 案由统计. */
    causeId: text('cause_id'),
    /** Signatures as names and times: the person of the unit who signed the record. */
    unitSigner: text('unit_signer'),
    unitSignedAt: ts('unit_signed_at'),
    agentSignedAt: ts('agent_signed_at'),
    assistantSignedAt: ts('assistant_signed_at'),
    checkRemark: text('check_remark'),
    remark: text('remark'),
    createdBy: text('created_by').notNull(),
    /** The unit of the person who made the task (an upper unit issuing it to a brigade). */
    createdByOrganId: text('created_by_organ_id').notNull(),
    checkedAt: ts('checked_at'),
    closedAt: ts('closed_at'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('supervision_tasks_organ_idx').on(t.organId, t.createdAt),
    index('supervision_tasks_agent_idx').on(t.agentId),
    index('supervision_tasks_assistant_idx').on(t.assistantHandlerId),
    index('supervision_tasks_parent_idx').on(t.parentTaskId),
    index('supervision_tasks_source_ref_idx').on(t.sourceRef),
  ],
);

const date = (title: string) => ({ title, pattern: ISO_DATE_PATTERN, patternMessage: `${title}应为YYYY-MM-DD格式的日期` });

describeColumns(supervisionTasks, {
  id: '任务ID',
  organId: '承办单位',
  companyId: { title: '社会单位', minLength: 1 },
  unitName: '单位名称',
  address: '单位地址',
  taskClassification: { title: '任务类型', options: SUPERVISION_KIND_OPTIONS },
  category: { title: '单位类别', options: UNIT_CATEGORY_OPTIONS },
  source: { title: '任务来源', options: SUPERVISION_SOURCE_OPTIONS },
  sourceRef: '来源记录',
  agentId: { title: '主办人', minLength: 1 },
  assistantHandlerId: { title: '协办人', minLength: 1 },
  status: { title: '任务状态', options: SUPERVISION_STATUS_OPTIONS },
  endDate: date('截止日期'),
  overdue: '是否逾期',
  checkDate: date('检查日期'),
  checkResult: { title: '检查结果', options: CHECK_RESULT_OPTIONS },
  parentTaskId: '原任务',
  templateId: '任务模板',
  checkItems: { title: '检查项', json: Type.Array(Type.Object({ item: Type.String(), passed: Type.Boolean(), finding: Type.String() })) },
  hazards: { title: '火灾隐患', json: Type.Array(Type.Object({ description: Type.String(), level: Type.String() })) },
  causeId: '案由',
  unitSigner: '被检查单位签字人',
  unitSignedAt: '被检查单位签字时间',
  agentSignedAt: '主办人签字时间',
  assistantSignedAt: '协办人签字时间',
  checkRemark: '检查情况说明',
  remark: { title: '备注', maxLength: 500 },
  createdBy: '创建人',
  createdByOrganId: '下发单位',
  checkedAt: '检查记录时间',
  closedAt: '办结时间',
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});

/**
 * 责令立即改正通知书 (zlljgztzs) and 责令限期改正通知书 (zlxqgztzs) of a check, numbered without gaps
 * per prefix and year (writ_number_counters). A 限期 notice carries its deadline and, once the deadline
 * passed, the re-inspection task it created.
 */
export const rectifyNotices = pgTable(
  'rectify_notices',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id').notNull(),
    organId: text('organ_id').notNull(),
    kind: text('kind').notNull(),
    documentNumber: text('document_number').notNull(),
    hazards: jsonb('hazards').$type<HazardFound[]>().notNull().default([]),
    /** 限期: the China date by which the unit must have rectified. */
    deadline: text('deadline'),
    rectifyWorkingDays: integer('rectify_working_days'),
    issuedBy: text('issued_by').notNull(),
    issuedAt: ts('issued_at').notNull(),
    reinspectionTaskId: text('reinspection_task_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rectify_notices_number_idx').on(t.documentNumber),
    uniqueIndex('rectify_notices_task_kind_idx').on(t.taskId, t.kind),
    index('rectify_notices_deadline_idx').on(t.deadline).where(sql`reinspection_task_id is null`),
  ],
);

describeColumns(rectifyNotices, {
  id: '通知书ID',
  taskId: '检查任务',
  organId: '签发单位',
  kind: { title: '通知书类型', options: RECTIFY_NOTICE_KIND_OPTIONS },
  documentNumber: '文号',
  hazards: { title: '火灾隐患', json: Type.Array(Type.Object({ description: Type.String(), level: Type.String() })) },
  deadline: '改正期限',
  rectifyWorkingDays: '改正期限（工作日）',
  issuedBy: '签发人',
  issuedAt: '签发时间',
  reinspectionTaskId: '复查任务',
  createdAt: '创建时间',
});

/**
 * 双随机抽取 (random draw): the criteria, the seed and what was drawn, so a draw can be published and
 * repeated (the same seed over the same candidates draws the same units and officer pairs).
 */
export const randomDraws = pgTable(
  'random_draws',
  {
    id: text('id').primaryKey(),
    organId: text('organ_id').notNull(),
    seed: integer('seed').notNull(),
    unitCategory: integer('unit_category'),
    areaCode: text('area_code'),
    count: integer('count').notNull(),
    /** How many units met the criteria when drawn. */
    candidates: integer('candidates').notNull(),
    taskIds: text('task_ids').array().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('random_draws_organ_idx').on(t.organId, t.createdAt)],
);
