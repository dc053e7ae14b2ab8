import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf } from '../../../http/paging';
import { addBuild, buildDetail, buildPage, removeBuilds, updateBuild } from '../../../services/builds';
import { societyCompany } from '../../../entities/society-company.entity';
import { JZW_MENU } from './grants';
import { AddBuildInput, BuildPageInput, BuildRowSchema, UpdateBuildInput } from './schemas';
import { buildTransferRoutes } from './transfer';
import { idList } from '../../../http/record-fields';

export const buildRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/Build/queryAllBuild',
    operationId: 'buildPage',
    summary: '建筑物分页（监管单位为本单位及下级；按名称、地址、使用性质、是否高层筛选）',
    access: JZW_MENU,
    graphql: 'query',
    audit: false,
    body: BuildPageInput,
    data: pageOf(BuildRowSchema),
    handler: ({ body, db, user }) => buildPage(db, user!, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/Build/detail',
    operationId: 'buildDetail',
    summary: '建筑物详情',
    access: JZW_MENU,
    querystring: Type.Object({ id: Type.String({ title: '建筑ID' }) }),
    data: BuildRowSchema,
    handler: ({ query, db, user }) => buildDetail(db, user!, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/Build/selAllCompany',
    operationId: 'buildCompanies',
    summary: '建筑物内的社会单位',
    access: JZW_MENU,
    graphql: 'query',
    audit: false,
    body: Type.Composite([PageQuery, Type.Object({ buildId: Type.String({ title: '建筑ID', minLength: 1 }) })]),
    data: pageOf(societyCompany.row),
    handler: async ({ body, db, user }) => {
      await buildDetail(db, user!, body.buildId);
      return societyCompany.ops.page(db, user!, { current: body.current, size: body.size, buildId: body.buildId });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/Build',
    operationId: 'addBuild',
    summary: '新增建筑物',
    access: JZW_MENU,
    body: AddBuildInput,
    data: BuildRowSchema,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.name;
      return addBuild(db, user!, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/Build',
    operationId: 'updateBuild',
    summary: '修改建筑物',
    access: JZW_MENU,
    body: UpdateBuildInput,
    data: BuildRowSchema,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.name;
      return updateBuild(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/Build/batchDelete',
    operationId: 'removeBuilds',
    summary: '删除建筑物（可批量；建筑内还有单位时不能删除）',
    access: JZW_MENU,
    body: Type.Object({ ids: idList('建筑物', '建筑ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeBuilds(db, user!, body.ids) };
    },
  }),
  ...buildTransferRoutes,
];
