/** Demo seed constants, named once. */
export const DEMO_PASSWORD = 'Fire@2026';
export const DEMO_SEED = 20260101;
/** Ids fixed by the essentials seed (present with or without demo data). */
export const ROOT_ORGAN_ID = 'o-0001';
export const ADMIN_USER_ID = 'u-0001';
export const ADMIN_ACCOUNT = 'admin';
export const ADMIN_ROLE_ID = 'r-admin';
/** The Android package the download centre points at; the file itself is uploaded later. */
export const APP_DOWNLOAD_URL = '/api/public/download/app/latest';
export const APP_INITIAL_VERSION = '1.0.0';
export const INSERT_CHUNK = 500;
export { DAY_MS } from '../../auth/constants';
export const HOUR_MS = 3_600_000;
/** Demo timestamps hang off the start of the seeding day in China (UTC+8). */
export { CHINA_UTC_OFFSET_MS as CHINA_OFFSET_MS } from '../../../src/constants/timings';
