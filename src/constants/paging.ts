/** Paging and export limits (document 2 §9). */

export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** Some dialogs offer 10 to 50 in steps of 10. */
export const DIALOG_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
/** Exports ask for one page this large to get every row. */
export const EXPORT_SIZE = 99_999;
