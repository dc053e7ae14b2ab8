/**
 * 行政强制措施 (xzqzcs 3200), mainly 临时查封: the limits of a sealing. 行政强制法 第二十五条: a sealing lasts at
 * most 30 days (an extension needs another decision, not built here); 消防法 第五十四条 names the measure.
 */
export const SEAL_MAX_DAYS = 30;
export const SEAL_MIN_DAYS = 1;
/** Photos of the sealing (uploaded through /public/fdfs/upload). */
export const SEAL_PHOTOS_MAX = 20;
export const SEAL_OFFICERS_MIN = 2;
export const SEAL_OFFICERS_MAX = 10;

/** The writs (模板设置 11410) of the decision and of the lifting, numbered from their prefixes. */
export const SEAL_DECISION_TEMPLATE_CODE = 'LSCFJD';
export const SEAL_LIFT_TEMPLATE_CODE = 'JCLSCFJD';
/** Filled into the writs' ${复议机关}. */
export const SEAL_REVIEW_BODY = '深圳市人民政府';

/** The writs of a sealing as .docx (REST, GET ?id=&kind=decision|lift). */
export const SEAL_WRIT_DOCX_URL = '/api/fh/sealUp/writDocx';
/** The re-check task's days to be done after the party applies (DOMAIN: re-inspection within 3 working days). */
export const SEAL_RECHECK_DAYS = 3;
