/**
 * The moves of a sealing after 登记, each one transaction: the sealing locked at the caller's version, the order
 * checked (src/shared/seal-up-rules.ts), the change and what belongs to it (the writ numbered, the seal fact,
 * the re-check task, the notices) all or nothing. Every move takes a Clock so the demo seed writes fixed rows.
 */
import type { Static, TObject, TProperties } from '@sinclair/typebox';
import { eq, inArray } from 'drizzle-orm';
import { SEAL_OFFICERS_MIN, SEAL_RECHECK_DAYS } from '../../../src/constants/seal-ups';
import type { APPLY_LIFT_FIELDS, APPROVE_SEAL_FIELDS, REJECT_SEAL_FIELDS, SEAL_FIELDS } from '../../../src/shared/seal-up-inputs';
import { sealExpiry, sealingProblem, type SealUpMove } from '../../../src/shared/seal-up-rules';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../../db/client';
import { mediaFiles, sealUps as s } from '../../db/schema';
import { badRequest, forbidden } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { sealUp, type SealUpRow } from '../../entities/seal-up.entity';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { realClock, type Clock } from '../events-handovers/notify';
import { asDb } from '../flow-runtime/context';
import { savePenaltyFact } from '../statistics/fact-writes';
import { dispatchTaskFrom } from '../supervision/dispatch-from';
import { workingDeadline } from '../working-days';
import { lockedForMove, type SealUp } from './access';
import { sealApprovers, writeSealNotices } from './notify';
import { issueSealDecision, issueSealLift } from './writs';

type Key = { id: string; version: number };
type Body<F extends TProperties> = Static<TObject<F>> & Key;
export type ApproveSealInput = Body<typeof APPROVE_SEAL_FIELDS>;
export type RejectSealInput = Body<typeof REJECT_SEAL_FIELDS>;
export type SealInput = Body<typeof SEAL_FIELDS>;
export type ApplyLiftInput = Body<typeof APPLY_LIFT_FIELDS>;

type Change = Partial<typeof s.$inferInsert>;
interface Moved { values: Change; events?: NoticeEvent[] }

/** Runs one move: lock, check the order, write the change with the next version, publish the notices, reply the row. */
async function move(db: Db, user: SessionUser, key: Key, name: SealUpMove, clock: Clock, change: (row: SealUp, tx: Db) => Promise<Moved> | Moved): Promise<SealUpRow> {
  const events: NoticeEvent[] = [];
  await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const row = await lockedForMove(tx, user, key.id, key.version, name, clock.now);
    const moved = await change(row, tx);
    await tx.update(s).set({ ...moved.values, updatedAt: clock.now, version: row.version + 1 }).where(eq(s.id, row.id));
    events.push(...(moved.events ?? []));
  });
  await publishNotices(events);
  return sealUp.ops.detail(db, user, key.id);
}

const trimmed = (text: string | null | undefined) => text?.trim() || null;

/** 报批: the leaders of the unit and above who may approve hear of it. */
export const submitSealUp = (db: Db, user: SessionUser, input: Key, clock: Clock = realClock()) =>
  move(db, user, input, 'submit', clock, async (row, tx) => ({
    values: { status: 'approving', submittedAt: clock.now, approvalOpinion: null },
    events: await writeSealNotices(tx, await sealApprovers(tx, row.organId), user.userId, row.id, `临时查封待审批：${row.partyName}`, `${row.partyName}${row.places}拟临时查封${row.periodDays}日，请审批。`, clock),
  }));

/** 审批同意: the 临时查封决定书 issued with its number and the seal fact written (监督检查统计, the cockpit). */
export const approveSealUp = (db: Db, user: SessionUser, input: ApproveSealInput, clock: Clock = realClock()) =>
  move(db, user, input, 'approve', clock, async (row, tx) => {
    if (row.handlerId === user.userId) throw forbidden('承办人不能审批自己报批的临时查封');
    const writ = await issueSealDecision(tx, user, row, clock);
    await savePenaltyFact(tx, { id: row.id, taskId: row.sourceTaskId, organId: row.organId, companyId: row.companyId, kind: 'seal', compulsory: true, amount: 0, causeId: null, decidedAt: clock.now });
    return {
      values: { status: 'decided', approverId: user.userId, approvalOpinion: trimmed(input.opinion), decidedAt: clock.now, decisionNumber: writ.documentNumber, decisionWritId: writ.writId },
      events: await writeSealNotices(tx, [row.handlerId], user.userId, row.id, `临时查封已批准：${row.partyName}`, `决定书${writ.documentNumber}已签发，请实施查封。`, clock),
    };
  });

