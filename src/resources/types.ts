/**
 * Declarative resources: one typed definition per business entity drives the generic list, detail and
 * form screens. Everything is inferred from the generated TypedDocumentNodes, so a column the list query
 * does not select, or a detail field the detail query does not select, does not compile.
 *
 * Fields, columns and detail fields are objects keyed by field name (display order = key order).
 * TypeScript infers the row from `list.select` in source order: write `document`, `variables` and
 * `select` before `columns`, and `list` before `actions`, or row callbacks see `object`. Write row
 * callbacks inline (`variables: (rows) => ids(rows)`): a function value typed beforehand
 * (`variables: ids`) makes TypeScript settle the row type before it reads `select`.
 *
 * Rule for files: `src/resources/<listRouteName>.resource.ts` default-exports `defineResource(...)`.
 * The file name claims the catalogue list route; the definition's `detailRoute` and `formRoutes` claim
 * hidden child pages of that route (see src/resources/registry.ts).
 */
import type { ComponentType } from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';

/** A value a filter or a select option holds. */
export type FilterValue = string | number | boolean;
/** The applied filters, flattened: a date range yields its two names (`to`), empty filters are left out. */
export type FilterValues = Record<string, FilterValue>;

export interface SortOrder {
  field: string;
  order: 'asc' | 'desc';
}

/** What the list machine asks for; `variables` turns it into the query's variables. */
export interface ListQuery {
  current: number;
  size: number;
  filters: FilterValues;
  sort?: SortOrder;
}

/** One page as the list query returns it (generated pages have nullable records). */
export interface PageResult<Row> {
  records?: ReadonlyArray<Row | null | undefined> | null;
  total?: number | null;
}

export interface Option {
  value: FilterValue;
  label: string;
  /** Chakra colour palette of the status badge (render 'status'). */
  color?: string;
  /** Shown but not changeable: the server refuses this choice to the caller (a 三员 role to the system administrator). */
  disabled?: boolean;
}

/**
 * How a cell or a detail value is shown: plain text, a date/datetime (src/lib/time.ts), a status badge
 * or an option label (from `options`), yes/no, or a formatter returning text.
 */
export type ValueRender = 'text' | 'date' | 'datetime' | 'status' | 'option' | 'boolean';

export interface ColumnSpec<Row> {
  title: string;
  render?: ValueRender;
  options?: readonly Option[];
  /** Overrides `render`: the text shown for the value. */
  format?: (value: unknown, row: Row) => string;
  /** Text colour of the cell (a Chakra colour token, e.g. red.700 for an overdue date: 4.5:1 contrast); undefined keeps the default. */
  tone?: (value: unknown, row: Row) => string | undefined;
  /** Pixel width; columns without one share the rest. */
  width?: number;
  /** The server sorts by this column when the user clicks its header. */
  sortable?: boolean;
}

/**
 * Columns keyed by the row's fields, in display order. A key the list query does not select is an
 * excess property and does not compile. (A keyed object rather than an array: a string literal typed
 * `keyof Row` would stop TypeScript inferring Row from `select`.)
 */
export type ColumnMap<Row> = { [K in keyof Row]?: ColumnSpec<Row> };

/** A column as the generic screens use it. */
export interface ColumnDef<Row> extends ColumnSpec<Row> {
  key: string;
}

interface FilterBase {
  /** The variable name the filter fills (for dateRange: the filter's own id; `to` names the variables). */
  name: string;
  label: string;
  placeholder?: string;
}

export type FilterDef =
  | (FilterBase & { kind: 'text' })
  | (FilterBase & { kind: 'select'; options: readonly Option[] })
  /** Options from the dictionary call (GET /api/sys/dict/query?type=), `options` when the call has none. */
  | (FilterBase & { kind: 'dict'; dictType: string; options?: readonly Option[] })
  /** The organisation tree of getGeneralOrganTree; the value is the organ id. */
  | (FilterBase & { kind: 'organ' })
  /** Start and end as 'YYYY-MM-DD HH:mm:ss' in the variables `to[0]` and `to[1]`. */
  | (FilterBase & { kind: 'dateRange'; to: readonly [string, string] });

export type FilterKind = FilterDef['kind'];

