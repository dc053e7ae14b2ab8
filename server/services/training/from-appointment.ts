/** An accepted 培训 booking (预约受理 8240) becomes a planned training session of the receiving brigade for the unit. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trainingSessions } from '../../db/schema';
import type { SessionUser } from '../../http/route';
import { trainingSession } from '../../entities/training-session.entity';
import { TRAINING_FROM_BOOKING_START } from '../../../src/constants/publicity';

type Booking = { id: string; organId: string; companyId: string; unitName: string; address: string; content: string };

/** Inside the booking's transaction; the session's id follows the booking's, so a second seed writes the same row. */
export async function planTrainingFrom(tx: Db, user: SessionUser, booking: Booking, date: string, now: Date): Promise<string> {
  const input = {
    topic: `消防安全培训：${booking.unitName}`.slice(0, 100), trainingDate: date, startTime: TRAINING_FROM_BOOKING_START, place: booking.address.slice(0, 200) || booking.unitName,
    content: booking.content.slice(0, 1000), unitIds: [booking.companyId], materialIds: [],
  };
  const id = `tr-${booking.id}`;
  await trainingSession.ops.add(tx, user, input, undefined, { now, id });
  await tx.update(trainingSessions).set({ organId: booking.organId, appointmentId: booking.id }).where(eq(trainingSessions.id, id));
  return id;
}
