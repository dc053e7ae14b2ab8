/**
 * The yup schema of a configured form: one entry per field key running the field's rules
 * (src/lib/form-value-rules.ts, the list the server's validateFormValues checks), so the client refuses
 * exactly what the server would, with the same message naming the field.
 */
import * as yup from 'yup';
import type { FormFieldConfig } from '../../constants/form-fields';
import { valueRules } from '../../shared/form-value-rules';

export function fieldSchema(field: FormFieldConfig): yup.MixedSchema<unknown> {
  // A function message: a label is user text and must not be read as a yup ${template}.
  return valueRules(field).reduce<yup.MixedSchema<unknown>>(
    (schema, rule) => schema.test({ name: rule.name, message: () => rule.message, test: (value) => rule.test(value) }),
    yup.mixed().nullable(),
  );
}

/** Values whose keys no field has are left alone here; the server reports them. */
export function buildYupSchema(fields: readonly FormFieldConfig[]): yup.ObjectSchema<Record<string, unknown>> {
  return yup.object(Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field)]))) as unknown as yup.ObjectSchema<Record<string, unknown>>;
}
