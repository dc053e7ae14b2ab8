/**
 * Messages of a task talk. Sending writes the message and one notice (category 'talk') for every other
 * participant in one transaction, then publishes the notices so they arrive live.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { TALK_CATEGORY } from '../../../src/constants/message-centre';
import { TALK_TEXT_MAX, TALK_TYPE, TaskTalkMessages as M, type TalkType } from '../../../src/constants/task-talk';
import type { Db } from '../../db/client';
import { mediaFiles, notices, taskFiles, taskTalkContents, taskTalks, taskTalkUsers, users } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { pageWindow, type PageArgs } from '../../http/paging';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { mediaUrl } from '../media-files';
import { talkFor, type Work } from './participants';

type Content = typeof taskTalkContents.$inferSelect;
interface FileInfo {
  fileName: string;
  mediaType: string;
  size: number;
}

/** Names and types of the files messages refer to: work attachments (type 2) and uploaded media (type 3). */
async function filesOf(db: Db, rows: Content[]): Promise<Map<string, FileInfo>> {
  const ids = (type: number) => [...new Set(rows.filter((r) => r.type === type && r.fileId).map((r) => r.fileId!))];
  const [attachments, media] = await Promise.all([
    ids(TALK_TYPE.file).length
      ? db.select({ id: taskFiles.id, fileName: taskFiles.fileName, mediaType: taskFiles.mediaType, size: taskFiles.size }).from(taskFiles).where(inArray(taskFiles.id, ids(TALK_TYPE.file)))
      : [],
    ids(TALK_TYPE.media).length
      ? db.select({ id: mediaFiles.id, fileName: mediaFiles.fileName, mediaType: mediaFiles.mediaType, size: mediaFiles.size }).from(mediaFiles).where(inArray(mediaFiles.id, ids(TALK_TYPE.media)))
      : [],
  ]);
  return new Map([...attachments, ...media].map(({ id, ...info }) => [id, info]));
}

const fileUrl = (type: number, fileId: string) => (type === TALK_TYPE.media ? mediaUrl(fileId) : `/api/myTask/file/download?id=${fileId}`);

function toRow(r: Content, work: Work, names: Map<string, string>, files: Map<string, FileInfo>, callerId: string) {
  const file = r.fileId ? files.get(r.fileId) : undefined;
  return {
    id: r.id,
    talkId: r.talkId,
    msgType: TALK_CATEGORY,
    type: r.type,
    content: r.text ?? '',
    subject: work.busiTypeName,
    taskId: work.id,
    taskName: work.title,
    userId: r.senderId,
    username: names.get(r.senderId) ?? r.senderId,
    fileId: r.fileId,
    fileName: file?.fileName ?? null,
    mediaType: file?.mediaType ?? null,
    fileSize: file?.size ?? null,
    fileUrl: r.fileId ? fileUrl(r.type, r.fileId) : null,
    createdAt: r.createdAt.toISOString(),
    mine: r.senderId === callerId,
  };
}

async function rowsOf(db: Db, rows: Content[], work: Work, callerId: string) {
  const senders = [...new Set(rows.map((r) => r.senderId))];
  const [people, files] = await Promise.all([senders.length ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, senders)) : [], filesOf(db, rows)]);
  const names = new Map(people.map((p) => [p.id, p.name]));
  return rows.map((r) => toRow(r, work, names, files, callerId));
}

/** A page of messages, newest first; reading it marks the talk read for the caller. */
export async function contentPage(db: Db, userId: string, q: PageArgs & { talkId: string }) {
  const { work } = await talkFor(db, userId, q.talkId);
  const { current, size, limit, offset } = pageWindow(q);
  const where = eq(taskTalkContents.talkId, q.talkId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(taskTalkContents).where(where),
    db.select().from(taskTalkContents).where(where).orderBy(desc(taskTalkContents.createdAt), desc(taskTalkContents.id)).limit(limit).offset(offset),
  ]);
  await db.update(taskTalkUsers).set({ lastReadAt: new Date() }).where(and(eq(taskTalkUsers.talkId, q.talkId), eq(taskTalkUsers.userId, userId)));
  // Reading the conversation reads the notices its messages sent the caller.
  await db
    .update(notices)
    .set({ visited: true })
    .where(and(eq(notices.receiverId, userId), eq(notices.category, TALK_CATEGORY), eq(notices.visited, false), sql`${notices.payload}->>'talkId' = ${q.talkId}`));
  return { current, size, total: Number(total), records: await rowsOf(db, rows, work, userId) };
}

