/** The caller's conversations and one conversation's participants. */
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flowWorks, organizations, taskTalkContents, taskTalks, taskTalkUsers, users } from '../../db/schema';
import { pageWindow, type PageArgs } from '../../http/paging';
import { openTalkOf, type Talk, type Work } from './participants';

export async function participantsOf(db: Db, talkId: string) {
  return db
    .select({ userId: users.id, username: users.name, organName: organizations.name })
    .from(taskTalkUsers)
    .innerJoin(users, eq(users.id, taskTalkUsers.userId))
    .leftJoin(organizations, eq(organizations.id, users.organId))
    .where(eq(taskTalkUsers.talkId, talkId))
    .orderBy(asc(taskTalkUsers.joinedAt), asc(users.name), asc(users.id));
}

const talkRow = (talk: Talk, work: Pick<Work, 'title' | 'busiTypeName' | 'busiTypeCode' | 'busiInstId'>) => ({
  id: talk.id,
  taskId: talk.flowWorkId,
  subject: work.busiTypeName,
  taskName: work.title,
  busiTypeCode: work.busiTypeCode,
  busiInstId: work.busiInstId,
  lastMessageAt: talk.lastMessageAt?.toISOString() ?? null,
});

/** Opens (or creates) the talk of a work for the caller, with who takes part. */
export async function openTalk(db: Db, userId: string, flowWorkId: string) {
  const { talk, work } = await openTalkOf(db, userId, flowWorkId);
  return { ...talkRow(talk, work), participants: await participantsOf(db, talk.id) };
}

const participantCounts = (db: Db, ids: string[]) =>
  db.select({ talkId: taskTalkUsers.talkId, n: count() }).from(taskTalkUsers).where(inArray(taskTalkUsers.talkId, ids)).groupBy(taskTalkUsers.talkId);

/** Messages of others newer than the caller's last read, per talk. */
const unreadCounts = (db: Db, userId: string, ids: string[]) =>
  db
    .select({ talkId: taskTalkContents.talkId, n: count() })
    .from(taskTalkContents)
    .innerJoin(taskTalkUsers, and(eq(taskTalkUsers.talkId, taskTalkContents.talkId), eq(taskTalkUsers.userId, userId)))
    .where(
      and(
        inArray(taskTalkContents.talkId, ids),
        ne(taskTalkContents.senderId, userId),
        or(isNull(taskTalkUsers.lastReadAt), gt(taskTalkContents.createdAt, taskTalkUsers.lastReadAt)),
      ),
    )
    .groupBy(taskTalkContents.talkId);

/** The caller's talks, newest message first, with the unread count (messages of others since they last read). */
export async function myTalks(db: Db, userId: string, q: PageArgs) {
  const { current, size, limit, offset } = pageWindow(q);
  const mine = eq(taskTalkUsers.userId, userId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(taskTalkUsers).where(mine),
    db
      .select({ talk: taskTalks, work: { title: flowWorks.title, busiTypeName: flowWorks.busiTypeName, busiTypeCode: flowWorks.busiTypeCode, busiInstId: flowWorks.busiInstId } })
      .from(taskTalkUsers)
      .innerJoin(taskTalks, eq(taskTalks.id, taskTalkUsers.talkId))
      .innerJoin(flowWorks, eq(flowWorks.id, taskTalks.flowWorkId))
      .where(mine)
      .orderBy(sql`${taskTalks.lastMessageAt} desc nulls last`, desc(taskTalks.createdAt), desc(taskTalks.id))
      .limit(limit)
      .offset(offset),
  ]);
  const ids = rows.map((r) => r.talk.id);
  const [people, unreadRows] = ids.length ? await Promise.all([participantCounts(db, ids), unreadCounts(db, userId, ids)]) : [[], []];
  const counts = new Map(people.map((p) => [p.talkId, Number(p.n)]));
  const unread = new Map(unreadRows.map((u) => [u.talkId, Number(u.n)]));
  return {
    current,
    size,
    total: Number(total),
    records: rows.map((r) => ({ ...talkRow(r.talk, r.work), unreadCount: unread.get(r.talk.id) ?? 0, participantCount: counts.get(r.talk.id) ?? 0 })),
  };
}
