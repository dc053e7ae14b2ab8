/**
 * What a caller sends for each step of a sealing (临时查封 3200) after 登记: the fields the routes validate with
 * and the step forms check before sending.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { SEAL_OFFICERS_MAX, SEAL_PHOTOS_MAX } from '../constants/seal-ups';

const nullable = <T extends TSchema>(schema: T, title: string) => Type.Optional(Type.Union([schema, Type.Null()], { title }));
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** 领导审批: 同意 with an optional opinion. */
export const APPROVE_SEAL_FIELDS = {
  opinion: nullable(Type.String({ title: '审批意见', maxLength: 500 }), '审批意见'),
};

/** 退回: why. */
export const REJECT_SEAL_FIELDS = {
  opinion: Type.String({ title: '退回理由', minLength: 1, maxLength: 500 }),
};

/** 实施查封: the day, the officers present, the photos uploaded, what was done. */
export const SEAL_FIELDS = {
  sealedOn: Type.String({ title: '查封日期', pattern: DATE }),
  officers: Type.Array(Type.String({ title: '执法人员', minLength: 1, maxLength: 32 }), { title: '执法人员', minItems: 1, maxItems: SEAL_OFFICERS_MAX }),
  photoIds: Type.Array(Type.String({ title: '查封照片', minLength: 1, maxLength: 64 }), { title: '查封照片', maxItems: SEAL_PHOTOS_MAX }),
  sealNote: nullable(Type.String({ title: '查封情况', maxLength: 1000 }), '查封情况'),
};

/** 申请解除: the party's application after rectification and the two officers of the re-check. */
export const APPLY_LIFT_FIELDS = {
  appliedOn: Type.String({ title: '申请日期', pattern: DATE }),
  applyNote: Type.String({ title: '整改情况', minLength: 1, maxLength: 1000 }),
  agentId: Type.String({ title: '复查主办人', minLength: 1, maxLength: 64 }),
  assistantHandlerId: Type.String({ title: '复查协办人', minLength: 1, maxLength: 64 }),
};
