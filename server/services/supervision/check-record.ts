/** 检查记录: the check items with findings, the hazards with levels, the outcome and the signatures of a task. */
import type { Static, TObject } from '@sinclair/typebox';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { checkRecordProblem, type CHECK_RECORD_FIELDS } from '../../../src/shared/supervision-inputs';
import { chinaDateOf, isIsoDate } from '../../../src/shared/working-days';
import type { Db } from '../../db/client';
import { caseCauses, supervisionTasks as t, taskTemplates } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { supervisionTask, type SupervisionTaskRow } from '../../entities/supervision-task.entity';
import { asDb } from '../flow-runtime/context';
import { issueNotice } from './rectify-notices';
import { lockedForMove } from './task-access';
import { writeTaskFact } from './task-fact';
import { complaintTaskChecked } from '../complaints/moves';
import { publishNotices } from '../../notice/publisher';
import type { NoticeEvent } from '../../notice/bus';

export type CheckRecordInput = Static<TObject<typeof CHECK_RECORD_FIELDS>> & { id: string; version: number };

async function refusal(db: Db, input: CheckRecordInput, now: Date): Promise<string | null> {
  if (!isIsoDate(input.checkDate)) return `检查日期${input.checkDate}不存在`;
  if (input.checkDate > chinaDateOf(now)) return '检查日期不能晚于今天';
  const problem = checkRecordProblem(input);
  if (problem) return problem;
  if (input.templateId) {
    const [template] = await db.select({ enabled: taskTemplates.enabled }).from(taskTemplates).where(and(eq(taskTemplates.id, input.templateId), eq(taskTemplates.deleted, false)));
    if (!template?.enabled) return '任务模板不存在或已停用';
  }
  if (input.causeId) {
    const [cause] = await db.select({ id: caseCauses.id }).from(caseCauses).where(eq(caseCauses.id, input.causeId));
    if (!cause) return '案由不存在';
  }
  return null;
}

/**
 * Records the check of an accepted task, by one of its two officers, and in the same transaction writes the
 * statistics fact (done, with its result and hazards) and, for 责令立即改正, the notice served on the spot.
 * Both officers and the unit's signer sign as the record is saved.
 */
export async function recordCheck(db: Db, user: SessionUser, input: CheckRecordInput, now = new Date(), newId: () => string = randomUUID): Promise<SupervisionTaskRow> {
  const events: NoticeEvent[] = [];
  await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const { task, status } = await lockedForMove(tx, user, input.id, input.version, 'record');
    const problem = await refusal(tx, input, now);
    if (problem) throw badRequest(problem);
    const hazards = input.hazards.map((h) => ({ description: h.description.trim(), level: h.level }));
    await tx
      .update(t)
      .set({
        status,
        checkDate: input.checkDate,
        checkResult: input.checkResult,
        templateId: input.templateId || task.templateId,
        checkItems: input.checkItems.map((i) => ({ item: i.item.trim(), passed: i.passed, finding: i.finding.trim() })),
        hazards,
        causeId: input.checkResult === 'qualified' ? null : input.causeId || null,
        unitSigner: input.unitSigner.trim(),
        unitSignedAt: now,
        agentSignedAt: now,
        assistantSignedAt: now,
        checkRemark: input.checkRemark?.trim() || null,
        checkedAt: now,
        updatedAt: now,
        version: task.version + 1,
      })
      .where(eq(t.id, task.id));
    await writeTaskFact(tx, task.id);
    if (input.checkResult === 'immediate') await issueNotice(tx, { ...task, hazards }, 'immediate', user.userId, now, undefined, newId);
    // A complaint's verification task hands its finding back to the complaint (ready for reply).
    if (task.source === 'complaint') events.push(...(await complaintTaskChecked(tx, { ...task, checkResult: input.checkResult, hazards, checkRemark: input.checkRemark ?? null }, now, newId)));
  });
  await publishNotices(events);
  return supervisionTask.ops.detail(db, user, input.id);
}
