/** How a notice is classified and where a click on it leads (spec document 2 §2 click-through targets). */

/** `category` of the notices the server writes. */
export const NOTICE_CATEGORY = {
  /** A move of an approval flow (server/services/flow-runtime/records.ts). */
  flow: 'flow',
  /** A message sent by a person (message centre). */
  message: 'message',
  /** A task-talk message. */
  talk: 'talk',
  /** A reminder to change the password. */
  password: 'password',
} as const;

/** Business types whose approval has a page of its own; every other flow opens 审批 (spym). */
export const APPROVAL_ROUTE_BY_BUSI_TYPE: Readonly<Record<string, string>> = {
  grgz: 'personalWorkApproval',
  grlz: 'personalResumptionApproval',
  grss: 'personalResumptionAppeal',
  // A complaint check is dispatched from the brigade to the station that verifies it: 派发.
  tsjb: 'pfym',
};
export const DEFAULT_APPROVAL_ROUTE = 'spym';

/** Legal reviews whose flow has finished open the review itself (法制审核查看) rather than the approval page. */
export const FINISHED_REVIEW_ROUTE = 'fhck';
export const LEGAL_REVIEW_BUSI_TYPES: readonly string[] = ['tqsh', 'jzsh', 'lash'];

/** The ids a business target receives in its query, when the notice carries them. */
export const NOTICE_QUERY_KEYS = ['taskId', 'taskDetailId', 'caseTransId', 'caseProjectId', 'busiTypeCode', 'busiInstId', 'flowWorkId'] as const;

/** How many unread notices the bell's dropdown lists. */
export const BELL_NOTICE_COUNT = 5;

/**
 * A socket that (re)connects gets the unread notices it missed while it was down, newest last, at most this
 * many (the bell and the lists are refetched on reconnect anyway; these are for the toast).
 */
export const NOTICE_REPLAY_MAX = 20;
/** Ids of notices already shown that the browser remembers, so a replayed one never toasts twice. */
export const NOTICE_SEEN_IDS_KEPT = 200;
