import { eq } from 'drizzle-orm';
import { supervisionTasks as t } from '../../db/schema';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/route';
import type { EntityInput } from '../../entity/define-entity';
import type { WriteMoment } from '../../entity/operations';
import { supervisionTask, type SupervisionTaskRow } from '../../entities/supervision-task.entity';

/**
 * Dispatches an inspection task made by another record (a draw, a campaign, a complaint, an event, a
 * handover, an appointment) and links it back by `sourceRef`. Callers pass their transaction: the task and
 * the record that made it are written together or not at all. The link is not an input of /supervision/add,
 * so no caller can claim a task came from a record it did not.
 */
export async function dispatchTaskFrom(tx: Db, user: SessionUser, input: EntityInput<typeof supervisionTask>, sourceRef: string, at?: WriteMoment): Promise<SupervisionTaskRow> {
  const added = await supervisionTask.ops.add(tx, user, input, undefined, at);
  await tx.update(t).set({ sourceRef }).where(eq(t.id, added.id));
  return { ...added, sourceRef };
}
