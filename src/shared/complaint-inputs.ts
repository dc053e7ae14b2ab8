/**
 * What a caller sends for the moves of a complaint (预处理, 发送核查, 核查记录, 回复, 评价): the fields the routes
 * validate with and the forms check before sending, and the rules relating fields that the service runs too.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { COMPLAINT_NOTE_MAX } from '../constants/complaints';
import { COMPLAINT_SATISFACTION_OPTIONS } from '../constants/options';

const nullable = <T extends TSchema>(schema: T, title: string) => Type.Union([schema, Type.Null()], { title });
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

export const PRE_HANDLE_FIELDS = {
  decision: Type.Union([Type.Literal('forward'), Type.Literal('reject')], { title: '处理方式' }),
  organId: Type.Optional(nullable(Type.String({ title: '转办大队', maxLength: 64 }), '转办大队')),
  handleNote: Type.Optional(nullable(Type.String({ title: '预处理意见', maxLength: COMPLAINT_NOTE_MAX }), '预处理意见')),
};

export const SEND_VERIFY_FIELDS = {
  companyId: Type.String({ title: '被核查单位', minLength: 1, maxLength: 64 }),
  agentId: Type.String({ title: '主办人', minLength: 1, maxLength: 64 }),
  assistantHandlerId: Type.String({ title: '协办人', minLength: 1, maxLength: 64 }),
  endDate: Type.String({ title: '截止日期', pattern: DATE }),
};

export const VERIFY_RECORD_FIELDS = {
  finding: Type.Boolean({ title: '核查结论' }),
  verifyNote: Type.String({ title: '核查情况', minLength: 1, maxLength: COMPLAINT_NOTE_MAX }),
};

export const REPLY_FIELDS = {
  reply: Type.String({ title: '回复内容', minLength: 1, maxLength: COMPLAINT_NOTE_MAX }),
};

export const REVIEW_FIELDS = {
  satisfaction: Type.Union(COMPLAINT_SATISFACTION_OPTIONS.map((o) => Type.Literal(o.value)), { title: '投诉人评价' }),
  reviewNote: Type.Optional(nullable(Type.String({ title: '评价意见', maxLength: COMPLAINT_NOTE_MAX }), '评价意见')),
};

/** Forwarding names the brigade; a rejection (不予受理) gives its reason. */
export function preHandleProblem(input: { decision: string; organId?: string | null; handleNote?: string | null }): { field: string; message: string } | null {
  if (input.decision === 'forward' && !input.organId?.trim()) return { field: 'organId', message: '转办时须选择转办大队' };
  if (input.decision === 'reject' && !input.handleNote?.trim()) return { field: 'handleNote', message: '不予受理时须填写不予受理的理由' };
  return null;
}
