/** The shape of an entity definition (see define-entity.ts and server/entity/README.md). */
import type { TSchema, Static } from '@sinclair/typebox';
import type { Column, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ColumnRule } from '../db/column-meta';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { SessionUser } from '../http/route';
import type { RowValue } from './column-schemas';
import type { FilterSpec } from './filters';

/** A table the kit can write: an `id` text key; `deleted` (soft delete), `version` (409 on stale edits), `enabled`, `createdAt`, `updatedAt` when present. */
export type EntityTable = PgTable & { id: PgColumn };

/**
 * One field of the reply row: a column (titled by its description), a column under another title
 * (joined tables: `{ column: parent.sortName, title: '上级单位' }`), an SQL expression with its schema, or
 * a value derived in code from the other fields (`{ derive: (row) => …, schema }`, computed after the query), or
 * values loaded for all rows of one reply at once (`{ load: (rows, db) => values, schema }`: names from other
 * tables looked up in one query; computed before `derive`).
 */
export type SelectEntry =
  | Column
  | { column: Column; title: string }
  | { sql: SQL; schema: TSchema }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | { derive: (row: any) => unknown; schema: TSchema }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | { load: (rows: any[], db: Db) => Promise<unknown[]>; schema: TSchema };
export type SelectMap = Record<string, SelectEntry>;

type EntryValue<E> = E extends Column ? RowValue<E> : E extends { column: infer C extends Column } ? RowValue<C> : E extends { schema: infer S extends TSchema } ? Static<S> : never;

/** The reply row of a select map, with the actions the server allows the caller on it. */
export type RowOf<S extends SelectMap, H extends string = never> = { [K in Exclude<keyof S, H>]: EntryValue<S[K]> } & { allows: string[] };

type JsonInsert<T extends PgTable> = { [K in keyof T['$inferInsert']]: T['$inferInsert'][K] extends Date | null | undefined ? string | Exclude<T['$inferInsert'][K], Date> : T['$inferInsert'][K] };
/** What a caller sends on add and update: the chosen columns as JSON. */
export type InputOf<T extends PgTable, I extends keyof T['$inferInsert']> = Pick<JsonInsert<T>, I>;

/** The standard operations; a definition names the path of each one it offers. */
export type EntityOperation = 'page' | 'detail' | 'add' | 'update' | 'remove' | 'enable' | 'disable' | 'export';
export type GrantedOperation = Exclude<EntityOperation, 'page' | 'detail'>;
/** Operations a catalogue button may guard: the granted ones, and the detail where the screen has a 查看 button. */
export type ButtonedOperation = GrantedOperation | 'detail';

export interface OperationPath {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Overrides the derived operationId (kept when an existing contract named it otherwise). */
  operationId?: string;
  summary?: string;
  /** enable/disable: the call names several records (`{ ids }`, answered `{ changed }`), all or none, without versions. */
  ids?: boolean;
}

export interface EntityContext<Row> {
  db: Db;
  user: SessionUser;
  /** The stored row, on update. */
  current?: Row;
  /** The server's configuration (data directory…), when the caller is a route. */
  config?: Config;
  /** The moment of the write (the caller's clock; the real time by default). */
  now: Date;
}

// Method signatures (checked bivariantly, as `allows` is): an entity without inputs still counts as any entity.
export interface EntityHooks<T extends EntityTable, Row, Input> {
  /**
   * Table values to write, given the input's own (text trimmed, '' as null where null is allowed, dates
   * parsed) and the input as sent; add what is derived, drop what may not change.
   */
  values?(values: Partial<T['$inferInsert']>, ctx: EntityContext<Row>, input: Input): Promise<Partial<T['$inferInsert']>> | Partial<T['$inferInsert']>;
  /** Business rules before an add or update is written, inside its transaction; throw to refuse. */
  check?(values: Partial<T['$inferInsert']>, ctx: EntityContext<Row>): Promise<void> | void;
  /** Before rows are removed, inside the transaction; throw to refuse all of them. */
  beforeRemove?(rows: Row[], ctx: EntityContext<Row>): Promise<void> | void;
  /**
   * After an add or update is written, inside its transaction and before the reply is read: writes what
   * belongs to the record in other tables (a role's grants). `key` is the record's id; throw to refuse
   * the whole change.
   */
  afterWrite?(key: string, ctx: EntityContext<Row>, input: Input): Promise<void> | void;
}