export interface NewContent {
  talkId: string;
  type: TalkType;
  content?: string;
  fileId?: string;
}

/** Type 2 names an attachment of the same work; type 3 a picture or video the sender uploaded. */
async function checkedFile(db: Db, work: Work, senderId: string, input: NewContent): Promise<{ fileId: string | null; label: string | null }> {
  if (input.type === TALK_TYPE.text) return { fileId: null, label: null };
  if (!input.fileId) throw badRequest(M.noFile);
  if (input.type === TALK_TYPE.file) {
    const [file] = await db
      .select({ fileName: taskFiles.fileName })
      .from(taskFiles)
      .where(and(eq(taskFiles.id, input.fileId), eq(taskFiles.flowWorkId, work.id), eq(taskFiles.deleted, false)));
    if (!file) throw badRequest(M.fileNotFound);
    return { fileId: input.fileId, label: M.fileLabel(file.fileName) };
  }
  const [media] = await db.select({ fileName: mediaFiles.fileName }).from(mediaFiles).where(and(eq(mediaFiles.id, input.fileId), eq(mediaFiles.uploaderId, senderId)));
  if (!media) throw badRequest(M.fileNotFound);
  return { fileId: input.fileId, label: M.mediaLabel(media.fileName) };
}

export async function sendContent(db: Db, sender: { userId: string; name: string }, input: NewContent) {
  const { work } = await talkFor(db, sender.userId, input.talkId);
  const text = input.content?.trim() ?? '';
  if (input.type === TALK_TYPE.text && !text) throw badRequest(M.noText);
  if (text.length > TALK_TEXT_MAX) throw badRequest(M.textTooLong);
  const file = await checkedFile(db, work, sender.userId, input);
  const now = new Date();
  const row: Content = { id: randomUUID(), talkId: input.talkId, senderId: sender.userId, type: input.type, text: text || null, fileId: file.fileId, createdAt: now };
  const events = await db.transaction(async (tx) => {
    await tx.insert(taskTalkContents).values(row);
    await tx.update(taskTalks).set({ lastMessageAt: now }).where(eq(taskTalks.id, input.talkId));
    await tx.update(taskTalkUsers).set({ lastReadAt: now }).where(and(eq(taskTalkUsers.talkId, input.talkId), eq(taskTalkUsers.userId, sender.userId)));
    const others = await tx
      .select({ userId: taskTalkUsers.userId })
      .from(taskTalkUsers)
      .where(and(eq(taskTalkUsers.talkId, input.talkId), ne(taskTalkUsers.userId, sender.userId)));
    const noticeRows = others.map((o) => ({
      id: randomUUID(),
      receiverId: o.userId,
      senderId: sender.userId,
      title: M.noticeTitle(sender.name, work.title),
      content: [text, file.label].filter(Boolean).join('\n'),
      category: TALK_CATEGORY,
      busiTypeCode: work.busiTypeCode,
      busiTypeName: work.busiTypeName,
      busiInstId: work.busiInstId,
      flowWorkId: work.id,
      payload: { talkId: input.talkId, contentId: row.id, type: input.type, taskName: work.title, username: sender.name },
      visited: false,
      createdAt: now,
    }));
    if (noticeRows.length) await tx.insert(notices).values(noticeRows);
    return noticeRows.map((n): NoticeEvent => ({ ...n, createdAt: now.toISOString() }));
  });
  await publishNotices(events);
  const [message] = await rowsOf(db, [row], work, sender.userId);
  return message;
}
