/** The moves of a running flow: send, submit (approve, reject, transfer, forward, close, end), revoke, reback. */
import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute, type SessionUser } from '../../http/route';
import { moveWork, sendBusiness } from '../../services/flow-runtime/moves';
import { flowWorkInfo } from '../../services/flow-runtime/work-info';
import { AssigneeId, BusiInstId, BusiTypeCode, FlowWorkId, FlowWorkInfo, Opinion, VersionField } from './runtime-schemas';
import type { Db } from '../../db/client';

const Action = Type.Union(
  [Type.Literal('approve'), Type.Literal('reject'), Type.Literal('transfer'), Type.Literal('forward'), Type.Literal('close'), Type.Literal('end')],
  { title: '操作' },
);

/** The work as the person who just moved it now sees it. */
const afterMove = (db: Db, user: SessionUser, flowWorkId: string) => flowWorkInfo(db, user, { flowWorkId });

export const flowRuntimeMoveRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/flow/runtime/work/business/send',
    operationId: 'sendFlowWork',
    summary: '发送业务审批（首次发起，或退回、撤回后重新提交），选择第一步的办理人',
    access: 'session',
    body: Type.Object({
      busiTypeCode: BusiTypeCode,
      busiInstId: BusiInstId,
      title: Type.String({ title: '标题', minLength: 1, maxLength: 200 }),
      assigneeId: AssigneeId,
      comment: Type.Optional(Type.String({ title: '发送意见', maxLength: 500 })),
      version: Type.Optional(VersionField),
    }),
    data: FlowWorkInfo,
    handler: async ({ body, db, user, audit }) => {
      audit.target = `${body.busiTypeCode}:${body.busiInstId}`;
      const work = await sendBusiness(db, user!, body);
      return afterMove(db, user!, work.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/flow/runtime/work/submit',
    operationId: 'submitFlowWork',
    summary: '办理审批：同意、不同意（须填写意见）、转办、转发、办结或终止',
    access: 'session',
    body: Type.Object({
      flowWorkId: FlowWorkId,
      version: VersionField,
      action: Action,
      assigneeId: Type.Optional(AssigneeId),
      opinion: Type.Optional(Opinion),
    }),
    data: FlowWorkInfo,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.flowWorkId;
      audit.detail = body.action;
      const work = await moveWork(db, user!, { flowWorkId: body.flowWorkId, version: body.version, move: body.action, assigneeId: body.assigneeId, opinion: body.opinion });
      return afterMove(db, user!, work.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/flow/runtime/work/revoke',
    operationId: 'revokeFlowWork',
    summary: '撤回（发送人在接收人办理之前收回）',
    access: 'session',
    body: Type.Object({ flowWorkId: FlowWorkId, version: VersionField }),
    data: FlowWorkInfo,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.flowWorkId;
      const work = await moveWork(db, user!, { ...body, move: 'revoke' });
      return afterMove(db, user!, work.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/flow/runtime/work/reback',
    operationId: 'rebackFlowWork',
    summary: '退回上一步（须填写意见，第一步不能退回）',
    access: 'session',
    body: Type.Object({ flowWorkId: FlowWorkId, version: VersionField, opinion: Type.String({ title: '审批意见', minLength: 1, maxLength: 500 }) }),
    data: FlowWorkInfo,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.flowWorkId;
      const work = await moveWork(db, user!, { ...body, move: 'reback' });
      return afterMove(db, user!, work.id);
    },
  }),
];
