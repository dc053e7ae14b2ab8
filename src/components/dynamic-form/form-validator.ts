/**
 * The check of a configured form: each field's first broken rule (src/shared/form-value-rules.ts, the list
 * the server's validateFormValues runs), so the client refuses exactly what the server would, with the same
 * message naming the field. Values whose keys no field has are left alone here; the server reports them.
 */
import type { FormFieldConfig } from '../../constants/form-fields';
import { FormValidationError } from '../../resources/entity/input-validator';
import type { FormValidator } from '../../resources/types';
import { brokenRule } from '../../shared/form-value-rules';

/** Field key → the message of its first broken rule. */
export function fieldErrors(fields: readonly FormFieldConfig[], values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const rule = brokenRule(field, Object.hasOwn(values, field.key) ? values[field.key] : undefined);
    if (rule) out[field.key] = rule.message;
  }
  return out;
}

export function dynamicFormValidator(fields: readonly FormFieldConfig[]): FormValidator {
  return {
    async validate(values) {
      const errors = fieldErrors(fields, values);
      if (Object.keys(errors).length) throw new FormValidationError(errors);
      return values;
    },
  };
}
