/**
 * 个人履职汇总: the approved declarations of the caller's organisation scope, one row per person and period,
 * with the points of work (grgz), duty (grlz) and approved appeals (grss).
 */
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dutyDeclarations, flowWorks, organizations, users } from '../db/schema';
import { pageWindow, type PageArgs } from '../http/paging';
import type { SessionUser } from '../http/route';
import { workOf } from './business-flow';
import { escapeLike } from './like';
import { organFilter } from './org-scope';

export interface DutySummaryFilter extends PageArgs {
  period?: string;
  organId?: string;
  userName?: string;
}

const t = dutyDeclarations;
const pointsOf = (kind: string) => sql<number>`coalesce(sum(${t.score}) filter (where ${t.kind} = ${kind}), 0)`.mapWith(Number);

async function conditions(db: Db, user: SessionUser, f: DutySummaryFilter): Promise<SQL[]> {
  // Approved: the flow ended with its last approval (the work's phase, copied from the machine).
  const where: SQL[] = [eq(t.deleted, false), eq(flowWorks.phase, 'approved')];
  const organs = await organFilter(db, user, f.organId?.trim() || undefined);
  if (organs) where.push(organs.length ? inArray(t.organId, organs) : sql`false`);
  if (f.period?.trim()) where.push(eq(t.period, f.period.trim()));
  if (f.userName?.trim()) where.push(ilike(users.name, `%${escapeLike(f.userName.trim())}%`));
  return where;
}

function grouped(db: Db, where: SQL | undefined) {
  return db
    .select({
      userId: t.userId,
      userName: users.name,
      organId: t.organId,
      organName: organizations.name,
      period: t.period,
      workScore: pointsOf('grgz'),
      dutyScore: pointsOf('grlz'),
      appealScore: pointsOf('grss'),
      totalScore: sql<number>`coalesce(sum(${t.score}), 0)`.mapWith(Number),
      declarationCount: count(),
    })
    .from(t)
    .innerJoin(flowWorks, workOf(t.kind, t.id))
    .leftJoin(users, eq(users.id, t.userId))
    .leftJoin(organizations, eq(organizations.id, t.organId))
    .where(where)
    .groupBy(t.userId, users.name, t.organId, organizations.name, organizations.sort, t.period);
}

export async function dutySummaryPage(db: Db, user: SessionUser, f: DutySummaryFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where = and(...(await conditions(db, user, f)));
  const [{ total }] = await db.select({ total: count() }).from(grouped(db, where).as('groups'));
  const rows = await grouped(db, where).orderBy(desc(t.period), asc(organizations.sort), asc(users.name), asc(t.userId)).limit(limit).offset(offset);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const records = rows.map((r) => ({
    ...r,
    id: `${r.userId}:${r.period}`,
    workScore: round2(r.workScore),
    dutyScore: round2(r.dutyScore),
    appealScore: round2(r.appealScore),
    totalScore: round2(r.totalScore),
    declarationCount: Number(r.declarationCount),
  }));
  return { current, size, total: Number(total), records };
}
