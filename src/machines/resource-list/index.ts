export { resourceListMachine } from './resource-list.machine';
export { pagingMemoryKey, readPaging, writePaging, PAGING_MEMORY_PREFIX } from './paging-memory';
export { rowId, selectedRows } from './context';
export type * from './types';
