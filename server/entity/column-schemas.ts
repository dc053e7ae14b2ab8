/**
 * TypeBox schemas of single columns, derived from the Drizzle table with drizzle-typebox and refined by
 * the column's described title and rules (server/db/column-meta.ts). Replies carry JSON: dates become
 * ISO text, and reply fields carry no bounds (a bound on a reply field becomes a custom GraphQL scalar).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { getTableColumns, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createInsertSchema, createSelectSchema } from 'drizzle-typebox';
import { ruleOf, titleOf, type ColumnRule } from '../db/column-meta';
import { FILTER_TIME_PATTERN } from '../services/filter-time';

/** A column's value as JSON: dates travel as ISO text. */
type JsonOf<C extends Column> = C['_']['data'] extends Date ? string : C['_']['data'];
export type RowValue<C extends Column> = C['_']['notNull'] extends true ? JsonOf<C> : JsonOf<C> | null;

interface JsonNode {
  type?: string;
  anyOf?: JsonNode[];
  [key: string]: unknown;
}

const tableCache = new WeakMap<object, { select: Record<string, JsonNode>; insert: Record<string, JsonNode>; keys: Map<string, string> }>();

/** The drizzle-typebox schemas of the column's own table (the original table for an aliased one). */
function tableSchemas(column: Column) {
  const table = column.table as unknown as PgTable;
  let cached = tableCache.get(table);
  if (!cached) {
    const keys = new Map(Object.entries(getTableColumns(table)).map(([key, c]) => [c.name, key]));
    cached = {
      select: (createSelectSchema(table) as unknown as { properties: Record<string, JsonNode> }).properties,
      insert: (createInsertSchema(table) as unknown as { properties: Record<string, JsonNode> }).properties,
      keys,
    };
    tableCache.set(table, cached);
  }
  const key = cached.keys.get(column.name)!;
  return { select: cached.select[key], insert: cached.insert[key] };
}

const isNull = (n: JsonNode) => n.type === 'null';
/** The non-null branch of `anyOf [x, null]`, and whether null was allowed. */
function unwrapNullable(node: JsonNode): { base: JsonNode; nullable: boolean } {
  if (node.anyOf && node.anyOf.some(isNull)) {
    const rest = node.anyOf.filter((n) => !isNull(n));
    return { base: rest.length === 1 ? rest[0] : { anyOf: rest }, nullable: true };
  }
  return { base: node, nullable: false };
}

const withNull = (schema: TSchema, nullable: boolean, title: string) => (nullable ? Type.Union([schema, Type.Null()], { title }) : schema);

/** The item schema of an array column (text[], integer[] …), typed like a single value. */
function itemSchema(items: JsonNode | undefined, title: string): TSchema {
  if (items?.type === 'integer') return Type.Integer({ title });
  if (items?.type === 'number') return Type.Number({ title });
  if (items?.type === 'boolean') return Type.Boolean({ title });
  return Type.String({ title });
}

/** Keywords that bound a value: left out of replies (a bound on a reply field becomes a custom GraphQL scalar). */
const BOUNDS = new Set(['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'pattern', 'patternMessage', 'minItems', 'maxItems', 'uniqueItems', 'format']);

/** Keywords whose value maps names to schemas (a property named maxLength is no bound). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs']);

/** A schema without its bounds, at every depth (TypeBox's symbols kept). */
export function unbounded<S extends TSchema>(schema: S): S {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string | symbol, unknown> = {};
    for (const key of Reflect.ownKeys(node)) {
      const value = (node as Record<string | symbol, unknown>)[key];
      if (typeof key === 'string' && SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
        out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, walk(child)]));
      } else if (typeof key === 'symbol' || !BOUNDS.has(key)) out[key] = walk(value);
    }
    return out;
  };
  return walk(schema) as S;
}

/** A json column's described value schema, titled by the column, without bounds. */
const rowJson = (column: Column, title: string): TSchema | undefined => {
  const rule = ruleOf(column);
  const json = rule?.jsonRow ?? rule?.json;
  return json ? { ...unbounded(json), title } : undefined;
};

