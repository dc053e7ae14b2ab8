/**
 * The chain of a forwarded order (街道 → 社区): when the community replies, the street's order is back with
 * the street, handled with the community's findings (the street may amend them, then replies to its
 * issuer); when the street replies, the community's order is done. Both in the mover's transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workOrders as w } from '../../db/schema';

type OrderRow = typeof w.$inferSelect;

/** A forwarded order came back from the community: its findings become the street's. */
export async function takeBackFromCommunity(tx: Db, child: OrderRow, now: Date): Promise<void> {
  if (!child.parentId) return;
  await tx
    .update(w)
    .set({
      status: 'received', checkResult: child.checkResult, hazardCount: child.hazardCount, report: child.report,
      handlerId: child.handlerId, handledAt: now, updatedAt: now, version: sql`${w.version} + 1`,
    })
    .where(and(eq(w.id, child.parentId), eq(w.status, 'forwarded')));
}

/** The street replied to its issuer: the community's replied order under it is done with it. */
export async function closeForwarded(tx: Db, parent: OrderRow, now: Date): Promise<void> {
  await tx
    .update(w)
    .set({ status: 'closed', closedAt: now, reviewNote: '街道已汇总回复下发单位', updatedAt: now, version: sql`${w.version} + 1` })
    .where(and(eq(w.parentId, parent.id), eq(w.status, 'returned'), eq(w.deleted, false), isNull(w.closedAt)));
}
