/** The 办理 / 生成任务 form's values, the call's input made from them, and its validators (the routes' own fields). */
import { Type } from '@sinclair/typebox';
import { callInputValidator } from '../../resources/entity/input-validator';
import { DISPATCH_FIELDS, HANDOVER_DISPATCH_FIELDS } from '../../shared/dispatch-inputs';
import type { JsonSchema } from '../../shared/validation/json-schema';

export interface DispatchValues {
  companyId: string;
  agentId: string;
  assistantHandlerId: string;
  endDate: string;
  remark: string;
}

export const DISPATCH_DEFAULTS: DispatchValues = { companyId: '', agentId: '', assistantHandlerId: '', endDate: '', remark: '' };

export const eventDispatchInput = (v: DispatchValues) => ({ agentId: v.agentId, assistantHandlerId: v.assistantHandlerId, endDate: v.endDate, remark: v.remark.trim() || null });
export const handoverDispatchInput = (v: DispatchValues) => ({ companyId: v.companyId, ...eventDispatchInput(v) });

export const eventDispatchSchema = Type.Object(DISPATCH_FIELDS) as unknown as JsonSchema;
export const handoverDispatchSchema = Type.Object(HANDOVER_DISPATCH_FIELDS) as unknown as JsonSchema;

export const eventDispatchValidator = callInputValidator(eventDispatchSchema, eventDispatchInput);
export const handoverDispatchValidator = callInputValidator(handoverDispatchSchema, handoverDispatchInput);
