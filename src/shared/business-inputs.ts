/**
 * The fields a caller sends to register a re-inspection (复查申请) or a legal pre-review (法制预审): one
 * definition the server's routes validate with and the forms check before sending (same messages).
 */
import { Type, type TSchema } from '@sinclair/typebox';

const nullable = <T extends TSchema>(schema: T, title: string) => Type.Union([schema, Type.Null()], { title });
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

export const REINSPECTION_FIELDS = {
  companyName: Type.String({ title: '单位名称', minLength: 1, maxLength: 100 }),
  companyId: Type.Optional(nullable(Type.String({ title: '社会单位', maxLength: 64 }), '社会单位')),
  address: Type.String({ title: '单位地址', minLength: 1, maxLength: 200 }),
  originalWritNo: Type.String({ title: '责令改正通知书文号', minLength: 1, maxLength: 60 }),
  hazards: Type.Array(Type.String({ title: '整改项', maxLength: 200 }), { title: '整改项', minItems: 1, maxItems: 50 }),
  rectifiedAt: Type.String({ title: '申请复查日期', pattern: DATE }),
  applicant: Type.String({ title: '申请人', minLength: 1, maxLength: 50 }),
  phone: Type.String({ title: '联系电话', pattern: '^[0-9][0-9-]{6,19}$' }),
  organId: Type.Optional(nullable(Type.String({ title: '受理单位', maxLength: 64 }), '受理单位')),
};

export const LEGAL_REVIEW_FIELDS = {
  caseName: Type.String({ title: '案件名称', minLength: 1, maxLength: 100 }),
  caseNo: Type.Optional(nullable(Type.String({ title: '案件编号', maxLength: 50 }), '案件编号')),
  partyName: Type.String({ title: '当事人', minLength: 1, maxLength: 100 }),
  caseCause: Type.Optional(nullable(Type.String({ title: '案由', maxLength: 64 }), '案由')),
  organId: Type.Optional(nullable(Type.String({ title: '承办单位', maxLength: 64 }), '承办单位')),
  handlerId: Type.Optional(nullable(Type.String({ title: '承办人', maxLength: 64 }), '承办人')),
  summary: Type.String({ title: '案情摘要', minLength: 1, maxLength: 2000 }),
  proposal: Type.String({ title: '处理意见', minLength: 1, maxLength: 1000 }),
  materials: Type.Optional(Type.Array(Type.String({ title: '案件材料', maxLength: 100 }), { title: '案件材料', maxItems: 50 })),
};

/** 复查结论 (recordReinspectionOutcome): 合格 or 不合格, with a note that 不合格 needs. */
export const REINSPECTION_OUTCOME_FIELDS = {
  outcome: Type.Union([Type.Literal('pass'), Type.Literal('fail')], { title: '复查结论' }),
  outcomeNote: Type.Optional(nullable(Type.String({ title: '结论说明', maxLength: 500 }), '结论说明')),
};

export const OUTCOME_NOTE_REQUIRED = '复查不合格时须填写结论说明';

/** The rule relating the two fields, run on both sides: the note (trimmed) is required for 不合格. */
export const outcomeNoteProblem = (outcome: string, note: string | null | undefined) => (outcome === 'fail' && !note?.trim() ? OUTCOME_NOTE_REQUIRED : null);

/** What is declared (savePersonals' kind): 个人工作审批, 个人履职审批 or 个人履职申诉. */
export const DECLARATION_KIND = Type.Union([Type.Literal('grgz'), Type.Literal('grlz'), Type.Literal('grss')], { title: '申报类型' });

/** 申报 (savePersonals): the month, the items declared against the duty standards, the appeal's reason, the attachments. */
export const DECLARATION_FIELDS = {
  period: Type.String({ title: '申报月份', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
  items: Type.Optional(
    Type.Array(
      Type.Object({ standardId: Type.String({ title: '履职项目', minLength: 1, maxLength: 64 }), quantity: Type.Number({ title: '数量', minimum: 0.01, maximum: 9999 }) }),
      { title: '申报项目', maxItems: 50 },
    ),
  ),
  reason: Type.Optional(nullable(Type.String({ title: '申诉理由', maxLength: 1000 }), '申诉理由')),
  attachments: Type.Optional(Type.Array(Type.String({ title: '附件', maxLength: 200 }), { title: '附件', maxItems: 20 })),
};

/** The rule relating kind, reason and items, run on both sides: an appeal (grss) needs a reason, the others an item. */
export function declarationProblems(kind: string, reason: string | null | undefined, itemCount: number): { reason?: string; items?: string } {
  if (kind === 'grss') return reason?.trim() ? {} : { reason: '申诉理由不能为空' };
  return itemCount ? {} : { items: '申报项目不能为空' };
}
