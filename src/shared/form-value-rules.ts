/**
 * The rules a value of a configured form field must meet, as an ordered list. The server
 * (validateFormValues) reports the first broken rule of each field; the client's dynamicFormValidator
 * runs the same list. The rules exclude one another (a rule only judges values the
 * rules before it accepted), so at most one rule of a field fails and both sides say the same thing.
 */
import { isChoiceKind, type FormFieldConfig } from '../constants/form-fields';
import { formValueText as t } from '../messages/dynamic-form';

export interface ValueRule {
  name: string;
  message: string;
  test: (value: unknown) => boolean;
}

/** Nothing entered: no value, blank text, or no option chosen. */
export const isBlankValue = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** 'YYYY-MM-DD' naming a day of the calendar (no 2月30日). */
export function isDateText(v: string): boolean {
  const m = DATE.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** 'YYYY-MM-DD HH:mm:ss', the time format of every call of the spec. */
export function isDateTimeText(v: string): boolean {
  const m = DATE_TIME.exec(v);
  return Boolean(m) && isDateText(m![1]) && Number(m![2]) < 24 && Number(m![3]) < 60 && Number(m![4]) < 60;
}

/** Rules other than `required` pass a blank value; they judge only what was entered. */
const entered = (test: (v: unknown) => boolean) => (v: unknown) => isBlankValue(v) || test(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function kindRules(field: FormFieldConfig): ValueRule[] {
  const { label } = field;
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const rules: ValueRule[] = [{ name: 'format', message: t.format(label), test: entered(isText) }];
      const max = field.maxLength;
      if (max !== null) rules.push({ name: 'maxLength', message: t.tooLong(label, max), test: entered((v) => !isText(v) || v.length <= max) });
      return rules;
    }
    case 'number': {
      const rules: ValueRule[] = [{ name: 'number', message: t.notNumber(label), test: entered(isNum) }];
      const { min, max } = field;
      if (min !== null) rules.push({ name: 'min', message: t.tooSmall(label, min), test: entered((v) => !isNum(v) || v >= min) });
      if (max !== null) rules.push({ name: 'max', message: t.tooLarge(label, max), test: entered((v) => !isNum(v) || v <= max) });
      return rules;
    }
    case 'date':
      return [{ name: 'date', message: t.badDate(label), test: entered((v) => isText(v) && isDateText(v)) }];
    case 'datetime':
      return [{ name: 'datetime', message: t.badDateTime(label), test: entered((v) => isText(v) && isDateTimeText(v)) }];
    case 'switch':
      return [{ name: 'format', message: t.format(label), test: entered((v) => typeof v === 'boolean') }];
    default:
      return isChoiceKind(field.kind) ? choiceRules(field) : [];
  }
}

function choiceRules(field: FormFieldConfig): ValueRule[] {
  const { label } = field;
  const values = new Set((field.options ?? []).map((o) => o.value));
  if (field.kind !== 'checkbox') {
    return [{ name: 'option', message: t.notAnOption(label), test: entered((v) => isText(v) && values.has(v)) }];
  }
  const list = (v: unknown): v is unknown[] => Array.isArray(v);
  const allOptions = (v: unknown[]) => v.every((each) => isText(each) && values.has(each));
  return [
    { name: 'format', message: t.format(label), test: entered(list) },
    { name: 'option', message: t.notAnOption(label), test: entered((v) => !list(v) || allOptions(v)) },
    { name: 'repeated', message: t.repeatedChoice(label), test: entered((v) => !list(v) || !allOptions(v) || new Set(v).size === v.length) },
  ];
}

/** The rules of one field in the order they are checked. */
export function valueRules(field: FormFieldConfig): ValueRule[] {
  const rules = kindRules(field);
  return field.required ? [{ name: 'required', message: t.required(field.label), test: (v) => !isBlankValue(v) }, ...rules] : rules;
}

/** The first rule the value breaks, or null. */
export function brokenRule(field: FormFieldConfig, value: unknown): ValueRule | null {
  return valueRules(field).find((rule) => !rule.test(value)) ?? null;
}
