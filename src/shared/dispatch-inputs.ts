/**
 * What 办理 (大型活动) and 生成任务 (移交受理) send to dispatch their inspection task: the two officers, the due
 * date and a remark; 生成任务 also names the social unit to check. The routes validate with these fields and
 * the forms check with them before sending.
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { ISO_DATE_PATTERN } from '../constants/patterns';

const nullable = <T extends TSchema>(schema: T, title: string) => Type.Union([schema, Type.Null()], { title });

export const DISPATCH_FIELDS = {
  agentId: Type.String({ title: '主办人', minLength: 1, maxLength: 64 }),
  assistantHandlerId: Type.String({ title: '协办人', minLength: 1, maxLength: 64 }),
  endDate: Type.String({ title: '截止日期', pattern: ISO_DATE_PATTERN }),
  remark: Type.Optional(nullable(Type.String({ title: '备注', maxLength: 500 }), '备注')),
};

export const HANDOVER_DISPATCH_FIELDS = {
  companyId: Type.String({ title: '社会单位', minLength: 1, maxLength: 64 }),
  ...DISPATCH_FIELDS,
};

export const RETURN_FIELDS = {
  reason: Type.String({ title: '退回原因', minLength: 1, maxLength: 500 }),
};

export type DispatchInput = Static<TObject<typeof DISPATCH_FIELDS>>;
export type HandoverDispatchInput = Static<TObject<typeof HANDOVER_DISPATCH_FIELDS>>;
export type ReturnInput = Static<TObject<typeof RETURN_FIELDS>>;
