/**
 * Signalling tickets: a short-lived HS256 token naming one member of one room, signed with the session
 * secret but with an audience of its own, so a ticket is never a session token and a session token never a
 * ticket. Stateless, so any instance can check a ticket another one issued.
 */
import { SignJWT, jwtVerify } from 'jose';
import { VIDEO_SIGNAL_PATH, VIDEO_TICKET_TTL_MS } from '../../../src/constants/video';
import { tokenSecret } from '../../auth/token';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

const AUDIENCE = 'video-signal';

export interface TicketClaims {
  roomId: string;
  userId: string;
  name: string;
}

export interface SignalTicket {
  /** The signalling socket on this server's origin: ws(s)://<host> + wsUrl. */
  wsUrl: string;
  expiresAt: string;
}

export async function issueTicket(db: Db, config: Pick<Config, 'tokenSecret'>, claims: TicketClaims, now = Date.now()): Promise<SignalTicket> {
  const expires = now + VIDEO_TICKET_TTL_MS;
  const ticket = await new SignJWT({ room: claims.roomId, name: claims.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setSubject(claims.userId)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expires / 1000))
    .sign(await tokenSecret(db, config));
  return { wsUrl: `${VIDEO_SIGNAL_PATH}?ticket=${ticket}`, expiresAt: new Date(expires).toISOString() };
}

/** The claims of a valid ticket; throws on a forged, expired or foreign one. */
export async function verifyTicket(db: Db, config: Pick<Config, 'tokenSecret'>, ticket: string): Promise<TicketClaims> {
  const { payload } = await jwtVerify(ticket, await tokenSecret(db, config), { algorithms: ['HS256'], audience: AUDIENCE });
  const { room, name, sub } = payload as { room?: unknown; name?: unknown; sub?: unknown };
  if (typeof room !== 'string' || typeof sub !== 'string') throw new Error('bad ticket claims');
  return { roomId: room, userId: sub, name: typeof name === 'string' ? name : sub };
}
