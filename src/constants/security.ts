/** Limits of the hardening (issue 16): request sizes, page numbers, login throttling, audit retention. */

/** Largest JSON body the API reads; a bigger one is refused with code 413 before it is parsed. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Largest .xlsx a list import reads; the upload is streamed and refused once it passes this. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Highest page number a list accepts (offset = (current - 1) × size stays a safe integer). */
export const MAX_PAGE_NUMBER = 1_000_000;

/** Failed logins of one account after which the image captcha is demanded. */
export const CAPTCHA_AFTER_FAILURES = 2;
/** /api/login calls per client address per window, and per account per window. */
export const LOGIN_RATE_PER_ADDRESS = 20;
export const LOGIN_RATE_PER_ACCOUNT = 10;
export const LOGIN_RATE_WINDOW_MS = 60_000;

/** Operation records are kept at least this many days; AUDIT_RETENTION_DAYS may only raise it. */
export const AUDIT_RETENTION_MIN_DAYS = 180;
/** Largest single uploaded file of any route (app packages, media); routes may set a lower limit. */
export const UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

/** The default password policy (系统配置 may change it; both sides check the configured one where they can read it). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
/** Of upper case, lower case, digit and symbol. */
export const PASSWORD_MIN_CLASSES = 3;
export const PASSWORD_MAX_AGE_DAYS = 90;