/** The reply schema of a column: its type and title, no bounds. */
export function rowColumnSchema<C extends Column>(column: C, title = titleOf(column), orNull = false) {
  const { base, nullable: columnNullable } = unwrapNullable(tableSchemas(column).select);
  const nullable = columnNullable || orNull;
  const json = rowJson(column, title);
  let schema: TSchema;
  if (json) schema = json;
  else if (base.type === 'array') schema = Type.Array(itemSchema(base.items as JsonNode | undefined, title), { title });
  else if (base.type === 'Date') schema = Type.String({ title });
  else if (base.type === 'integer') schema = Type.Integer({ title });
  else if (base.type === 'number') schema = Type.Number({ title });
  else if (base.type === 'boolean') schema = Type.Boolean({ title });
  else if (base.type === 'string') schema = Type.String({ title });
  else if (base.anyOf) schema = Type.Union(base.anyOf.map((n) => Type.Literal(n.const as string)), { title });
  else schema = Type.Unknown({ title });
  return Type.Unsafe<RowValue<C>>(withNull(schema, nullable, title));
}

const ruleKeywords = (rule: ColumnRule | undefined) => {
  if (!rule) return {};
  const { minLength, maxLength, minimum, maximum, exclusiveMinimum, pattern, patternMessage } = rule;
  const picked = { minLength, maxLength, minimum, maximum, exclusiveMinimum, pattern, patternMessage };
  return Object.fromEntries(Object.entries(picked).filter(([, v]) => v !== undefined));
};

/** Numeric options bound the value by the smallest and largest option (the kit checks membership too). */
function optionBounds(rule: ColumnRule | undefined): Record<string, number> {
  const values = rule?.options?.map((o) => o.value).filter((v): v is number => typeof v === 'number') ?? [];
  return values.length ? { minimum: Math.min(...values), maximum: Math.max(...values) } : {};
}

export interface InputColumnSchema {
  schema: TSchema;
  /** Required on add (not null and without a default). */
  required: boolean;
  nullable: boolean;
}

/**
 * The input schema of a column: its type refined by the described rules; a required text must not be
 * empty; dates are 'YYYY-MM-DD[ HH:mm[:ss]]' (China time) or ISO text.
 */
export function inputColumnSchema(column: Column, override?: Partial<ColumnRule>): InputColumnSchema {
  const rule = { ...ruleOf(column), ...override } as ColumnRule;
  const title = rule.title ?? titleOf(column);
  const insert = tableSchemas(column).insert;
  const { base, nullable } = unwrapNullable(insert);
  const required = column.notNull && !column.hasDefault;
  const keywords = { title, ...optionBounds(rule), ...ruleKeywords(rule) };
  const json = rule.json ? ({ ...rule.json, title } as TSchema) : undefined;
  let schema: TSchema;
  if (json) schema = json;
  else if (base.type === 'array') {
    const bounds = Object.fromEntries(Object.entries({ minItems: rule.minItems, maxItems: rule.maxItems }).filter(([, v]) => v !== undefined));
    schema = Type.Array(itemSchema(base.items as JsonNode | undefined, title), { title, ...bounds });
  } else if (base.type === 'Date') schema = Type.String({ title, pattern: FILTER_TIME_PATTERN, maxLength: 40 });
  else if (base.type === 'integer') schema = Type.Integer(keywords);
  else if (base.type === 'number') schema = Type.Number(keywords);
  else if (base.type === 'boolean') schema = Type.Boolean({ title });
  else if (base.type === 'string') schema = Type.String({ ...(column.notNull ? { minLength: 1 } : {}), ...keywords });
  else if (base.anyOf) schema = Type.Union(base.anyOf.map((n) => Type.Literal(n.const as string)), { title });
  else schema = Type.Unknown({ title });
  return { schema: withNull(schema, nullable, title), required, nullable };
}
