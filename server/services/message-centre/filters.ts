/** The message centre's list filters (title, category, time range), for received and sent messages alike. */
import { gte, ilike, lte, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { parseFilterTime } from '../filter-time';
import { escapeLike } from '../like';

export interface MessageFilter {
  title?: string;
  category?: string;
  /** 'YYYY-MM-DD HH:mm:ss' (China time) or ISO. */
  startTime?: string;
  endTime?: string;
}

export function messageWhere(f: MessageFilter, columns: { title: PgColumn; category: PgColumn; createdAt: PgColumn }): SQL[] {
  const where: SQL[] = [];
  const title = f.title?.trim();
  if (title) where.push(ilike(columns.title, `%${escapeLike(title)}%`));
  if (f.category) where.push(eq(columns.category, f.category));
  if (f.startTime) where.push(gte(columns.createdAt, parseFilterTime(f.startTime)));
  if (f.endTime) where.push(lte(columns.createdAt, parseFilterTime(f.endTime)));
  return where;
}
