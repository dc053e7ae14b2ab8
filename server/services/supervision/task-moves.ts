/** 接收 and 办结 of an inspection task: plain moves of its two officers (the pure rules decide when). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supervisionTasks as t } from '../../db/schema';
import type { SessionUser } from '../../http/route';
import { supervisionTask, type SupervisionTaskRow } from '../../entities/supervision-task.entity';
import { asDb } from '../flow-runtime/context';
import type { TaskMove } from './rules';
import { lockedForMove } from './task-access';
import { writeTaskFact } from './task-fact';

async function move(db: Db, user: SessionUser, input: { id: string; version: number }, which: TaskMove & ('accept' | 'close'), now: Date): Promise<SupervisionTaskRow> {
  await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const { task, status } = await lockedForMove(tx, user, input.id, input.version, which);
    await tx
      .update(t)
      .set({ status, ...(which === 'close' ? { closedAt: now } : {}), updatedAt: now, version: task.version + 1 })
      .where(eq(t.id, task.id));
    await writeTaskFact(tx, task.id);
  });
  return supervisionTask.ops.detail(db, user, input.id);
}

export const acceptTask = (db: Db, user: SessionUser, input: { id: string; version: number }, now = new Date()) => move(db, user, input, 'accept', now);
export const closeTask = (db: Db, user: SessionUser, input: { id: string; version: number }, now = new Date()) => move(db, user, input, 'close', now);
