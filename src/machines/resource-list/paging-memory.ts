/** The table's remembered page and size (dspsx) per resource, kept for the browser session. */
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../constants/paging';
import type { Paging, PagingStorage } from './types';

export const PAGING_MEMORY_PREFIX = 'dspsx:';

export function pagingMemoryKey(name: string): string {
  return PAGING_MEMORY_PREFIX + name;
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

/** The remembered paging, or the defaults when nothing (or something unusable) is stored. */
export function readPaging(storage: PagingStorage | undefined, name: string, sizes: readonly number[]): Paging {
  const fallback = { current: DEFAULT_PAGE, size: DEFAULT_PAGE_SIZE };
  const raw = storage?.getItem(pagingMemoryKey(name));
  if (!raw) return fallback;
  try {
    const stored = JSON.parse(raw) as Partial<Paging>;
    const current = isPositiveInteger(stored.current) ? stored.current : fallback.current;
    const size = isPositiveInteger(stored.size) && sizes.includes(stored.size) ? stored.size : fallback.size;
    return { current, size };
  } catch {
    return fallback;
  }
}

export function writePaging(storage: PagingStorage | undefined, name: string, paging: Paging): void {
  storage?.setItem(pagingMemoryKey(name), JSON.stringify({ current: paging.current, size: paging.size }));
}
