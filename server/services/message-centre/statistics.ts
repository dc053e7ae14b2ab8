/** The caller's message figures: received, unread and sent, by category and by day (China time). */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { categoryLabel, MSG_STAT_DAYS } from '../../../src/constants/message-centre';
import type { Db } from '../../db/client';
import { notices, noticeSends } from '../../db/schema';
import { chinaDateOf } from '../../../src/shared/working-days';
import { CHINA_OFFSET } from '../filter-time';
import { DAY_MS } from '../../../src/constants/timings';


/** 'YYYY-MM-DD' of an instant in China time, in SQL, for grouping (chinaDateOf in code). */
const dayOf = (column: typeof notices.createdAt | typeof noticeSends.createdAt) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

export async function messageStatistics(db: Db, userId: string, days = MSG_STAT_DAYS, now = new Date()) {
  const today = chinaDateOf(now);
  const since = new Date(new Date(`${today}T00:00:00${CHINA_OFFSET}`).getTime() - (days - 1) * DAY_MS);
  const received = and(eq(notices.receiverId, userId), eq(notices.deleted, false));
  const sent = and(eq(noticeSends.senderId, userId), eq(noticeSends.deleted, false));
  const unreadCount = sql<number>`count(*) filter (where not ${notices.visited})`;
  const [inbox, outbox, inboxDays, outboxDays] = await Promise.all([
    db.select({ category: notices.category, total: count(), unread: unreadCount }).from(notices).where(received).groupBy(notices.category),
    db.select({ category: noticeSends.category, total: count() }).from(noticeSends).where(sent).groupBy(noticeSends.category),
    db
      .select({ day: dayOf(notices.createdAt), total: count() })
      .from(notices)
      .where(and(received, gte(notices.createdAt, since)))
      .groupBy(dayOf(notices.createdAt)),
    db
      .select({ day: dayOf(noticeSends.createdAt), total: count() })
      .from(noticeSends)
      .where(and(sent, gte(noticeSends.createdAt, since)))
      .groupBy(dayOf(noticeSends.createdAt)),
  ]);

  const categories = new Map<string, { category: string; categoryName: string; received: number; unread: number; sent: number }>();
  const entry = (category: string | null) => {
    const key = category ?? '';
    let row = categories.get(key);
    if (!row) categories.set(key, (row = { category: key, categoryName: categoryLabel(category), received: 0, unread: 0, sent: 0 }));
    return row;
  };
  for (const r of inbox) Object.assign(entry(r.category), { received: Number(r.total), unread: Number(r.unread) });
  for (const r of outbox) entry(r.category).sent = Number(r.total);

  const receivedByDay = new Map(inboxDays.map((r) => [r.day, Number(r.total)]));
  const sentByDay = new Map(outboxDays.map((r) => [r.day, Number(r.total)]));
  const byDay = Array.from({ length: days }, (_, i) => {
    const day = chinaDateOf(new Date(since.getTime() + i * DAY_MS));
    return { day, received: receivedByDay.get(day) ?? 0, sent: sentByDay.get(day) ?? 0 };
  });

  const rows = [...categories.values()].sort((a, b) => b.received + b.sent - (a.received + a.sent) || a.category.localeCompare(b.category));
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return { received: sum((r) => r.received), unread: sum((r) => r.unread), sent: sum((r) => r.sent), byCategory: rows, byDay };
}
