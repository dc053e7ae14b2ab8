import { Type } from '@sinclair/typebox';
import { industry } from '../../../entities/industry.entity';
import { defineRoute, type AnyRoute } from '../../../http/route';

const row = industry.row.properties;
const IndustryOption = Type.Object({ id: row.id, name: row.name, code: row.code, parentId: row.parentId, level: row.level, enabled: row.enabled, path: row.path });

/** What 行业管理 has beyond the standard operations of its entity (server/entities/industry.entity.ts). */
export const industryRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/teamworkmanager/industry/options',
    operationId: 'industryOptions',
    summary: '全部行业（按行业代码排序，供选择上级行业等）',
    access: industry.grants.menuId,
    data: Type.Array(IndustryOption),
    handler: async ({ db, user }) => (await industry.ops.all(db, user!, {})).map(({ id, name, code, parentId, level, enabled, path }) => ({ id, name, code, parentId, level, enabled, path })),
  }),
];
