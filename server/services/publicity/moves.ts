/**
 * 宣传审核: a draft is submitted for review; the reviewer approves it (published to its channels, each a public
 * service served, 公众服务统计 10500) or returns it with an opinion (a draft again, the author told). Each in one
 * transaction, at the version the caller read; the notices are published once it commits.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices, publicityContents as p } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { publicityMoves, type PublicityMove } from '../../../src/shared/publicity-rules';
import { optionLabel, PUBLICITY_SECTION_OPTIONS } from '../../../src/constants/options';
import { realClock, type Clock } from '../events-handovers/notify';
import { asDb } from '../flow-runtime/context';
import { scopeOf } from '../org-scope';
import { savePublicServiceFact } from '../statistics/fact-writes';

type Key = { id: string; version: number };
type Content = typeof p.$inferSelect;

const REFUSED: Record<'submit' | 'approve' | 'return', string> = { submit: '只有草稿可以提交审核', approve: '只有待审核的内容可以审核', return: '只有待审核的内容可以退回' };

async function locked(tx: Db, user: SessionUser, key: Key, move: 'submit' | 'approve' | 'return', section?: string): Promise<Content> {
  const [row] = await tx.select().from(p).where(and(eq(p.id, key.id), eq(p.deleted, false))).for('update');
  if (!row || (section && row.section !== section)) throw notFound('宣传内容不存在或已被删除');
  const scope = await scopeOf(tx, user);
  if (scope && !scope.includes(row.organId)) throw forbidden(move === 'submit' ? '只能提交本单位及下级单位的宣传内容' : '只能审核本单位及下级单位的宣传内容');
  if (row.version !== key.version) throw conflict();
  if (!publicityMoves(row.status).includes(move as PublicityMove)) throw conflict(REFUSED[move]);
  return row;
}

async function run(db: Db, user: SessionUser, key: Key, move: 'submit' | 'approve' | 'return', section: string | undefined, clock: Clock, work: (tx: Db, row: Content, events: NoticeEvent[]) => Promise<Partial<Content>>) {
  const events: NoticeEvent[] = [];
  await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const row = await locked(tx, user, key, move, section);
    const values = await work(tx, row, events);
    await tx.update(p).set({ ...values, updatedAt: clock.now, version: row.version + 1 }).where(eq(p.id, row.id));
  });
  await publishNotices(events);
}

/** Tells the author what became of their content (opens as a message: the opinion is in it). */
async function tellAuthor(tx: Db, row: Content, senderId: string, title: string, content: string, { now, newId }: Clock): Promise<NoticeEvent[]> {
  if (row.createdBy === senderId) return [];
  const notice = {
    id: newId(), receiverId: row.createdBy, senderId, title, content, category: 'task', templateCategory: 'task', busiTypeCode: 'xck', busiTypeName: '宣传库',
    taskId: null, busiInstId: row.id, payload: {}, visited: false, createdAt: now,
  };
  await tx.insert(notices).values(notice);
  return [{ ...notice, createdAt: now.toISOString() }];
}

/** 提交审核: a draft of the author's library screen goes to 宣传审核. */
export function submitPublicity(db: Db, user: SessionUser, key: Key, section: 'knowledge' | 'special', clock = realClock()) {
  return run(db, user, key, 'submit', section, clock, async (_tx, row) => {
    if (row.mediaType === 'article' && !row.body?.trim()) throw badRequest('正文不能为空');
    return { status: 'pending', submittedAt: clock.now, reviewOpinion: null };
  });
}

/** 审核通过: published to its channels at once, one public-service fact per channel. */
export function approvePublicity(db: Db, user: SessionUser, key: Key, clock = realClock()) {
  return run(db, user, key, 'approve', undefined, clock, async (tx, row, events) => {
    for (const channel of row.channels) {
      await savePublicServiceFact(tx, { id: `publicity-${row.id}-${channel}`, organId: row.organId, kind: 'publicity', channel: channel as 'app', title: `宣传发布：${row.title}`, participants: 1, occurredAt: clock.now });
    }
    const section = optionLabel(PUBLICITY_SECTION_OPTIONS, row.section);
    events.push(...(await tellAuthor(tx, row, user.userId, `宣传内容已发布：${row.title}`, `您提交的${section}内容“${row.title}”已审核通过并发布。`, clock)));
    return { status: 'published', reviewerId: user.userId, reviewedAt: clock.now, publishedAt: clock.now, reviewOpinion: null };
  });
}

/** 退回: a draft again with the reviewer's opinion; the author is told. */
export function returnPublicity(db: Db, user: SessionUser, input: Key & { reviewOpinion: string }, clock = realClock()) {
  return run(db, user, input, 'return', undefined, clock, async (tx, row, events) => {
    const opinion = input.reviewOpinion.trim();
    if (!opinion) throw badRequest('审核意见不能为空');
    const section = optionLabel(PUBLICITY_SECTION_OPTIONS, row.section);
    events.push(...(await tellAuthor(tx, row, user.userId, `宣传内容被退回：${row.title}`, `您提交的${section}内容“${row.title}”被退回，审核意见：${opinion}`, clock)));
    return { status: 'draft', reviewerId: user.userId, reviewedAt: clock.now, reviewOpinion: opinion };
  });
}
