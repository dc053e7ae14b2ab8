import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf } from '../../../http/paging';
import { addUnit, removeUnits, unitDetail, unitPage, unitPeople, updateUnit } from '../../../services/enforcement-units';
import { screenGrants } from '../catalogue-menu';
import { idList, VersionField } from '../../../http/record-fields';

const zfdwgl = screenGrants('zfdwgl', ['new', 'newLoad', 'edit', 'delete', 'people']);
const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()]);

export const Unit = Type.Object({
  organId: Type.String({ title: '单位ID' }),
  parentId: nullable('上级单位ID'),
  parentName: nullable('上级单位'),
  organName: Type.String({ title: '单位名称' }),
  organSortName: Type.String({ title: '单位简称' }),
  level: Type.Integer({ title: '单位级别' }),
  levelText: Type.String({ title: '单位级别' }),
  unitCategory: Type.Union([Type.Integer({ title: '单位类别' }), Type.Null()], { title: '单位类别' }),
  areaCode: nullable('行政区划代码'),
  sort: Type.Integer({ title: '排序' }),
  childCount: Type.Integer({ title: '下级单位数' }),
  userCount: Type.Integer({ title: '人员数' }),
  version: Type.Integer({ title: '版本' }),
});

const UnitFields = {
  name: Type.String({ title: '单位名称', minLength: 1, maxLength: 100 }),
  sortName: Type.String({ title: '单位简称', minLength: 1, maxLength: 50 }),
  level: Type.Integer({ title: '单位级别', minimum: 1, maximum: 6 }),
  unitCategory: Type.Optional(Type.Union([Type.Integer({ title: '单位类别', minimum: 1, maximum: 4 }), Type.Null()], { title: '单位类别' })),
  areaCode: Type.Optional(Type.Union([Type.String({ title: '行政区划代码', pattern: '^(\\d{6,12})?$' }), Type.Null()], { title: '行政区划代码' })),
  sort: Type.Optional(Type.Integer({ title: '排序', minimum: 0, maximum: 9999 })),
};

const add = (url: string, operationId: string, buttonId: number, summary: string, parentRequired: boolean) =>
  defineRoute({
    method: 'POST',
    url,
    operationId,
    summary,
    access: zfdwgl.menuId,
    buttonId,
    body: Type.Object({
      ...UnitFields,
      parentId: parentRequired ? Type.String({ title: '上级单位', minLength: 1 }) : Type.Optional(Type.Union([Type.String({ title: '上级单位' }), Type.Null()], { title: '上级单位' })),
    }),
    data: Unit,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.name;
      return addUnit(db, user!, body);
    },
  });

export const enforcementUnitRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/org/page',
    operationId: 'enforcementUnitPage',
    summary: '执法单位分页（本单位及下级；按名称、上级、级别筛选）',
    access: zfdwgl.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([
      PageQuery,
      Type.Object({
        organName: Type.Optional(Type.String({ title: '单位名称', maxLength: 100 })),
        parentId: Type.Optional(Type.String({ title: '上级单位' })),
        level: Type.Optional(Type.Integer({ title: '单位级别', minimum: 0, maximum: 6 })),
      }),
    ]),
    data: pageOf(Unit),
    handler: ({ body, db, user }) => unitPage(db, user!, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/teamworkmanager/org/detail',
    operationId: 'enforcementUnitDetail',
    summary: '执法单位详情',
    access: zfdwgl.menuId,
    querystring: Type.Object({ organId: Type.String({ title: '单位ID' }) }),
    data: Unit,
    handler: ({ query, db, user }) => unitDetail(db, user!, query.organId),
  }),
  add('/teamworkmanager/org/add', 'addEnforcementUnit', zfdwgl.buttons.new, '新增执法单位（不选上级时归入本单位）', false),
  add('/teamworkmanager/org/addSub', 'addSubEnforcementUnit', zfdwgl.buttons.newLoad, '新增下级执法单位', true),
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/org/edit',
    operationId: 'updateEnforcementUnit',
    summary: '修改执法单位',
    access: zfdwgl.menuId,
    buttonId: zfdwgl.buttons.edit,
    body: Type.Object({ organId: Type.String({ title: '单位ID', minLength: 1 }), ...UnitFields, version: VersionField }),
    data: Unit,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.name;
      return updateUnit(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/org/delete',
    operationId: 'removeEnforcementUnits',
    summary: '删除执法单位（无下级单位和人员，可批量）',
    access: zfdwgl.menuId,
    buttonId: zfdwgl.buttons.delete,
    body: Type.Object({ ids: idList('单位', '单位ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeUnits(db, user!, body.ids) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/org/people',
    operationId: 'enforcementUnitPeople',
    summary: '执法单位人员',
    access: zfdwgl.menuId,
    buttonId: zfdwgl.buttons.people,
    graphql: 'query',
    audit: false,
    body: Type.Composite([PageQuery, Type.Object({ organId: Type.String({ title: '单位', minLength: 1 }) })]),
    data: pageOf(
      Type.Object({
        userId: Type.String(),
        account: Type.String(),
        name: Type.String(),
        phone: Type.Union([Type.String(), Type.Null()]),
        leader: Type.Boolean(),
        state: Type.String(),
      }),
    ),
    handler: ({ body, db, user }) => unitPeople(db, user!, body),
  }),
];
