/** Reading a running flow: candidates before a send, the work with the caller's moves, its history and task list. */
import { Type } from '@sinclair/typebox';
import { badRequest } from '../../http/envelope';
import { defineRoute, type AnyRoute } from '../../http/route';
import { approvalFlowInfo, flowWorkHistory } from '../../services/flow-runtime/history';
import { receiverCandidates } from '../../services/flow-runtime/receivers';
import { flowWorkInfo } from '../../services/flow-runtime/work-info';
import { ApprovalFlowInfo, BusiInstId, BusiTypeCode, Candidate, Circulation, FlowWorkId, FlowWorkInfo } from './runtime-schemas';

const ReceiverMove = Type.Union([Type.Literal('send'), Type.Literal('approve'), Type.Literal('transfer'), Type.Literal('forward')], { title: '操作' });

export const flowRuntimeQueryRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/flow/runtime/getApprovesBeforeSend',
    operationId: 'getApprovesBeforeSend',
    summary: '可选办理人（发送、同意后下一步、转办、转发的接收人候选）',
    access: 'session',
    querystring: Type.Object({ busiTypeCode: BusiTypeCode, flowWorkId: Type.Optional(FlowWorkId), move: Type.Optional(ReceiverMove) }),
    data: Type.Array(Candidate),
    handler: ({ query, db, user }) => receiverCandidates(db, user!, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/flow/runtime/getFlowWorkInfo',
    operationId: 'getFlowWorkInfo',
    summary: '流程事项信息：阶段、步骤、当前用户可用的操作（按流程事项ID，或业务类型与业务记录ID）',
    access: 'session',
    querystring: Type.Object({ flowWorkId: Type.Optional(FlowWorkId), busiTypeCode: Type.Optional(BusiTypeCode), busiInstId: Type.Optional(BusiInstId) }),
    data: FlowWorkInfo,
    handler: ({ query, db, user }) => {
      if (!query.flowWorkId && !(query.busiTypeCode && query.busiInstId)) throw badRequest('请提供流程事项ID，或业务类型与业务记录ID');
      return flowWorkInfo(db, user!, query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/flow/runtime/getFlowWorkHis',
    operationId: 'getFlowWorkHis',
    summary: '流转记录（发送单位、发送人、发送时间、接收单位、备注）',
    access: 'session',
    querystring: Type.Object({ flowWorkId: FlowWorkId }),
    data: Type.Array(Circulation),
    handler: ({ query, db, user }) => flowWorkHistory(db, user!, query.flowWorkId),
  }),
  defineRoute({
    method: 'GET',
    url: '/flow/runtime/getApprovalFlowInfo',
    operationId: 'getApprovalFlowInfo',
    summary: '审批流程信息（每次接收的单位、人员、审批时间与意见，发送单位、人员、时间与意见）',
    access: 'session',
    querystring: Type.Object({ busiInstId: BusiInstId, busiTypeCode: BusiTypeCode }),
    data: ApprovalFlowInfo,
    handler: ({ query, db, user }) => approvalFlowInfo(db, user!, query.busiTypeCode, query.busiInstId),
  }),
];
