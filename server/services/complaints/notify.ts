import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complaintReports, notices, users } from '../../db/schema';
import type { NoticeEvent } from '../../notice/bus';

type Complaint = typeof complaintReports.$inferSelect;
/** The notification targets of a complaint: 消防投诉待处理 (forwarded to a brigade) and 未处理投诉 (verified, to reply). */
export type ComplaintTarget = 'xfNotDeal' | 'notDealwith';
const TARGET_NAME: Record<ComplaintTarget, string> = { xfNotDeal: '消防投诉待处理', notDealwith: '未处理投诉' };

/** The live people of a unit (a brigade's staff receive what was forwarded to it). */
export async function peopleOf(tx: Db, organId: string): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(and(eq(users.organId, organId), eq(users.deleted, false)));
  return rows.map((r) => r.id);
}

/** Inserts one notice per receiver in the caller's transaction; the caller publishes the events after it commits. */
export async function complaintNotices(
  tx: Db, complaint: Complaint, receiverIds: readonly string[], target: ComplaintTarget, title: string, content: string, senderId: string | null, now: Date, newId: () => string = randomUUID,
): Promise<NoticeEvent[]> {
  const receivers = [...new Set(receiverIds)];
  if (!receivers.length) return [];
  const rows = receivers.map((receiverId) => ({
    id: newId(), receiverId, senderId, title, content, category: 'complaint', templateCategory: 'task', busiTypeCode: 'tssl', busiTypeName: '投诉受理',
    taskId: complaint.id, busiInstId: complaint.id, payload: { taskCategory: target, taskCategoryName: TARGET_NAME[target] }, visited: false, createdAt: now,
  }));
  await tx.insert(notices).values(rows);
  return rows.map((r): NoticeEvent => ({ ...r, createdAt: now.toISOString() }));
}

