/**
 * The moves of a work order beyond its add (下发) and update (办理): 签收, 回复 by the receiving unit, 办结 and
 * 退回 by the issuing unit. Each checks the screen's grant of the order's kind, the caller's scope, the
 * version read (409) and the rule (src/shared/work-order-rules.ts), and writes the facts and notices in
 * its transaction; the notices go out once it is committed.
 */
import { Type, type Static } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import { WORK_ORDER_MOVE_BUTTON, WORK_ORDER_MOVE_STATUS, workOrderMoveProblem, type WorkOrderMove } from '../../../src/shared/work-order-rules';
import type { Db } from '../../db/client';
import { workOrders as w } from '../../db/schema';
import { WORK_ORDER_ENTITIES } from '../../entities/work-order.entity';
import { badRequest, conflict, forbidden, notFound } from '../../http/envelope';
import { VersionField } from '../../http/record-fields';
import type { SessionUser } from '../../http/route';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { asDb } from '../flow-runtime/context';
import { closeForwarded, takeBackFromCommunity } from './chain';
import { writeWorkOrderFacts } from './facts';
import { WORK_ORDER_GRANTS, workOrderButtonId, type WorkOrderButton, type WorkOrderKind } from './kinds';
import { noticeReturned, noticeSentBack } from './notices';

export type OrderMove = Exclude<WorkOrderMove, 'handle' | 'forward'>;

/** The body of 签收, 回复, 办结 and 退回: the order, the version read and a note titled for the move. */
export const MoveBody = (noteTitle: string) =>
  Type.Object({
    id: Type.String({ title: '工单ID', minLength: 1, maxLength: 64 }),
    version: VersionField,
    note: Type.Optional(Type.String({ title: noteTitle, maxLength: 500 })),
  });
export type MoveInput = Static<ReturnType<typeof MoveBody>>;

/** The order's kind, then its row as the caller may read it (404 unknown, 403 out of scope or without the grant). */
export async function orderFor(db: Db, user: SessionUser, id: string, button: WorkOrderButton) {
  const [found] = await db.select({ kind: w.kind }).from(w).where(and(eq(w.id, id), eq(w.deleted, false)));
  if (!found) throw notFound('工单不存在或已被删除');
  const kind = found.kind as WorkOrderKind;
  const buttonId = workOrderButtonId(kind, button);
  if (!user.isAdmin && (!user.grants.has(WORK_ORDER_GRANTS[kind].menuId) || buttonId === undefined || !user.grants.has(buttonId))) throw forbidden();
  return { kind, row: await WORK_ORDER_ENTITIES[kind].ops.detail(db, user, id) };
}

export async function moveWorkOrder(db: Db, user: SessionUser, input: MoveInput, move: OrderMove, now = new Date(), newId?: () => string) {
  const note = input.note?.trim() || null;
  if (move === 'sendBack' && !note) throw badRequest('退回意见不能为空');
  const events: NoticeEvent[] = [];
  const result = await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const { row } = await orderFor(tx, user, input.id, WORK_ORDER_MOVE_BUTTON[move]);
    if (row.version !== input.version) throw conflict();
    const problem = workOrderMoveProblem(row, user.unitId, move);
    if (problem) throw badRequest(problem);
    const stamps = move === 'reply' ? { returnedAt: now } : move === 'close' ? { closedAt: now, reviewNote: note } : move === 'sendBack' ? { reviewNote: note, returnedAt: null } : {};
    const [changed] = await tx
      .update(w)
      .set({ status: WORK_ORDER_MOVE_STATUS[move], ...stamps, updatedAt: now, version: sql`${w.version} + 1` })
      .where(and(eq(w.id, row.id), eq(w.version, input.version)))
      .returning();
    if (!changed) throw conflict();
    if (move === 'reply' && changed.parentId) await takeBackFromCommunity(tx, changed, now);
    if (move === 'reply') await closeForwarded(tx, changed, now);
    await writeWorkOrderFacts(tx, changed.id, now);
    if (move === 'reply') events.push(...(await noticeReturned(tx, changed, user.userId, now, newId)));
    if (move === 'sendBack') events.push(...(await noticeSentBack(tx, changed, user.userId, note ?? '', now, newId)));
    return { id: changed.id, status: changed.status, version: changed.version };
  });
  await publishNotices(events);
  return result;
}
