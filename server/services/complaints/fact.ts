import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complaintReports as c, supervisionTasks } from '../../db/schema';
import { factChannel, factStatus, riskOf } from '../../../src/shared/complaint-rules';
import { removeComplaintFact, saveComplaintFact } from '../statistics/fact-writes';

/**
 * Writes the statistics fact of a complaint as it now stands, inside the caller's transaction: none while only
 * registered, then 不予受理 / 已受理 / 已核查 with the risk of what was found (the verification task's hazards).
 */
export async function writeComplaintFact(db: Db, id: string): Promise<void> {
  const [row] = await db.select().from(c).where(eq(c.id, id));
  const status = row && !row.deleted ? factStatus(row.status) : null;
  if (!row || !status) {
    await removeComplaintFact(db, id);
    return;
  }
  const [task] = row.verifyTaskId ? await db.select({ hazards: supervisionTasks.hazards }).from(supervisionTasks).where(eq(supervisionTasks.id, row.verifyTaskId)) : [];
  await saveComplaintFact(db, {
    id: row.id,
    organId: row.organId,
    kind: row.kind === 'report' ? 'report' : 'complaint',
    channel: factChannel(row.channel),
    risk: riskOf(row.category, row.finding, (task?.hazards ?? []).map((h) => h.level)),
    status,
    lng: row.lng,
    lat: row.lat,
    address: row.address,
    content: row.content,
    receivedAt: row.receivedAt,
  });
}
