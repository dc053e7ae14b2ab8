/**
 * A resource definition from an entity's generated meta: what the screen shows is chosen by field name,
 * and everything else — labels, renders, filter kinds, form kinds, validation by the server's input
 * schema, the standard actions with their buttons and the rows' `allows`, the documents and their
 * variables — comes from the meta. Only what is special is written.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { findRouteByName } from '../../catalogue';
import type { ActionDef, ColumnSpec, DetailFieldSpec, DetailLink, DetailSection, ExportDef, FilterValues, ImportDef, FormFieldSpec, ListQuery, MutationDef, RelatedListDef, ResourceDefinition, SortOrder } from '../types';
import { columnSpec, detailFieldSpec, filterDef, formFieldSpec, type FieldChoice, type FilterChoice } from './entity-fields';
import { inputValidator } from './input-validator';
import { emptyValues, inputFromValues, isTextListField, valuesFromRecord } from './input-values';
import type { EntityMeta } from './meta';

type Key<Row> = keyof Row & string;

export interface EntityResourceSpec<Row, DRow> {
  /** Defaults: the meta's name and title, and its list route. */
  name?: string;
  title?: string;
  routeName?: string;
  detailRoute?: string;
  alsoDetailRoutes?: readonly string[];
  /** Child pages of the form (the same route for both: edit when the URL has ?id=). */
  formRoutes?: { create?: string; edit?: string };
  columns: readonly FieldChoice<Key<Row>, ColumnSpec<Row>>[];
  filters?: readonly FilterChoice[];
  defaultFilters?: FilterValues;
  filtersFromQuery?: (params: URLSearchParams) => FilterValues;
  reloadOnNotice?: boolean;
  defaultSort?: SortOrder;
  /** Detail sections: fields by name (labels and renders from the meta, a pair changes what differs), or a full map. */
  detail?: { sections: readonly (DetailSection<DRow> | EntityDetailSection<DRow>)[]; related?: readonly RelatedListDef[]; links?: readonly DetailLink<DRow>[] };
  form?: {
    sections: readonly { title: string; fields: readonly FieldChoice<string, FormFieldSpec>[] }[];
    defaults?: Record<string, unknown>;
    fromQuery?: (params: URLSearchParams) => Record<string, unknown>;
    toValues?: (row: DRow) => Record<string, unknown>;
    /** Create under a chosen record (its own button): when the page's query has `param`, this mutation runs instead of add. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    createUnder?: { param: string; document: TypedDocumentNode<any, any> };
    /** Rules of the client alone, by field. */
    extraRules?: (input: Record<string, unknown>, mode: 'create' | 'edit') => Record<string, string>;
    /**
     * Add or update through a route of the entity's own (its hand-written mutation) instead of the standard
     * one, e.g. to show a notice from the reply once (新增用户's initial password). Values are the input.
     */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    create?: MutationDef<any, [values: Record<string, unknown>]>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    update?: MutationDef<any, [row: DRow, values: Record<string, unknown>]>;
  };
  /** Actions besides the standard ones; an action with a standard key replaces it. */
  actions?: readonly ActionDef<Row>[];
  /** Leave these standard actions out. */
  without?: readonly ('new' | 'edit' | 'delete' | 'enable' | 'disable')[];
  /** Offer 批量删除 on the selected rows too (the remove operation with the remove button). */
  bulkRemove?: boolean;
  export?: ExportDef;
  /** An .xlsx import of the entity's own (the server reads its rows back all or none). */
  import?: ImportDef;
}

export interface EntityDetailSection<DRow> {
  title: string;
  fields: readonly FieldChoice<Key<DRow>, DetailFieldSpec<DRow>>[];
}

