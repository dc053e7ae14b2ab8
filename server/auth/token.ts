import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { Code, BizError } from '../http/envelope';
import { ensureSetting, SettingKey } from '../services/settings';

export interface TokenClaims {
  userId: string;
  userCode: string;
  name: string;
  unitId: string;
  sessionId: string;
}

const secrets = new WeakMap<Db, Promise<Uint8Array>>();

/** config.tokenSecret, else one random secret generated once and kept in the settings table. */
export function tokenSecret(db: Db, config: Pick<Config, 'tokenSecret'>): Promise<Uint8Array> {
  if (config.tokenSecret) return Promise.resolve(new TextEncoder().encode(config.tokenSecret));
  let secret = secrets.get(db);
  if (!secret) {
    secret = ensureSetting(db, SettingKey.tokenSecret, randomBytes(48).toString('base64url')).then((s) =>
      new TextEncoder().encode(s),
    );
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/** HS256; the audience list holds, in order, user id, user code, name, unit id (spec). */
export async function signToken(secret: Uint8Array, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience([claims.userId, claims.userCode, claims.name, claims.unitId])
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

export const TOKEN_EXPIRED_MESSAGE = '登录已过期，请重新登录';
export const TOKEN_INVALID_MESSAGE = '登录凭证无效，请重新登录';

export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const aud = payload.aud;
    if (!Array.isArray(aud) || aud.length !== 4 || !payload.jti) throw new Error('bad claims');
    const [userId, userCode, name, unitId] = aud;
    return { userId, userCode, name, unitId, sessionId: payload.jti };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new BizError(Code.SESSION_EXPIRED, TOKEN_EXPIRED_MESSAGE);
    throw new BizError(Code.SESSION_EXPIRED, TOKEN_INVALID_MESSAGE);
  }
}
