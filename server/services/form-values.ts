/**
 * Checks the values a user entered into a configured form (表单配置) before a task screen stores them.
 * The rules are src/lib/form-value-rules.ts, the same list the client's yup schema runs.
 */
import type { FormFieldConfig } from '../../src/constants/form-fields';
import { brokenRule } from '../../src/shared/form-value-rules';
import { formValueText } from '../../src/messages/dynamic-form';

export interface FormValueError {
  key: string;
  message: string;
}

/**
 * One error per field that breaks a rule (the first rule it breaks), in field order, then one per
 * value whose key no field has. An empty list means the values can be stored.
 */
export function validateFormValues(fields: readonly FormFieldConfig[], values: Record<string, unknown>): FormValueError[] {
  const errors: FormValueError[] = [];
  for (const field of fields) {
    const rule = brokenRule(field, Object.hasOwn(values, field.key) ? values[field.key] : undefined);
    if (rule) errors.push({ key: field.key, message: rule.message });
  }
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(values)) if (!known.has(key)) errors.push({ key, message: formValueText.unknownField(key) });
  return errors;
}
