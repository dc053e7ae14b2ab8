/**
 * Checks a value against the server's JSON schema (the subset TypeBox writes) and reports every failed
 * rule in the order ajv checks them: type first; for objects `required` (in its order) before the
 * properties (in theirs); for text maxLength, minLength, pattern; for numbers maximum, minimum,
 * exclusiveMaximum, exclusiveMinimum; anyOf reports its branches' errors, then itself. The first error
 * is the one the server answers with (tests/shared/validation-parity.test.ts compares them).
 */
import type { JsonSchema, SchemaError } from './json-schema';

const typeOk = (type: JsonSchema['type'], v: unknown): boolean => {
  switch (type) {
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return typeof v === 'number' && Number.isFinite(v) && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'null':
      return v === null;
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'array':
      return Array.isArray(v);
    default:
      return true;
  }
};

/** Code points, as ajv counts a string's length. */
const lengthOf = (s: string) => [...s].length;
const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function check(schema: JsonSchema, v: unknown, path: string, out: SchemaError[], inBranch = false): void {
  const fail = (keyword: string, params: Record<string, unknown> = {}) => out.push({ keyword, instancePath: path, params });
  if (schema.type && !typeOk(schema.type, v)) {
    fail('type', { type: schema.type });
    return;
  }
  if (schema.const !== undefined && !equal(schema.const, v)) fail('const', { allowedValue: schema.const });
  if (schema.enum && !schema.enum.some((e) => equal(e, v))) fail('enum', { allowedValues: schema.enum });
  if (schema.anyOf) {
    const branches = schema.anyOf.map((branch) => {
      const errors: SchemaError[] = [];
      check(branch, v, path, errors, true);
      return errors;
    });
    if (branches.every((errors) => errors.length > 0)) {
      out.push(...branches.flat());
      fail('anyOf');
    }
  }
  if (typeof v === 'number') {
    if (schema.maximum !== undefined && v > schema.maximum) fail('maximum', { limit: schema.maximum, comparison: '<=' });
    if (schema.minimum !== undefined && v < schema.minimum) fail('minimum', { limit: schema.minimum, comparison: '>=' });
    if (schema.exclusiveMaximum !== undefined && v >= schema.exclusiveMaximum) fail('exclusiveMaximum', { limit: schema.exclusiveMaximum, comparison: '<' });
    if (schema.exclusiveMinimum !== undefined && v <= schema.exclusiveMinimum) fail('exclusiveMinimum', { limit: schema.exclusiveMinimum, comparison: '>' });
  }
  if (typeof v === 'string') {
    if (schema.maxLength !== undefined && lengthOf(v) > schema.maxLength) fail('maxLength', { limit: schema.maxLength });
    if (schema.minLength !== undefined && lengthOf(v) < schema.minLength) fail('minLength', { limit: schema.minLength });
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(v)) fail('pattern', { pattern: schema.pattern });
  }
  if (Array.isArray(v)) {
    if (schema.maxItems !== undefined && v.length > schema.maxItems) fail('maxItems', { limit: schema.maxItems });
    if (schema.minItems !== undefined && v.length < schema.minItems) fail('minItems', { limit: schema.minItems });
    if (schema.items) v.forEach((item, i) => check(schema.items!, item, `${path}/${i}`, out, inBranch));
  }
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    const record = v as Record<string, unknown>;
    if (!inBranch) for (const [name, property] of Object.entries(schema.properties ?? {})) if (record[name] === undefined && property.default !== undefined) record[name] = property.default;
    for (const name of schema.required ?? []) if (record[name] === undefined) fail('required', { missingProperty: name });
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (record[name] !== undefined) check(property, record[name], `${path}/${name}`, out, inBranch);
    }
  }
}

/** Every failed rule, in ajv's order; empty when the value is valid. Defaults fill a copy, never the caller's value. */
export function checkSchema(schema: JsonSchema, value: unknown): SchemaError[] {
  const out: SchemaError[] = [];
  check(schema, structuredClone(value), '', out);
  return out;
}
