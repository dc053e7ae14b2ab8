import { and, count, desc, eq, gte, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';
import { QA_STATISTICS_TOP } from '../../../src/constants/smart-service';
import type { Db } from '../../db/client';
import { qaAsks, qaCategories, qaEntries } from '../../db/schema';

export interface QaPeriod {
  from: Date;
  to: Date;
}

/** 客服统计 (8820): what was asked in a period, what answered it, and what went unanswered. */
export async function qaStatistics(db: Db, { from, to }: QaPeriod) {
  const inPeriod = and(gte(qaAsks.createdAt, from), lt(qaAsks.createdAt, to));
  const [totals] = await db
    .select({ total: count(), answered: sql<number>`count(${qaAsks.entryId})::int` })
    .from(qaAsks)
    .where(inPeriod);
  const entries = await db
    .select({ entryId: qaEntries.id, question: qaEntries.question, categoryName: qaCategories.name, hits: count() })
    .from(qaAsks)
    .innerJoin(qaEntries, eq(qaEntries.id, qaAsks.entryId))
    .leftJoin(qaCategories, eq(qaCategories.id, qaEntries.categoryId))
    .where(and(inPeriod, isNotNull(qaAsks.entryId)))
    .groupBy(qaEntries.id, qaEntries.question, qaCategories.name)
    .orderBy(desc(count()), qaEntries.question)
    .limit(QA_STATISTICS_TOP);
  const categories = await db
    .select({ categoryId: qaCategories.id, name: qaCategories.name, hits: count() })
    .from(qaAsks)
    .innerJoin(qaEntries, eq(qaEntries.id, qaAsks.entryId))
    .innerJoin(qaCategories, eq(qaCategories.id, qaEntries.categoryId))
    .where(inPeriod)
    .groupBy(qaCategories.id, qaCategories.name)
    .orderBy(desc(count()), qaCategories.name)
    .limit(QA_STATISTICS_TOP);
  const lastAsked = max(qaAsks.createdAt);
  const misses = await db
    .select({ question: qaAsks.question, times: count(), lastAskedAt: lastAsked })
    .from(qaAsks)
    .where(and(inPeriod, isNull(qaAsks.entryId)))
    .groupBy(qaAsks.question)
    .orderBy(desc(count()), desc(lastAsked))
    .limit(QA_STATISTICS_TOP);
  const answered = Number(totals.answered);
  return {
    total: totals.total,
    answered,
    unanswered: totals.total - answered,
    entries,
    categories,
    misses: misses.map((m) => ({ ...m, lastAskedAt: m.lastAskedAt ? new Date(m.lastAskedAt).toISOString() : '' })),
  };
}
