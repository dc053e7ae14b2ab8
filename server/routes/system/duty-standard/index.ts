import { Type } from '@sinclair/typebox';
import { missingGrantMessage } from '../../../auth/grants';
import { forbidden } from '../../../http/envelope';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf } from '../../../http/paging';
import { addDutyStandard, dutyStandardDetail, dutyStandardPage, removeDutyStandards, updateDutyStandard } from '../../../services/duty-standards';
import { screenGrants } from '../catalogue-menu';
import { idList, VersionField } from '../../../http/record-fields';

const userManage = screenGrants('userManage', ['new', 'edit', 'view', 'delete', 'plDelete']);
const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });
/** Highest score a single item may carry. */
const MAX_SCORE = 1000;

export const DutyStandard = Type.Object({
  id: Type.String({ title: '标准ID' }),
  code: Type.String({ title: '标准编码' }),
  name: Type.String({ title: '标准名称' }),
  category: Type.Integer({ title: '标准类别' }),
  categoryText: Type.String({ title: '标准类别' }),
  unit: Type.String({ title: '计分单位' }),
  unitScore: Type.Number({ title: '单位分值' }),
  monthlyCap: Type.Union([Type.Number({ title: '每月上限' }), Type.Null()], { title: '每月上限' }),
  remark: nullable('备注'),
  creatorName: nullable('创建人'),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '更新时间' }),
  version: Type.Integer({ title: '版本' }),
});

const Fields = {
  code: Type.String({ title: '标准编码', pattern: '^[A-Za-z0-9_-]{2,30}$' }),
  name: Type.String({ title: '标准名称', minLength: 1, maxLength: 100 }),
  category: Type.Integer({ title: '标准类别', minimum: 1, maximum: 5 }),
  unit: Type.String({ title: '计分单位', minLength: 1, maxLength: 10 }),
  unitScore: Type.Number({ title: '单位分值', minimum: 0, maximum: MAX_SCORE }),
  // Null first: with type coercion on, null would otherwise become 0.
  monthlyCap: Type.Optional(Type.Union([Type.Null(), Type.Number({ title: '每月上限', minimum: 0, maximum: MAX_SCORE })], { title: '每月上限' })),
  remark: Type.Optional(Type.Union([Type.String({ title: '备注', maxLength: 500 }), Type.Null()], { title: '备注' })),
};

export const dutyStandardRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/performance/standard/page',
    operationId: 'dutyStandardPage',
    summary: '履职量化标准分页（按名称或编码、类别筛选）',
    access: userManage.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([
      PageQuery,
      Type.Object({
        name: Type.Optional(Type.String({ title: '标准名称', maxLength: 100 })),
        category: Type.Optional(Type.Integer({ title: '标准类别', minimum: 1, maximum: 5 })),
      }),
    ]),
    data: pageOf(DutyStandard),
    handler: ({ body, db }) => dutyStandardPage(db, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/performance/standard/detail',
    operationId: 'dutyStandardDetail',
    summary: `履职量化标准详情（查看按钮 ${userManage.buttons.view} 或编辑按钮 ${userManage.buttons.edit}，编辑表单也读它）`,
    access: userManage.menuId,
    querystring: Type.Object({ id: Type.String({ title: '标准ID' }) }),
    data: DutyStandard,
    handler: async ({ query, db, user }) => {
      const { view, edit } = userManage.buttons;
      if (!user!.grants.has(view) && !user!.grants.has(edit)) throw forbidden(await missingGrantMessage(db, userManage.menuId, view));
      return dutyStandardDetail(db, query.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/performance/standard/add',
    operationId: 'addDutyStandard',
    summary: '新增履职量化标准',
    access: userManage.menuId,
    buttonId: userManage.buttons.new,
    body: Type.Object(Fields),
    data: DutyStandard,
    handler: async ({ body, db, user, audit }) => {
      audit.target = `${body.code} ${body.name}`;
      return addDutyStandard(db, body, user!.name);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/performance/standard/update',
    operationId: 'updateDutyStandard',
    summary: '修改履职量化标准',
    access: userManage.menuId,
    buttonId: userManage.buttons.edit,
    body: Type.Object({ id: Type.String({ title: '标准ID', minLength: 1 }), ...Fields, version: VersionField }),
    data: DutyStandard,
    handler: async ({ body, db, audit }) => {
      audit.target = `${body.code} ${body.name}`;
      return updateDutyStandard(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/performance/standard/delete',
    operationId: 'removeDutyStandard',
    summary: '删除履职量化标准',
    access: userManage.menuId,
    buttonId: userManage.buttons.delete,
    body: Type.Object({ id: Type.String({ title: '标准ID', minLength: 1 }) }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.id;
      return { removed: await removeDutyStandards(db, [body.id]) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/performance/standard/batchDelete',
    operationId: 'removeDutyStandards',
    summary: '批量删除履职量化标准',
    access: userManage.menuId,
    buttonId: userManage.buttons.plDelete,
    body: Type.Object({ ids: idList('标准', '标准ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeDutyStandards(db, body.ids) };
    },
  }),
];
