import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { parseFilterTime } from '../filter-time';
import { scopeOf } from '../org-scope';
import { STATISTICS_MESSAGES as M } from './messages';
import type { ViewDef } from './types';

/** The filters every statistics call takes (the query string of /statistics/view, /rows and /export). */
export interface StatisticsQuery {
  organId?: string;
  organRange?: number;
  startTime?: string;
  endTime?: string;
  startYear?: number;
  endYear?: number;
}

/** Filters checked and resolved: the chosen organisation (in the caller's scope) and an inclusive period. */
export interface ResolvedFilter {
  organId: string;
  range: 0 | 1;
  start?: Date;
  end?: Date;
  /** The same period as 'YYYY-MM' texts, for facts dated by month (duty declarations). */
  startMonth?: string;
  endMonth?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const CHINA_MS = 8 * 3_600_000;

/** 'YYYY-MM' of a moment in China time. */
export const chinaMonth = (d: Date) => new Date(d.getTime() + CHINA_MS).toISOString().slice(0, 7);

function timeOf(text: string, field: string, endOfDay: boolean): Date {
  const d = parseFilterTime(text);
  if (Number.isNaN(d.getTime())) throw badRequest(M.badField(field));
  // A calendar day alone as the end means the whole day.
  return endOfDay && DATE_ONLY.test(text.trim()) ? new Date(d.getTime() + 86_400_000 - 1) : d;
}

const yearStart = (year: number) => new Date(Date.UTC(year, 0, 1) - CHINA_MS);

function period(view: ViewDef, q: StatisticsQuery): Pick<ResolvedFilter, 'start' | 'end'> {
  if (view.yearly) {
    const { startYear, endYear } = q;
    if (startYear !== undefined && (startYear < 1900 || startYear > 2100)) throw badRequest(M.badField(M.startYear));
    if (endYear !== undefined && (endYear < 1900 || endYear > 2100)) throw badRequest(M.badField(M.endYear));
    if (startYear !== undefined && endYear !== undefined && startYear > endYear) throw badRequest(M.yearsReversed);
    return {
      start: startYear !== undefined ? yearStart(startYear) : undefined,
      end: endYear !== undefined ? new Date(yearStart(endYear + 1).getTime() - 1) : undefined,
    };
  }
  const start = q.startTime?.trim() ? timeOf(q.startTime, M.startTime, false) : undefined;
  const end = q.endTime?.trim() ? timeOf(q.endTime, M.endTime, true) : undefined;
  if (start && end && start > end) throw badRequest(M.timesReversed);
  return { start, end };
}

async function rootOrganId(db: Db): Promise<string> {
  const [root] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(isNull(organizations.parentId), eq(organizations.deleted, false)))
    .orderBy(asc(organizations.sort), asc(organizations.id))
    .limit(1);
  if (!root) throw notFound(M.organMissing);
  return root.id;
}

/**
 * Checks the filters of one view for one caller: the grant of the view's menu, the organisation (default the
 * caller's unit, the root for an administrator) inside the caller's scope, the dates or years.
 */
export async function resolveFilter(db: Db, user: SessionUser, view: ViewDef, q: StatisticsQuery): Promise<ResolvedFilter> {
  if (!user.grants.has(view.menuId)) throw forbidden(M.noGrant(view.title));
  const range = q.organRange === 0 ? 0 : 1;
  if (q.organRange !== undefined && q.organRange !== 0 && q.organRange !== 1) throw badRequest(M.badField(M.organRange));
  const { start, end } = period(view, q);
  const organId = q.organId?.trim() || (user.isAdmin ? await rootOrganId(db) : user.unitId);
  const [organ] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organId)).limit(1);
  if (!organ) throw notFound(M.organMissing);
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(organId)) throw forbidden(M.outOfScope);
  return {
    organId,
    range,
    start,
    end,
    startMonth: start ? chinaMonth(start) : undefined,
    endMonth: end ? chinaMonth(end) : undefined,
  };
}