/** 退回: back to the officer with the reason; edited and submitted again. */
export const rejectSealUp = (db: Db, user: SessionUser, input: RejectSealInput, clock: Clock = realClock()) =>
  move(db, user, input, 'reject', clock, async (row, tx) => {
    if (row.handlerId === user.userId) throw forbidden('承办人不能审批自己报批的临时查封');
    const opinion = input.opinion.trim();
    if (!opinion) throw badRequest('退回理由不能为空');
    return {
      values: { status: 'rejected', approverId: user.userId, approvalOpinion: opinion },
      events: await writeSealNotices(tx, [row.handlerId], user.userId, row.id, `临时查封被退回：${row.partyName}`, opinion, clock),
    };
  });

/** 实施查封: the day (its period runs from it), the officers present and the photos of the seals. */
export const sealPlaces = (db: Db, user: SessionUser, input: SealInput, clock: Clock = realClock()) =>
  move(db, user, input, 'seal', clock, async (row, tx) => {
    const officers = [...new Set(input.officers.map((o) => o.trim()).filter(Boolean))];
    const problem = sealingProblem({ sealedOn: input.sealedOn, officers }, row.decidedAt ? chinaDateOf(row.decidedAt) : null, chinaDateOf(clock.now), SEAL_OFFICERS_MIN);
    if (problem) throw badRequest(problem);
    const photoIds = [...new Set(input.photoIds)];
    if (photoIds.length) {
      const found = await tx.select({ id: mediaFiles.id }).from(mediaFiles).where(inArray(mediaFiles.id, photoIds));
      if (found.length !== photoIds.length) throw badRequest('查封照片不存在，请重新上传');
    }
    return { values: { status: 'sealed', sealedOn: input.sealedOn, expiresOn: sealExpiry(input.sealedOn, row.periodDays), sealOfficers: officers, sealPhotoIds: photoIds, sealNote: trimmed(input.sealNote) } };
  });

/** 申请解除: the party's application after rectification; a re-check task goes to the two officers. */
export const applyLift = (db: Db, user: SessionUser, input: ApplyLiftInput, clock: Clock = realClock()) =>
  move(db, user, input, 'apply', clock, async (row, tx) => {
    if (input.appliedOn > chinaDateOf(clock.now)) throw badRequest('申请日期不能晚于今天');
    if (row.sealedOn && input.appliedOn < row.sealedOn) throw badRequest(`申请日期不能早于查封日期${row.sealedOn}`);
    if (input.agentId === input.assistantHandlerId) throw badRequest('复查主办人和协办人不能是同一人');
    const task = await dispatchTaskFrom(tx, user, {
      companyId: row.companyId, taskClassification: 'rectifyReview', source: 'reinspection', agentId: input.agentId, assistantHandlerId: input.assistantHandlerId,
      endDate: await workingDeadline(tx, clock.now, SEAL_RECHECK_DAYS), organId: row.organId, remark: `临时查封解除申请复查：${row.places}`.slice(0, 500),
    } as never, row.id, { now: clock.now, id: clock.newId() });
    return {
      values: { status: 'rechecking', appliedOn: input.appliedOn, applyNote: input.applyNote.trim(), recheckTaskId: task.id },
      events: await writeSealNotices(tx, [input.agentId, input.assistantHandlerId], user.userId, row.id, `临时查封解除复查：${row.partyName}`, `${row.partyName}申请解除${row.places}的临时查封，请复查。`, clock),
    };
  });

/** 解除: after the re-check passed, the 解除临时查封决定书 issued with its number. */
export const liftSealUp = (db: Db, user: SessionUser, input: Key, clock: Clock = realClock()) =>
  move(db, user, input, 'lift', clock, async (row, tx) => {
    const writ = await issueSealLift(tx, user, row, '火灾隐患已经消除，经复查合格', clock);
    return { values: { status: 'lifted', liftedAt: clock.now, liftNumber: writ.documentNumber, liftWritId: writ.writId } };
  });

/** 期满解除: the period has run out; the sealing is lifted by law with its writ. */
export const expireSealUp = (db: Db, user: SessionUser, input: Key, clock: Clock = realClock()) =>
  move(db, user, input, 'expire', clock, async (row, tx) => {
    const writ = await issueSealLift(tx, user, row, `临时查封期限已于${row.expiresOn ?? ''}届满`, clock);
    return { values: { status: 'expired', liftedAt: clock.now, liftNumber: writ.documentNumber, liftWritId: writ.writId } };
  });
