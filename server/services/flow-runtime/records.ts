/** The rows one move writes besides the work itself: task list, circulation record and notices. */
import { and, eq, inArray } from 'drizzle-orm';
import { FLOW_MOVE_NAMES, START_STEP_NAME } from '../../../src/constants/flow-runtime';
import type { FlowMove } from '../../../src/machines/approval-flow/types';
import type { Db } from '../../db/client';
import { flowCirculations, flowWorks, notices, organizations, todoTasks, users, type FlowStep } from '../../db/schema';
import type { NoticeEvent } from '../../notice/bus';
import type { Clock } from './context';

type Work = typeof flowWorks.$inferSelect;
const HOUR_MS = 3_600_000;

export interface Person {
  userId: string;
  name: string;
  unitId: string | null;
  unitName: string | null;
}

export async function personOf(db: Db, userId: string): Promise<Person> {
  const [row] = await db
    .select({ userId: users.id, name: users.name, unitId: users.organId, unitName: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organId))
    .where(eq(users.id, userId));
  return row ?? { userId, name: userId, unitId: null, unitName: null };
}

/**
 * Ends the work's pending tasks: the actor's as done with the action and opinion, anyone else's (a
 * receiver whose work was revoked) as cancelled. Returns who lost a pending task.
 */
export async function closeTasks(db: Db, clock: Clock, workId: string, actorId: string, move: FlowMove, opinion: string | null): Promise<string[]> {
  const pending = and(eq(todoTasks.flowWorkId, workId), eq(todoTasks.status, 'pending'));
  await db
    .update(todoTasks)
    .set({ status: 'done', approveAction: move, approveContent: opinion, approvalTime: clock.now, finishedAt: clock.now })
    .where(and(pending, eq(todoTasks.assigneeId, actorId)));
  const cancelled = await db.update(todoTasks).set({ status: 'cancelled', finishedAt: clock.now }).where(pending).returning({ assigneeId: todoTasks.assigneeId });
  return [...new Set(cancelled.map((r) => r.assigneeId))];
}

/** A pending task for the person who now holds the work; due after the step's time limit. */
export async function openTask(db: Db, clock: Clock, work: Work, step: FlowStep, receiver: Person, sender: Person, comment: string | null): Promise<string> {
  const id = clock.newId('task');
  await db.insert(todoTasks).values({
    id,
    flowWorkId: work.id,
    busiTypeCode: work.busiTypeCode,
    busiTypeName: work.busiTypeName,
    busiInstId: work.busiInstId,
    title: work.title,
    stepKey: step.key,
    stepName: step.name,
    assigneeId: receiver.userId,
    receiveOrganId: receiver.unitId,
    senderId: sender.userId,
    sendOrganId: sender.unitId,
    sendComment: comment,
    status: 'pending',
    receivedAt: clock.now,
    dueAt: step.timeLimitHours ? new Date(clock.now.getTime() + step.timeLimitHours * HOUR_MS) : null,
  });
  return id;
}

export async function writeCirculation(
  db: Db,
  clock: Clock,
  entry: { workId: string; move: FlowMove; step: FlowStep | undefined; actor: Person; target: Person | null; comment: string | null },
): Promise<void> {
  await db.insert(flowCirculations).values({
    id: clock.newId('circulation'),
    flowWorkId: entry.workId,
    move: entry.move,
    stepKey: entry.step?.key ?? null,
    stepName: entry.step?.name ?? START_STEP_NAME,
    sourceUnitId: entry.actor.unitId,
    sourceUnitName: entry.actor.unitName,
    userId: entry.actor.userId,
    username: entry.actor.name,
    sendTime: clock.now,
    targetUnitId: entry.target?.unitId ?? null,
    targetUnitName: entry.target?.unitName ?? null,
    targetUserId: entry.target?.userId ?? null,
    targetUserName: entry.target?.name ?? null,
    comment: entry.comment,
  });
}

export interface NoticeDraft {
  receiverId: string;
  title: string;
  content: string;
  taskId: string | null;
  hasNextTask: boolean;
}

/** Notices of one move (category 'flow'), returned as the events to publish once the transaction committed. */
export async function writeNotices(db: Db, clock: Clock, work: Work, move: FlowMove, senderId: string, drafts: NoticeDraft[]): Promise<NoticeEvent[]> {
  if (!drafts.length) return [];
  const rows = drafts.map((d) => ({
    id: clock.newId('notice'),
    receiverId: d.receiverId,
    senderId,
    title: d.title,
    content: d.content,
    category: 'flow',
    templateCategory: 'approval',
    busiTypeCode: work.busiTypeCode,
    busiTypeName: work.busiTypeName,
    taskId: d.taskId,
    busiInstId: work.busiInstId,
    flowWorkId: work.id,
    payload: { approveAction: move, approveActionName: FLOW_MOVE_NAMES[move], hasNextTask: d.hasNextTask },
    visited: false,
    createdAt: clock.now,
  }));
  await db.insert(notices).values(rows);
  // The spec's notification message carries approveAction and hasNextTask at the top level too.
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), approveAction: move, hasNextTask: r.payload.hasNextTask }));
}

/** Names of users by id, for lists. */
export async function namesOf(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