export function entityResource<TPage, VPage, Row extends object, TDetail, VDetail, DRow extends object>(
  meta: EntityMeta<TPage, VPage, Row, TDetail, VDetail, DRow>,
  spec: EntityResourceSpec<Row, DRow>,
): ResourceDefinition<TPage, VPage, Row, TDetail, VDetail, DRow, Record<string, unknown>, unknown, unknown> {
  const routeName = spec.routeName ?? meta.route;
  const catalogueButtons = findRouteByName(meta.buttonRoute ?? routeName)?.buttons ?? {};
  const buttonOf = (op: keyof typeof meta.buttons) => (meta.buttons[op] ? catalogueButtons[meta.buttons[op]!] : undefined);
  const ops = meta.operations;
  const key = meta.key as Key<Row>;
  const versionField = meta.versionField ?? 'version';
  const versioned = (row: Record<string, unknown>) => ({ [key]: row[key], ...(meta.versioned ? { [versionField]: row[versionField] } : {}) });
  const filterSchema = meta.filters;

  const standard: ActionDef<Row>[] = [];
  const create = spec.formRoutes?.create;
  const edit = spec.formRoutes?.edit;
  if (create && ops.add) standard.push({ key: 'new', label: '新增', scope: 'toolbar', buttonId: buttonOf('add'), navigate: create });
  if (edit && ops.update) standard.push({ key: 'edit', label: '编辑', scope: 'row', buttonId: buttonOf('update'), navigate: edit, allow: 'edit' });
  for (const [op, label] of [['enable', '启用'], ['disable', '停用']] as const) {
    const operation = ops[op];
    if (operation) {
      standard.push({ key: op, label, scope: 'row', buttonId: buttonOf(op), confirm: true, allow: op, document: operation.document, variables: (rows) => ({ input: operation.ids ? { ids: rows.map((r) => (r as Record<string, unknown>)[key]) } : versioned(rows[0] as Record<string, unknown>) }) });
    }
  }
  if (ops.remove) {
    const remove = { buttonId: buttonOf('remove'), confirm: true, danger: true, document: ops.remove.document, variables: (rows: Row[]) => ({ input: { ids: rows.map((r) => (r as Record<string, unknown>)[key]) } }) } as const;
    standard.push({ key: 'delete', label: '删除', scope: 'row', allow: 'delete', ...remove });
    if (spec.bulkRemove) standard.push({ key: 'bulkDelete', label: '批量删除', scope: 'bulk', ...remove });
  }
  const own = new Set((spec.actions ?? []).map((a) => a.key));
  const actions = [...standard.filter((a) => !own.has(a.key) && !spec.without?.includes(a.key as never)), ...(spec.actions ?? [])];

  const detailSection = (section: DetailSection<DRow> | EntityDetailSection<DRow>): DetailSection<DRow> =>
    Array.isArray(section.fields) ? { title: section.title, fields: Object.fromEntries((section.fields as EntityDetailSection<DRow>['fields']).map((f) => detailFieldSpec<DRow>(meta, f))) as DetailSection<DRow>['fields'] } : (section as DetailSection<DRow>);
  const formFields = (fields: readonly FieldChoice<string, FormFieldSpec>[]) => Object.fromEntries(fields.map((f) => formFieldSpec(meta, f)));
  const form = spec.form;
  // Lists of text typed in a text area show one item a line.
  const lines = (form?.sections ?? []).flatMap((s) => s.fields.map((f) => formFieldSpec(meta, f))).filter(([name, f]) => f.kind === 'textarea' && isTextListField(meta.input.properties?.[name])).map(([name]) => name);

  return {
    name: spec.name ?? meta.name,
    title: spec.title ?? meta.title,
    routeName,
    detailRoute: spec.detailRoute,
    alsoDetailRoutes: spec.alsoDetailRoutes,
    formRoutes: spec.formRoutes,
    rowKey: key,
    list: {
      document: ops.page.document,
      variables: ({ current, size, filters }: ListQuery) => ({ input: { current, size, ...inputFromValues(filterSchema, filters) } }) as VPage,
      select: ops.page.select,
      columns: Object.fromEntries(spec.columns.map((c) => columnSpec<Row>(meta, c))) as never,
      filters: spec.filters?.map((f) => filterDef(meta, f)),
      defaultFilters: spec.defaultFilters,
      filtersFromQuery: spec.filtersFromQuery,
      reloadOnNotice: spec.reloadOnNotice,
      defaultSort: spec.defaultSort,
    },
    detail: ops.detail ? { document: ops.detail.document, variables: ops.detail.variables, select: ops.detail.select, sections: (spec.detail?.sections ?? []).map(detailSection), related: spec.detail?.related, links: spec.detail?.links } : undefined,
    form: form
      ? {
          sections: form.sections.map((s) => ({ title: s.title, fields: formFields(s.fields) })),
          validator: inputValidator(meta.input, form.extraRules, meta.updateInput),
          defaults: { ...emptyValues(meta.input), ...form.defaults },
          fromQuery: form.fromQuery,
          toValues: (row: DRow) => form.toValues?.(row) ?? valuesFromRecord(meta.input, row as Record<string, unknown>, lines),
          createUnder: form.createUnder ? { ...form.createUnder, variables: (values: Record<string, unknown>) => ({ input: values }) } : undefined,
          create: form.create ?? (ops.add ? { document: ops.add.document, variables: (values: Record<string, unknown>) => ({ input: values }) } : undefined),
          update: form.update ?? (ops.update ? { document: ops.update.document, variables: (row: DRow, values: Record<string, unknown>) => ({ input: { ...values, ...versioned(row as Record<string, unknown>) } }) } : undefined),
        }
      : undefined,
    actions,
    export: spec.export,
    import: spec.import,
  } as ResourceDefinition<TPage, VPage, Row, TDetail, VDetail, DRow, Record<string, unknown>, unknown, unknown>;
}
