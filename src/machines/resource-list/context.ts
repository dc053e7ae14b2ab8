import { DEFAULT_PAGE, PAGE_SIZES } from '../../constants/paging';
import { errors } from '../../messages/errors';
import type { FilterValues } from '../../resources/types';
import { readPaging } from './paging-memory';
import type { ListRow, ResourceListContext, ResourceListInput } from './types';

export function contextFromInput(input: ResourceListInput): ResourceListContext {
  const pageSizes = input.pageSizes ?? PAGE_SIZES;
  const defaultFilters = input.defaultFilters ?? {};
  const paging = readPaging(input.storage, input.name, pageSizes);
  return {
    name: input.name,
    rowKey: input.rowKey,
    query: { ...paging, filters: { ...(input.initialFilters ?? defaultFilters) }, sort: input.defaultSort },
    defaultFilters,
    defaultSort: input.defaultSort,
    pageSizes,
    storage: input.storage,
    rows: [],
    total: 0,
    selected: [],
  };
}

/** Drops empty values so that the query only carries filters the user set. */
export function cleanFilters(filters: FilterValues): FilterValues {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '' && value !== undefined && value !== null));
}

export function rowId(row: ListRow, rowKey: string): string {
  return String(row[rowKey] ?? '');
}

export function selectedRows(context: ResourceListContext): ListRow[] {
  const ids = new Set(context.selected);
  return context.rows.filter((row) => ids.has(rowId(row, context.rowKey)));
}

export function toggled(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((each) => each !== id) : [...selected, id];
}

export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return errors.hasError;
}

/** After deleting the last rows of the last page the page is empty though rows remain before it. */
export function pageBeyondEnd(context: ResourceListContext): boolean {
  return context.rows.length === 0 && context.total > 0 && context.query.current > DEFAULT_PAGE;
}

export function lastPage(total: number, size: number): number {
  return Math.max(DEFAULT_PAGE, Math.ceil(total / size));
}