export interface ListDef<TData, TVars, Row> {
  document: TypedDocumentNode<TData, TVars>;
  variables: (query: ListQuery) => TVars;
  select: (data: TData) => PageResult<Row> | null | undefined;
  columns: ColumnMap<NoInfer<Row>>;
  filters?: readonly FilterDef[];
  /** Filters applied before the user changes anything. */
  defaultFilters?: FilterValues;
  /**
   * Filters taken from the page's URL (e.g. the dashboard opens 未完成任务 with `?busiTypeCode=`): applied over
   * the defaults when the list opens and whenever the URL changes; 重置 returns to `defaultFilters`.
   */
  filtersFromQuery?: (params: URLSearchParams) => FilterValues;
  /** Reload on every live notice and resync: lists of work that notices hand out (未完成任务). */
  reloadOnNotice?: boolean;
  defaultSort?: SortOrder;
  /** Show selection checkboxes (on by default when a bulk action exists). */
  selectable?: boolean;
}

export interface DetailFieldSpec<Row> {
  label: string;
  render?: ValueRender;
  options?: readonly Option[];
  format?: (value: unknown, row: Row) => string;
  /** Spans the whole line (long text). */
  wide?: boolean;
}

/** Detail fields keyed by the row's fields, in display order; a label alone is enough. */
export type DetailFieldMap<Row> = { [K in keyof Row]?: string | DetailFieldSpec<Row> };

export interface DetailSection<Row> {
  title: string;
  fields: DetailFieldMap<Row>;
}

/** A detail field as the generic screen uses it. */
export interface DetailField<Row> extends DetailFieldSpec<Row> {
  key: string;
}

/**
 * A server-paged list of the records that belong to one record (the companies in a building, the people
 * of a unit), shown under a detail page or in a row action's dialog. Build it with `relatedList`.
 */
export interface RelatedListDef {
  title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  document: TypedDocumentNode<any, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  variables: (parent: any, page: { current: number; size: number }) => Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  select: (data: any) => PageResult<any> | null | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnMap<any>;
  /** The related row's id field. */
  rowKey: string;
  /** Shown only with this catalogue button. */
  buttonId?: number;
}

/** Types the columns from the document's rows and the variables from the parent record. */
export function relatedList<TData, TVars, RRow extends object, Parent = Record<string, unknown>>(spec: {
  title: string;
  document: TypedDocumentNode<TData, TVars>;
  variables: (parent: Parent, page: { current: number; size: number }) => TVars;
  select: (data: TData) => PageResult<RRow> | null | undefined;
  columns: ColumnMap<NoInfer<RRow>>;
  rowKey: string;
  buttonId?: number;
}): RelatedListDef {
  return spec as unknown as RelatedListDef;
}

export interface DetailDef<TData, TVars, Row> {
  document: TypedDocumentNode<TData, TVars>;
  /** `id` is the row key of the list row (the `id` query parameter of the child page). */
  variables: (id: string) => TVars;
  select: (data: TData) => Row | null | undefined;
  sections: readonly DetailSection<NoInfer<Row>>[];
  /** Lists of the records that belong to this one, under the sections. */
  related?: readonly RelatedListDef[];
  /** Pages about this record opened from the header (its printed document, its unit's history). */
  links?: readonly DetailLink<NoInfer<Row>>[];
}

export interface DetailLink<Row> {
  label: string;
  route: string;
  query: (row: Row) => Record<string, string>;
  /** Shown only when the row's data says the page has something (a record printed only once checked). */
  visible?: (row: Row) => boolean;
  testId: string;
}

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'dict'
  | 'organ'
  | 'date'
  | 'datetime'
  | 'switch'
  | 'password'
  /** A file uploaded at once (multipart to `upload.url`); the value is what the reply names. */
  | 'file'
  /** Several of `options` (checkboxes); the value is an array of option values. */
  | 'multiselect'
  /** A component of the definition's own (`component`), for work no generic input does. */
  | 'custom';

/** What a `custom` form field's component receives: the bound value and its setter. */
export interface CustomFieldProps {
  name: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  invalid: boolean;
  readOnly?: boolean;
  testId: string;
}

export interface UploadSpec {
  url: string;
  /** The file input's accept list, e.g. '.apk'. */
  accept?: string;
  /** The field of the reply's data that becomes the value (default 'id'). */
  valueKey?: string;
}

