/**
 * The steps of a penalty case after 立案, each one transaction: the case locked at the caller's version, the
 * order checked (src/shared/penalty-case-rules.ts), the change and what belongs to it (the legal review sent,
 * the decision writ numbered, the penalties fact written) all or nothing.
 */
import type { Static, TObject, TProperties } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { HEARING_WORKING_DAYS, PENALTY_REVIEW_KIND, STATEMENT_WORKING_DAYS } from '../../../src/constants/penalty-cases';
import type { DECIDE_FIELDS, EXECUTE_FIELDS, INVESTIGATE_FIELDS, NOTIFY_FIELDS, REPLY_FIELDS, SUBMIT_REVIEW_FIELDS } from '../../../src/shared/penalty-case-inputs';
import { decisionProblem, executionProblem, type PenaltyMove } from '../../../src/shared/penalty-case-rules';
import type { Db } from '../../db/client';
import { legalReviews, penaltyCases as c } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { penaltyCase, type PenaltyCaseRow } from '../../entities/penalty-case.entity';
import { asDb } from '../flow-runtime/context';
import { addLegalReview, updateLegalReview } from '../legal-reviews';
import { savePenaltyFact } from '../statistics/fact-writes';
import { workingDeadline } from '../working-days';
import { lockedForStep, type PenaltyCase } from './case-access';
import { issueDecisionWrit, penaltyText } from './decision-writ';

type Key = { id: string; version: number };
type Body<F extends TProperties> = Static<TObject<F>> & Key;
export type InvestigateInput = Body<typeof INVESTIGATE_FIELDS>;
export type NotifyInput = Body<typeof NOTIFY_FIELDS>;
export type ReplyInput = Body<typeof REPLY_FIELDS>;
export type SubmitReviewInput = Body<typeof SUBMIT_REVIEW_FIELDS>;
export type DecideInput = Body<typeof DECIDE_FIELDS>;
export type ExecuteInput = Body<typeof EXECUTE_FIELDS>;

type Change = Partial<typeof c.$inferInsert>;

/** Runs one step: lock, check the order, write `change(row, tx)`'s values with the next version, reply the row. */
async function step(db: Db, user: SessionUser, key: Key, move: PenaltyMove, now: Date, change: (row: PenaltyCase, tx: Db) => Promise<Change> | Change): Promise<PenaltyCaseRow> {
  await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const row = await lockedForStep(tx, user, key.id, key.version, move, now);
    const values = await change(row, tx);
    await tx.update(c).set({ ...values, updatedAt: now, version: row.version + 1 }).where(eq(c.id, row.id));
  });
  return penaltyCase.ops.detail(db, user, key.id);
}

const trimmed = (text: string | null | undefined) => text?.trim() || null;

/** The case's fact in 监督检查统计, 案由统计 and the cockpit: one row per decided case, same id. */
async function writeFact(tx: Db, row: PenaltyCase, decidedAt: Date, penaltyKind: string, fineAmount: number | null) {
  await savePenaltyFact(tx, {
    id: row.id, taskId: row.sourceTaskId, organId: row.organId, companyId: row.companyId, kind: penaltyKind as 'fine', compulsory: false,
    amount: fineAmount ?? 0, causeId: row.causeId, decidedAt,
  });
}

/** 调查取证: the evidence and inquiry records as they now stand. */
export const investigateCase = (db: Db, user: SessionUser, input: InvestigateInput, now = new Date()) =>
  step(db, user, input, 'investigate', now, () => ({
    evidence: input.evidence.map((e) => ({ name: e.name.trim(), description: e.description.trim(), collectedAt: e.collectedAt })),
    inquiries: input.inquiries.map((q) => ({ person: q.person.trim(), askedAt: q.askedAt, content: q.content.trim() })),
  }));

/** 告知: the intended penalty; the party's period runs 3 (陈述申辩) or 5 (听证) working days from today. */
export const notifyCase = (db: Db, user: SessionUser, input: NotifyInput, now = new Date()) =>
  step(db, user, input, 'notify', now, async (_row, tx) => ({
    status: 'notified',
    rights: input.rights,
    proposedPenalty: input.proposedPenalty.trim(),
    notifiedAt: now,
    replyDeadline: await workingDeadline(tx, now, input.rights === 'hearing' ? HEARING_WORKING_DAYS : STATEMENT_WORKING_DAYS),
  }));

