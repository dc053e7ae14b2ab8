import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/client';
import { captchas } from '../db/schema';
import { CAPTCHA_NOISE, CAPTCHA_SIZE, CAPTCHA_TTL_MINUTES, MINUTE_MS } from './constants';

export interface NewCaptcha {
  key: string;
  svg: string;
}

/** Stores a new image captcha for CAPTCHA_TTL_MINUTES and drops the expired ones. */
export async function createCaptcha(db: Db): Promise<NewCaptcha> {
  const image = svgCaptcha.create({ size: CAPTCHA_SIZE, noise: CAPTCHA_NOISE, ignoreChars: '0o1iIlO' });
  const key = randomUUID();
  const now = Date.now();
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now)));
  await db.insert(captchas).values({ key, text: image.text.toLowerCase(), expiresAt: new Date(now + CAPTCHA_TTL_MINUTES * MINUTE_MS) });
  return { key, svg: image.data };
}

/** One-time check: the captcha is deleted whatever the answer, case-insensitive. */
export async function consumeCaptcha(db: Db, key: string | undefined, value: string | undefined): Promise<boolean> {
  if (!key || !value) return false;
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.key, key), gt(captchas.expiresAt, new Date())))
    .returning();
  return !!row && row.text === value.trim().toLowerCase();
}