/** Options answered by a query without variables (e.g. every live role); build it with `optionsFrom`. */
export interface OptionsSource {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  document: TypedDocumentNode<any, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  select: (data: any) => readonly Option[];
}

/** Types `select` from the document's result. */
export function optionsFrom<TData>(document: TypedDocumentNode<TData, Record<string, never>>, select: (data: TData) => readonly Option[]): OptionsSource {
  return { document, select: select as OptionsSource['select'] };
}

export interface FormFieldSpec {
  label: string;
  kind: FieldKind;
  /** For 'select' and 'multiselect': options from the server (the static `options` stand in until it answers). */
  optionsFrom?: OptionsSource;
  /** For kind 'file'. */
  upload?: UploadSpec;
  /** For kind 'custom'. */
  component?: ComponentType<CustomFieldProps>;
  options?: readonly Option[];
  dictType?: string;
  /** Marks the label with *; the validator does the checking. */
  required?: boolean;
  placeholder?: string;
  /** Shown only when creating (e.g. the initial password). */
  createOnly?: boolean;
  /** Shown only when editing (办理's findings on a work order issued without them). */
  editOnly?: boolean;
  /** Shown but not editable when editing (e.g. the account). */
  readOnlyOnEdit?: boolean;
  wide?: boolean;
}

/** Form fields keyed by the values' names, in display order. */
export type FormFieldMap<Values> = { [K in keyof Values]?: FormFieldSpec };

export interface FormSection<Values> {
  title: string;
  fields: FormFieldMap<Values>;
}

/** A form field as the generic screen uses it. */
export interface FormField extends FormFieldSpec {
  name: string;
}

/** Shown once in a 提示 dialog after a call succeeds (e.g. the initial password the server hands back only once). */
export interface ResultNotice {
  message: string;
  /** Offered with a copy button. */
  copy?: string;
}

