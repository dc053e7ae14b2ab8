/** Text formats both sides check (column descriptions, imports, syncs); an empty value passes where a field may be left empty. */

/** 统一社会信用代码 (GB 32100): 18 characters without I, O, S, V, Z. */
export const CREDIT_CODE_PATTERN = '^[0-9A-HJ-NPQRTUWXYa-hj-npqrtuwxy]{2}\\d{6}[0-9A-HJ-NPQRTUWXYa-hj-npqrtuwxy]{10}$';

/** A mobile number or a landline with its area code, or nothing. */
export const PHONE_PATTERN = '^(1\\d{10}|0\\d{2,3}-?\\d{7,8})?$';

/** An administrative area code (6 to 12 digits), or nothing. */
export const AREA_CODE_PATTERN = '^(\\d{6,12})?$';

/** A date as YYYY-MM-DD (China date); whether it exists is checked apart (src/shared/working-days.ts). */
export const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
