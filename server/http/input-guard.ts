/**
 * Values no handler should ever see, refused by the route layer before validation and handlers run
 * (issue 16): a NUL character (PostgreSQL refuses 0x00 in text), a number that is not a safe integer
 * range (offsets of Infinity), a calendar date that does not exist (2024-13-45). The message names
 * the field by the `title` of its schema, as validationMessage does.
 */
import type { JsonSchema } from '../../src/shared/validation/json-schema';
import { security } from '../../src/messages/security';

/** 'YYYY-MM-DD' optionally followed by a time: the shape every date field of the API takes. */
const DATE_LIKE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

export function isImpossibleDate(text: string): boolean {
  const m = DATE_LIKE.exec(text.trim());
  if (!m) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const at = new Date(Date.UTC(year, month - 1, day));
  const dayExists = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return !dayExists || hour > 23 || minute > 59 || second > 59;
}

const unsafeNumber = (n: number) => !Number.isFinite(n) || Math.abs(n) > Number.MAX_SAFE_INTEGER;
/** Query strings are text until validation coerces them: '1e400' is refused before it becomes Infinity. */
const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function childSchema(schema: JsonSchema | undefined, key: string): JsonSchema | undefined {
  if (!schema) return undefined;
  const direct = schema.properties?.[key] ?? (/^\d+$/.test(key) ? schema.items : undefined);
  if (direct) return direct;
  for (const branch of schema.anyOf ?? []) {
    const found = childSchema(branch, key);
    if (found) return found;
  }
  return undefined;
}

/** An object schema that takes keys it does not name (Type.Record, additionalProperties). */
const isRecord = (schema: JsonSchema | undefined): boolean => {
  const open = schema as { patternProperties?: unknown; additionalProperties?: unknown } | undefined;
  return !!open && (!!open.patternProperties || (open.additionalProperties !== undefined && open.additionalProperties !== false));
};

const isNumeric = (schema: JsonSchema | undefined): boolean =>
  !!schema && (schema.type === 'number' || schema.type === 'integer' || (schema.anyOf ?? []).some(isNumeric));

/** The first refusal in `value` (walked against `schema` for field titles), or null when it is clean. */
export function inputProblem(value: unknown, schema: JsonSchema | undefined, key = '请求参数', depth = 0, freeForm = false): string | null {
  const title = schema?.title ?? key;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return security.nulCharacter(title);
    // Free-form values (a configured form's entries) are checked by their own rules, which name the
    // field by its label; everywhere else a date that does not exist is refused here.
    if (!freeForm && isImpossibleDate(value)) return security.impossibleDate(title);
    if (isNumeric(schema) && NUMERIC_TEXT.test(value.trim()) && unsafeNumber(Number(value))) return security.numberOutOfRange(title);
    return null;
  }
  if (typeof value === 'number') return unsafeNumber(value) ? security.numberOutOfRange(title) : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [k, v] of entries) {
    if (k.includes('\u0000')) return security.nulCharacter(title);
    const child = childSchema(schema, k);
    const problem = inputProblem(v, child, Array.isArray(value) ? title : k, depth + 1, freeForm || (!child && isRecord(schema)));
    if (problem) return problem;
  }
  return null;
}
