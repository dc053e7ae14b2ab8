import argon2 from 'argon2';

/** Login security and session limits, named once. Settings rows override the policy values. */
export const LOGIN_LOCK_THRESHOLD = 5;
export const LOGIN_LOCK_MINUTES = 10;
export { PASSWORD_MAX_AGE_DAYS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH } from '../../src/constants/security';

export const CAPTCHA_TTL_MINUTES = 5;
export const CAPTCHA_SIZE = 4;
export const CAPTCHA_NOISE = 2;

/** lastSeenAt is written at most this often per session, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Failed attempts on unknown accounts are counted in memory only; bounded so it cannot grow. */
export const UNKNOWN_ACCOUNT_TRACK_MAX = 10_000;

/** Lock times in messages are shown in the product's local time (Shenzhen). */
export const DISPLAY_TIME_ZONE = 'Asia/Shanghai';

/** argon2id with the OWASP minimum parameters (19 MiB, 2 passes): fast enough for tests, safe for production. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MINUTE_MS = 60_000;
export { DAY_MS } from '../../src/constants/timings';
