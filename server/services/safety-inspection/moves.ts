/**
 * 安全检查 (aqjc 2999): 受理登记 (a commitment permitted on the spot), 下发检查任务 (the inspection, or the
 * verification of a commitment, through dispatchTaskFrom) and 办结 (permit or refuse; a commitment found not
 * to match loses its permit, is referred for penalty and goes to the credit record), each in one transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import { FALSE_COMMITMENT_CREDIT_LEVEL, SAFETY_OPINION } from '../../../src/constants/safety-inspection';
import { CHECK_RESULT_OPTIONS, optionLabel } from '../../../src/constants/options';
import type { DispatchInput } from '../../../src/shared/dispatch-inputs';
import { COMMITMENT, SAFETY_MOVE_REFUSALS, safetyConclusion, safetyDueProblem, safetyMoves, type SafetyMove } from '../../../src/shared/safety-inspection-rules';
import { chinaDateOf } from '../../../src/shared/working-days';
import { safetyInspections as s, securityCheckPermits, supervisionTasks } from '../../db/schema';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import type { EntityInput } from '../../entity/define-entity';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { creditRecordIdOf, safetyInspection, type SafetyInspectionRow } from '../../entities/safety-inspection.entity';
import type { supervisionTask } from '../../entities/supervision-task.entity';
import { usersWithMenu } from '../events-handovers/brigades';
import { realClock, writeNotices, type Clock, type NoticeSpec } from '../events-handovers/notify';
import { asDb } from '../flow-runtime/context';
import { saveCreditRecordFact } from '../statistics/fact-writes';
import { dispatchTaskFrom } from '../supervision/dispatch-from';
import { writeTaskFact } from '../supervision/task-fact';
import { issuePermit, issueSafetyWrit } from './writs';

const MENU_ID = safetyInspection.writeGrants.menuId;
const BUSI = { busiTypeCode: 'aqjc', busiTypeName: '安全检查' } as const;

export interface SafetyKey {
  id: string;
  version: number;
}

async function inTx<R>(db: Db, work: (tx: Db, events: NoticeEvent[]) => Promise<R>): Promise<R> {
  const events: NoticeEvent[] = [];
  const result = await db.transaction((tr) => work(asDb(tr), events));
  await publishNotices(events);
  return result;
}

async function forMove(tx: Db, user: SessionUser, key: SafetyKey, move: SafetyMove): Promise<SafetyInspectionRow> {
  const row = await safetyInspection.ops.detail(tx, user, key.id);
  if (row.version !== key.version) throw conflict();
  if (!safetyMoves(row).includes(move)) throw badRequest(SAFETY_MOVE_REFUSALS[move]);
  return row;
}

async function change(tx: Db, key: SafetyKey, set: Partial<typeof s.$inferInsert>, now: Date): Promise<void> {
  const done = await tx.update(s).set({ ...set, updatedAt: now, version: key.version + 1 }).where(and(eq(s.id, key.id), eq(s.version, key.version), eq(s.deleted, false))).returning({ id: s.id });
  if (!done.length) throw conflict();
}

const notice = (row: SafetyInspectionRow, spec: Omit<NoticeSpec, 'busiTypeCode' | 'busiTypeName' | 'recordId'>): NoticeSpec => ({ ...BUSI, recordId: row.id, ...spec });

/** 受理登记: a commitment is permitted on the spot with its numbered writ; the brigade is told to inspect (checkUnchecked). */
export function registerSafetyInspection(db: Db, user: SessionUser, input: EntityInput<typeof safetyInspection>, clock: Clock = realClock(), id?: string): Promise<SafetyInspectionRow> {
  return inTx(db, async (tx, events) => {
    let row = await safetyInspection.ops.add(tx, user, input, undefined, { now: clock.now, id });
    const commitment = row.notifyStatus === COMMITMENT;
    if (commitment) {
      const permitId = await issuePermit(tx, user, row, SAFETY_OPINION.commitment, clock.now, clock);
      await tx.update(s).set({ permitId }).where(eq(s.id, row.id));
      row = await safetyInspection.ops.detail(tx, user, row.id);
    }
    const receivers = await usersWithMenu(tx, row.organId, MENU_ID);
    events.push(...(await writeNotices(tx, notice(row, {
      receivers, senderId: user.userId, target: 'checkUnchecked', targetName: '检查登记',
      title: `${commitment ? '承诺制已许可待核查' : '非承诺制待检查'}：${row.placeName}`,
      content: commitment
        ? `${row.unitName}的${row.placeName}（${row.address}）已按承诺制许可（${row.permitNumber}），请于${row.dueDate}前完成核查。`
        : `${row.unitName}的${row.placeName}（${row.address}）已受理，请于${row.dueDate}前完成投入使用、营业前消防安全检查。`,
    }), clock)));
    return row;
  });
}

