import { eq } from 'drizzle-orm';
import { COMPLAINT_URGENT_VERIFY_WORKING_DAYS, COMPLAINT_VERIFY_WORKING_DAYS } from '../../../src/constants/complaints';
import { isUrgent } from '../../../src/shared/complaint-rules';
import type { Db } from '../../db/client';
import { complaintReports as c } from '../../db/schema';
import { workingDeadline } from '../working-days';
import { writeComplaintFact } from './fact';

/** 新建核查: a complaint the brigade received itself is forwarded to it at once, due in working days, and counted. */
export async function afterDirectEntry(db: Db, id: string): Promise<void> {
  const [row] = await db.select().from(c).where(eq(c.id, id));
  if (!row) return;
  const dueDate = await workingDeadline(db, row.receivedAt, isUrgent(row.category) ? COMPLAINT_URGENT_VERIFY_WORKING_DAYS : COMPLAINT_VERIFY_WORKING_DAYS);
  await db.update(c).set({ dueDate }).where(eq(c.id, id));
  await writeComplaintFact(db, id);
}
