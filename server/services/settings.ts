import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import {
  LOGIN_LOCK_MINUTES,
  LOGIN_LOCK_THRESHOLD,
  PASSWORD_MAX_AGE_DAYS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_CLASSES,
  PASSWORD_MIN_LENGTH,
} from '../auth/constants';

export type { PasswordPolicy } from '../../src/shared/password-policy';
import type { PasswordPolicy } from '../../src/shared/password-policy';

export interface SystemSettings {
  captchaEnabled: boolean;
  passwordPolicy: PasswordPolicy;
  lockThreshold: number;
  lockMinutes: number;
  passwordMaxAgeDays: number;
  tokenIdleMinutes: number;
}

/** Settings keys; tokenIdleMinutes falls back to the config (TOKEN_IDLE_MINUTES) when no row exists. */
export const SettingKey = {
  captchaEnabled: 'captchaEnabled',
  passwordPolicy: 'passwordPolicy',
  lockThreshold: 'lockThreshold',
  lockMinutes: 'lockMinutes',
  passwordMaxAgeDays: 'passwordMaxAgeDays',
  tokenIdleMinutes: 'tokenIdleMinutes',
  tokenSecret: 'tokenSecret',
  demoSeeded: 'demoSeeded',
} as const;

export const DEFAULT_SETTINGS: Omit<SystemSettings, 'tokenIdleMinutes'> = {
  captchaEnabled: false,
  passwordPolicy: { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, minClasses: PASSWORD_MIN_CLASSES },
  lockThreshold: LOGIN_LOCK_THRESHOLD,
  lockMinutes: LOGIN_LOCK_MINUTES,
  passwordMaxAgeDays: PASSWORD_MAX_AGE_DAYS,
};

const POLICY_KEYS = [
  SettingKey.captchaEnabled,
  SettingKey.passwordPolicy,
  SettingKey.lockThreshold,
  SettingKey.lockMinutes,
  SettingKey.passwordMaxAgeDays,
  SettingKey.tokenIdleMinutes,
];

/** One query for all policy settings; missing rows take the defaults. */
export async function readSettings(db: Db, config: Pick<Config, 'tokenIdleMinutes'>): Promise<SystemSettings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, POLICY_KEYS));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const pick = <T>(key: string, fallback: T): T => (byKey.has(key) ? (byKey.get(key) as T) : fallback);
  return {
    captchaEnabled: pick(SettingKey.captchaEnabled, DEFAULT_SETTINGS.captchaEnabled),
    passwordPolicy: { ...DEFAULT_SETTINGS.passwordPolicy, ...pick(SettingKey.passwordPolicy, {}) },
    lockThreshold: pick(SettingKey.lockThreshold, DEFAULT_SETTINGS.lockThreshold),
    lockMinutes: pick(SettingKey.lockMinutes, DEFAULT_SETTINGS.lockMinutes),
    passwordMaxAgeDays: pick(SettingKey.passwordMaxAgeDays, DEFAULT_SETTINGS.passwordMaxAgeDays),
    tokenIdleMinutes: pick(SettingKey.tokenIdleMinutes, config.tokenIdleMinutes),
  };
}

export async function readSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row ? (row.value as T) : undefined;
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}

/** Inserts only when absent; returns the value that is stored afterwards (first writer wins). */
export async function ensureSetting<T>(db: Db, key: string, value: T): Promise<T> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
  return (await readSetting<T>(db, key)) as T;
}
