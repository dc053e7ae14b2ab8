import { and, inArray, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sealUps as s } from '../../db/schema';
import type { ChainEvent } from '../supervision/task-chain';

/** The sealings opened from the chain's tasks, as events of the chain: 临时查封决定 and its lifting, with their numbers. */
export async function sealEvents(db: Db, taskIds: string[]): Promise<ChainEvent[]> {
  if (!taskIds.length) return [];
  const rows = await db.select().from(s).where(and(inArray(s.sourceTaskId, taskIds), eq(s.deleted, false)));
  return rows.flatMap((row) => {
    const taskId = row.sourceTaskId!;
    const events: ChainEvent[] = [];
    if (row.decidedAt) events.push({ id: `${row.id}:decided`, taskId, kind: 'case', title: '临时查封决定', detail: `${row.decisionNumber ?? ''}：${row.places}`, at: row.decidedAt.toISOString() });
    if (row.liftedAt) events.push({ id: `${row.id}:lifted`, taskId, kind: 'case', title: row.status === 'expired' ? '临时查封期满解除' : '解除临时查封', detail: row.liftNumber ?? '', at: row.liftedAt.toISOString() });
    return events;
  });
}
