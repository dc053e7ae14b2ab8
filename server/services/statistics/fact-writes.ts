import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inspectionTasks } from '../../db/schema';

/** One inspection task's fact row (the task's id is the fact's id). */
export type InspectionTaskFact = typeof inspectionTasks.$inferInsert;

/**
 * The only way business code writes an inspection task's fact: inside the caller's transaction, so the
 * statistics move exactly when the work is saved and never when it is rolled back. Saving again with
 * the same id replaces the fact (a task checked after it was first written as pending).
 */
export async function saveInspectionTaskFact(db: Db, fact: InspectionTaskFact): Promise<void> {
  const { id: _id, ...rest } = fact;
  await db.insert(inspectionTasks).values(fact).onConflictDoUpdate({ target: inspectionTasks.id, set: rest });
}

/** Removes a task's fact (the task itself was removed). */
export async function removeInspectionTaskFact(db: Db, id: string): Promise<void> {
  await db.delete(inspectionTasks).where(eq(inspectionTasks.id, id));
}
