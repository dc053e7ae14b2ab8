/** 移交受理 (2400): 移交 by a partner, 受理 (an inspection task) or 退回 by the receiving brigade, each in one transaction. */
import { and, eq } from 'drizzle-orm';
import { findRouteByName } from '../../../src/catalogue';
import type { HandoverDispatchInput, ReturnInput } from '../../../src/shared/dispatch-inputs';
import { handovers as h } from '../../db/schema';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import type { EntityInput } from '../../entity/define-entity';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { handover, type HandoverRow } from '../../entities/handover.entity';
import type { supervisionTask } from '../../entities/supervision-task.entity';
import { asDb } from '../flow-runtime/context';
import { scopeOf } from '../org-scope';
import { dispatchTaskFrom } from '../supervision/dispatch-from';
import { usersWithMenu } from './brigades';
import { realClock, writeNotices, type Clock } from './notify';

const MENU_ID = findRouteByName('yjsl')!.menuId!;
const BUSI = { busiTypeCode: 'yjsl', busiTypeName: '移交受理', target: 'yjrw', targetName: '移交任务' } as const;

export interface HandoverKey {
  id: string;
  version: number;
}

async function inTx<R>(db: Db, work: (tx: Db, events: NoticeEvent[]) => Promise<R>): Promise<R> {
  const events: NoticeEvent[] = [];
  const result = await db.transaction((tr) => work(asDb(tr), events));
  await publishNotices(events);
  return result;
}

/** A handover its caller sent or received (within the caller's organisation tree); 403 otherwise. */
export async function handoverDetail(db: Db, user: SessionUser, id: string): Promise<HandoverRow> {
  const row = await handover.ops.detail(db, user, id);
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(row.senderOrganId) && !scope.includes(row.receiverOrganId)) throw forbidden('只能查看本单位及下级单位发出或接收的移交');
  return row;
}

/** A pending handover of the caller's own brigade at the version read. */
async function forMove(tx: Db, user: SessionUser, key: HandoverKey): Promise<HandoverRow> {
  const row = await handoverDetail(tx, user, key.id);
  if (!user.isAdmin && row.receiverOrganId !== user.unitId) throw forbidden('只有接收大队可以受理或退回移交');
  if (row.version !== key.version) throw conflict();
  if (row.status !== 'pending') throw badRequest('只有待受理的移交可以受理或退回');
  return row;
}

async function change(tx: Db, user: SessionUser, key: HandoverKey, set: Partial<typeof h.$inferInsert>, now: Date): Promise<void> {
  const done = await tx
    .update(h)
    .set({ ...set, handledBy: user.userId, handledAt: now, updatedAt: now, version: key.version + 1 })
    .where(and(eq(h.id, key.id), eq(h.version, key.version), eq(h.deleted, false)))
    .returning({ id: h.id });
  if (!done.length) throw conflict();
}

/** 移交: the receiving brigade's people who work 2400 are told. */
export function sendHandover(db: Db, user: SessionUser, input: EntityInput<typeof handover>, clock: Clock = realClock()): Promise<HandoverRow> {
  return inTx(db, async (tx, events) => {
    const row = await handover.ops.add(tx, user, input, undefined, { now: clock.now });
    const receivers = await usersWithMenu(tx, row.receiverOrganId, MENU_ID);
    events.push(...(await writeNotices(tx, {
      ...BUSI, receivers, senderId: user.userId, recordId: row.id,
      title: `移交待受理：${row.unitName}`, content: `${row.senderOrganName ?? ''}移交：${row.hazard}（${row.address}），请受理。`,
    }, clock)));
    return row;
  });
}

/** 受理: an inspection task of the unit (source 'handover'), linked back; the sender is told. */
export function acceptHandover(db: Db, user: SessionUser, input: HandoverKey & HandoverDispatchInput, clock: Clock = realClock()): Promise<HandoverRow> {
  return inTx(db, async (tx, events) => {
    const row = await forMove(tx, user, input);
    const task = await dispatchTaskFrom(tx, user, {
      companyId: input.companyId, taskClassification: 'inspection', source: 'handover', agentId: input.agentId, assistantHandlerId: input.assistantHandlerId,
      endDate: input.endDate, remark: input.remark?.trim() || `${row.senderOrganName ?? ''}移交：${row.hazard}`.slice(0, 500), organId: row.receiverOrganId,
    } as EntityInput<typeof supervisionTask>, row.id);
    await change(tx, user, input, { status: 'accepted', taskId: task.id }, clock.now);
    events.push(...(await writeNotices(tx, {
      ...BUSI, receivers: [row.createdBy], senderId: user.userId, recordId: row.id,
      title: `移交已受理：${row.unitName}`, content: `${row.receiverOrganName ?? ''}已受理，检查任务截止${input.endDate}。`,
    }, clock)));
    return handoverDetail(tx, user, input.id);
  });
}

/** 退回 with a reason; the sender is told. */
export function returnHandover(db: Db, user: SessionUser, input: HandoverKey & ReturnInput, clock: Clock = realClock()): Promise<HandoverRow> {
  return inTx(db, async (tx, events) => {
    const reason = input.reason.trim();
    if (!reason) throw badRequest('退回原因不能为空');
    const row = await forMove(tx, user, input);
    await change(tx, user, input, { status: 'returned', returnReason: reason }, clock.now);
    events.push(...(await writeNotices(tx, {
      ...BUSI, receivers: [row.createdBy], senderId: user.userId, recordId: row.id,
      title: `移交已退回：${row.unitName}`, content: `${row.receiverOrganName ?? ''}退回了移交，原因：${reason}`,
    }, clock)));
    return handoverDetail(tx, user, input.id);
  });
}
