/**
 * 联合监管工单 (/xtgl 5110, 5220, 5300, 5400, 5510) beyond the entities' standard routes
 * (server/entities/work-order.entity.ts): 下发 to several receivers, the receivers one may choose, and the
 * moves 签收, 回复, 办结, 退回 and a street's 转发 to its communities (the grant of the order's own screen is
 * checked on the row).
 */
import { Type } from '@sinclair/typebox';
import { WORK_ORDER_KIND_OPTIONS } from '../../../src/constants/options';
import { WORK_ORDER_ENTITIES } from '../../entities/work-order.entity';
import { forbidden } from '../../http/envelope';
import { defineRoute, type AnyRoute } from '../../http/route';
import { issueOrders } from '../../services/work-orders/issue';
import { WORK_ORDER_GRANTS, workOrderButtonId, type WorkOrderKind } from '../../services/work-orders/kinds';
import { ForwardBody, forwardWorkOrder } from '../../services/work-orders/forward';
import { MoveBody, moveWorkOrder, type OrderMove } from '../../services/work-orders/moves';
import { communitiesOf, receiversOf } from '../../services/work-orders/receivers';

const KINDS = WORK_ORDER_KIND_OPTIONS.map((o) => o.value);
const FORWARD_BUTTON_ID = workOrderButtonId('street', 'forward');
const Moved = Type.Object({ id: Type.String({ title: '工单ID' }), status: Type.String({ title: '工单状态' }), version: Type.Integer({ title: '版本' }) });

const issueRoute = (kind: WorkOrderKind): AnyRoute => {
  const entity = WORK_ORDER_ENTITIES[kind];
  const path = entity.path('add')!;
  return defineRoute({
    method: path.method,
    url: path.url,
    operationId: path.operationId,
    summary: path.summary,
    access: entity.writeGrants.menuId,
    buttonId: WORK_ORDER_GRANTS[kind].buttons.issue,
    body: entity.input,
    data: entity.row,
    handler: async ({ db, user, body, audit }) => {
      audit.target = body.title;
      return issueOrders(db, user!, kind, body);
    },
  });
};

const moveRoute = (url: string, operationId: string, summary: string, move: OrderMove, noteTitle = '意见'): AnyRoute =>
  defineRoute({
    method: 'POST',
    url,
    operationId,
    summary,
    access: 'session',
    body: MoveBody(noteTitle),
    data: Moved,
    handler: async ({ db, user, body, audit }) => {
      audit.target = body.id;
      return moveWorkOrder(db, user!, body, move);
    },
  });

export const workOrderRoutes: AnyRoute[] = [
  ...KINDS.map(issueRoute),
  defineRoute({
    method: 'GET',
    url: '/order/getBROrganList',
    operationId: 'workOrderReceivers',
    summary: '可下发工单的接收单位（按接收类型：消安委成员单位、行业部门、派出所、社区、街道；本单位辖区内）',
    access: 'session',
    audit: false,
    querystring: Type.Object({ kind: Type.Union(KINDS.map((k) => Type.Literal(k)), { title: '接收类型' }) }),
    data: Type.Array(Type.Object({ id: Type.String({ title: '接收单位ID' }), name: Type.String({ title: '接收单位' }) })),
    handler: async ({ db, user, query }) => {
      const grants = WORK_ORDER_GRANTS[query.kind];
      if (!user!.isAdmin && !(user!.grants.has(grants.menuId) && user!.grants.has(grants.buttons.issue))) throw forbidden();
      return (await receiversOf(db, user!, query.kind)).map((r) => ({ id: r.id, name: r.name }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/order/getzhuanOrganization',
    operationId: 'workOrderForwardTargets',
    summary: '可转发的社区（本街道下属社区）',
    access: WORK_ORDER_GRANTS.street.menuId,
    buttonId: FORWARD_BUTTON_ID,
    audit: false,
    data: Type.Array(Type.Object({ id: Type.String({ title: '社区ID' }), name: Type.String({ title: '社区名称' }) })),
    handler: ({ db, user }) => communitiesOf(db, user!.unitId),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/forwardUnit',
    operationId: 'forwardWorkOrder',
    summary: '转发工单：街道把收到的工单转给下属社区办理，社区回复后由街道汇总回复下发单位',
    access: 'session',
    body: ForwardBody,
    data: Type.Object({ ...Moved.properties, forwardedId: Type.String({ title: '社区工单ID' }) }),
    handler: async ({ db, user, body, audit }) => {
      audit.target = body.id;
      return forwardWorkOrder(db, user!, body);
    },
  }),
  moveRoute('/tw/order/receiveOrder', 'receiveWorkOrder', '签收工单（接收单位）', 'receive'),
  moveRoute('/tw/workReport/createReportForOrder', 'replyWorkOrder', '回复工单：办理后把工作报告交回下发单位（接收单位）', 'reply'),
  moveRoute('/tw/order/closeTask', 'closeWorkOrder', '审核办结工单（下发单位）', 'close', '审核意见'),
  moveRoute('/tw/order/rejectOrder', 'sendBackWorkOrder', '审核退回工单，接收单位重新办理（下发单位，须填写退回意见）', 'sendBack', '退回意见'),
];