/** 当事人意见: waived, stated or heard; a hearing needs the notice to have named it. */
export const replyCase = (db: Db, user: SessionUser, input: ReplyInput, now = new Date()) =>
  step(db, user, input, 'reply', now, (row) => {
    if (input.partyReply === 'hearing' && row.rights !== 'hearing') throw badRequest('告知未载明听证权利，不能记录听证');
    if (input.partyReply !== 'waived' && !trimmed(input.replyNote)) throw badRequest('陈述申辩或听证情况不能为空');
    return { partyReply: input.partyReply, replyNote: trimmed(input.replyNote) };
  });

/** 法制审核: a 集中审核 record of 法制预审 sent to the chosen receiver; a rejected or revoked one is sent again. */
export const submitCaseReview = (db: Db, user: SessionUser, input: SubmitReviewInput, now = new Date()) =>
  step(db, user, input, 'submitReview', now, async (row, tx) => {
    const reply = row.replyNote ? `；当事人意见：${row.replyNote}` : '';
    const fields = {
      caseName: row.caseName, caseNo: null, partyName: row.partyName, caseCause: row.causeId, organId: row.organId, handlerId: row.handlerId, summary: row.facts,
      proposal: `${row.proposedPenalty ?? ''}${reply}`.slice(0, 1000),
      materials: [...row.evidence.map((e) => e.name.slice(0, 100)), ...row.inquiries.map((q) => `询问笔录（${q.person}）`)].slice(0, 50),
      assigneeId: input.assigneeId, comment: trimmed(input.comment),
    };
    if (row.legalReviewId) {
      const [review] = await tx.select({ version: legalReviews.version }).from(legalReviews).where(eq(legalReviews.id, row.legalReviewId));
      await updateLegalReview(tx, user, { ...fields, id: row.legalReviewId, version: review.version });
      return {};
    }
    const review = await addLegalReview(tx, user, { reviewKind: PENALTY_REVIEW_KIND, ...fields });
    return { status: 'reviewing', legalReviewId: review.id };
  });

/** 决定: the 行政处罚决定书 issued with its number and the penalties fact written, after the review passed. */
export const decideCase = (db: Db, user: SessionUser, input: DecideInput, now = new Date()) =>
  step(db, user, input, 'decide', now, async (row, tx) => {
    const problem = decisionProblem(input);
    if (problem) throw badRequest(problem);
    const fineAmount = input.penaltyKind === 'fine' ? input.fineAmount ?? null : null;
    const writ = await issueDecisionWrit(tx, user, row, { penaltyKind: input.penaltyKind, fineAmount, legalBasis: input.legalBasis.trim() }, now);
    await writeFact(tx, row, now, input.penaltyKind, fineAmount);
    return { status: 'decided', penaltyKind: input.penaltyKind, fineAmount, decisionNumber: writ.documentNumber, decisionWritId: writ.writId, decidedAt: now };
  });

/** 执行: the fine paid in full, the decision performed, or enforcement applied for. */
export const executeCase = (db: Db, user: SessionUser, input: ExecuteInput, now = new Date()) =>
  step(db, user, input, 'execute', now, (row) => {
    const problem = executionProblem(row, input);
    if (problem) throw badRequest(problem);
    const paid = input.executionKind === 'paid';
    return {
      status: 'executed', executionKind: input.executionKind, paidAmount: paid ? input.paidAmount ?? null : null, paidAt: paid ? input.paidAt ?? null : null,
      executionNote: trimmed(input.executionNote) ?? (paid ? `已缴纳${penaltyText('fine', input.paidAmount ?? null)}` : null), executedAt: now,
    };
  });

/** 结案: the case closed; its fact is written again so it holds what the case ended with. */
export const closeCase = (db: Db, user: SessionUser, input: Key, now = new Date()) =>
  step(db, user, input, 'close', now, async (row, tx) => {
    await writeFact(tx, row, row.decidedAt ?? now, row.penaltyKind ?? 'warning', row.fineAmount);
    return { status: 'closed', closedAt: now };
  });
