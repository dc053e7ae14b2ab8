/**
 * 发送消息 and 转发: the sender's copy (notice_sends) and one notice per receiver, written in one
 * transaction and published on the notice bus once it committed.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { forwardContent, forwardTitle, MESSAGE_CATEGORY, MessageCentreMessages as M } from '../../../src/constants/message-centre';
import type { Db } from '../../db/client';
import { notices, noticeSends } from '../../db/schema';
import { notFound } from '../../http/envelope';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { compose, type Composition } from './compose';
import { resolveReceivers, type ReceiverChoice } from './receivers';

type NoticeRow = typeof notices.$inferInsert;
/** What a forwarded notice keeps of its original: the business it links to. */
type BusinessLink = Pick<NoticeRow, 'templateCategory' | 'busiTypeCode' | 'busiTypeName' | 'taskId' | 'busiInstId' | 'flowWorkId' | 'payload'>;

export interface SentResult {
  id: string;
  receiverCount: number;
}

interface Outgoing {
  senderId: string;
  title: string;
  content: string;
  templateId: string | null;
  forwardOf: string | null;
  link: BusinessLink;
}

const toEvent = (row: NoticeRow & { createdAt: Date }): NoticeEvent => ({
  id: row.id,
  receiverId: row.receiverId,
  title: row.title,
  content: row.content,
  category: row.category,
  templateCategory: row.templateCategory,
  busiTypeCode: row.busiTypeCode,
  busiTypeName: row.busiTypeName,
  taskId: row.taskId,
  busiInstId: row.busiInstId,
  flowWorkId: row.flowWorkId,
  payload: (row.payload as Record<string, unknown> | null) ?? null,
  createdAt: row.createdAt.toISOString(),
  visited: false,
});

async function deliver(db: Db, out: Outgoing, choice: ReceiverChoice): Promise<SentResult> {
  const receivers = await resolveReceivers(db, out.senderId, choice);
  const id = randomUUID();
  const now = new Date();
  const rows = receivers.ids.map((receiverId) => ({
    id: randomUUID(),
    receiverId,
    senderId: out.senderId,
    title: out.title,
    content: out.content,
    category: MESSAGE_CATEGORY,
    sendId: id,
    visited: false,
    createdAt: now,
    ...out.link,
  }));
  await db.transaction(async (tx) => {
    await tx.insert(noticeSends).values({
      id,
      senderId: out.senderId,
      title: out.title,
      content: out.content,
      category: MESSAGE_CATEGORY,
      templateId: out.templateId,
      forwardOf: out.forwardOf,
      receiverCount: rows.length,
      receiverNames: receivers.names,
      createdAt: now,
    });
    await tx.insert(notices).values(rows);
  });
  await publishNotices(rows.map(toEvent));
  return { id, receiverCount: rows.length };
}

export async function sendMessage(db: Db, senderId: string, input: Composition & ReceiverChoice): Promise<SentResult> {
  const composed = await compose(db, input);
  return deliver(
    db,
    { senderId, title: composed.title, content: composed.content, templateId: composed.templateId, forwardOf: null, link: { templateCategory: composed.templateCategory } },
    input,
  );
}

/** Forwards a notice the caller received, or a message the caller sent, keeping its business link. */
export async function forwardMessage(db: Db, senderId: string, input: ReceiverChoice & { id: string; comment?: string }): Promise<SentResult> {
  const [received] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, input.id), eq(notices.receiverId, senderId), eq(notices.deleted, false)));
  const [sent] = received
    ? []
    : await db
        .select()
        .from(noticeSends)
        .where(and(eq(noticeSends.id, input.id), eq(noticeSends.senderId, senderId), eq(noticeSends.deleted, false)));
  const source = received ?? sent;
  if (!source) throw notFound(M.notFound);
  const link: BusinessLink = received
    ? {
        templateCategory: received.templateCategory,
        busiTypeCode: received.busiTypeCode,
        busiTypeName: received.busiTypeName,
        taskId: received.taskId,
        busiInstId: received.busiInstId,
        flowWorkId: received.flowWorkId,
        payload: received.payload,
      }
    : {};
  const out = { senderId, title: forwardTitle(source.title), content: forwardContent(input.comment?.trim() ?? '', source.content), templateId: null, forwardOf: source.id, link };
  return deliver(db, out, input);
}
