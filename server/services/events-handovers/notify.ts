/** Notices of events and handovers: one row per receiver, opened at the catalogue target named in the payload. */
import { randomUUID } from 'node:crypto';
import type { NotificationTarget } from '../../../src/catalogue/notification-targets';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import type { NoticeEvent } from '../../notice/bus';

export interface NoticeSpec {
  receivers: readonly string[];
  senderId: string | null;
  title: string;
  content: string;
  busiTypeCode: 'dxhd' | 'yjsl' | 'aqjc' | 'hzfkrw';
  busiTypeName: string;
  /** The record (event or handover) the target screen opens as `?id=`. */
  recordId: string;
  target: NotificationTarget;
  targetName: string;
}

/** When a move happens and how its notices are named (the demo seed passes fixed ones). */
export interface Clock {
  now: Date;
  newId: () => string;
}
export const realClock = (): Clock => ({ now: new Date(), newId: randomUUID });

/** Writes the notices in the caller's transaction; the caller publishes the events after it committed. */
export async function writeNotices(tx: Db, spec: NoticeSpec, { now, newId }: Clock): Promise<NoticeEvent[]> {
  const receivers = [...new Set(spec.receivers)].filter((id) => id !== spec.senderId);
  if (!receivers.length) return [];
  const rows = receivers.map((receiverId) => ({
    id: newId(), receiverId, senderId: spec.senderId, title: spec.title, content: spec.content, category: 'task', templateCategory: 'task',
    busiTypeCode: spec.busiTypeCode, busiTypeName: spec.busiTypeName, taskId: null, busiInstId: spec.recordId,
    payload: { taskCategory: spec.target, taskCategoryName: spec.targetName }, visited: false, createdAt: now,
  }));
  await tx.insert(notices).values(rows);
  return rows.map((r): NoticeEvent => ({ ...r, taskCategory: spec.target, taskCategoryName: spec.targetName, createdAt: now.toISOString() }));
}
