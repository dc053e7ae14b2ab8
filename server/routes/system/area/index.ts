import { Type, type TSchema } from '@sinclair/typebox';
import { missingGrantMessage } from '../../../auth/grants';
import { forbidden } from '../../../http/envelope';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf } from '../../../http/paging';
import { addArea, areaDetail, areaPage, areaTree, districtOptions, MAX_AREA_LEVEL, removeAreas, updateArea } from '../../../services/areas';
import { screenGrants } from '../catalogue-menu';
import { idList, VersionField } from '../../../http/record-fields';

const qygl = screenGrants('qygl', ['new', 'newLoad', 'edit', 'editStreet', 'delete']);

export const Area = Type.Object({
  id: Type.String({ title: '区域ID' }),
  parentId: Type.Union([Type.String({ title: '上级区域ID' }), Type.Null()], { title: '上级区域ID' }),
  parentName: Type.Union([Type.String({ title: '上级区域' }), Type.Null()], { title: '上级区域' }),
  name: Type.String({ title: '区域名称' }),
  code: Type.String({ title: '区域编码' }),
  level: Type.Integer({ title: '级别' }),
  levelText: Type.String({ title: '级别' }),
  sort: Type.Integer({ title: '排序' }),
  childCount: Type.Integer({ title: '下级数量' }),
  version: Type.Integer({ title: '版本' }),
});

/** Spelled out to the tree's depth (as the organisation tree): the gateway cannot type a recursive $ref. */
function areaNode(depth: number): TSchema {
  const children = depth > 1 ? Type.Array(areaNode(depth - 1)) : Type.Array(Type.Unknown(), { maxItems: 0 });
  return Type.Object({ id: Type.String(), name: Type.String(), code: Type.String(), level: Type.Integer(), value: Type.String(), label: Type.String(), children });
}

const AreaFields = {
  name: Type.String({ title: '区域名称', minLength: 1, maxLength: 50 }),
  code: Type.String({ title: '区域编码', pattern: '^\\d{6,12}$' }),
  sort: Type.Optional(Type.Integer({ title: '排序', minimum: 0, maximum: 9999 })),
};
const VersionedArea = { id: Type.String({ title: '区域ID', minLength: 1 }), ...AreaFields, version: VersionField };

const add = (url: string, operationId: string, buttonId: number, summary: string, parentRequired: boolean) =>
  defineRoute({
    method: 'POST',
    url,
    operationId,
    summary,
    access: qygl.menuId,
    buttonId,
    body: Type.Object({
      ...AreaFields,
      parentId: parentRequired ? Type.String({ title: '上级区域', minLength: 1 }) : Type.Optional(Type.Union([Type.String({ title: '上级区域' }), Type.Null()], { title: '上级区域' })),
    }),
    data: Area,
    handler: async ({ body, db, audit }) => {
      audit.target = `${body.code} ${body.name}`;
      return addArea(db, body);
    },
  });

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
    url: '/tw/area/page',
    operationId: 'areaPage',
    summary: '区域分页（按名称或编码、上级、级别筛选）',
    access: qygl.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([
      PageQuery,
      Type.Object({
        name: Type.Optional(Type.String({ title: '区域名称', maxLength: 50 })),
        parentId: Type.Optional(Type.String({ title: '上级区域' })),
        level: Type.Optional(Type.Integer({ title: '级别', minimum: 1, maximum: MAX_AREA_LEVEL })),
      }),
    ]),
    data: pageOf(Area),
    handler: ({ body, db }) => areaPage(db, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/tw/area/getDetail',
    operationId: 'areaDetail',
    summary: '区域详情',
    access: qygl.menuId,
    querystring: Type.Object({ id: Type.String({ title: '区域ID' }) }),
    data: Area,
    handler: ({ query, db }) => areaDetail(db, query.id),
  }),
  add('/tw/area/add', 'addArea', qygl.buttons.new, '新增区域（不选上级时按区域编码归入上级，省级编码为顶级）', false),
  add('/tw/area/addSub', 'addSubArea', qygl.buttons.newLoad, '新增下级区域', true),
  defineRoute({
    method: 'POST',
    url: '/tw/area/update',
    operationId: 'updateArea',
    summary: `修改区域（街道需按钮 ${qygl.buttons.editStreet}，其他级别需按钮 ${qygl.buttons.edit}）`,
    access: qygl.menuId,
    body: Type.Object(VersionedArea),
    data: Area,
    handler: async ({ body, db, user, audit }) => {
      audit.target = `${body.code} ${body.name}`;
      return updateArea(db, body, async (isStreet) => {
        const buttonId = isStreet ? qygl.buttons.editStreet : qygl.buttons.edit;
        if (!user!.grants.has(buttonId)) throw forbidden(await missingGrantMessage(db, qygl.menuId, buttonId));
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/tw/area/delete',
    operationId: 'removeAreas',
    summary: '删除区域（无下级且未被单位使用，可批量）',
    access: qygl.menuId,
    buttonId: qygl.buttons.delete,
    body: Type.Object({ ids: idList('区域', '区域ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeAreas(db, body.ids) };
    },
  }),
];
