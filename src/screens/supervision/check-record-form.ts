/** The check record form's values, the call's input made from them, and its validator (the route's own fields and rule). */
import { Type } from '@sinclair/typebox';
import { callInputValidator } from '../../resources/entity/input-validator';
import { CHECK_RECORD_FIELDS, checkRecordProblem } from '../../shared/supervision-inputs';
import type { JsonSchema } from '../../shared/validation/json-schema';

export interface CheckRecordValues {
  checkDate: string;
  templateId: string;
  checkItems: { item: string; passed: boolean; finding: string }[];
  hazards: { description: string; level: string }[];
  checkResult: string;
  causeId: string;
  unitSigner: string;
  checkRemark: string;
}

export const checkRecordInput = (v: CheckRecordValues) => ({
  checkDate: v.checkDate,
  templateId: v.templateId || null,
  checkItems: v.checkItems.map((i) => ({ item: i.item.trim(), passed: i.passed, finding: i.finding.trim() })),
  hazards: v.hazards.map((h) => ({ description: h.description.trim(), level: h.level })),
  checkResult: v.checkResult,
  causeId: v.causeId || null,
  unitSigner: v.unitSigner.trim(),
  checkRemark: v.checkRemark.trim() || null,
});

export const checkRecordSchema = Type.Object(CHECK_RECORD_FIELDS) as unknown as JsonSchema;

export const checkRecordValidator = callInputValidator(checkRecordSchema, checkRecordInput, (v: CheckRecordValues): Record<string, string> => {
  if (!v.checkResult) return {};
  const problem = checkRecordProblem(checkRecordInput(v));
  return problem ? { checkResult: problem } : {};
});
