/**
 * The flow editor's calls (流程定义 lcgl 11002 and its pages spbz 审批步骤, glws 关联文书, glyw 关联业务).
 * The spec gives lcgl no button ids, so the menu grants every change, as it grants enable and disable.
 */
import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../http/route';
import { idList } from '../../http/record-fields';
import { flowDefinitionDetail } from '../../services/flow-definitions';
import {
  addFlowDefinition,
  paperworkOptions,
  removeFlowDefinitions,
  updateFlowDefinition,
  updateFlowLinkedBusiness,
  updateFlowPaperwork,
} from '../../services/flow-definition-edits';
import { screenGrants } from '../system/catalogue-menu';
import { FlowDefinition } from './definitions';
import { DefinitionFields, LinkedBusiness, Paperwork } from '../../../src/shared/flow-definition-inputs';

const LCGL_MENU = screenGrants('lcgl', []).menuId;

const DefinitionId = Type.String({ title: '流程ID', minLength: 1 });
/** The row's optimistic lock (the detail's rowVersion); an older one is refused with 409. */
const RowVersion = Type.Integer({ title: '数据版本', minimum: 1 });
export const flowDefinitionEditRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/flow/def/basic/add',
    operationId: 'addFlowDefinition',
    summary: '新增流程定义（草稿，第1版）',
    access: LCGL_MENU,
    body: Type.Object(DefinitionFields),
    data: FlowDefinition,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.name;
      return addFlowDefinition(db, body, user!.name);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/flow/def/basic/update',
    operationId: 'updateFlowDefinition',
    summary: '修改流程定义（已启用的流程发布为新版本，运行中的流程仍按原版本）',
    access: LCGL_MENU,
    body: Type.Object({ id: DefinitionId, rowVersion: RowVersion, ...DefinitionFields }),
    data: FlowDefinition,
    handler: async ({ body, db, audit }) => {
      audit.target = body.id;
      return updateFlowDefinition(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/flow/def/basic/remove',
    operationId: 'removeFlowDefinitions',
    summary: '删除流程定义（已启用的须先停用）',
    access: LCGL_MENU,
    body: Type.Object({ ids: idList('流程定义', '流程ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeFlowDefinitions(db, body.ids) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/flow/def/task/list',
    operationId: 'flowDefinitionTasks',
    summary: '流程定义的审批步骤',
    access: LCGL_MENU,
    querystring: Type.Object({ definitionId: DefinitionId }),
    data: FlowDefinition.properties.steps,
    handler: async ({ query, db }) => (await flowDefinitionDetail(db, query.definitionId)).steps,
  }),
  defineRoute({
    method: 'POST',
    url: '/flow/def/paperwork/update',
    operationId: 'updateFlowPaperwork',
    summary: '设置流程的关联文书（文书模板编码）',
    access: LCGL_MENU,
    body: Type.Object({ id: DefinitionId, rowVersion: RowVersion, paperwork: Paperwork }),
    data: FlowDefinition,
    handler: async ({ body, db, audit }) => {
      audit.target = body.id;
      return updateFlowPaperwork(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/flow/def/business/update',
    operationId: 'updateFlowLinkedBusiness',
    summary: '设置流程的关联业务（业务类型编码）',
    access: LCGL_MENU,
    body: Type.Object({ id: DefinitionId, rowVersion: RowVersion, linkedBusiness: LinkedBusiness }),
    data: FlowDefinition,
    handler: async ({ body, db, audit }) => {
      audit.target = body.id;
      return updateFlowLinkedBusiness(db, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/flow/def/paperwork/options',
    operationId: 'flowPaperworkOptions',
    summary: '可关联的文书模板（流程定义页使用，无需模板设置菜单）',
    access: LCGL_MENU,
    data: Type.Array(
      Type.Object({
        code: Type.String({ title: '模板编码' }),
        name: Type.String({ title: '模板名称' }),
        enabled: Type.Boolean({ title: '启用' }),
        busiTypeName: Type.Union([Type.String({ title: '业务类型' }), Type.Null()], { title: '业务类型' }),
      }),
    ),
    handler: ({ db }) => paperworkOptions(db),
  }),
];
