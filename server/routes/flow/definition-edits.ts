/**
 * The flow editor's calls beyond the entity's standard ones (流程定义 lcgl 11002, server/entities/flow-definition.entity.ts):
 * the steps of a definition, its 关联文书 (glws) and 关联业务 (glyw), each saved through the entity's update
 * (409 on a stale rowVersion, the next version when published content changes). The spec gives lcgl no
 * button ids, so the menu grants every change.
 */
import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../http/route';
import { flowDefinition } from '../../entities/flow-definition.entity';
import { paperworkOptions } from '../../services/flow-paperwork-options';
import { LinkedBusiness, Paperwork } from '../../../src/shared/flow-definition-inputs';

const LCGL_MENU = flowDefinition.grants.menuId;
const DefinitionId = Type.String({ title: '流程ID', minLength: 1 });
/** The row's optimistic lock (the detail's rowVersion); an older one is refused with 409. */
const RowVersion = Type.Integer({ title: '数据版本', minimum: 1 });

export const flowDefinitionEditRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/flow/def/task/list',
    operationId: 'flowDefinitionTasks',
    summary: '流程定义的审批步骤',
    access: LCGL_MENU,
    querystring: Type.Object({ definitionId: DefinitionId }),
    data: flowDefinition.row.properties.steps,
    handler: async ({ query, db, user }) => (await flowDefinition.ops.detail(db, user!, query.definitionId)).steps,
  }),
  defineRoute({
    method: 'POST',
    url: '/flow/def/paperwork/update',
    operationId: 'updateFlowPaperwork',
    summary: '设置流程的关联文书（文书模板编码）',
    access: LCGL_MENU,
    body: Type.Object({ id: DefinitionId, rowVersion: RowVersion, paperwork: Paperwork }),
    data: flowDefinition.row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      return flowDefinition.ops.update(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/flow/def/business/update',
    operationId: 'updateFlowLinkedBusiness',
    summary: '设置流程的关联业务（业务类型编码）',
    access: LCGL_MENU,
    body: Type.Object({ id: DefinitionId, rowVersion: RowVersion, linkedBusiness: LinkedBusiness }),
    data: flowDefinition.row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      return flowDefinition.ops.update(db, user!, body);
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
