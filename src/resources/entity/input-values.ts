/**
 * Form values ↔ the input an entity's calls take, read off the input schema: text trimmed, empty text
 * null where the field allows null (left out where it may be omitted), number fields parsed, and back.
 * Converting twice gives the same input (the resolver and the form machine both convert).
 */
import type { JsonSchema } from '../../shared/validation/json-schema';

/** The non-null branch of a nullable field, and whether null is allowed. */
export function baseOf(schema: JsonSchema): { base: JsonSchema; nullable: boolean } {
  const branches = schema.anyOf;
  if (!branches) return { base: schema, nullable: false };
  const rest = branches.filter((b) => b.type !== 'null');
  const nullable = rest.length < branches.length;
  return { base: rest.length === 1 ? rest[0] : { ...schema, anyOf: rest }, nullable };
}

const isLiteralUnion = (s: JsonSchema) => Boolean(s.anyOf?.every((b) => b.const !== undefined));

/** A list of text typed in a text area: one item a line, trimmed, blank lines left out. */
export const linesOf = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);
const isTextList = (s: JsonSchema) => s.type === 'array' && (!s.items || s.items.type === 'string');

function convert(schema: JsonSchema, value: unknown, required: boolean): unknown {
  const { base, nullable } = baseOf(schema);
  // A list of objects (a json column's items): each item converted by its schema, what it does not name left out.
  if (base.type === 'array' && base.items?.type === 'object' && Array.isArray(value)) {
    return value.map((item) => (item && typeof item === 'object' && !Array.isArray(item) ? inputFromValues(base.items!, item as Record<string, unknown>) : item));
  }
  if (isTextList(base) && typeof value === 'string') {
    const items = linesOf(value);
    // A required list left empty is not given (不能为空), as a required text is.
    return items.length || !required ? items : undefined;
  }
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (empty && base.type !== 'string') return nullable ? null : undefined;
  if (base.type === 'string' || (isLiteralUnion(base) && typeof value === 'string')) {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text === '' && nullable) return null;
    if (text === '' && !required) return undefined;
    return text;
  }
  if ((base.type === 'integer' || base.type === 'number') && typeof value === 'string') {
    const n = Number(value.trim());
    return Number.isNaN(n) ? value : n;
  }
  if (base.type === 'boolean' && typeof value === 'string') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/** The input of the schema's fields from form values (fields the schema lacks are dropped). */
export function inputFromValues(schema: JsonSchema, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const v = convert(property, values[name], required.has(name));
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/** Empty form values for the schema's fields: booleans false, everything else ''. */
export function emptyValues(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, baseOf(property).base.type === 'boolean' ? false : '']));
}

/** Form values from a record: its fields named like the inputs, null shown as ''; `lines` fields (lists of text in a text area) one item a line. */
export function valuesFromRecord(schema: JsonSchema, record: Record<string, unknown>, lines: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(schema.properties ?? {}).map((name) => {
      const v = record[name];
      if (lines.includes(name) && Array.isArray(v)) return [name, v.join('\n')];
      return [name, v ?? (baseOf(schema.properties![name]).base.type === 'boolean' ? false : '')];
    }),
  );
}

/** Whether a field is a list of text (typed in a text area, one item a line). */
export const isTextListField = (schema: JsonSchema | undefined) => !!schema && isTextList(baseOf(schema).base);
