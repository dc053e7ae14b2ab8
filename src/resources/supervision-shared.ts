/** What the inspection task screens share: their routes and how a record's lists read. */
export const TASK_DETAIL_ROUTE = 'xfaqjcDetail';
export const CHECK_RECORD_ROUTE = 'xfaqjcRecord';
export const DEADLINE_NOTICE_ROUTE = 'zlxqgztzs';
export const IMMEDIATE_NOTICE_ROUTE = 'zlljgztzs';

export { hazardsText, itemsText } from '../shared/check-record-text';

/** A due date the server marked overdue is red, as in the personal task lists. */
export { overdueTone } from './user-tasks';

/** The printable 消防监督检查记录 (full page), a unit's inspection history and its other check records (common screens). */
export const RECORD_DOCUMENT_ROUTE = 'jdjcxfjdjcjl';
export const PROJECT_DETAIL_ROUTE = 'projectDetail';
export const OTHER_CHECK_RECORD_ROUTE = 'otherCheckRecord';
