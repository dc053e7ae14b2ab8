/** 投诉受理 (8300) and 举报投诉核查 (1050): limits and periods. */

/** A complaint's map point (WGS84) must lie in China's extent. */
export const COMPLAINT_LNG_RANGE = [73, 136] as const;
export const COMPLAINT_LAT_RANGE = [3, 54] as const;
/** Working days a brigade has to verify a complaint (blocked escape routes are verified by the next working day). */
export const COMPLAINT_VERIFY_WORKING_DAYS = 3;
export const COMPLAINT_URGENT_VERIFY_WORKING_DAYS = 1;
/** Longest texts of a complaint. */
export const COMPLAINT_CONTENT_MAX = 2000;
export const COMPLAINT_NOTE_MAX = 1000;
/** The service code of the complainant's review in service_reviews (投诉举报). */
export const COMPLAINT_REVIEW_SERVICE = 'tsjb';
