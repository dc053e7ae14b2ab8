/**
 * What a column means to people, written once beside its table: the Chinese title every label, message
 * and export header uses, the rules stricter than the column type (lengths, bounds, pattern, options),
 * and whether a reply may carry it. The entity kit (server/entity) derives every schema from this.
 */
import type { TSchema } from '@sinclair/typebox';
import { Table, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { OptionList } from '../../src/constants/options';

export interface ColumnRule {
  title: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  /** Array columns (text[] …): how many items a value may hold. */
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  /** What a value breaking `pattern` is told, on both sides (default: <title>格式不正确). */
  patternMessage?: string;
  /** The values allowed, with their labels (checked on input, shown by the client, written into exports; for an array column, of each item). */
  options?: OptionList;
  /** Never in a reply (password hashes, secrets). */
  secret?: boolean;
  /**
   * A json/jsonb column: the TypeBox schema of its value with its rules (`Type.Array(Type.String({ maxLength: 200 }), { minItems: 1 })`).
   * Inputs are checked by it as given; replies carry it without bounds.
   */
  json?: TSchema;
  /** The reply's schema of a json column when it differs from `json` (a value tidied to a fuller shape when stored). */
  jsonRow?: TSchema;
}

type ColumnsOf<T extends PgTable> = T['_']['columns'];
export type ColumnRules<T extends PgTable> = { [K in keyof ColumnsOf<T>]?: string | ColumnRule };

const registry = new Map<string, ColumnRule>();
const ORIGINAL_NAME = (Table as unknown as { Symbol: { OriginalName: symbol } }).Symbol.OriginalName;

/** `organizations.sort_name`, also for a column reached through an aliased table. */
const keyOf = (column: Column) => `${(column.table as unknown as Record<symbol, string>)[ORIGINAL_NAME]}.${column.name}`;

/** Registers the titles and rules of a table's columns; returns the table. */
export function describeColumns<T extends PgTable>(table: T, rules: ColumnRules<T>): T {
  for (const [key, rule] of Object.entries(rules) as [string, string | ColumnRule][]) {
    const column = (table as unknown as Record<string, Column | undefined>)[key];
    if (!column) throw new Error(`describeColumns: no column ${key}`);
    registry.set(keyOf(column), typeof rule === 'string' ? { title: rule } : rule);
  }
  return table;
}

export function ruleOf(column: Column): ColumnRule | undefined {
  return registry.get(keyOf(column));
}

/** The column's title; fails loudly when the column was never described (a label must never be a field name). */
export function titleOf(column: Column): string {
  const rule = ruleOf(column);
  if (!rule) throw new Error(`column ${keyOf(column)} has no title: describe it with describeColumns`);
  return rule.title;
}
