/**
 * What a business record must hold before its work may finish (approve at the last step, or close):
 * the runtime asks here, by business type, so a flow cannot end with the record incomplete.
 */
import { and, eq } from 'drizzle-orm';
import { REINSPECTION_BUSI_TYPE } from '../../../src/constants/business-flow';
import type { Db } from '../../db/client';
import { reinspectionApplications } from '../../db/schema';
import { badRequest } from './context';

export const FinishMessages = {
  noReinspectionOutcome: '复查结论不能为空，请先填写复查结论再同意办结',
} as const;

type FinishCheck = (db: Db, busiInstId: string) => Promise<string | null>;

/** A re-inspection ends only with its 复查结论 (合格 / 不合格) recorded. */
const reinspectionConcluded: FinishCheck = async (db, id) => {
  const [row] = await db
    .select({ outcome: reinspectionApplications.outcome })
    .from(reinspectionApplications)
    .where(and(eq(reinspectionApplications.id, id), eq(reinspectionApplications.deleted, false)));
  return row?.outcome ? null : FinishMessages.noReinspectionOutcome;
};

const CHECKS: Record<string, FinishCheck> = {
  [REINSPECTION_BUSI_TYPE]: reinspectionConcluded,
};

/** Refuses (400, naming the missing field) when the record of a work may not finish yet. */
export async function assertMayFinish(db: Db, work: { busiTypeCode: string; busiInstId: string }): Promise<void> {
  const check = CHECKS[work.busiTypeCode];
  const missing = check ? await check(db, work.busiInstId) : null;
  if (missing) throw badRequest(missing);
}
