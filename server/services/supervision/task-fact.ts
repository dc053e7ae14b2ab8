import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supervisionTasks as t } from '../../db/schema';
import { saveInspectionTaskFact } from '../statistics/fact-writes';
import { factOf } from './rules';

/** Writes the statistics fact of a task as it now stands, inside the caller's transaction. */
export async function writeTaskFact(db: Db, taskId: string): Promise<void> {
  const [task] = await db.select().from(t).where(eq(t.id, taskId));
  if (!task) return;
  await saveInspectionTaskFact(db, factOf(task));
}
