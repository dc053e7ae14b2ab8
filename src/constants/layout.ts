/** Shell geometry, fixed paths and names of the client shell (document 1 §2, §9). */

export const SIDEBAR_WIDTH_PX = 300;
/** Below this viewport width the sidebar collapses (mobile mode). */
export const MOBILE_BREAKPOINT_PX = 992;
export const NAVBAR_HEIGHT_PX = 56;
/** Below this viewport width a list shows its rows as cards and folds its filters after the first two. */
export const LIST_CARDS_BELOW_PX = 768;
export const FILTERS_SHOWN_FOLDED = 2;
/** Room kept at the end of the root menus for 更多 when some roots do not fit. */
export const NAVBAR_MORE_WIDTH_PX = 96;
export const TAGS_BAR_HEIGHT_PX = 40;

/** Product name: brand title of the login page and suffix of document.title. */
export const APP_TITLE = '消防监督执法综合业务平台';
export const DOCUMENT_TITLE_SEPARATOR = ' - ';

/** Query keys of the login redirect and of child pages opened with their parent (breadcrumb, back). */
export const REDIRECT_QUERY = 'redirect';
export const PARENT_NAME_QUERY = 'parentName';
export const PARENT_PATH_QUERY = 'parentPath';

/** Dashboard lists: how many unread notices and quick links it shows. */
export const DASHBOARD_NOTICE_COUNT = 6;
export const DASHBOARD_QUICK_LINK_COUNT = 12;

