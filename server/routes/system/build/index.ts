import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf } from '../../../http/paging';
import { build } from '../../../entities/build.entity';
import { societyCompany } from '../../../entities/society-company.entity';
import { buildImportRoutes } from './transfer';

/** What 建筑物 has beyond the standard operations of its entity (server/entities/build.entity.ts). */
export const buildRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/Build/selAllCompany',
    operationId: 'buildCompanies',
    summary: '建筑物内的社会单位',
    access: build.grants.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([PageQuery, Type.Object({ buildId: Type.String({ title: '建筑ID', minLength: 1 }) })]),
    data: pageOf(societyCompany.row),
    handler: async ({ body, db, user }) => {
      await build.ops.detail(db, user!, body.buildId);
      return societyCompany.ops.page(db, user!, { current: body.current, size: body.size, buildId: body.buildId });
    },
  }),
  ...buildImportRoutes,
];
