/**
 * What a caller sends for each step of a penalty case (行政处罚 3100) after 立案: the fields the routes
 * validate with and the step forms check before sending.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { EVIDENCE_MAX, FINE_MAX, INQUIRY_MAX } from '../constants/penalty-cases';
import { PENALTY_EXECUTION_OPTIONS, PENALTY_KIND_OPTIONS, PENALTY_REPLY_OPTIONS, PENALTY_RIGHTS_OPTIONS } from '../constants/options';

const nullable = <T extends TSchema>(schema: T, title: string) => Type.Optional(Type.Union([schema, Type.Null()], { title }));
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const oneOf = (options: readonly { value: string }[], title: string) => Type.Union(options.map((o) => Type.Literal(o.value)), { title });

export const EVIDENCE_FIELDS = {
  name: Type.String({ title: '证据名称', minLength: 1, maxLength: 100 }),
  description: Type.String({ title: '证明内容', maxLength: 500 }),
  collectedAt: Type.String({ title: '取证日期', pattern: DATE }),
};

export const INQUIRY_FIELDS = {
  person: Type.String({ title: '被询问人', minLength: 1, maxLength: 32 }),
  askedAt: Type.String({ title: '询问日期', pattern: DATE }),
  content: Type.String({ title: '询问内容', minLength: 1, maxLength: 2000 }),
};

/** 调查取证: the evidence and inquiry records as they now stand (the lists replace the stored ones). */
export const INVESTIGATE_FIELDS = {
  evidence: Type.Array(Type.Object(EVIDENCE_FIELDS), { title: '证据', maxItems: EVIDENCE_MAX }),
  inquiries: Type.Array(Type.Object(INQUIRY_FIELDS), { title: '询问笔录', maxItems: INQUIRY_MAX }),
};

/** 告知: the intended penalty and the rights named (陈述申辩, or also 听证). */
export const NOTIFY_FIELDS = {
  rights: oneOf(PENALTY_RIGHTS_OPTIONS, '告知权利'),
  proposedPenalty: Type.String({ title: '拟处罚内容', minLength: 1, maxLength: 500 }),
};

/** 当事人意见: waived, stated or heard. */
export const REPLY_FIELDS = {
  partyReply: oneOf(PENALTY_REPLY_OPTIONS, '当事人意见'),
  replyNote: nullable(Type.String({ title: '陈述申辩或听证情况', maxLength: 1000 }), '陈述申辩或听证情况'),
};

/** 法制审核: the first receiver of the legal review's flow. */
export const SUBMIT_REVIEW_FIELDS = {
  assigneeId: Type.String({ title: '审核人', minLength: 1, maxLength: 64 }),
  comment: nullable(Type.String({ title: '送审意见', maxLength: 500 }), '送审意见'),
};

/** 决定: the penalty, a fine with its amount. */
export const DECIDE_FIELDS = {
  penaltyKind: oneOf(PENALTY_KIND_OPTIONS, '处罚种类'),
  fineAmount: nullable(Type.Number({ title: '罚款金额（元）', minimum: 0, maximum: FINE_MAX }), '罚款金额（元）'),
  legalBasis: Type.String({ title: '法律条款', minLength: 1, maxLength: 100 }),
};

/** 执行: the fine paid, the decision carried out, or enforcement applied for. */
export const EXECUTE_FIELDS = {
  executionKind: oneOf(PENALTY_EXECUTION_OPTIONS, '执行方式'),
  paidAmount: nullable(Type.Number({ title: '缴款金额（元）', minimum: 0, maximum: FINE_MAX }), '缴款金额（元）'),
  paidAt: nullable(Type.String({ title: '缴款日期', pattern: DATE }), '缴款日期'),
  executionNote: nullable(Type.String({ title: '执行情况', maxLength: 1000 }), '执行情况'),
};
