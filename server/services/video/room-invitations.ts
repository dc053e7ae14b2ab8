/** What a room is about (its subject's name) and the invitation notices its invitees receive. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { VIDEO_NOTICE_CATEGORY, VideoMessages as M, type VideoSubjectType } from '../../../src/constants/video';
import type { Db } from '../../db/client';
import { flowWorks, notices, users } from '../../db/schema';
import { notFound } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import type { NoticeEvent } from '../../notice/bus';

/** The task's title or the officer's name; 404 when the subject does not exist. */
export async function subjectTitle(db: Db, type: VideoSubjectType, id: string): Promise<string> {
  if (type === 'task') {
    const [work] = await db.select({ title: flowWorks.title }).from(flowWorks).where(eq(flowWorks.id, id));
    if (!work) throw notFound(M.taskNotFound);
    return work.title;
  }
  const [officer] = await db.select({ name: users.name }).from(users).where(and(eq(users.id, id), eq(users.deleted, false)));
  if (!officer) throw notFound(M.officerNotFound);
  return officer.name;
}

interface Invitation {
  roomId: string;
  creator: Pick<SessionUser, 'userId' | 'name'>;
  subject: string;
  receivers: string[];
  now: Date;
}

/** Writes one notice per invitee (category video, taskId the room) and returns them for publishing after the commit. */
export async function invitationNotices(tx: Db, inv: Invitation): Promise<NoticeEvent[]> {
  const rows = inv.receivers.map((receiverId) => ({
    id: randomUUID(),
    receiverId,
    senderId: inv.creator.userId,
    title: M.noticeTitle(inv.creator.name, inv.subject),
    content: M.noticeContent,
    category: VIDEO_NOTICE_CATEGORY,
    taskId: inv.roomId,
    payload: { roomId: inv.roomId, creatorName: inv.creator.name },
    visited: false,
    createdAt: inv.now,
  }));
  if (rows.length) await tx.insert(notices).values(rows);
  return rows.map((n): NoticeEvent => ({ ...n, createdAt: inv.now.toISOString() }));
}
