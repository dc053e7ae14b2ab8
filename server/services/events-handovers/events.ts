/** 大型活动检查 (1060): 登记, 受理, 办理 (the inspection task before the event) and 办结, each in one transaction. */
import { and, eq } from 'drizzle-orm';
import { findRouteByName } from '../../../src/catalogue';
import { EVENT_MOVE_REFUSALS, eventConclusion, eventDueProblem, eventMoves, type EventMove } from '../../../src/shared/events-handovers-rules';
import type { DispatchInput } from '../../../src/shared/dispatch-inputs';
import { largeEvents as e } from '../../db/schema';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import type { EntityInput } from '../../entity/define-entity';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { largeEvent, type LargeEventRow } from '../../entities/large-event.entity';
import type { supervisionTask } from '../../entities/supervision-task.entity';
import { asDb } from '../flow-runtime/context';
import { dispatchTaskFrom } from '../supervision/dispatch-from';
import { usersWithMenu } from './brigades';
import { realClock, writeNotices, type Clock } from './notify';

const MENU_ID = findRouteByName('dxhd')!.menuId!;
const BUSI = { busiTypeCode: 'dxhd', busiTypeName: '大型活动检查' } as const;

export interface EventKey {
  id: string;
  version: number;
}

async function inTx<R>(db: Db, work: (tx: Db, events: NoticeEvent[]) => Promise<R>): Promise<R> {
  const events: NoticeEvent[] = [];
  const result = await db.transaction((tr) => work(asDb(tr), events));
  await publishNotices(events);
  return result;
}

/** The event at the version read, in a state for the move (409 when someone changed it meanwhile). */
async function forMove(tx: Db, user: SessionUser, key: EventKey, move: EventMove): Promise<LargeEventRow> {
  const row = await largeEvent.ops.detail(tx, user, key.id);
  if (row.version !== key.version) throw conflict();
  if (!eventMoves(row).includes(move)) throw badRequest(EVENT_MOVE_REFUSALS[move]);
  return row;
}

async function change(tx: Db, key: EventKey, set: Partial<typeof e.$inferInsert>, now: Date): Promise<void> {
  const done = await tx.update(e).set({ ...set, updatedAt: now, version: key.version + 1 }).where(and(eq(e.id, key.id), eq(e.version, key.version), eq(e.deleted, false))).returning({ id: e.id });
  if (!done.length) throw conflict();
}

/** 登记: the handling brigade's people who work 1060 are told (dxNotDeal). */
export function registerEvent(db: Db, user: SessionUser, input: EntityInput<typeof largeEvent>, clock: Clock = realClock()): Promise<LargeEventRow> {
  return inTx(db, async (tx, events) => {
    const row = await largeEvent.ops.add(tx, user, input, undefined, { now: clock.now });
    const receivers = await usersWithMenu(tx, row.organId, MENU_ID);
    events.push(...(await writeNotices(tx, {
      ...BUSI, receivers, senderId: user.userId, recordId: row.id, target: 'dxNotDeal', targetName: '大型活动待处理',
      title: `大型活动待受理：${row.name}`, content: `${row.organiser}的“${row.name}”（${row.place}）已登记，请受理并安排检查。`,
    }, clock)));
    return row;
  });
}

/** 受理: the registrant is told (dxAccepted). */
export function acceptEvent(db: Db, user: SessionUser, key: EventKey, clock: Clock = realClock()): Promise<LargeEventRow> {
  return inTx(db, async (tx, events) => {
    const row = await forMove(tx, user, key, 'accept');
    await change(tx, key, { status: 'accepted', acceptedBy: user.userId, acceptedAt: clock.now }, clock.now);
    events.push(...(await writeNotices(tx, {
      ...BUSI, receivers: [row.registeredBy], senderId: user.userId, recordId: row.id, target: 'dxAccepted', targetName: '大型活动已受理',
      title: `大型活动已受理：${row.name}`, content: `“${row.name}”已由${row.organName ?? ''}受理，将在活动开始前进行消防安全检查。`,
    }, clock)));
    return largeEvent.ops.detail(tx, user, key.id);
  });
}

/** 办理: the safety check before the event, an inspection task of the venue by two officers, due before the start. */
export function dispatchEventCheck(db: Db, user: SessionUser, input: EventKey & DispatchInput, clock: Clock = realClock()): Promise<LargeEventRow> {
  return inTx(db, async (tx) => {
    const row = await forMove(tx, user, input, 'dispatch');
    const problem = eventDueProblem(input.endDate, row.startAt);
    if (problem) throw badRequest(problem);
    const task = await dispatchTaskFrom(tx, user, {
      companyId: row.companyId, taskClassification: 'inspection', source: 'event', agentId: input.agentId, assistantHandlerId: input.assistantHandlerId,
      endDate: input.endDate, remark: input.remark?.trim() || `大型活动“${row.name}”举办前消防安全检查`, organId: row.organId,
    } as EntityInput<typeof supervisionTask>, row.id);
    await change(tx, input, { status: 'inspecting', taskId: task.id }, clock.now);
    return largeEvent.ops.detail(tx, user, input.id);
  });
}

/** 办结: a qualified check lets the event be held, any other result refuses it; the registrant is told. */
export function concludeEvent(db: Db, user: SessionUser, key: EventKey, clock: Clock = realClock()): Promise<LargeEventRow> {
  return inTx(db, async (tx, events) => {
    const row = await forMove(tx, user, key, 'conclude');
    const status = eventConclusion(row.checkResult);
    await change(tx, key, { status, concludedAt: clock.now }, clock.now);
    events.push(...(await writeNotices(tx, {
      ...BUSI, receivers: [row.registeredBy], senderId: user.userId, recordId: row.id, target: 'dxAccepted', targetName: '大型活动已受理',
      title: `大型活动${status === 'passed' ? '准予举办' : '不予举办'}：${row.name}`,
      content: status === 'passed' ? `“${row.name}”消防安全检查合格，准予举办。` : `“${row.name}”消防安全检查不合格，不予举办，请按整改通知书整改。`,
    }, clock)));
    return largeEvent.ops.detail(tx, user, key.id);
  });
}