export interface EntitySpec<T extends EntityTable, S extends SelectMap, I extends keyof T['$inferInsert'] & string> {
  /** camelCase stem of the operationIds: caseCause → caseCausePage, addCaseCause, removeCaseCauses … */
  name: string;
  /** Plural stem (default `${name}s`). */
  plural?: string;
  /** What one record is called ('考评项目'): messages, summaries, export sheet. */
  title: string;
  /** Catalogue name of the list screen: its menu id guards every route, its buttons the actions. */
  route: string;
  table: T;
  /** New ids are `${idPrefix}${uuid}`. */
  idPrefix: string;
  /** The row field holding the id (default 'id'). */
  key?: keyof S & string;
  select: S;
  /** Joins the select needs (the row query starts `from(table)`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  join?: (query: any) => any;
  /** The columns a caller sets on add and update. */
  input?: readonly I[];
  /** Input columns given only on add: update neither takes nor changes them (a code that names the record). */
  addOnly?: readonly I[];
  /** Fields beyond the columns that add alone takes (an upload's id): hooks read them from `input`. */
  addFields?: Record<string, TSchema>;
  /** Fields beyond the columns that add and update both take (the ids of a link table): hooks and the entity's own routes read them from `input`. */
  fields?: Record<string, TSchema>;
  /**
   * The boolean body field of page and export that lists the recycle bin (deleted rows) instead of the
   * live rows; the detail then reads deleted rows too (a recycled record's 详情). Needs a `deleted` column.
   */
  bin?: string;
  /** The column holding the row's version for 409 on stale changes (default `version`, when that name means something else). */
  versionColumn?: keyof T['$inferInsert'] & string;
  /** Rules for this entity stricter than the column's description. */
  inputRules?: Partial<Record<I, Partial<ColumnRule>>>;
  /** Columns unique among live rows: `${title}${value}已存在`. */
  unique?: readonly I[];
  filters?: Record<string, FilterSpec>;
  /** The organisation column: callers see and change rows of their unit and its subordinates only. */
  scope?: Column;
  /**
   * What a caller is told (403) who asks for a live record of another organisation by its key (detail, and
   * so update and the entity's own routes reading through it); without it such a record is not found (404).
   */
  outOfScope?: string;
  order: readonly (SQL | Column)[];
  paths: Partial<Record<EntityOperation, string | OperationPath>>;
  /**
   * Standard operations whose route the entity writes itself (a detail guarded by either of two buttons):
   * the kit offers no route for them, yet their path names the operation for the gateway documents and the
   * client meta; the own route calls `entity.ops` and answers with `entity.row`.
   */
  ownRoutes?: readonly EntityOperation[];
  /** Catalogue button keys of the granted operations (an operation without one needs the menu only). */
  buttons?: Partial<Record<ButtonedOperation, string>>;
  /**
   * The catalogue button an update needs when it depends on the stored row (区域管理: a street's edit needs
   * 编辑街道, any other area's 编辑): the route checks it on the row (403 naming the button) in place of one
   * fixed button, and the row's `edit` is allowed by it.
   */
  rowButtons?: { update?(row: RowOf<S>): string };
  /**
   * Columns every row of this entity holds at one value (two entities over one table told apart by a
   * kind column): reads, changes and uniqueness see only such rows, and an add writes the value.
   */
  fixed?: Partial<T['$inferInsert']>;
  /** Values an add takes from the caller, never from the input (the caller's unit, the creator). */
  fill?: (user: SessionUser, now: Date) => Partial<T['$inferInsert']>;
  hooks?: EntityHooks<T, RowOf<S>, InputOf<T, I>>;
  /**
   * Further limits per row and caller, by action key (edit, delete, enable, disable, or an action of its
   * own); `holds(key)` says whether the caller holds that catalogue button of the screen guarding changes.
   * A list instead names the row's actions in the order shown: a standard action in it stays only when
   * granted (and in a state for it), an action of its own is added as is.
   */
  allows?(row: RowOf<S>, user: SessionUser, holds: (buttonKey: string) => boolean): Partial<Record<string, boolean>> | readonly string[];
  /** Select fields read only to derive others: left out of the reply. */
  hidden?: readonly (keyof S & string)[];
  /**
   * The catalogue screen whose buttons (and menu) guard the granted operations, when it is not `route`
   * (行业管理 is read under 监督资源管理 and changed with 消安委行业管理's buttons).
   */
  buttonRoute?: string;
  /** The export's file and sheet names (default `${title}.xlsx`) and its columns (default: the row's titled fields). */
  export?: { fileName?: string; sheet?: string; columns?: readonly (keyof S & string)[] };
  /** What the operation record names (default: the input's name, else the id). */
  label?: (values: Record<string, unknown>) => string | undefined;
}

/** An object schema typed by what it validates (lighter for the compiler than TObject's own inference). */
export interface TypedObject<R> extends TSchema {
  static: R;
  type: 'object';
  properties: Record<string, TSchema>;
  required?: string[];
}

export type RowSchema<S extends SelectMap> = TypedObject<RowOf<S>>;
