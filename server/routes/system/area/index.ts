import { Type, type TSchema } from '@sinclair/typebox';
import type { EntityInput } from '../../../entity/define-entity';
import { area } from '../../../entities/area.entity';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { areaTree, districtOptions, MAX_AREA_LEVEL } from '../../../services/areas';

/** Spelled out to the tree's depth (as the organisation tree): the gateway cannot type a recursive $ref. */
function areaNode(depth: number): TSchema {
  const children = depth > 1 ? Type.Array(areaNode(depth - 1)) : Type.Array(Type.Unknown(), { maxItems: 0 });
  return Type.Object({ id: Type.String(), name: Type.String(), code: Type.String(), level: Type.Integer(), value: Type.String(), label: Type.String(), children });
}

/** What 区域管理 has beyond the standard operations of its entity (server/entities/area.entity.ts): the tree, the district options, 新增下级. */
export const areaRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/tw/area/getAreaTrees',
    operationId: 'getAreaTrees',
    summary: '区域树（省、市、区、街道、社区）',
    access: 'session',
    graphql: 'query',
    audit: false,
    data: Type.Array(areaNode(MAX_AREA_LEVEL)),
    handler: ({ db }) => areaTree(db),
  }),
  defineRoute({
    method: 'GET',
    url: '/tw/area/getDistrictSelectList',
    operationId: 'getDistrictSelectList',
    summary: '区（县）下拉选项',
    access: 'session',
    data: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), code: Type.String() })),
    handler: ({ db }) => districtOptions(db),
  }),
  defineRoute({
    method: 'POST',
    url: '/tw/area/addSub',
    operationId: 'addSubArea',
    summary: '新增下级区域',
    access: area.writeGrants.menuId,
    buttonId: area.writeGrants.buttons.newLoad,
    // The add input with the parent required (a composite would merge the two parentIds without the title the messages name).
    body: Type.Object({ ...area.input.properties, parentId: Type.String({ title: '上级区域', minLength: 1, maxLength: 64 }) }),
    data: area.row,
    handler: async ({ body, db, user, audit }) => {
      const input = body as EntityInput<typeof area>;
      audit.target = `${input.code} ${input.name}`;
      return area.ops.add(db, user!, input);
    },
  }),
];
