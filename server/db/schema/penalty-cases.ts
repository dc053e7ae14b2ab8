import { Type } from '@sinclair/typebox';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  PENALTY_CASE_SOURCE_OPTIONS, PENALTY_CASE_STATUS_OPTIONS, PENALTY_EXECUTION_OPTIONS, PENALTY_KIND_OPTIONS, PENALTY_REPLY_OPTIONS, PENALTY_RIGHTS_OPTIONS,
} from '../../../src/constants/options';
import { EVIDENCE_FIELDS, INQUIRY_FIELDS } from '../../../src/shared/penalty-case-inputs';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface EvidenceItem {
  name: string;
  description: string;
  collectedAt: string;
}
export interface InquiryRecord {
  person: string;
  askedAt: string;
  content: string;
}

/**
 * 行政处罚 (xzcf 3100): a penalty case from 立案 to 结案, opened from a referral of an inspection task
 * (检查结果 移送立案) or directly. Evidence and inquiry records are its child rows (jsonb lists, never queried
 * alone); the legal review (法制预审 jzsh) it passes is a record of its own, linked by id; the decision is an
 * issued writ of 模板设置 (行政处罚决定书), numbered from the writs' counter. The statistics fact of a decided
 * case is the row of penalties with the same id.
 */
export const penaltyCases = pgTable(
  'penalty_cases',
  {
    id: text('id').primaryKey(),
    /** 承办单位: list scope follows it. */
    organId: text('organ_id').notNull(),
    caseName: text('case_name').notNull().default(''),
    source: text('source').notNull(),
    /** The inspection task whose check referred its hazards for penalty. */
    sourceTaskId: text('source_task_id'),
    companyId: text('company_id'),
    partyName: text('party_name').notNull().default(''),
    address: text('address'),
    causeId: text('cause_id').notNull(),
    facts: text('facts').notNull(),
    handlerId: text('handler_id').notNull(),
    status: text('status').notNull().default('filed'),
    evidence: jsonb('evidence').$type<EvidenceItem[]>().notNull().default([]),
    inquiries: jsonb('inquiries').$type<InquiryRecord[]>().notNull().default([]),
    rights: text('rights'),
    proposedPenalty: text('proposed_penalty'),
    notifiedAt: ts('notified_at'),
    replyDeadline: text('reply_deadline'),
    partyReply: text('party_reply'),
    replyNote: text('reply_note'),
    legalReviewId: text('legal_review_id'),
    penaltyKind: text('penalty_kind'),
    fineAmount: doublePrecision('fine_amount'),
    decisionNumber: text('decision_number'),
    decisionWritId: text('decision_writ_id'),
    decidedAt: ts('decided_at'),
    executionKind: text('execution_kind'),
    paidAmount: doublePrecision('paid_amount'),
    paidAt: text('paid_at'),
    executionNote: text('execution_note'),
    executedAt: ts('executed_at'),
    closedAt: ts('closed_at'),
    createdBy: text('created_by').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('penalty_cases_organ_idx').on(t.organId, t.createdAt),
    // One live case per referring task.
    uniqueIndex('penalty_cases_source_task_idx').on(t.sourceTaskId).where(sql`deleted = false and source_task_id is not null`),
  ],
);

describeColumns(penaltyCases, {
  id: '案件ID',
  organId: '承办单位',
  caseName: { title: '案件名称', maxLength: 100 },
  source: { title: '案件来源', options: PENALTY_CASE_SOURCE_OPTIONS },
  sourceTaskId: { title: '移送的检查任务', maxLength: 64 },
  companyId: '社会单位',
  partyName: { title: '当事人', maxLength: 100 },
  address: { title: '地址', maxLength: 200 },
  causeId: { title: '案由', minLength: 1, maxLength: 64 },
  facts: { title: '案情摘要', minLength: 1, maxLength: 2000 },
  handlerId: '承办人',
  status: { title: '案件状态', options: PENALTY_CASE_STATUS_OPTIONS },
  evidence: { title: '证据', json: Type.Array(Type.Object(EVIDENCE_FIELDS)) },
  inquiries: { title: '询问笔录', json: Type.Array(Type.Object(INQUIRY_FIELDS)) },
  rights: { title: '告知权利', options: PENALTY_RIGHTS_OPTIONS },
  proposedPenalty: '拟处罚内容',
  notifiedAt: '告知时间',
  replyDeadline: '告知期限',
  partyReply: { title: '当事人意见', options: PENALTY_REPLY_OPTIONS },
  replyNote: '陈述申辩或听证情况',
  legalReviewId: '法制审核',
  penaltyKind: { title: '处罚种类', options: PENALTY_KIND_OPTIONS },
  fineAmount: '罚款金额（元）',
  decisionNumber: '决定书文号',
  decisionWritId: '决定书',
  decidedAt: '决定时间',
  executionKind: { title: '执行方式', options: PENALTY_EXECUTION_OPTIONS },
  paidAmount: '缴款金额（元）',
  paidAt: '缴款日期',
  executionNote: '执行情况',
  executedAt: '执行时间',
  closedAt: '结案时间',
  createdBy: '立案人',
  createdAt: '立案时间',
  updatedAt: '修改时间',
  version: '版本',
});
