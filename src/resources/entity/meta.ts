/**
 * What `npm run gen` writes about each server entity (src/graphql/generated/entities/*.ts): titles, types
 * and options of the row's fields, the input and filter schemas, the catalogue buttons and the typed
 * documents of the standard operations. `entityResource` turns it into a resource definition.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { OptionList } from '../../constants/options';
import type { JsonSchema } from '../../shared/validation/json-schema';
import type { PageResult } from '../types';

export interface EntityFieldMeta {
  title: string;
  type: string;
  format?: 'date-time';
  options?: OptionList;
}

export type EntityButtonKey = 'detail' | 'add' | 'update' | 'remove' | 'enable' | 'disable' | 'export';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDocument = TypedDocumentNode<any, any>;

export interface EntityOperationsMeta<TPage, VPage, Row, TDetail, VDetail, DRow> {
  page: { document: TypedDocumentNode<TPage, VPage>; select: (data: TPage) => PageResult<Row> | null | undefined };
  detail?: { document: TypedDocumentNode<TDetail, VDetail>; variables: (id: string) => VDetail; select: (data: TDetail) => DRow | null | undefined };
  add?: { document: AnyDocument };
  update?: { document: AnyDocument };
  remove?: { document: AnyDocument };
  /** `ids`: the call names the chosen rows (`{ ids }`), without versions. */
  enable?: { document: AnyDocument; ids?: boolean };
  disable?: { document: AnyDocument; ids?: boolean };
}

export interface EntityMeta<TPage = unknown, VPage = unknown, Row = unknown, TDetail = unknown, VDetail = unknown, DRow = unknown> {
  name: string;
  title: string;
  /** Catalogue name of the list screen. */
  route: string;
  /** The row field holding the id. */
  key: string;
  /** Rows carry a version the update and enable/disable calls send back (409 when stale). */
  versioned: boolean;
  /** Catalogue button keys of the operations that need one. */
  buttons: Partial<Record<EntityButtonKey, string>>;
  /** The catalogue screen holding those buttons when it is not the list's (行业管理 changes with 消安委行业管理's). */
  buttonRoute?: string;
  fields: Record<string, EntityFieldMeta>;
  input: JsonSchema;
  /** What update takes besides key and version, when it differs from add (fields given only on add). */
  updateInput?: JsonSchema;
  /** The row field carrying the version when it is not `version`. */
  versionField?: string;
  filters: JsonSchema;
  operations: EntityOperationsMeta<TPage, VPage, Row, TDetail, VDetail, DRow>;
}

/** Keeps the documents' types (generated modules call it). */
export function entityMeta<TPage, VPage, Row extends object, TDetail = unknown, VDetail = unknown, DRow extends object = Row>(
  meta: EntityMeta<TPage, VPage, Row, TDetail, VDetail, DRow>,
): EntityMeta<TPage, VPage, Row, TDetail, VDetail, DRow> {
  return meta;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntityMeta = EntityMeta<any, any, any, any, any, any>;
