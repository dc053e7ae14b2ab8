/**
 * 监督检查 (xfaqjc 1030) periods, in working days of the holiday calendar (节假日设置 jjrsz) unless named
 * otherwise. DOMAIN.md gives the served-within and re-inspection periods; the others are this product's.
 */

/** A 责令限期改正通知书 is served within this many working days of the check. */
export const NOTICE_SERVE_WORKING_DAYS = 3;

/** After a 限期改正 deadline passes, the re-inspection is due within this many working days. */
export const REINSPECTION_WORKING_DAYS = 3;

/** A new inspection task is due this many working days after it is dispatched unless a due date is given. */
export const TASK_DUE_WORKING_DAYS = 10;

/** The 限期改正 deadline offered on the notice form, and the bounds a caller may give. */
export const RECTIFY_DEFAULT_WORKING_DAYS = 15;
export const RECTIFY_MIN_WORKING_DAYS = 1;
export const RECTIFY_MAX_WORKING_DAYS = 60;

/** How often the server looks for overdue tasks and passed deadlines (milliseconds). */
export const OVERDUE_SCAN_INTERVAL_MS = 10 * 60 * 1000;

/** Limits of a check record. */
export const CHECK_ITEMS_MAX = 200;
export const HAZARDS_MAX = 50;
