import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf } from '../../../http/paging';
import {
  addSpecialPlace,
  removeSpecialPlaces,
  specialPlaceDetail,
  specialPlacePage,
  streetPlaceTree,
  updateSpecialPlace,
} from '../../../services/special-places';
import { screenGrants } from '../catalogue-menu';
import { idList, VersionField } from '../../../http/record-fields';

const jdcsgl = screenGrants('jdcsgl', ['new', 'edit', 'delete']);
const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });
const optionalText = (title: string, maxLength: number) => Type.Optional(Type.Union([Type.String({ title, maxLength }), Type.Null()], { title }));

export const SpecialPlace = Type.Object({
  id: Type.String({ title: '场所ID' }),
  organId: Type.String({ title: '所属街道ID' }),
  streetName: Type.String({ title: '所属街道' }),
  areaId: Type.String({ title: '街道区域ID' }),
  areaCode: Type.String({ title: '街道编码' }),
  name: Type.String({ title: '场所名称' }),
  category: Type.Integer({ title: '场所类别' }),
  categoryText: Type.String({ title: '场所类别' }),
  address: Type.String({ title: '场所地址' }),
  contactName: nullable('联系人'),
  contactPhone: nullable('联系电话'),
  remark: nullable('备注'),
  version: Type.Integer({ title: '版本' }),
});

const Fields = {
  organId: Type.String({ title: '所属街道', minLength: 1 }),
  name: Type.String({ title: '场所名称', minLength: 1, maxLength: 100 }),
  category: Type.Integer({ title: '场所类别', minimum: 1, maximum: 6 }),
  address: Type.String({ title: '场所地址', minLength: 1, maxLength: 200 }),
  contactName: optionalText('联系人', 30),
  contactPhone: Type.Optional(Type.Union([Type.String({ title: '联系电话', pattern: '^([0-9-]{7,20})?$' }), Type.Null()], { title: '联系电话' })),
  remark: optionalText('备注', 500),
};

const TreeLeaf = Type.Object({ id: Type.String(), label: Type.String(), type: Type.String(), category: Type.Integer() });

export const specialPlaceRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/tw/spc/queryTree',
    operationId: 'specialPlaceTree',
    summary: '街道场所树（本单位管辖的街道及其场所）',
    access: jdcsgl.menuId,
    data: Type.Array(Type.Object({ id: Type.String(), label: Type.String(), type: Type.String(), children: Type.Array(TreeLeaf) })),
    handler: ({ db, user }) => streetPlaceTree(db, user!),
  }),
  defineRoute({
    method: 'POST',
    url: '/tw/spc/page',
    operationId: 'specialPlacePage',
    summary: '街道场所分页（按名称或地址、街道、类别筛选）',
    access: jdcsgl.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([
      PageQuery,
      Type.Object({
        name: Type.Optional(Type.String({ title: '场所名称', maxLength: 100 })),
        organId: Type.Optional(Type.String({ title: '所属街道' })),
        category: Type.Optional(Type.Integer({ title: '场所类别', minimum: 1, maximum: 6 })),
      }),
    ]),
    data: pageOf(SpecialPlace),
    handler: ({ body, db, user }) => specialPlacePage(db, user!, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/tw/spc/detail',
    operationId: 'specialPlaceDetail',
    summary: '街道场所详情',
    access: jdcsgl.menuId,
    querystring: Type.Object({ id: Type.String({ title: '场所ID' }) }),
    data: SpecialPlace,
    handler: ({ query, db, user }) => specialPlaceDetail(db, user!, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/tw/spc/add',
    operationId: 'addSpecialPlace',
    summary: '新增街道场所',
    access: jdcsgl.menuId,
    buttonId: jdcsgl.buttons.new,
    body: Type.Object(Fields),
    data: SpecialPlace,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.name;
      return addSpecialPlace(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/tw/spc/update',
    operationId: 'updateSpecialPlace',
    summary: '修改街道场所',
    access: jdcsgl.menuId,
    buttonId: jdcsgl.buttons.edit,
    body: Type.Object({ id: Type.String({ title: '场所ID', minLength: 1 }), ...Fields, version: VersionField }),
    data: SpecialPlace,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.name;
      return updateSpecialPlace(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/tw/spc/delete',
    operationId: 'removeSpecialPlaces',
    summary: '删除街道场所（可批量）',
    access: jdcsgl.menuId,
    buttonId: jdcsgl.buttons.delete,
    body: Type.Object({ ids: idList('场所', '场所ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeSpecialPlaces(db, user!, body.ids) };
    },
  }),
];
