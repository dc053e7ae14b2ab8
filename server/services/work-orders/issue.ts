/**
 * 下发: one order to one or several receivers of a kind, one row each, in one transaction (one batch); the
 * facts are written and the receiving units notified once it is committed.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workOrders as w } from '../../db/schema';
import { WORK_ORDER_ENTITIES, type WorkOrderRow } from '../../entities/work-order.entity';
import { badRequest } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { asDb } from '../flow-runtime/context';
import { writeWorkOrderFacts } from './facts';
import type { WorkOrderKind } from './kinds';
import { noticeArrived } from './notices';
import { receiversOf } from './receivers';

type IssueInput = Parameters<(typeof WORK_ORDER_ENTITIES)['police']['ops']['add']>[2];

/** When and under which names (the demo seed passes fixed ids; the kit names a record at random). */
export interface IssueOptions {
  now?: Date;
  newId?: () => string;
}

export async function issueOrders(db: Db, user: SessionUser, kind: WorkOrderKind, input: IssueInput, options: IssueOptions = {}): Promise<WorkOrderRow> {
  const now = options.now ?? new Date();
  const entity = WORK_ORDER_ENTITIES[kind];
  // receiverIds is an add field of the input schema (the route validated it), not a column.
  const ids = [...new Set((input as Record<string, unknown>).receiverIds as string[])];
  const events: NoticeEvent[] = [];
  const first = await db.transaction(async (tr): Promise<string> => {
    const tx = asDb(tr);
    const found = await receiversOf(tx, user, kind, ids);
    if (found.length !== ids.length) throw badRequest('接收单位不存在或不在本单位辖区内');
    const rows: WorkOrderRow[] = [];
    for (const id of ids) rows.push((await entity.ops.add(tx, user, { ...input, receiverIds: [id] } as IssueInput, undefined, { now })) as WorkOrderRow);
    const keys = options.newId ? rows.map(() => `wo-${options.newId!()}`) : rows.map((r) => r.id);
    for (const [i, row] of rows.entries()) await tx.update(w).set({ id: keys[i], batchId: `wb-${keys[0]}`, createdAt: now, updatedAt: now }).where(eq(w.id, row.id));
    for (const order of await tx.select().from(w).where(inArray(w.id, keys))) {
      await writeWorkOrderFacts(tx, order.id, now);
      events.push(...(await noticeArrived(tx, order, user.userId, now, options.newId)));
    }
    return keys[0];
  });
  await publishNotices(events);
  return WORK_ORDER_ENTITIES[kind].ops.detail(db, user, first) as Promise<WorkOrderRow>;
}
