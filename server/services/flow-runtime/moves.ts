/** The runtime moves, each in one transaction; notices are published only after the commit. */
import { and, eq, type SQL } from 'drizzle-orm';
import { allowedMoves, phaseOf, restoreFlow, startFlow } from '../../../src/machines/approval-flow';
import type { FlowMove } from '../../../src/machines/approval-flow/types';
import type { Db } from '../../db/client';
import { flowWorks } from '../../db/schema';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { applyToWork, type Work } from './apply';
import { asDb, badRequest, runtimeClock, staleError, workNotFound, type Actor, type Clock } from './context';
import { enabledFlowOf, loadFlow } from './definition';

export interface SendRequest {
  busiTypeCode: string;
  busiInstId: string;
  title: string;
  assigneeId: string;
  comment?: string;
  /** The version the client read, when it sends an existing work again. */
  version?: number;
}

export interface WorkMoveRequest {
  flowWorkId: string;
  version: number;
  move: FlowMove;
  assigneeId?: string;
  opinion?: string;
}

async function lockWork(db: Db, where: SQL | undefined): Promise<Work | undefined> {
  const [row] = await db.select().from(flowWorks).where(where).for('update');
  return row;
}

async function committed(events: Promise<{ work: Work; events: NoticeEvent[] }>): Promise<Work> {
  const result = await events;
  await publishNotices(result.events);
  return result.work;
}

/**
 * 发送: starts the work of a business record on the enabled definition of its type and sends it to the
 * chosen receiver of the first step; a work already in draft, rejected or revoked is sent again (submit).
 */
export function sendBusiness(db: Db, actor: Actor, req: SendRequest, clock: Clock = runtimeClock()): Promise<Work> {
  return committed(
    db.transaction(async (t) => {
      const tx = asDb(t);
      if (!req.title.trim()) throw badRequest('标题不能为空');
      const request = { assigneeId: req.assigneeId, opinion: req.comment, title: req.title };
      const existing = await lockWork(tx, and(eq(flowWorks.busiTypeCode, req.busiTypeCode), eq(flowWorks.busiInstId, req.busiInstId)));
      if (existing) {
        if (req.version !== undefined && req.version !== existing.version) throw staleError();
        const flow = await loadFlow(tx, existing.definitionId, existing.definitionVersion);
        const move = allowedMoves(restoreFlow(flow.machine, existing.state), actor.userId).includes('send') ? 'send' : 'submit';
        return applyToWork(tx, clock, flow, existing, actor, { ...request, move });
      }
      const flow = await enabledFlowOf(tx, req.busiTypeCode);
      const draft = startFlow(flow.machine, actor.userId);
      const [created] = await tx
        .insert(flowWorks)
        .values({
          id: clock.newId('work'),
          definitionId: flow.definitionId,
          definitionVersion: flow.version,
          busiTypeCode: req.busiTypeCode,
          busiTypeName: flow.snapshot.busiTypeName,
          busiInstId: req.busiInstId,
          title: req.title.trim(),
          state: draft,
          phase: phaseOf(draft),
          starterId: actor.userId,
          starterOrganId: actor.unitId,
          assigneeId: null,
          createdAt: clock.now,
          updatedAt: clock.now,
          version: 1,
        })
        .onConflictDoNothing()
        .returning();
      // Someone else started this record's work at the same moment.
      if (!created) throw staleError();
      return applyToWork(tx, clock, flow, created, actor, { ...request, move: 'send' });
    }),
  );
}

/** 审批 / 退回 / 撤回 …: one move on an existing work, refused with 409 when its version moved on. */
export function moveWork(db: Db, actor: Actor, req: WorkMoveRequest, clock: Clock = runtimeClock()): Promise<Work> {
  return committed(
    db.transaction(async (t) => {
      const tx = asDb(t);
      const work = await lockWork(tx, eq(flowWorks.id, req.flowWorkId));
      if (!work) throw workNotFound();
      if (work.version !== req.version) throw staleError();
      const flow = await loadFlow(tx, work.definitionId, work.definitionVersion);
      return applyToWork(tx, clock, flow, work, actor, { move: req.move, assigneeId: req.assigneeId, opinion: req.opinion });
    }),
  );
}
