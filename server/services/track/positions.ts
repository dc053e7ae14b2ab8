import type { Db } from '../../db/client';
import { officerPositions } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { parseFilterTime } from '../filter-time';

/** A phone's clock may run a little ahead of the server's: times up to this far ahead are accepted. */
export const POSITION_CLOCK_SKEW_MS = 2 * 60_000;
/** Positions per report: the mobile client sends what it buffered, at most this many at once. */
export const POSITION_BATCH_MAX = 500;
export const LONGITUDE_RANGE = [-180, 180] as const;
export const LATITUDE_RANGE = [-90, 90] as const;

/** One reported position as the mobile client sends it (WGS84). */
export interface PositionInput {
  longitude: number;
  latitude: number;
  /** ISO string, 'YYYY-MM-DD HH:mm:ss' (China time), or a timestamp (10 digits seconds, 13 digits milliseconds). */
  time: string | number;
}

const SECONDS_TIMESTAMP_LIMIT = 1e11;

function toInstant(time: string | number): Date | undefined {
  if (typeof time === 'number') return new Date(time < SECONDS_TIMESTAMP_LIMIT ? time * 1000 : time);
  const text = time.trim();
  if (/^\d{10}$|^\d{13}$/.test(text)) return toInstant(Number(text));
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? parseFilterTime(text) : undefined;
}

const within = (value: number, [min, max]: readonly [number, number]) => Number.isFinite(value) && value >= min && value <= max;

/** The rows to store, or a 400 naming the first bad position and field (nothing is stored then). */
export function positionRows(userId: string, positions: PositionInput[], now = Date.now()) {
  return positions.map((p, i) => {
    const which = `第${i + 1}个位置的`;
    if (!within(p.longitude, LONGITUDE_RANGE)) throw badRequest(`${which}经度应在${LONGITUDE_RANGE[0]}到${LONGITUDE_RANGE[1]}之间`);
    if (!within(p.latitude, LATITUDE_RANGE)) throw badRequest(`${which}纬度应在${LATITUDE_RANGE[0]}到${LATITUDE_RANGE[1]}之间`);
    const reportedAt = toInstant(p.time);
    if (!reportedAt || Number.isNaN(reportedAt.getTime())) throw badRequest(`${which}时间格式不正确`);
    if (reportedAt.getTime() > now + POSITION_CLOCK_SKEW_MS) throw badRequest(`${which}时间不能晚于当前时间`);
    return { userId, lng: p.longitude, lat: p.latitude, reportedAt };
  });
}

/**
 * Stores the caller's positions; a position the user already reported for the same time (a resend after
 * a lost reply) is ignored, so the device may retry a batch safely.
 */
export async function reportPositions(db: Db, userId: string, positions: PositionInput[]): Promise<{ stored: number; ignored: number }> {
  const rows = positionRows(userId, positions);
  const stored = await db.insert(officerPositions).values(rows).onConflictDoNothing().returning({ id: officerPositions.id });
  return { stored: stored.length, ignored: rows.length - stored.length };
}
