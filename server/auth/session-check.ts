import { decodeJwt } from 'jose';
import { config as defaultConfig, type Config } from '../config';
import type { Db } from '../db/client';
import { BizError, Code } from '../http/envelope';
import { readSettings } from '../services/settings';
import { readSessionRow, refuseEnded } from './session';
import { TOKEN_INVALID_MESSAGE } from './token';

/** Asks whether a session still holds for something that arrived at `since` (performance.now()). */
export interface SessionCheck {
  (sessionId: string, since: number): Promise<void>;
  /** Checks that went to the database (the rest joined one already running). */
  readonly queries: number;
}

/**
 * Whether a socket's session still holds, asked before each notice is handed over (issue 17: one notice to
 * 1,000 sockets of one session made 1,000 full authentications). One light query per session, shared by
 * every socket that asks about the same arrival: a check is joined only when it began after the notice
 * arrived, so a session ended before the notice never receives it. Grants and activity are not touched.
 */
export function createSessionCheck(db: Db, config: Pick<Config, 'tokenIdleMinutes'> = defaultConfig): SessionCheck {
  const running = new Map<string, { began: number; verdict: Promise<void> }>();
  const check = async (sessionId: string) => {
    const [row, { tokenIdleMinutes }] = await Promise.all([readSessionRow(db, sessionId), readSettings(db, config)]);
    refuseEnded(row, tokenIdleMinutes, Date.now());
  };
  let queries = 0;
  const ask = (sessionId: string, since: number) => {
    const current = running.get(sessionId);
    if (current && current.began >= since) return current.verdict;
    queries++;
    const entry = { began: performance.now(), verdict: check(sessionId) };
    running.set(sessionId, entry);
    void entry.verdict.catch(() => undefined).finally(() => {
      if (running.get(sessionId) === entry) running.delete(sessionId);
    });
    return entry.verdict;
  };
  return Object.defineProperty(ask, 'queries', { get: () => queries }) as SessionCheck;
}

/** The session a token (already verified when its socket opened) belongs to. */
export function sessionIdOf(token: string): string {
  try {
    const { jti } = decodeJwt(token);
    if (typeof jti === 'string' && jti) return jti;
  } catch {
    /* refused below */
  }
  throw new BizError(Code.SESSION_EXPIRED, TOKEN_INVALID_MESSAGE);
}
