/** The record of a work: circulation rows (流转记录) and the task list of the approval flow info. */
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FLOW_MOVE_NAMES, FLOW_TASK_STATUS_NAMES } from '../../../src/constants/flow-runtime';
import type { FlowMove } from '../../../src/machines/approval-flow/types';
import type { Db } from '../../db/client';
import { flowCirculations, organizations, todoTasks, users } from '../../db/schema';
import { assertCanView, type Viewer } from './access';
import { workNotFound } from './context';
import { findWork } from './work-info';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function flowWorkHistory(db: Db, viewer: Viewer, flowWorkId: string) {
  const work = await findWork(db, { flowWorkId });
  if (!work) throw workNotFound();
  await assertCanView(db, viewer, work);
  const c = flowCirculations;
  const rows = await db.select().from(c).where(eq(c.flowWorkId, work.id)).orderBy(asc(c.sendTime), asc(c.id));
  return rows.map((r) => ({
    id: r.id,
    move: r.move,
    moveName: FLOW_MOVE_NAMES[r.move as FlowMove] ?? r.move,
    stepName: r.stepName,
    sourceUnitName: r.sourceUnitName,
    username: r.username,
    sendTime: r.sendTime.toISOString(),
    targetUnitName: r.targetUnitName,
    targetUserName: r.targetUserName,
    comment: r.comment,
  }));
}

const receiveUser = alias(users, 'receive_user');
const sendUser = alias(users, 'send_user');
const receiveOrgan = alias(organizations, 'receive_organ');
const sendOrgan = alias(organizations, 'send_organ');

/** 审批流程信息: every receipt of the work in order, as the spec's taskList. Empty when the record was never sent. */
export async function approvalFlowInfo(db: Db, viewer: Viewer, busiTypeCode: string, busiInstId: string) {
  const work = await findWork(db, { busiTypeCode, busiInstId });
  if (!work) return { taskList: [] };
  await assertCanView(db, viewer, work);
  const t = todoTasks;
  const rows = await db
    .select({
      id: t.id,
      stepName: t.stepName,
      status: t.status,
      approveAction: t.approveAction,
      approveContent: t.approveContent,
      approvalTime: t.approvalTime,
      sendTime: t.receivedAt,
      sendUserComment: t.sendComment,
      receiveUserName: receiveUser.name,
      receiveOrganName: receiveOrgan.name,
      sendUserName: sendUser.name,
      sendOrganName: sendOrgan.name,
    })
    .from(t)
    .leftJoin(receiveUser, eq(receiveUser.id, t.assigneeId))
    .leftJoin(receiveOrgan, eq(receiveOrgan.id, t.receiveOrganId))
    .leftJoin(sendUser, eq(sendUser.id, t.senderId))
    .leftJoin(sendOrgan, eq(sendOrgan.id, t.sendOrganId))
    .where(eq(t.flowWorkId, work.id))
    .orderBy(asc(t.receivedAt), asc(t.id));
  return {
    taskList: rows.map((r) => ({
      id: r.id,
      stepName: r.stepName,
      status: r.status,
      statusName: FLOW_TASK_STATUS_NAMES[r.status],
      receiveOrgan: { organName: r.receiveOrganName },
      receiveUser: { username: r.receiveUserName },
      approvalTime: iso(r.approvalTime),
      approveAction: r.approveAction,
      approveActionName: r.approveAction ? (FLOW_MOVE_NAMES[r.approveAction as FlowMove] ?? r.approveAction) : null,
      approveContent: r.approveContent,
      sendOrgan: { organName: r.sendOrganName },
      sendUser: { username: r.sendUserName },
      sendTime: r.sendTime.toISOString(),
      sendUserComment: r.sendUserComment,
    })),
  };
}
