/** Starting values of a configured form and the values it hands over on submit. */
import type { FormFieldConfig } from '../../constants/form-fields';
import { isBlankValue } from '../../shared/form-value-rules';

export type FormValues = Record<string, unknown>;

/** Nothing chosen yet: no options for a checkbox field, off for a switch, nothing otherwise. */
export function emptyValueOf(field: FormFieldConfig): unknown {
  if (field.kind === 'checkbox') return [];
  if (field.kind === 'switch') return false;
  if (field.kind === 'number') return null;
  return '';
}

export function initialValues(fields: readonly FormFieldConfig[], given: FormValues = {}): FormValues {
  return Object.fromEntries(fields.map((field) => [field.key, given[field.key] ?? emptyValueOf(field)]));
}

/** Exactly one value per field (a blank one as null), whatever else the form state holds. */
export function submittedValues(fields: readonly FormFieldConfig[], values: FormValues): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.key];
      if (field.kind === 'checkbox' || field.kind === 'switch') return [field.key, value ?? emptyValueOf(field)];
      return [field.key, isBlankValue(value) ? null : value];
    }),
  );
}
