/**
 * The moves of a training session: 培训登记 (each invited unit's attendance; the session counts as a public service
 * served, 公众服务统计 10500), 办结 and 取消. Each in one transaction, at the version the caller read.
 */
import { and, eq } from 'drizzle-orm';
import type { Static, TObject } from '@sinclair/typebox';
import type { Db } from '../../db/client';
import { trainingSessions as s } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { trainingSession, type TrainingSessionRow } from '../../entities/training-session.entity';
import { attendanceProblem, trainingMoves, type CANCEL_TRAINING_FIELDS, type HOLD_TRAINING_FIELDS, type TrainingMove } from '../../../src/shared/training-rules';
import { asDb } from '../flow-runtime/context';
import { scopeOf } from '../org-scope';
import { savePublicServiceFact } from '../statistics/fact-writes';

type Key = { id: string; version: number };
export type HoldTrainingInput = Static<TObject<typeof HOLD_TRAINING_FIELDS>> & Key;
export type CancelTrainingInput = Static<TObject<typeof CANCEL_TRAINING_FIELDS>> & Key;
type Session = typeof s.$inferSelect;

const REFUSED: Record<TrainingMove, string> = { edit: '该培训任务不能修改', hold: '只有待培训的任务可以登记培训', close: '只有已培训的任务可以办结', cancel: '只有待培训的任务可以取消' };

/** The session locked for a move: in the caller's scope, at the version read, in a state for the move. */
async function locked(tx: Db, user: SessionUser, key: Key, move: TrainingMove): Promise<Session> {
  const [row] = await tx.select().from(s).where(and(eq(s.id, key.id), eq(s.deleted, false))).for('update');
  if (!row) throw notFound('培训任务不存在或已被删除');
  const scope = await scopeOf(tx, user);
  if (scope && !scope.includes(row.organId)) throw forbidden('只能办理本单位及下级单位的培训任务');
  if (row.version !== key.version) throw conflict();
  if (!trainingMoves(row.status).includes(move)) throw conflict(REFUSED[move]);
  return row;
}

async function run(db: Db, user: SessionUser, key: Key, move: TrainingMove, now: Date, work: (tx: Db, row: Session) => Promise<Partial<Session>>): Promise<TrainingSessionRow> {
  await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const row = await locked(tx, user, key, move);
    const values = await work(tx, row);
    await tx.update(s).set({ ...values, updatedAt: now, version: row.version + 1 }).where(eq(s.id, row.id));
  });
  return trainingSession.ops.detail(db, user, key.id);
}

/** 培训登记: the session was held; every invited unit's attendance is recorded and the service is counted. */
export function holdTraining(db: Db, user: SessionUser, input: HoldTrainingInput, now = new Date()) {
  return run(db, user, input, 'hold', now, async (tx, row) => {
    const problem = attendanceProblem(row.unitIds, input.attendance);
    if (problem) throw badRequest(problem);
    const attendance = input.attendance.map((a) => ({ companyId: a.companyId, attendees: a.attendees }));
    await savePublicServiceFact(tx, {
      id: `training-${row.id}`, organId: row.organId, kind: 'training', channel: 'offline', title: `消防培训：${row.topic}`,
      participants: attendance.reduce((n, a) => n + a.attendees, 0), occurredAt: now,
    });
    return { status: 'held', attendance, heldAt: now };
  });
}

/** 办结: the held session is closed (its record complete). */
export function closeTraining(db: Db, user: SessionUser, input: Key, now = new Date()) {
  return run(db, user, input, 'close', now, async () => ({ status: 'closed', closedAt: now }));
}

/** 取消: a planned session will not be held, with the reason. */
export function cancelTraining(db: Db, user: SessionUser, input: CancelTrainingInput, now = new Date()) {
  return run(db, user, input, 'cancel', now, async () => {
    const reason = input.cancelReason.trim();
    if (!reason) throw badRequest('取消原因不能为空');
    return { status: 'cancelled', cancelReason: reason };
  });
}
