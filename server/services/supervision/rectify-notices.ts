/** 责令立即改正通知书 and 责令限期改正通知书 of a check: numbered without gaps, the 限期 deadline in working days. */
import type { Static, TObject } from '@sinclair/typebox';
import { randomUUID } from 'node:crypto';
import { RECTIFY_NOTICE_PREFIX, type RectifyNoticeKind } from '../../../src/constants/rectify-notices';
import type { DEADLINE_NOTICE_FIELDS } from '../../../src/shared/supervision-inputs';
import type { Db } from '../../db/client';
import { rectifyNotices, supervisionTasks as t } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../http/route';
import { supervisionTask, type SupervisionTaskRow } from '../../entities/supervision-task.entity';
import { asDb } from '../flow-runtime/context';
import { workingDeadline } from '../working-days';
import { nextSeq } from '../writ-issue';
import { chinaYear, writNumber } from '../writ-text';
import { lockedForMove, type SupervisionTask } from './task-access';

export type DeadlineNoticeInput = Static<TObject<typeof DEADLINE_NOTICE_FIELDS>> & { id: string; version: number };

/**
 * Issues a notice of a checked task inside the caller's transaction: the next number of its prefix and year
 * (the counter row stays locked until the transaction ends, so concurrent issues wait and a rollback gives
 * the number back) and, for 限期改正, the deadline N working days after `now`.
 */
export async function issueNotice(tx: Db, task: SupervisionTask, kind: RectifyNoticeKind, issuedBy: string, now: Date, rectifyWorkingDays?: number, newId: () => string = randomUUID) {
  const prefix = RECTIFY_NOTICE_PREFIX[kind];
  const year = chinaYear(now);
  const documentNumber = writNumber(prefix, year, await nextSeq(tx, prefix, year));
  const deadline = kind === 'deadline' && rectifyWorkingDays ? await workingDeadline(tx, now, rectifyWorkingDays) : null;
  const row = {
    id: newId(), taskId: task.id, organId: task.organId, kind, documentNumber, hazards: task.hazards, deadline,
    rectifyWorkingDays: deadline ? rectifyWorkingDays! : null, issuedBy, issuedAt: now, createdAt: now,
  };
  await tx.insert(rectifyNotices).values(row);
  return row;
}

/** 签发责令限期改正通知书: by one of the task's officers, once, after a 限期改正 check. */
export async function issueDeadlineNotice(db: Db, user: SessionUser, input: DeadlineNoticeInput, now = new Date(), newId: () => string = randomUUID): Promise<SupervisionTaskRow> {
  await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const { task } = await lockedForMove(tx, user, input.id, input.version, 'issueDeadlineNotice');
    await issueNotice(tx, task, 'deadline', user.userId, now, input.rectifyWorkingDays, newId);
    await tx.update(t).set({ version: task.version + 1, updatedAt: now }).where(eq(t.id, task.id));
  });
  return supervisionTask.ops.detail(db, user, input.id);
}
