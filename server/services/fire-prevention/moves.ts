/**
 * The moves of a fire-prevention task order beyond drafting: 送审 by the issuing unit, 审批 by a leader of it or
 * of a unit above (通过 dispatches it: one part per receiver, each receiving unit notified; 退回 returns it with
 * a reason). Each checks the grant of the order's own screen, the scope, the version read (409) and the rule
 * (src/shared/fire-prevention-rules.ts), all in one transaction; the notices go out once it is committed.
 */
import { Type, type Static } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import { FIRE_PREVENTION_MOVE_FIELDS, ORDER_MOVE_BUTTON, orderMoveProblem, type FirePreventionKind } from '../../../src/shared/fire-prevention-rules';
import type { Db } from '../../db/client';
import { firePreventionOrders as f, firePreventionTasks as t } from '../../db/schema';
import { FIRE_PREVENTION_ENTITIES, type FirePreventionOrderRow } from '../../entities/fire-prevention-order.entity';
import { badRequest, conflict, forbidden, notFound } from '../../http/envelope';
import { VersionField } from '../../http/record-fields';
import type { SessionUser } from '../../http/route';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { realClock, type Clock } from '../events-handovers/notify';
import { asDb } from '../flow-runtime/context';
import { noticeDecided, noticeDispatched, noticeSubmitted } from './notices';

export type Move = 'submit' | 'approve' | 'sendBack';

export const MoveBody = Type.Object({ ...FIRE_PREVENTION_MOVE_FIELDS, version: VersionField });
export type MoveInput = Static<typeof MoveBody>;

const NEXT: Record<Move, string> = { submit: 'pending', approve: 'dispatched', sendBack: 'returned' };

/** The order as the caller may read it, after its screen's grant (404 unknown, 403 out of scope or without the grant). */
async function orderFor(db: Db, user: SessionUser, id: string, move: Move): Promise<FirePreventionOrderRow> {
  const [found] = await db.select({ kind: f.kind }).from(f).where(and(eq(f.id, id), eq(f.deleted, false)));
  if (!found) throw notFound('防控任务不存在或已被删除');
  const entity = FIRE_PREVENTION_ENTITIES[found.kind as FirePreventionKind];
  const grants = entity.writeGrants as { menuId: number; buttons: Record<string, number> };
  if (!user.isAdmin && (!user.grants.has(grants.menuId) || !user.grants.has(grants.buttons[ORDER_MOVE_BUTTON[move]]))) throw forbidden();
  return entity.ops.detail(db, user, id);
}

export async function moveOrder(db: Db, user: SessionUser, input: MoveInput, move: Move, clock: Clock = realClock()) {
  const note = input.note?.trim() || null;
  if (move === 'sendBack' && !note) throw badRequest('退回意见不能为空');
  const events: NoticeEvent[] = [];
  const result = await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const row = await orderFor(tx, user, input.id, move);
    if (row.version !== input.version) throw conflict();
    const problem = orderMoveProblem(row as never, user.unitId, move, user.isAdmin);
    if (problem) throw row.status === 'pending' || move === 'submit' ? badRequest(problem) : forbidden(problem);
    const stamps =
      move === 'submit' ? { submittedAt: clock.now, approverId: null, approvalNote: null, approvedAt: null } : { approverId: user.userId, approvalNote: note, approvedAt: clock.now };
    const [changed] = await tx
      .update(f)
      .set({ status: NEXT[move], ...stamps, updatedAt: clock.now, version: sql`${f.version} + 1` })
      .where(and(eq(f.id, row.id), eq(f.version, input.version)))
      .returning();
    if (!changed) throw conflict();
    if (move === 'submit') events.push(...(await noticeSubmitted(tx, changed, user.userId, clock)));
    else events.push(...(await noticeDecided(tx, changed, user.userId, move === 'approve', note, clock)));
    if (move === 'approve') {
      const parts = changed.receiverOrganIds.map((receiverOrganId) => ({ id: clock.newId(), orderId: changed.id, receiverOrganId, status: 'pending', createdAt: clock.now, updatedAt: clock.now }));
      await tx.insert(t).values(parts);
      events.push(...(await noticeDispatched(tx, changed, parts, user.userId, clock)));
    }
    return { id: changed.id, status: changed.status, version: changed.version };
  });
  await publishNotices(events);
  return result;
}
