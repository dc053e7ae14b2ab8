/**
 * The field list of a configured form: tidied the same way and checked by the same rules on the
 * client (designer, yup) and on the server (before saving), so both give the same message.
 */
import {
  FORM_FIELD_KEY_PATTERN,
  FORM_LIMITS,
  isChoiceKind,
  isFormFieldKind,
  isLengthKind,
  type FormFieldConfig,
  type FormFieldDraft,
} from '../constants/form-fields';
import { fieldListText as t } from '../messages/dynamic-form';

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const numberOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : (v as number));

/** Trims texts and drops what does not apply to the kind (options of a text field, a required switch). */
export function normalizeField(draft: FormFieldDraft): FormFieldConfig {
  const kind = draft.kind;
  return {
    key: trimmed(draft.key),
    label: trimmed(draft.label),
    kind,
    // A switch always has a value (on or off), so "required" would mean nothing.
    required: kind !== 'switch' && draft.required === true,
    options: isChoiceKind(kind) ? (draft.options ?? []).map((o) => ({ value: trimmed(o?.value), label: trimmed(o?.label) })) : null,
    maxLength: isLengthKind(kind) ? numberOrNull(draft.maxLength) : null,
    min: kind === 'number' ? numberOrNull(draft.min) : null,
    max: kind === 'number' ? numberOrNull(draft.max) : null,
    placeholder: trimmed(draft.placeholder) || null,
    wide: draft.wide === true,
  };
}

export const normalizeFields = (drafts: readonly FormFieldDraft[]): FormFieldConfig[] => drafts.map(normalizeField);

export interface FieldProblem {
  /** Position in the list (0-based); -1 for the list as a whole. */
  index: number;
  message: string;
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function optionProblem(field: FormFieldConfig, i: number): string | null {
  const options = field.options ?? [];
  if (!options.length) return t.optionsEmpty(i);
  if (options.length > FORM_LIMITS.optionsMax) return t.optionsTooMany(i, FORM_LIMITS.optionsMax);
  const seen = new Set<string>();
  for (const [o, option] of options.entries()) {
    if (!option.value) return t.optionValueEmpty(i, o);
    if (!option.label) return t.optionLabelEmpty(i, o);
    if (option.value.length > FORM_LIMITS.optionTextMax || option.label.length > FORM_LIMITS.optionTextMax) return t.optionTooLong(i, o, FORM_LIMITS.optionTextMax);
    if (seen.has(option.value)) return t.optionRepeated(i, option.value);
    seen.add(option.value);
  }
  return null;
}

/** The first problem of one field, or null; `keysBefore` are the keys of the fields above it. */
function fieldProblem(field: FormFieldConfig, i: number, keysBefore: ReadonlySet<string>): string | null {
  if (!field.key) return t.keyEmpty(i);
  if (field.key.length > FORM_LIMITS.keyMax) return t.keyTooLong(i, FORM_LIMITS.keyMax);
  if (!FORM_FIELD_KEY_PATTERN.test(field.key)) return t.keyFormat(i);
  if (keysBefore.has(field.key)) return t.keyRepeated(i);
  if (!field.label) return t.labelEmpty(i);
  if (field.label.length > FORM_LIMITS.labelMax) return t.labelTooLong(i, FORM_LIMITS.labelMax);
  if (!isFormFieldKind(field.kind)) return t.kindUnknown(i);
  if (field.placeholder && field.placeholder.length > FORM_LIMITS.placeholderMax) return t.placeholderTooLong(i, FORM_LIMITS.placeholderMax);
  if (field.maxLength !== null && !(Number.isInteger(field.maxLength) && field.maxLength >= 1 && field.maxLength <= FORM_LIMITS.maxLengthMax)) {
    return t.maxLengthRange(i, FORM_LIMITS.maxLengthMax);
  }
  if (field.min !== null && !isFiniteNumber(field.min)) return t.notANumber(i, '最小值');
  if (field.max !== null && !isFiniteNumber(field.max)) return t.notANumber(i, '最大值');
  if (field.min !== null && field.max !== null && field.min > field.max) return t.minAboveMax(i);
  return isChoiceKind(field.kind) ? optionProblem(field, i) : null;
}

/** Every field's first problem, in list order (normalised fields). */
export function fieldListProblems(fields: readonly FormFieldConfig[]): FieldProblem[] {
  if (!fields.length) return [{ index: -1, message: t.empty }];
  if (fields.length > FORM_LIMITS.fieldsMax) return [{ index: -1, message: t.tooMany(FORM_LIMITS.fieldsMax) }];
  const keys = new Set<string>();
  const problems: FieldProblem[] = [];
  fields.forEach((field, index) => {
    const message = fieldProblem(field, index, keys);
    if (message) problems.push({ index, message });
    keys.add(field.key);
  });
  return problems;
}

/** The first problem of the list, or null when it can be saved. */
export const fieldListProblem = (fields: readonly FormFieldConfig[]): string | null => fieldListProblems(fields)[0]?.message ?? null;
