/**
 * Who takes part in a work's conversation: the people on the work — its starter, the holders of its steps,
 * its current assignee and everyone who received it (a revoked hand-over excepted). Opening the talk adds
 * newcomers; nobody is removed, so a person keeps the history they took part in.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { TaskTalkMessages as M } from '../../../src/constants/task-talk';
import type { Db } from '../../db/client';
import { flowWorks, taskTalks, taskTalkUsers, todoTasks } from '../../db/schema';
import { forbidden, notFound } from '../../http/envelope';
import { FlowMessages } from '../flow-runtime/context';

export type Work = typeof flowWorks.$inferSelect;
export type Talk = typeof taskTalks.$inferSelect;

export async function workOf(db: Db, flowWorkId: string): Promise<Work> {
  const [work] = await db.select().from(flowWorks).where(eq(flowWorks.id, flowWorkId));
  if (!work) throw notFound(FlowMessages.notFound);
  return work;
}

export async function peopleOnWork(db: Db, work: Work): Promise<string[]> {
  const received = await db
    .select({ userId: todoTasks.assigneeId })
    .from(todoTasks)
    .where(and(eq(todoTasks.flowWorkId, work.id), ne(todoTasks.status, 'cancelled')));
  const holders = Object.values(work.state.context.holders ?? {});
  return [...new Set([work.starterId, ...holders, work.assigneeId, ...received.map((r) => r.userId)].filter((id): id is string => Boolean(id)))];
}

export async function isParticipant(db: Db, talkId: string, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: taskTalkUsers.userId }).from(taskTalkUsers).where(and(eq(taskTalkUsers.talkId, talkId), eq(taskTalkUsers.userId, userId)));
  return Boolean(row);
}

/** Whether `userId` may take part in the work's talk: they are on the work, or already took part in it. */
export async function mayTalk(db: Db, userId: string, work: Work): Promise<boolean> {
  if ((await peopleOnWork(db, work)).includes(userId)) return true;
  const [talk] = await db.select({ id: taskTalks.id }).from(taskTalks).where(eq(taskTalks.flowWorkId, work.id));
  return talk ? isParticipant(db, talk.id, userId) : false;
}

/** The talk of a work, created on first use, with its participants brought up to date; the caller must be on the work. */
export async function openTalkOf(db: Db, userId: string, flowWorkId: string): Promise<{ talk: Talk; work: Work }> {
  const work = await workOf(db, flowWorkId);
  const people = await peopleOnWork(db, work);
  return db.transaction(async (tx) => {
    await tx.insert(taskTalks).values({ id: randomUUID(), flowWorkId, createdAt: new Date() }).onConflictDoNothing({ target: taskTalks.flowWorkId });
    const [talk] = await tx.select().from(taskTalks).where(eq(taskTalks.flowWorkId, flowWorkId));
    if (!people.includes(userId) && !(await isParticipant(tx as unknown as Db, talk.id, userId))) throw forbidden(M.notOnWork);
    const now = new Date();
    await tx
      .insert(taskTalkUsers)
      .values(people.map((id) => ({ talkId: talk.id, userId: id, joinedAt: now })))
      .onConflictDoNothing();
    return { talk, work };
  });
}

/** A talk the caller takes part in (403 for anyone else). */
export async function talkFor(db: Db, userId: string, talkId: string): Promise<{ talk: Talk; work: Work }> {
  const [talk] = await db.select().from(taskTalks).where(eq(taskTalks.id, talkId));
  if (!talk) throw notFound(M.talkNotFound);
  if (!(await isParticipant(db, talkId, userId))) throw forbidden(M.notParticipant);
  return { talk, work: await workOf(db, talk.flowWorkId) };
}
