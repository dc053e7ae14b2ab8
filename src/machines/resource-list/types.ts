import type { FilterValues, ListQuery, ResultNotice, SortOrder } from '../../resources/types';

/** A list row as the machine sees it: a plain record; the definition knows its type. */
export type ListRow = Record<string, unknown>;

export interface PageData {
  rows: ListRow[];
  total: number;
}

/** The storage the table remembers its paging in (sessionStorage in the browser, a fake in tests). */
export type PagingStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface Paging {
  current: number;
  size: number;
}

export interface ResourceListInput {
  /** The resource name: the paging memory key is `dspsx:<name>`. */
  name: string;
  rowKey: string;
  defaultFilters?: FilterValues;
  /** The filters of the first load when they differ from the defaults (e.g. taken from the URL); reset still returns to the defaults. */
  initialFilters?: FilterValues;
  defaultSort?: SortOrder;
  /** Allowed page sizes (PAGE_SIZES, or DIALOG_PAGE_SIZES inside dialogs). */
  pageSizes?: readonly number[];
  storage?: PagingStorage;
}

/** An action waiting for confirmation or running. */
export interface PendingAction {
  key: string;
  rows: ListRow[];
  /** The question of the confirm dialog; absent → runs at once. */
  confirm?: string;
  /** Shown after success (default 操作成功). */
  successMessage?: string;
  /** A text the dialog asks for; `required` keeps the dialog open until one is given. */
  prompt?: { label: string; required?: boolean; maxLength?: number };
  /** The text given in the dialog. */
  comment?: string;
}

export interface ResourceListContext {
  name: string;
  rowKey: string;
  query: ListQuery;
  defaultFilters: FilterValues;
  defaultSort?: SortOrder;
  pageSizes: readonly number[];
  storage?: PagingStorage;
  rows: ListRow[];
  total: number;
  /** Ids (row key values) of the selected rows of the current page. */
  selected: string[];
  pending?: PendingAction;
  error?: string;
  /** What the last action's reply asks to show once (e.g. an initial password), until dismissed. */
  notice?: ResultNotice;
}

/** What an action yields: a notice to show once, if its reply has one. */
export type ActionResult = { notice?: ResultNotice } | void;

export type ResourceListEvent =
  | { type: 'list.reload' }
  | { type: 'filters.apply'; filters: FilterValues }
  | { type: 'filters.reset' }
  | { type: 'page.change'; current: number }
  | { type: 'page.resize'; size: number }
  | { type: 'sort.change'; sort?: SortOrder }
  | { type: 'selection.toggle'; id: string }
  | { type: 'selection.all' }
  | { type: 'selection.clear' }
  | ({ type: 'action.request' } & PendingAction)
  | { type: 'confirm.accept'; comment?: string }
  | { type: 'confirm.cancel' }
  | { type: 'notice.dismiss' };
