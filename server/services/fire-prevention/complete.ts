/**
 * 完成: a person of the receiving unit completes its part of a dispatched order with a short report; the
 * order is finished once every part is done; its drafter is told. 生成检查任务 (工单 only): the part's
 * receiver dispatches inspection tasks of the campaign to units it names, linked back to the part.
 */
import { Type, type Static } from '@sinclair/typebox';
import { and, eq, ne, sql } from 'drizzle-orm';
import { FIRE_PREVENTION_LIMITS, reportProblem, taskMayComplete } from '../../../src/shared/fire-prevention-rules';
import type { Db } from '../../db/client';
import { firePreventionOrders as f, firePreventionTasks as t, organizations } from '../../db/schema';
import { firePreventionTask, type FirePreventionTaskRow } from '../../entities/fire-prevention-task.entity';
import { badRequest, conflict, forbidden } from '../../http/envelope';
import { VersionField } from '../../http/record-fields';
import type { SessionUser } from '../../http/route';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { realClock, type Clock } from '../events-handovers/notify';
import { asDb } from '../flow-runtime/context';
import { dispatchTaskFrom } from '../supervision/dispatch-from';
import { noticeCompleted } from './notices';

export interface CompleteInput {
  id: string;
  version: number;
  report?: string | null;
}

/** The part as the caller may change it: in scope (403), the version read (409), dispatched and the caller's own unit's. */
async function partFor(tx: Db, user: SessionUser, id: string, version: number): Promise<FirePreventionTaskRow> {
  const row = await firePreventionTask.ops.detail(tx, user, id);
  if (row.version !== version) throw conflict();
  if (row.orderStatus !== 'dispatched' || row.status !== 'pending') throw badRequest('该防控任务已完成或尚未下发');
  if (!taskMayComplete(row, user.unitId)) throw forbidden('只能由接收单位完成防控任务');
  return row;
}

export async function completeTask(db: Db, user: SessionUser, input: CompleteInput, clock: Clock = realClock()): Promise<FirePreventionTaskRow> {
  const problem = reportProblem(input.report);
  if (problem) throw badRequest(problem);
  const report = input.report!.trim();
  const events: NoticeEvent[] = [];
  await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const part = await partFor(tx, user, input.id, input.version);
    const [changed] = await tx
      .update(t)
      .set({ status: 'done', report, doneBy: user.userId, doneAt: clock.now, updatedAt: clock.now, version: sql`${t.version} + 1` })
      .where(and(eq(t.id, part.id), eq(t.version, input.version)))
      .returning();
    if (!changed) throw conflict();
    const [left] = await tx.select({ n: sql<number>`count(*)::int` }).from(t).where(and(eq(t.orderId, part.orderId), ne(t.status, 'done')));
    if (!left?.n) await tx.update(f).set({ status: 'finished', updatedAt: clock.now, version: sql`${f.version} + 1` }).where(eq(f.id, part.orderId));
    const [order] = await tx.select().from(f).where(eq(f.id, part.orderId));
    events.push(...(await noticeCompleted(tx, order!, part.receiverName ?? '', user.userId, clock)));
  });
  await publishNotices(events);
  return firePreventionTask.ops.detail(db, user, input.id);
}

export const GenerateBody = Type.Object({
  id: Type.String({ title: '接收任务ID', minLength: 1, maxLength: 64 }),
  version: VersionField,
  companyIds: Type.Array(Type.String({ title: '检查对象', minLength: 1, maxLength: 64 }), { title: '检查对象', minItems: 1, maxItems: FIRE_PREVENTION_LIMITS.generatedTasks }),
  agentId: Type.String({ title: '承办人', minLength: 1, maxLength: 64 }),
  assistantHandlerId: Type.String({ title: '协办人', minLength: 1, maxLength: 64 }),
});
export type GenerateInput = Static<typeof GenerateBody>;

/** 生成检查任务: one inspection task (专项检查) per unit named, due at the order's end, by the receiving unit's officers. */
export async function generateInspections(db: Db, user: SessionUser, input: GenerateInput, clock: Clock = realClock()): Promise<FirePreventionTaskRow> {
  await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const part = await partFor(tx, user, input.id, input.version);
    if (part.orderKind !== 'order') throw badRequest('只有防控工单可以生成检查任务');
    const [unit] = await tx.select({ level: organizations.level }).from(organizations).where(eq(organizations.id, part.receiverOrganId));
    if (!unit || unit.level > 4) throw forbidden('只有消防救援机构可以生成检查任务');
    const made: string[] = [];
    for (const companyId of [...new Set(input.companyIds)]) {
      const task = await dispatchTaskFrom(tx, user, {
        companyId, taskClassification: 'inspection', source: 'campaign', agentId: input.agentId, assistantHandlerId: input.assistantHandlerId,
        endDate: part.endDate, organId: part.receiverOrganId, remark: `火灾防控任务：${part.orderTitle ?? ''}`.slice(0, 500),
      } as never, part.id);
      made.push(task.id);
    }
    const [changed] = await tx
      .update(t)
      .set({ inspectionTaskIds: [...part.inspectionTaskIds, ...made], updatedAt: clock.now, version: sql`${t.version} + 1` })
      .where(and(eq(t.id, part.id), eq(t.version, input.version)))
      .returning();
    if (!changed) throw conflict();
  });
  return firePreventionTask.ops.detail(db, user, input.id);
}
