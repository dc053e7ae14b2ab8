import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supervisionTasks as t } from '../../db/schema';
import type { SessionUser } from '../../http/route';
import { scopeOf } from '../org-scope';
import { brigadeOfficers } from '../supervision/pickers';

/** How many inspection tasks the 登记 picker lists (the newest checks first). */
const TASK_CHOICES = 100;

/** Checked tasks of the caller's scope that found hazards: what a sealing is opened from. */
async function hazardTasks(db: Db, user: SessionUser) {
  const scope = await scopeOf(db, user);
  const rows = await db
    .select({ id: t.id, unitName: t.unitName, checkDate: t.checkDate, hazards: t.hazards })
    .from(t)
    .where(and(eq(t.deleted, false), sql`jsonb_array_length(${t.hazards}) > 0`, scope ? inArray(t.organId, scope) : undefined))
    .orderBy(desc(t.checkedAt), desc(t.id))
    .limit(TASK_CHOICES);
  return rows.map((r) => ({ id: r.id, unitName: r.unitName, checkDate: r.checkDate ?? '', hazards: r.hazards.map((h) => h.description).join('；') }));
}

/** What the sealing forms choose from: the tasks that found hazards, the officers of the caller's unit (复查). */
export async function sealFormOptions(db: Db, user: SessionUser) {
  return { tasks: await hazardTasks(db, user), officers: await brigadeOfficers(db, user) };
}
