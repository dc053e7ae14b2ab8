import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complaints, creditRecords, industryOrders, inspectionTasks, penalties, publicServices, serviceReviews } from '../../db/schema';
import { lockFact, moveSummaries } from './summaries/write';
import type { SummarizedTable } from './summaries/summarized';

/** One inspection task's fact row (the task's id is the fact's id). */
export type InspectionTaskFact = typeof inspectionTasks.$inferInsert;
/** One penalty's fact row (处罚 and compulsory measures). */
export type PenaltyFact = typeof penalties.$inferInsert;
/** One public service's fact row (预约, 培训, 宣传, 咨询: 公共服务统计 10500). */
export type PublicServiceFact = typeof publicServices.$inferInsert;
/** One complaint's fact row (投诉举报: the cockpit's heat map and 公众服务统计). */
export type ComplaintFact = typeof complaints.$inferInsert;
/** One industry work order's fact row (行业部门工单统计 10410). */
export type IndustryOrderFact = typeof industryOrders.$inferInsert;
/** One service review's fact row (好差评). */
export type ServiceReviewFact = typeof serviceReviews.$inferInsert;

/**
 * Writes one fact row and moves its summaries in the same transaction (a savepoint of the caller's):
 * the row as it was taken out, the row as written put in. Rolled back with the caller's work.
 */
async function writeFact(db: Db, table: SummarizedTable, id: string, write: (tx: Db) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFact(tx, table, id);
    await moveSummaries(tx, table, [id], -1);
    await write(tx);
    await moveSummaries(tx, table, [id], 1);
  });
}

/**
 * The only way business code writes an inspection task's fact: inside the caller's transaction, so the
 * statistics move exactly when the work is saved and never when it is rolled back. Saving again with
 * the same id replaces the fact (a task checked after it was first written as pending).
 */
export async function saveInspectionTaskFact(db: Db, fact: InspectionTaskFact): Promise<void> {
  const { id, ...rest } = fact;
  await writeFact(db, 'inspection_tasks', id, (tx) => tx.insert(inspectionTasks).values(fact).onConflictDoUpdate({ target: inspectionTasks.id, set: rest }));
}

/** Removes a task's fact (the task itself was removed). */
export async function removeInspectionTaskFact(db: Db, id: string): Promise<void> {
  await writeFact(db, 'inspection_tasks', id, (tx) => tx.delete(inspectionTasks).where(eq(inspectionTasks.id, id)));
}

/** The only way business code writes a penalty's fact (as saveInspectionTaskFact); the same id replaces it. */
export async function savePenaltyFact(db: Db, fact: PenaltyFact): Promise<void> {
  const { id, ...rest } = fact;
  await writeFact(db, 'penalties', id, (tx) => tx.insert(penalties).values(fact).onConflictDoUpdate({ target: penalties.id, set: rest }));
}

/** Removes a penalty's fact. */
export async function removePenaltyFact(db: Db, id: string): Promise<void> {
  await writeFact(db, 'penalties', id, (tx) => tx.delete(penalties).where(eq(penalties.id, id)));
}

/** The only way business code writes a service review's fact (as saveInspectionTaskFact); the same id replaces it. */
export async function saveServiceReviewFact(db: Db, fact: ServiceReviewFact): Promise<void> {
  const { id, ...rest } = fact;
  await writeFact(db, 'service_reviews', id, (tx) => tx.insert(serviceReviews).values(fact).onConflictDoUpdate({ target: serviceReviews.id, set: rest }));
}

/** Removes a service review's fact. */
export async function removeServiceReviewFact(db: Db, id: string): Promise<void> {
  await writeFact(db, 'service_reviews', id, (tx) => tx.delete(serviceReviews).where(eq(serviceReviews.id, id)));
}

/** A public service served (an appointment accepted…): written in the caller's transaction (no summaries). */
export async function savePublicServiceFact(db: Db, fact: PublicServiceFact): Promise<void> {
  const { id: _id, ...rest } = fact;
  await db.insert(publicServices).values(fact).onConflictDoUpdate({ target: publicServices.id, set: rest });
}

/**
 * The only way business code writes a complaint's fact, in a savepoint of the caller's transaction; the same id
 * replaces it. No statistics view sums complaints from daily summaries (they are read from the facts), so
 * there is no summary to move.
 */
export async function saveComplaintFact(db: Db, fact: ComplaintFact): Promise<void> {
  const { id: _id, ...rest } = fact;
  await db.transaction(async (tx) => {
    await tx.insert(complaints).values(fact).onConflictDoUpdate({ target: complaints.id, set: rest });
  });
}

/** Removes a complaint's fact. */
export async function removeComplaintFact(db: Db, id: string): Promise<void> {
  await db.delete(complaints).where(eq(complaints.id, id));
}

/**
 * The only way business code writes an industry work order's fact, inside the caller's transaction (the
 * table has no summaries: the view reads it directly). The same id replaces it as the order moves.
 */
export async function saveIndustryOrderFact(db: Db, fact: IndustryOrderFact): Promise<void> {
  const { id: _id, ...rest } = fact;
  await db.insert(industryOrders).values(fact).onConflictDoUpdate({ target: industryOrders.id, set: rest });
}

/** One credit record's fact row (信用监管统计 10330): a false commitment of /aqjc, a rating. */
export type CreditRecordFact = typeof creditRecords.$inferInsert;

/** The only way business code writes a credit record (no summary reads it; the view reads the facts); the same id replaces it. */
export async function saveCreditRecordFact(db: Db, fact: CreditRecordFact): Promise<void> {
  const { id: _id, ...rest } = fact;
  await db.insert(creditRecords).values(fact).onConflictDoUpdate({ target: creditRecords.id, set: rest });
}
