/**
 * 流程定义 (lcgl 11002) beyond the entity's standard routes (server/entities/flow-definition.entity.ts):
 * 启用/停用 (which check the steps and publish the version) and the runtime's lists of enabled definitions.
 */
import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../http/route';
import { idList } from '../../http/record-fields';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/route';
import { flowDefinition } from '../../entities/flow-definition.entity';
import { setFlowDefinitionStatus } from '../../services/flow-definitions';

const StatusChange = Type.Object({ ids: idList('流程定义', '流程ID') });

/** Enabled definitions (all, or one business type's) for pickers and for starting a flow, by type and name. */
async function enabledFlowDefinitions(db: Db, user: SessionUser, busiTypeCode?: string) {
  const rows = await flowDefinition.ops.all(db, user, { status: 'enabled', busiTypeCode });
  return rows.sort((a, b) => a.busiTypeCode.localeCompare(b.busiTypeCode) || a.name.localeCompare(b.name));
}

const statusRoute = (operation: 'enable' | 'disable', status: 'enabled' | 'disabled') => {
  const path = flowDefinition.path(operation)!;
  return defineRoute({
    method: 'POST',
    url: path.url,
    operationId: path.operationId,
    summary: path.summary,
    access: flowDefinition.grants.menuId,
    body: StatusChange,
    data: Type.Object({ changed: Type.Integer({ title: '变更条数' }) }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { changed: await setFlowDefinitionStatus(db, body.ids, status) };
    },
  });
};

export const flowDefinitionRoutes: AnyRoute[] = [
  statusRoute('enable', 'enabled'),
  statusRoute('disable', 'disabled'),
  defineRoute({
    method: 'GET',
    url: '/flow/runtime/queryFlowDefList',
    operationId: 'queryFlowDefList',
    summary: '已启用的流程定义（供选择流程）',
    access: 'session',
    data: Type.Array(flowDefinition.row),
    handler: ({ db, user }) => enabledFlowDefinitions(db, user!),
  }),
  defineRoute({
    method: 'GET',
    url: '/flow/runtime/getFlowDefListByBusiCode',
    operationId: 'getFlowDefListByBusiCode',
    summary: '某业务类型已启用的流程定义',
    access: 'session',
    querystring: Type.Object({ busiTypeCode: Type.String({ title: '业务类型', minLength: 1, maxLength: 50 }) }),
    data: Type.Array(flowDefinition.row),
    handler: ({ query, db, user }) => enabledFlowDefinitions(db, user!, query.busiTypeCode),
  }),
];
