/** A campaign's progress, counted from the tasks it dispatched (supervision_tasks by sourceRef), never stored. */
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supervisionTasks as t } from '../../db/schema';

export interface CampaignProgress {
  total: number;
  checked: number;
  qualified: number;
  overdue: number;
}

const none = (): CampaignProgress => ({ total: 0, checked: 0, qualified: 0, overdue: 0 });

/** One query for every campaign of a page, in the order of `ids`. */
export async function campaignProgress(db: Db, ids: readonly string[]): Promise<CampaignProgress[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      ref: t.sourceRef,
      total: count(),
      checked: count(t.checkResult),
      qualified: sql<number>`count(*) filter (where ${t.checkResult} = 'qualified')`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${t.overdue})`.mapWith(Number),
    })
    .from(t)
    .where(and(eq(t.deleted, false), eq(t.source, 'campaign'), isNotNull(t.sourceRef), inArray(t.sourceRef, [...ids])))
    .groupBy(t.sourceRef);
  const byRef = new Map(rows.map((r) => [r.ref, { total: r.total, checked: r.checked, qualified: r.qualified, overdue: r.overdue }]));
  return ids.map((id) => byRef.get(id) ?? none());
}
