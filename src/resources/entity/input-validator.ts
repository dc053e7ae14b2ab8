/**
 * A form validated by the server's own input schema, worded by the same validationMessage: each field
 * shows the first rule it breaks, in the words the server would answer with. Rules of the client alone
 * (two passwords equal) come as `extra`.
 */
import { checkSchema } from '../../shared/validation/check-schema';
import type { JsonSchema } from '../../shared/validation/json-schema';
import { errorPath, validationMessage } from '../../shared/validation/validation-message';
import type { FormValidator } from '../types';
import { baseOf, inputFromValues } from './input-values';

/** Rejected with the message of each failing field (the first field's message as its own). */
export class FormValidationError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors)[0] ?? '');
    this.name = 'FormValidationError';
  }
}

/** Field messages of the input (top-level field → its first error). */
export function inputErrors(schema: JsonSchema, input: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of checkSchema(schema, input)) {
    const [field] = errorPath(error);
    if (field && !(field in out)) out[field] = validationMessage([error], schema);
  }
  return out;
}

/** `updateSchema` validates the edit form when update takes other fields than add. */
export function inputValidator(
  schema: JsonSchema,
  extra?: (input: Record<string, unknown>, mode: 'create' | 'edit') => Record<string, string>,
  updateSchema: JsonSchema = schema,
): FormValidator {
  return {
    async validate(values, mode) {
      const modeSchema = mode === 'edit' ? updateSchema : schema;
      const input = inputFromValues(modeSchema, values);
      const errors = { ...extra?.(input, mode), ...inputErrors(modeSchema, input) };
      if (Object.keys(errors).length) throw new FormValidationError(errors);
      return input;
    },
  };
}

/**
 * An empty text or list stands for "not given", unless the field may be empty: text without a minimum
 * length or pattern, a list without a minimum count (a 合格 check record has no hazards).
 */
function given(schema: JsonSchema, input: Record<string, unknown>): Record<string, unknown> {
  const base = (name: string) => baseOf(schema.properties?.[name] ?? {}).base;
  const textMayBeEmpty = (name: string) => base(name).type === 'string' && !base(name).minLength && !base(name).pattern;
  const listMayBeEmpty = (name: string) => base(name).type === 'array' && !base(name).minItems;
  return Object.fromEntries(
    Object.entries(input).filter(([k, v]) => !((v === '' && !textMayBeEmpty(k)) || (Array.isArray(v) && v.length === 0 && !listMayBeEmpty(k)))),
  );
}

/**
 * A hand-made form checked by the call's own input schema (src/shared): `toInput` maps the form's values
 * to the call's input, an empty text or list counts as not given (so it is 不能为空) where the field may
 * not be empty, and the values go on unchanged. `extra` holds the rules of the form alone (a picker's own words).
 */
export function callInputValidator<V>(
  schema: JsonSchema,
  toInput: (values: V) => Record<string, unknown>,
  extra?: (values: V, mode: 'create' | 'edit') => Record<string, string>,
): FormValidator {
  return {
    async validate(values, mode) {
      const errors = { ...extra?.(values as V, mode), ...inputErrors(schema, given(schema, toInput(values as V))) };
      if (Object.keys(errors).length) throw new FormValidationError(errors);
      return values;
    },
  };
}
