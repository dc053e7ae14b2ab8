import { Type } from '@sinclair/typebox';
import { missingGrantMessage } from '../../../auth/grants';
import { forbidden } from '../../../http/envelope';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { dutyStandard as entity } from '../../../entities/duty-standard.entity';

const { menuId, buttons } = entity.writeGrants;

/** 履职量化标准's own routes beside the entity's (server/entities/duty-standard.entity.ts). */
export const dutyStandardRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/performance/standard/detail',
    operationId: 'dutyStandardDetail',
    summary: `履职量化标准详情（查看按钮 ${buttons.view} 或编辑按钮 ${buttons.edit}，编辑表单也读它）`,
    access: menuId,
    querystring: Type.Object({ id: Type.String({ title: '标准ID' }) }),
    data: entity.row,
    handler: async ({ query, db, user }) => {
      if (!user!.grants.has(buttons.view) && !user!.grants.has(buttons.edit)) throw forbidden(await missingGrantMessage(db, menuId, buttons.view));
      return entity.ops.detail(db, user!, query.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/performance/standard/delete',
    operationId: 'removeDutyStandard',
    summary: '删除履职量化标准',
    access: menuId,
    buttonId: buttons.delete,
    body: Type.Object({ id: Type.String({ title: '标准ID', minLength: 1 }) }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      return { removed: await entity.ops.remove(db, user!, [body.id]) };
    },
  }),
];
