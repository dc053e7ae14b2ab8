import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { penaltyCases as c } from '../../db/schema';
import type { ChainEvent } from '../supervision/task-chain';

/** The penalty cases opened from the chain's tasks, as events of the chain: 立案, 决定 (with its number), 结案. */
export async function caseEvents(db: Db, taskIds: string[]): Promise<ChainEvent[]> {
  if (!taskIds.length) return [];
  const cases = await db.select().from(c).where(and(inArray(c.sourceTaskId, taskIds), eq(c.deleted, false)));
  return cases.flatMap((row) => {
    const taskId = row.sourceTaskId!;
    const events: ChainEvent[] = [{ id: `${row.id}:filed`, taskId, kind: 'case', title: '行政处罚立案', detail: row.caseName, at: row.createdAt.toISOString() }];
    if (row.decidedAt) events.push({ id: `${row.id}:decided`, taskId, kind: 'case', title: '行政处罚决定', detail: row.decisionNumber ?? '', at: row.decidedAt.toISOString() });
    if (row.closedAt) events.push({ id: `${row.id}:closed`, taskId, kind: 'case', title: '行政处罚结案', detail: row.caseName, at: row.closedAt.toISOString() });
    return events;
  });
}
