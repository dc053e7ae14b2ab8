import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lawOfficers, officerPositions, organizations, users } from '../../db/schema';
import { forbidden, notFound } from '../../http/envelope';
import { pageWindow, type PageArgs } from '../../http/paging';
import type { SessionUser } from '../../http/route';
import { DEFAULT_MIN_POINTS, DEFAULT_ORGAN_LIMIT, ORGAN_LIMIT_SELF } from '../../../src/constants/track';
import { escapeLike } from '../like';
import { organFilter, scopeOf } from '../org-scope';
import { trackRange } from './range';

/** One track never returns more points than this (a 31-day range of 30-second reports fits). */
export const TRACK_POINT_LIMIT = 100_000;

export interface TrackQuery {
  userId: string;
  date?: string;
  dateEnd?: string;
}

export interface ParticleFilter extends PageArgs {
  username?: string;
  organLimit?: number;
  minPoints?: number;
  hasPartice?: number;
  date?: string;
  dateEnd?: string;
  organId?: string;
}

export interface ParticleRow {
  userId: string;
  username: string;
  organName: string;
  points: number;
  hasPartice: 0 | 1;
}

/** A live user inside the caller's organisation scope, or 404 / 403. */
async function visibleUser(db: Db, me: SessionUser, userId: string): Promise<void> {
  const [person] = await db.select({ organId: users.organId }).from(users).where(and(eq(users.id, userId), eq(users.deleted, false)));
  if (!person) throw notFound('执法人员不存在或已被删除');
  const scope = await scopeOf(db, me);
  if (scope && !scope.includes(person.organId)) throw forbidden('只能查看本单位及下级单位执法人员的轨迹');
}

/** The officer's reported positions in the range (default: today 20:00–22:00), oldest first, WGS84. */
export async function trackPoints(db: Db, me: SessionUser, q: TrackQuery) {
  await visibleUser(db, me, q.userId);
  const { from, to } = trackRange(q.date, q.dateEnd);
  const p = officerPositions;
  const rows = await db
    .select({ longitude: p.lng, latitude: p.lat, time: p.reportedAt })
    .from(p)
    .where(and(eq(p.userId, q.userId), gte(p.reportedAt, from), lte(p.reportedAt, to)))
    .orderBy(asc(p.reportedAt))
    .limit(TRACK_POINT_LIMIT);
  return rows.map((r) => ({ ...r, time: r.time.toISOString() }));
}

/**
 * Track statistics of the law officers in scope: how many positions each reported in the range, and
 * whether that makes a track (hasPartice 1 = at least minPoints positions). organLimit 1 counts the
 * organisation's own officers, 2 (default) its sub-organisations' too; the organisation is organId or
 * the caller's unit. hasPartice filters on the same rule; without it every officer is listed.
 */
export async function particlePage(db: Db, me: SessionUser, f: ParticleFilter): Promise<{ current: number; size: number; total: number; records: ParticleRow[] }> {
  const { current, size, limit, offset } = pageWindow(f);
  const { from, to } = trackRange(f.date, f.dateEnd);
  const minPoints = f.minPoints ?? DEFAULT_MIN_POINTS;
  const range = (f.organLimit ?? DEFAULT_ORGAN_LIMIT) === ORGAN_LIMIT_SELF ? 0 : 1;
  const organId = f.organId ?? (me.isAdmin && range === 1 ? undefined : me.unitId);
  const organs = await organFilter(db, me, organId, range);

  const p = officerPositions;
  const counts = db
    .select({ userId: p.userId, n: count().as('n') })
    .from(p)
    .where(and(gte(p.reportedAt, from), lte(p.reportedAt, to)))
    .groupBy(p.userId)
    .as('counts');
  const points = sql<number>`coalesce(${counts.n}, 0)::int`;

  const where: (SQL | undefined)[] = [eq(lawOfficers.deleted, false), eq(users.deleted, false)];
  if (organs) where.push(organs.length ? inArray(users.organId, organs) : eq(users.id, ''));
  const name = f.username?.trim();
  if (name) where.push(ilike(users.name, `%${escapeLike(name)}%`));
  if (f.hasPartice === 1) where.push(gte(points, minPoints));
  if (f.hasPartice === 0) where.push(lt(points, minPoints));

  const from_ = () =>
    db
      .select({ userId: users.id, username: users.name, organName: organizations.name, points })
      .from(lawOfficers)
      .innerJoin(users, eq(users.id, lawOfficers.userId))
      .leftJoin(organizations, eq(organizations.id, users.organId))
      .leftJoin(counts, eq(counts.userId, users.id))
      .where(and(...where));
  const [{ total }] = await db.select({ total: count() }).from(from_().as('officers'));
  const rows = await from_().orderBy(desc(points), asc(users.name), asc(users.id)).limit(limit).offset(offset);
  const records = rows.map((r) => ({ ...r, organName: r.organName ?? '', hasPartice: (r.points >= minPoints ? 1 : 0) as 0 | 1 }));
  return { current, size, total, records };
}

/** An officer counts as on duty while the latest position is at most this old. */
export const ON_DUTY_WINDOW_MS = 15 * 60_000;

/**
 * 在岗执法人员 (grzfdd): the law officers in scope who reported a position within the last
 * ON_DUTY_WINDOW_MS, each with the latest one, newest first — where the commander can dispatch from.
 */
export async function officersOnDuty(db: Db, me: SessionUser, now = Date.now()) {
  const scope = await scopeOf(db, me);
  const p = officerPositions;
  const latest = db
    .selectDistinctOn([p.userId], { userId: p.userId, lng: p.lng, lat: p.lat, at: p.reportedAt })
    .from(p)
    .where(and(gte(p.reportedAt, new Date(now - ON_DUTY_WINDOW_MS)), lte(p.reportedAt, new Date(now))))
    .orderBy(p.userId, desc(p.reportedAt))
    .as('latest');
  const where: (SQL | undefined)[] = [eq(lawOfficers.deleted, false), eq(users.deleted, false)];
  if (scope) where.push(inArray(users.organId, scope));
  const rows = await db
    .select({ userId: users.id, username: users.name, organName: organizations.name, longitude: latest.lng, latitude: latest.lat, time: latest.at })
    .from(latest)
    .innerJoin(lawOfficers, eq(lawOfficers.userId, latest.userId))
    .innerJoin(users, eq(users.id, latest.userId))
    .leftJoin(organizations, eq(organizations.id, users.organId))
    .where(and(...where))
    .orderBy(desc(latest.at), asc(users.id));
  return rows.map((r) => ({ ...r, organName: r.organName ?? '', time: r.time.toISOString() }));
}
