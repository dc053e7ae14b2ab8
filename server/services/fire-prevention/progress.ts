/** How far each order's receivers are: parts dispatched, done, and overdue (not done after the order's period). */
import { sql } from 'drizzle-orm';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../../db/client';

export interface OrderProgress {
  total: number;
  done: number;
  overdue: number;
}

export async function orderProgress(db: Db, orderIds: readonly string[], now = new Date()): Promise<OrderProgress[]> {
  if (!orderIds.length) return [];
  const today = chinaDateOf(now);
  const result = await db.execute(sql`SELECT t.order_id,
      count(*)::int AS total,
      count(*) FILTER (WHERE t.status = 'done')::int AS done,
      count(*) FILTER (WHERE t.status <> 'done' AND o.end_date < ${today})::int AS overdue
    FROM fire_prevention_tasks t JOIN fire_prevention_orders o ON o.id = t.order_id
    WHERE t.order_id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)})
    GROUP BY t.order_id`);
  const rows = (result as unknown as { rows?: { order_id: string; total: number; done: number; overdue: number }[] }).rows ?? [];
  const byId = new Map(rows.map((r) => [r.order_id, r]));
  return orderIds.map((id) => {
    const r = byId.get(id);
    return { total: r?.total ?? 0, done: r?.done ?? 0, overdue: r?.overdue ?? 0 };
  });
}
