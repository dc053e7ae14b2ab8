/**
 * One definition per entity: from its table (and the columns' descriptions) the kit derives the row and
 * input schemas, and offers the standard operations — page, detail, add, update, remove, enable/disable,
 * export — with organisation scope, live-unique columns, option checks, version checks (409), soft
 * delete, transactions and each row's allowed actions. `entityRoutes` turns it into routes.
 */
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { Column } from 'drizzle-orm';
import { ENTITY_ROW_KEY } from '../../mesh/openapi-for-mesh';
import { findRouteByName } from '../../src/catalogue';
import { ruleOf } from '../db/column-meta';
import { screenGrants, type ScreenGrants } from '../routes/system/catalogue-menu';
import { inputColumnSchema, rowColumnSchema } from './column-schemas';
import { entityOperations, type EntityOperations } from './operations';
import type { ButtonedOperation, EntitySpec, EntityTable, InputOf, OperationPath, RowSchema, SelectMap, EntityOperation, TypedObject } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Entity<T extends EntityTable = EntityTable, S extends SelectMap = SelectMap, I extends keyof T['$inferInsert'] & string = any> {
  spec: EntitySpec<T, S, I>;
  key: string;
  row: RowSchema<S>;
  /** Add body. */
  input: TypedObject<InputOf<T, I>>;
  /** Update body besides the key and version: the input without `addOnly` and `addFields` (the add body when there are none). */
  updateInput: TSchema & { properties: Record<string, TSchema> };
  /** The row field and column carrying the version a change sends back (`versionColumn`, default 'version'). */
  versionField: string;
  filters: TObject;
  /** The list screen's menu: reads need it. */
  grants: ScreenGrants<string>;
  /** The screen (and its buttons) that guard changes: `buttonRoute`, else the list screen. */
  writeGrants: ScreenGrants<string>;
  /** Catalogue button id of each granted operation the definition offers. */
  buttonOf: Partial<Record<ButtonedOperation, number>>;
  has: { deleted: boolean; version: boolean; enabled: boolean; createdAt: boolean; updatedAt: boolean };
  path(operation: EntityOperation): (Required<Pick<OperationPath, 'url' | 'method' | 'operationId' | 'summary'>> & Pick<OperationPath, 'ids'>) | undefined;
  ops: EntityOperations<T, S, I>;
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const OPERATION_IDS: Record<EntityOperation, (name: string, plural: string) => string> = {
  page: (n) => `${n}Page`,
  detail: (n) => `${n}Detail`,
  add: (n) => `add${pascal(n)}`,
  update: (n) => `update${pascal(n)}`,
  remove: (_, p) => `remove${pascal(p)}`,
  enable: (n) => `enable${pascal(n)}`,
  disable: (n) => `disable${pascal(n)}`,
  export: (_, p) => `export${pascal(p)}`,
};
const SUMMARIES: Record<EntityOperation, (title: string) => string> = {
  page: (t) => `${t}分页`,
  detail: (t) => `${t}详情`,
  add: (t) => `新增${t}`,
  update: (t) => `修改${t}`,
  remove: (t) => `删除${t}（可批量，全部成功或全部不变）`,
  enable: (t) => `启用${t}`,
  disable: (t) => `停用${t}`,
  export: (t) => `导出${t}（按当前筛选条件）`,
};
const METHODS: Record<EntityOperation, OperationPath['method']> = {
  page: 'POST', detail: 'GET', add: 'POST', update: 'POST', remove: 'POST', enable: 'POST', disable: 'POST', export: 'POST',
};

/** A column of another table comes through a join, which may find no row (the root unit has no parent). */
const joined = (column: Column, table: EntityTable) => column.table !== (table as unknown);

function selectSchema(name: string, select: SelectMap, table: EntityTable, hidden: readonly string[] = []): TObject {
  const props: Record<string, TSchema> = {};
  for (const [key, entry] of Object.entries(select)) {
    if (hidden.includes(key)) continue;
    if ('schema' in entry) props[key] = entry.schema;
    else if ('column' in entry && 'title' in entry) props[key] = rowColumnSchema(entry.column, entry.title, joined(entry.column, table));
    else {
      const column = entry as Column;
      if (ruleOf(column)?.secret) throw new Error(`select ${key}: column ${column.name} is secret and never in a reply`);
      props[key] = rowColumnSchema(column, undefined, joined(column, table));
    }
  }
  props.allows = Type.Array(Type.String(), { title: '可执行操作' });
  // One named row type in the gateway for the page's records and the detail (mesh/openapi-for-mesh.ts).
  return Type.Object(props, { [ENTITY_ROW_KEY]: pascal(name) });
}

export function defineEntity<T extends EntityTable, S extends SelectMap, I extends keyof T['$inferInsert'] & string = never>(
  spec: EntitySpec<T, S, I>,
): Entity<T, S, I> {
  const table = spec.table as unknown as Record<string, Column>;
  const inputProps: Record<string, TSchema> = {};
  for (const name of spec.input ?? []) {
    const { schema, required } = inputColumnSchema(table[name], spec.inputRules?.[name]);
    inputProps[name] = required ? schema : Type.Optional(schema);
  }
  Object.assign(inputProps, spec.fields);
  const addOnly = new Set<string>([...(spec.addOnly ?? []), ...Object.keys(spec.addFields ?? {})]);
  const updateProps = Object.fromEntries(Object.entries(inputProps).filter(([name]) => !addOnly.has(name)));
  Object.assign(inputProps, spec.addFields);
  const versionField = spec.versionColumn ?? 'version';
  const filterProps = Object.assign({}, ...Object.values(spec.filters ?? {}).map((f) => f.fields)) as Record<string, TSchema>;
  if (spec.bin) filterProps[spec.bin] = Type.Optional(Type.Boolean({ title: '回收站' }));
  // Every button of the screen: the standard operations name theirs, the entity's own routes use the rest.
  const buttonScreen = spec.buttonRoute ?? spec.route;
  const buttonKeys = [...new Set([...(Object.values(spec.buttons ?? {}) as string[]), ...Object.keys(findRouteByName(buttonScreen)?.buttons ?? {})])];
  const grants = screenGrants(spec.route, []);
  const writeGrants = screenGrants(buttonScreen, buttonKeys);
  if (spec.rowButtons?.update && spec.buttons?.update) throw new Error(`entity ${spec.name}: the update button is either fixed (buttons) or by row (rowButtons)`);
  const buttonOf = Object.fromEntries(Object.entries(spec.buttons ?? {}).map(([op, key]) => [op, writeGrants.buttons[key as string]])) as Entity['buttonOf'];
  const plural = spec.plural ?? `${spec.name}s`;
  const entity = {
    spec,
    key: spec.key ?? 'id',
    row: selectSchema(spec.name, spec.select, spec.table, spec.hidden) as unknown as RowSchema<S>,
    input: Type.Object(inputProps) as unknown as TypedObject<InputOf<T, I>>,
    updateInput: addOnly.size ? Type.Object(updateProps) : undefined,
    versionField,
    filters: Type.Object(filterProps),
    grants,
    writeGrants,
    buttonOf,
    has: {
      deleted: 'deleted' in table,
      version: versionField in table,
      enabled: 'enabled' in table,
      createdAt: 'createdAt' in table,
      updatedAt: 'updatedAt' in table,
    },
    path(operation: EntityOperation) {
      const given = spec.paths[operation];
      if (!given) return undefined;
      const p = typeof given === 'string' ? { url: given } : given;
      return {
        url: p.url,
        method: p.method ?? METHODS[operation]!,
        operationId: p.operationId ?? OPERATION_IDS[operation](spec.name, plural),
        summary: p.summary ?? SUMMARIES[operation](spec.title),
        ...(p.ids ? { ids: true } : {}),
      };
    },
  } as unknown as Entity<T, S, I>;
  entity.updateInput ??= entity.input;
  entity.ops = entityOperations(entity as unknown as AnyEntity) as unknown as EntityOperations<T, S, I>;
  return entity;
}

/** Any entity, as the kit's own machinery handles it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntity = Entity<any, any, any>;

/** The row type of an entity, for services, hooks and tests. */
export type EntityRow<E> = E extends { ops: { detail(...args: never[]): Promise<infer R> } } ? R : never;
/** The add body of an entity. */
export type EntityInput<E> = E extends { input: { static: infer I } } ? I : never;
