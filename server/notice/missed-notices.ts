import { and, desc, eq, gt } from 'drizzle-orm';
import { NOTICE_REPLAY_MAX } from '../../src/constants/notice';
import type { Db } from '../db/client';
import { notices } from '../db/schema';
import type { NoticeEvent } from './bus';

/**
 * The receiver's unread notices written after `since` (the newest one its socket had), oldest first: what a
 * socket that was down missed. At most NOTICE_REPLAY_MAX, the newest of them.
 */
export async function missedNotices(db: Db, receiverId: string, since: Date): Promise<NoticeEvent[]> {
  const rows = await db
    .select()
    .from(notices)
    .where(and(eq(notices.receiverId, receiverId), eq(notices.visited, false), eq(notices.deleted, false), gt(notices.createdAt, since)))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(NOTICE_REPLAY_MAX);
  return rows.reverse().map(({ createdAt, payload, ...row }) => ({ ...row, payload: (payload ?? null) as NoticeEvent['payload'], createdAt: createdAt.toISOString() }));
}