/** 下发检查任务: two officers of the brigade, due by the application's working-day deadline; the registrant is told (viewUnchecked). */
export function dispatchSafetyCheck(db: Db, user: SessionUser, input: SafetyKey & DispatchInput, clock: Clock = realClock()): Promise<SafetyInspectionRow> {
  return inTx(db, async (tx, events) => {
    const row = await forMove(tx, user, input, 'dispatch');
    const problem = safetyDueProblem(input.endDate, row.dueDate, chinaDateOf(clock.now));
    if (problem) throw badRequest(problem);
    const verify = row.notifyStatus === COMMITMENT;
    const task = await dispatchTaskFrom(tx, user, {
      companyId: row.companyId, taskClassification: 'inspection', source: 'aqjc', agentId: input.agentId, assistantHandlerId: input.assistantHandlerId, endDate: input.endDate,
      remark: input.remark?.trim() || `${row.placeName}投入使用、营业前消防安全检查${verify ? '（承诺制核查）' : ''}`, organId: row.organId,
    } as EntityInput<typeof supervisionTask>, row.id);
    await change(tx, input, { status: verify ? 'verifying' : 'inspecting', taskId: task.id }, clock.now);
    events.push(...(await writeNotices(tx, notice(row, {
      receivers: [row.createdBy], senderId: user.userId, target: 'viewUnchecked', targetName: '未检查详情',
      title: `安全检查已下发检查任务：${row.placeName}`, content: `${row.placeName}的${verify ? '承诺核查' : '消防安全检查'}已下发，截止${input.endDate}。`,
    }), clock)));
    return safetyInspection.ops.detail(tx, user, input.id);
  });
}

/** 办结 from the task's check; the registrant is told (accepted). */
export function concludeSafetyInspection(db: Db, user: SessionUser, key: SafetyKey, clock: Clock = realClock()): Promise<SafetyInspectionRow> {
  return inTx(db, async (tx, events) => {
    const row = await forMove(tx, user, key, 'conclude');
    const status = safetyConclusion(row.notifyStatus, row.checkResult);
    const checkDate = row.checkDate ? new Date(`${row.checkDate}T12:00:00+08:00`) : clock.now;
    const set: Partial<typeof s.$inferInsert> = { status, concludedAt: clock.now };
    let outcome: string;
    if (status === 'permitted') {
      set.permitId = await issuePermit(tx, user, row, SAFETY_OPINION.permitted, checkDate, clock);
      outcome = '检查合格，准予投入使用、营业';
    } else if (status === 'refused') {
      const [task] = await tx.select({ hazards: supervisionTasks.hazards }).from(supervisionTasks).where(eq(supervisionTasks.id, row.taskId!));
      const problems = task?.hazards.map((h) => h.description).join('；') || optionLabel(CHECK_RESULT_OPTIONS, row.checkResult ?? '');
      const writ = await issueSafetyWrit(tx, user, row, `${SAFETY_OPINION.refused}${problems}。`, checkDate, clock);
      Object.assign(set, { refusalWritId: writ.writId, refusalNumber: writ.documentNumber });
      outcome = `检查不合格，不同意投入使用、营业（${writ.documentNumber}）`;
    } else if (status === 'revoked') {
      await revokeForFalseCommitment(tx, row, clock);
      outcome = '核查发现与承诺内容不符，已撤销许可，移送立案并记入信用记录';
    } else {
      outcome = '核查与承诺内容相符，许可继续有效';
    }
    await change(tx, key, set, clock.now);
    events.push(...(await writeNotices(tx, notice(row, {
      receivers: [row.createdBy], senderId: user.userId, target: 'accepted', targetName: '已受理详情',
      title: `安全检查已办结：${row.placeName}`, content: `${row.unitName}的${row.placeName}：${outcome}。`,
    }), clock)));
    return safetyInspection.ops.detail(tx, user, key.id);
  });
}

/**
 * A place that does not match its commitment: the permit is revoked, the verification task is referred for
 * penalty (立案 opens a case from it, server/services/penalty/referrals.ts) and the false commitment is
 * written to the unit's credit record.
 */
async function revokeForFalseCommitment(tx: Db, row: SafetyInspectionRow, clock: Clock): Promise<void> {
  const reason = `承诺制核查不符：${optionLabel(CHECK_RESULT_OPTIONS, row.checkResult ?? '')}`;
  await tx.update(securityCheckPermits).set({ status: 'revoked', revokedAt: clock.now, revokeReason: reason, updatedAt: clock.now }).where(eq(securityCheckPermits.id, row.permitId!));
  await tx.update(supervisionTasks).set({ checkResult: 'referral', updatedAt: clock.now, version: sql`${supervisionTasks.version} + 1` }).where(eq(supervisionTasks.id, row.taskId!));
  await writeTaskFact(tx, row.taskId!);
  await saveCreditRecordFact(tx, {
    id: creditRecordIdOf(row.id), organId: row.organId, companyId: row.companyId, level: FALSE_COMMITMENT_CREDIT_LEVEL,
    reason: `虚假承诺：${row.placeName}投入使用、营业前消防安全检查承诺与实际不符，撤销许可（${row.permitNumber}）`, recordedAt: clock.now,
  });
}