export interface MutationDef<TVars, Args extends unknown[]> {
  document: TypedDocumentNode<unknown, TVars>;
  variables: (...args: Args) => TVars;
  /** Turns the mutation's reply into a notice shown once (annotate `data` with the generated result type). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resultNotice?: (data: any, ...args: Args) => ResultNotice | undefined;
}

/** Checks a form's values: resolves with the values to send, rejects with `{ fieldErrors }` (name → message). */
export interface FormValidator {
  validate(values: Record<string, unknown>, mode: 'create' | 'edit'): Promise<Record<string, unknown>>;
}

export interface FormDef<Values, DetailRow, CVars, UVars> {
  sections: readonly FormSection<NoInfer<Values>>[];
  /** The server's input schema (inputValidator for entity forms, callInputValidator for other calls; see src/resources/entity). */
  validator: FormValidator;
  defaults: Values;
  /** Create: values taken from the page's query (e.g. a record chosen on the list), over the defaults. */
  fromQuery?: (params: URLSearchParams) => Partial<Values>;
  /** Edit: values from the detail row (default: the detail row's fields named like the values). */
  toValues?: (row: DetailRow) => Values;
  create?: MutationDef<CVars, [values: Values]>;
  /**
   * Create under a chosen record ("new under this row", its own button): when the page's query has
   * `param` (see ActionDef.navigateParam), this mutation runs instead of `create`.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createUnder?: { param: string } & MutationDef<any, [values: Values]>;
  /** The row carries the version for conflict detection (409). */
  update?: MutationDef<UVars, [row: DetailRow, values: Values]>;
}

export type ActionScope = 'row' | 'toolbar' | 'bulk';

/** The text an action asks for before it runs. */
export interface ActionPrompt {
  /** Names the text in the dialog and in its message (e.g. 退回意见). */
  label: string;
  required?: boolean;
  maxLength?: number;
}

/** What the user gave an action before it ran. */
export interface ActionInput {
  comment?: string;
}

export interface ActionDef<Row> {
  key: string;
  label: string;
  scope: ActionScope;
  /** Catalogue button id: the action is hidden without the grant (take it from findRouteByName). */
  buttonId?: number;
  /** Ask first with this text; `true` uses 确定删除吗? for key 'delete' and 确定执行该操作吗? otherwise. */
  confirm?: string | true;
  /** Asks for a text first (an opinion, a reason) in the confirm dialog; it reaches `variables` / `run` as `input.comment`. */
  prompt?: ActionPrompt;
  /** The mutation to run on the chosen rows (one row for 'row', the selection for 'bulk'). */
  document?: DocumentNode;
  variables?: (rows: Row[], input: ActionInput) => Record<string, unknown>;
  /** Custom work instead of a mutation (e.g. a REST call). */
  run?: (rows: Row[], input: ActionInput) => Promise<void>;
  /**
   * Row actions: the action key the server must allow on the row (the row's `allows`, decided by the
   * server for the caller); the standard actions of an entity set it. The client never compares a
   * status to decide.
   */
  allow?: string;
  /** Row actions: shown only for rows where this is true (for what the row's data says, not its status). */
  visible?: (row: Row) => boolean;
  /** Opens this catalogue route as a child page (row actions pass the row key as `id`, or as `navigateParam`). */
  navigate?: string;
  /** The query parameter that carries the row key to `navigate` (e.g. 'parentId' for "new under this row"). */
  navigateParam?: string;
  /**
   * Row actions: opens a catalogue route that is not this resource's child (e.g. the approval page spym) with
   * the query built from the row; the list is its parent for the breadcrumb and 返回.
   */
  openRoute?: { route: string; query: (row: Row) => Record<string, string> };
  /** Row actions: opens a dialog listing the records that belong to the row. */
  list?: RelatedListDef;
  /** Row actions: hands the row to a dialog of the app (e.g. 远程视频调度); no confirm, no reload. */
  open?: (row: Row) => void;
  /** Red button. */
  danger?: boolean;
  /** Text after success (default 操作成功); navigation actions show nothing. */
  successMessage?: string;
  /** After `document` succeeds: a notice from its reply, shown once (annotate `data` with the generated result type). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resultNotice?: (data: any, rows: Row[]) => ResultNotice | undefined;
}

export interface TransferDef {
  url: string;
  buttonId?: number;
}

export interface ExportDef extends TransferDef {
  /** Used when the reply names no file. */
  fileName: string;
  /** The body from the applied filters (default: the filters as they are); current and size are added. */
  params?: (filters: FilterValues) => Record<string, unknown>;
}

export type ImportDef = TransferDef & {
  /** Template download (GET), when the server offers one. */
  templateUrl?: string;
};

export interface ResourceDefinition<
  LData = unknown,
  LVars = unknown,
  Row = unknown,
  DData = unknown,
  DVars = unknown,
  DRow = unknown,
  Values = unknown,
  CVars = unknown,
  UVars = unknown,
> {
  /** Machine and storage id (dspsx memory key `dspsx:<name>`). */
  name: string;
  /** Entity name in titles ('用户'). */
  title: string;
  /** Catalogue route of the list screen: must equal the file name. */
  routeName: string;
  detailRoute?: string;
  /** Other hidden pages that show the same detail, with the actions the record allows (e.g. 送审). */
  alsoDetailRoutes?: readonly string[];
  formRoutes?: { create?: string; edit?: string };
  /**
   * The row field holding its id, which the list query must select (detail and edit pages get it as
   * the `id` query parameter). A plain string: a literal typed `keyof Row` would stop Row's inference.
   */
  rowKey: string;
  list: ListDef<LData, LVars, Row>;
  detail?: DetailDef<DData, DVars, DRow>;
  form?: FormDef<Values, DRow, CVars, UVars>;
  actions?: readonly ActionDef<NoInfer<Row>>[];
  export?: ExportDef;
  import?: ImportDef;
}

/** Any definition, as the generic screens and machines see it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = ResourceDefinition<any, any, any, any, any, any, any, any, any>;

/** Types every part of a definition from its documents; returns it unchanged. */
export function defineResource<
  LData,
  LVars,
  Row extends object,
  DData = unknown,
  DVars = unknown,
  DRow extends object = Row,
  Values extends object = Record<string, unknown>,
  CVars = unknown,
  UVars = unknown,
>(
  definition: ResourceDefinition<LData, LVars, Row, DData, DVars, DRow, Values, CVars, UVars>,
): ResourceDefinition<LData, LVars, Row, DData, DVars, DRow, Values, CVars, UVars> {
  return definition;
}
