/** Notices of a sealing: the leaders who may approve it hear of its submission, the officer of the decision. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices, organizations, roleMenus, userRoles, users } from '../../db/schema';
import type { NoticeEvent } from '../../notice/bus';
import type { Clock } from '../events-handovers/notify';

/** 临时查封 审批 (catalogue button of xzqzcs). */
export const SEAL_APPROVE_BUTTON_ID = 3202;

/** Live users of the unit or a unit above it who hold the 审批 button. */
export async function sealApprovers(db: Db, organId: string): Promise<string[]> {
  const organs: string[] = [];
  for (let id: string | null = organId; id && !organs.includes(id);) {
    organs.push(id);
    const [row] = await db.select({ parentId: organizations.parentId }).from(organizations).where(eq(organizations.id, id));
    id = row?.parentId ?? null;
  }
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roleMenus, and(eq(roleMenus.roleId, userRoles.roleId), eq(roleMenus.menuId, SEAL_APPROVE_BUTTON_ID)))
    .where(and(inArray(users.organId, organs), eq(users.deleted, false)));
  return rows.map((r) => r.id).sort();
}

/** Writes one notice per receiver (not the sender) in the caller's transaction; the caller publishes after commit. */
export async function writeSealNotices(tx: Db, receivers: readonly string[], senderId: string, sealUpId: string, title: string, content: string, clock: Clock): Promise<NoticeEvent[]> {
  const rows = [...new Set(receivers)].filter((id) => id !== senderId).map((receiverId) => ({
    id: clock.newId(), receiverId, senderId, title, content, category: 'supervision', templateCategory: 'task', busiTypeCode: 'xzqzcs', busiTypeName: '临时查封',
    taskId: null, busiInstId: sealUpId, payload: { sealUpId }, visited: false, createdAt: clock.now,
  }));
  if (!rows.length) return [];
  await tx.insert(notices).values(rows);
  return rows.map((r): NoticeEvent => ({ ...r, createdAt: clock.now.toISOString() }));
}
