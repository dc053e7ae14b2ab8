import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caseCauses, supervisionTasks as t } from '../../db/schema';
import type { SessionUser } from '../../http/route';
import { scopeOf } from '../org-scope';

/** How many referrals the 立案 picker lists (the newest first). */
const REFERRAL_CHOICES = 100;

/** Tasks of the caller's scope whose check referred their hazards for penalty and that no live case was opened from. */
export async function referralChoices(db: Db, user: SessionUser) {
  const scope = await scopeOf(db, user);
  const rows = await db
    .select({ id: t.id, unitName: t.unitName, checkDate: t.checkDate, hazards: t.hazards, causeId: t.causeId })
    .from(t)
    .where(and(
      eq(t.deleted, false), eq(t.checkResult, 'referral'), scope ? inArray(t.organId, scope) : undefined,
      sql`not exists (select 1 from penalty_cases pc where pc.source_task_id = ${t.id} and pc.deleted = false)`,
    ))
    .orderBy(desc(t.checkedAt))
    .limit(REFERRAL_CHOICES);
  return rows.map((r) => ({ ...r, checkDate: r.checkDate ?? '', hazards: r.hazards.map((h) => h.description).join('；') }));
}

/** What the 立案 form chooses from: the open referrals and the case causes of 案由设置. */
export async function caseFormOptions(db: Db, user: SessionUser) {
  const causes = await db.select({ id: caseCauses.id, name: caseCauses.name }).from(caseCauses).orderBy(asc(caseCauses.code));
  return { referrals: await referralChoices(db, user), causes };
}
