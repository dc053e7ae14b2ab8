import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../http/route';
import { PageQuery, pageOf } from '../../http/paging';
import { idList } from '../../http/record-fields';
import { enabledFlowDefinitions, flowDefinitionDetail, flowDefinitionPage, setFlowDefinitionStatus } from '../../services/flow-definitions';
import { screenGrants } from '../system/catalogue-menu';

/** 流程定义 (lcgl 11002) has no button ids in the spec: the menu grants reading and enabling/disabling alike. */
const LCGL_MENU = screenGrants('lcgl', []).menuId;

const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });
const Status = Type.Union([Type.Literal('draft'), Type.Literal('enabled'), Type.Literal('disabled')], { title: '状态' });
const ReceiverKind = Type.Union([Type.Literal('level'), Type.Literal('organ'), Type.Literal('role'), Type.Literal('leader')], { title: '接收人类型' });

const FlowStepSchema = Type.Object({
  key: Type.String({ title: '步骤标识' }),
  name: Type.String({ title: '步骤名称' }),
  /** value as text: the level number, organ id or role id (none for leader). */
  receiver: Type.Object({ kind: ReceiverKind, value: nullable('接收人') }, { title: '接收人' }),
  receiverText: Type.String({ title: '接收人' }),
  actions: Type.Array(Type.String({ title: '操作' }), { title: '可用操作' }),
  actionNames: Type.Array(Type.String({ title: '操作' }), { title: '可用操作' }),
  timeLimitHours: Type.Union([Type.Number({ title: '办理时限（小时）' }), Type.Null()], { title: '办理时限（小时）' }),
});

export const FlowDefinition = Type.Object({
  id: Type.String({ title: '流程ID' }),
  busiTypeCode: Type.String({ title: '业务类型编码' }),
  busiTypeName: Type.String({ title: '业务类型' }),
  name: Type.String({ title: '流程名称' }),
  version: Type.Integer({ title: '版本' }),
  status: Status,
  statusName: Type.String({ title: '状态' }),
  steps: Type.Array(FlowStepSchema, { title: '审批步骤' }),
  stepCount: Type.Integer({ title: '步骤数' }),
  stepsText: Type.String({ title: '审批步骤' }),
  paperwork: Type.Array(Type.String({ title: '文书模板编码' }), { title: '关联文书' }),
  linkedBusiness: Type.Array(Type.String({ title: '业务类型编码' }), { title: '关联业务' }),
  remark: nullable('备注'),
  creator: nullable('创建人'),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  rowVersion: Type.Integer({ title: '数据版本' }),
  savePublishes: Type.Boolean({ title: '保存即发布新版本' }),
  allows: Type.Array(Type.String(), { title: '可执行操作' }),
});

const StatusChange = Type.Object({ ids: idList('流程定义', '流程ID') });

export const flowDefinitionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/flow/def/basic/page',
    operationId: 'flowDefinitionPage',
    summary: '流程定义分页（按业务类型、流程名称、状态筛选）',
    access: LCGL_MENU,
    graphql: 'query',
    audit: false,
    body: Type.Composite([
      PageQuery,
      Type.Object({
        busiTypeCode: Type.Optional(Type.String({ title: '业务类型', maxLength: 50 })),
        name: Type.Optional(Type.String({ title: '流程名称', maxLength: 50 })),
        status: Type.Optional(Status),
      }),
    ]),
    data: pageOf(FlowDefinition),
    handler: ({ body, db }) => flowDefinitionPage(db, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/flow/def/basic/detail',
    operationId: 'flowDefinitionDetail',
    summary: '流程定义详情（含审批步骤）',
    access: LCGL_MENU,
    querystring: Type.Object({ id: Type.String({ title: '流程ID' }) }),
    data: FlowDefinition,
    handler: ({ query, db }) => flowDefinitionDetail(db, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/flow/def/basic/enable',
    operationId: 'enableFlowDefinitions',
    summary: '启用流程定义（步骤须完整；发布当前版本的快照）',
    access: LCGL_MENU,
    body: StatusChange,
    data: Type.Object({ changed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { changed: await setFlowDefinitionStatus(db, body.ids, 'enabled') };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/flow/def/basic/disable',
    operationId: 'disableFlowDefinitions',
    summary: '停用流程定义',
    access: LCGL_MENU,
    body: StatusChange,
    data: Type.Object({ changed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { changed: await setFlowDefinitionStatus(db, body.ids, 'disabled') };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/flow/runtime/queryFlowDefList',
    operationId: 'queryFlowDefList',
    summary: '已启用的流程定义（供选择流程）',
    access: 'session',
    data: Type.Array(FlowDefinition),
    handler: ({ db }) => enabledFlowDefinitions(db),
  }),
  defineRoute({
    method: 'GET',
    url: '/flow/runtime/getFlowDefListByBusiCode',
    operationId: 'getFlowDefListByBusiCode',
    summary: '某业务类型已启用的流程定义',
    access: 'session',
    querystring: Type.Object({ busiTypeCode: Type.String({ title: '业务类型', minLength: 1, maxLength: 50 }) }),
    data: Type.Array(FlowDefinition),
    handler: ({ query, db }) => enabledFlowDefinitions(db, query.busiTypeCode),
  }),
];
