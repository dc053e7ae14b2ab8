/**
 * The statistics fact of a routine check, written in the transaction that saves it: a committee or
 * industry department's own check counts as the department's check in 行业部门统计 (10420: a done task of
 * source industry with its result and hazards). A street's own checks are no department's and write none.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { routineChecks } from '../../db/schema';
import { saveInspectionTaskFact } from '../statistics/fact-writes';

/** The check's moment for the statistics: noon (China time) of its check date. */
const checkedAtOf = (date: string) => new Date(`${date}T12:00:00+08:00`);

export async function writeRoutineCheckFacts(db: Db, id: string): Promise<void> {
  const [check] = await db.select().from(routineChecks).where(eq(routineChecks.id, id));
  if (!check?.departmentId) return;
  await saveInspectionTaskFact(db, {
    id: check.id, organId: check.organId, userId: check.checkerId, companyId: check.companyId, source: 'industry', status: 'done',
    result: check.checkResult === 'qualified' ? 'qualified' : 'unqualified', hazards: check.hazardCount,
    issuedByOrganId: null, departmentId: check.departmentId, createdAt: check.createdAt, checkedAt: checkedAtOf(check.checkDate),
  });
}
