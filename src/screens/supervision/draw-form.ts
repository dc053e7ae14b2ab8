/** The 双随机 draw form's values, the call's input made from them, and its validator (the route's own fields). */
import { Type } from '@sinclair/typebox';
import { callInputValidator } from '../../resources/entity/input-validator';
import { DRAW_FIELDS } from '../../shared/supervision-inputs';
import type { JsonSchema } from '../../shared/validation/json-schema';

export interface DrawValues {
  unitCategory: string;
  areaCode: string;
  count: string;
  endDate: string;
  seed: string;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

export const drawInput = (v: DrawValues) => ({
  unitCategory: numberOrNull(v.unitCategory),
  areaCode: v.areaCode || null,
  count: v.count.trim() === '' ? undefined : Number(v.count.trim()),
  endDate: v.endDate,
  seed: numberOrNull(v.seed),
});

export const drawSchema = Type.Object(DRAW_FIELDS) as unknown as JsonSchema;
export const drawValidator = callInputValidator(drawSchema, drawInput);
