import type { Db } from '../client';
import { noticeTemplates } from '../schema';
import { DAY_MS } from './constants';

/** The message templates the demo ships with (one per category and a disabled one), fixed ids and times. */
export async function seedNoticeTemplates(db: Db, anchor: Date): Promise<void> {
  const at = (days: number) => new Date(anchor.getTime() - days * DAY_MS);
  // Fixed ids: a second run (re-seeding over kept rows) leaves them as they are.
  await db.insert(noticeTemplates).values([
    { id: 'nt-task-assigned', name: '任务派发提醒', code: 'taskAssigned', category: 'task', title: '您有一条新的${busiTypeName}任务', content: '${senderName}向您派发了任务“${taskName}”，请于${dueDate}前完成。', creatorName: '系统管理员', createdAt: at(60), updatedAt: at(60) },
    { id: 'nt-approval-passed', name: '审批通过通知', code: 'approvalPassed', category: 'approval', title: '${busiTypeName}审批已通过', content: '您提交的“${taskName}”已由${approverName}审批通过。', creatorName: '系统管理员', createdAt: at(45), updatedAt: at(20) },
    { id: 'nt-approval-rejected', name: '审批退回通知', code: 'approvalRejected', category: 'approval', title: '${busiTypeName}审批被退回', content: '您提交的“${taskName}”被${approverName}退回，意见：${comment}。', creatorName: '系统管理员', createdAt: at(45), updatedAt: at(45) },
    { id: 'nt-system-maintenance', name: '系统维护通知', code: 'systemMaintenance', category: 'system', title: '系统维护通知', content: '系统将于${startTime}至${endTime}进行例行维护，期间暂停服务。', enabled: false, creatorName: '系统管理员', createdAt: at(30), updatedAt: at(30) },
  ]).onConflictDoNothing();
}
