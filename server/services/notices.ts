import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notices, users } from '../db/schema';
import { messageWhere, type MessageFilter } from './message-centre/filters';

export async function notVisitedTotal(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notices)
    .where(and(eq(notices.receiverId, userId), eq(notices.visited, false), eq(notices.deleted, false)));
  return Number(row?.total ?? 0);
}

export interface ReceivedNotice {
  id: string;
  title: string;
  content: string;
  category: string | null;
  senderName: string | null;
  sendTime: string;
  visited: boolean;
}

export async function receivePage(
  db: Db,
  userId: string,
  page: { current: number; size: number; visited?: boolean } & MessageFilter,
): Promise<{ current: number; size: number; total: number; records: ReceivedNotice[] }> {
  const where: SQL[] = [eq(notices.receiverId, userId), eq(notices.deleted, false), ...messageWhere(page, notices)];
  if (page.visited !== undefined) where.push(eq(notices.visited, page.visited));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(notices).where(and(...where)),
    db
      .select({
        id: notices.id,
        title: notices.title,
        content: notices.content,
        category: notices.category,
        senderName: users.name,
        createdAt: notices.createdAt,
        visited: notices.visited,
      })
      .from(notices)
      .leftJoin(users, eq(users.id, notices.senderId))
      .where(and(...where))
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
  ]);
  return {
    current: page.current,
    size: page.size,
    total: Number(total),
    records: rows.map(({ createdAt, ...r }) => ({ ...r, sendTime: createdAt.toISOString() })),
  };
}
