/**
 * 转发 (/order/forwardUnit): a street passes the order it received on to one of its communities. The
 * community's order names the street's as its parent and the street as its issuer, so the street follows
 * its progress; the street's own order waits (已转发) until the community replies (see ./chain.ts).
 */
import { randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import { workOrderMoveProblem } from '../../../src/shared/work-order-rules';
import type { Db } from '../../db/client';
import { workOrders as w } from '../../db/schema';
import { badRequest, conflict } from '../../http/envelope';
import { VersionField } from '../../http/record-fields';
import type { SessionUser } from '../../http/route';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { asDb } from '../flow-runtime/context';
import { orderFor } from './moves';
import { noticeArrived } from './notices';
import { communitiesOf } from './receivers';

export const ForwardBody = Type.Object({
  id: Type.String({ title: '工单ID', minLength: 1, maxLength: 64 }),
  version: VersionField,
  receiverId: Type.String({ title: '转发社区', minLength: 1, maxLength: 64 }),
  note: Type.Optional(Type.String({ title: '转发说明', maxLength: 500 })),
});
export type ForwardInput = Static<typeof ForwardBody>;

/** When and under which names (the demo seed passes fixed ones). */
export interface ForwardOptions {
  now?: Date;
  newId?: () => string;
}

export async function forwardWorkOrder(db: Db, user: SessionUser, input: ForwardInput, options: ForwardOptions = {}) {
  const now = options.now ?? new Date();
  const newId = options.newId ?? randomUUID;
  const events: NoticeEvent[] = [];
  const result = await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const { row } = await orderFor(tx, user, input.id, 'forward');
    if (row.version !== input.version) throw conflict();
    const problem = workOrderMoveProblem(row, user.unitId, 'forward');
    if (problem) throw badRequest(problem);
    const [community] = await communitiesOf(tx, user.unitId, [input.receiverId]);
    if (!community) throw badRequest('转发社区不存在或不属于本街道');
    const [changed] = await tx
      .update(w)
      .set({ status: 'forwarded', updatedAt: now, version: sql`${w.version} + 1` })
      .where(and(eq(w.id, row.id), eq(w.version, input.version)))
      .returning();
    if (!changed) throw conflict();
    const note = input.note?.trim();
    const id = `wo-${newId()}`;
    const [child] = await tx
      .insert(w)
      .values({
        id, batchId: `wb-${id}`, parentId: row.id, kind: 'community', issuerOrganId: user.unitId, issuerUserId: user.userId,
        receiverOrganId: community.id, title: row.title, content: note ? `${row.content}\n转发说明：${note}` : row.content,
        companyId: row.companyId, dueDate: row.dueDate, status: 'sent', createdAt: now, updatedAt: now,
      })
      .returning();
    events.push(...(await noticeArrived(tx, child, user.userId, now, options.newId)));
    return { id: changed.id, status: changed.status, version: changed.version, forwardedId: child.id };
  });
  await publishNotices(events);
  return result;
}
