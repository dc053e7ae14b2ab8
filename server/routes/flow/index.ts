import { Type } from '@sinclair/typebox';
import { and, asc, count, eq } from 'drizzle-orm';
import { todoTasks } from '../../db/schema';
import { defineRoute, type AnyRoute } from '../../http/route';

/** Menu id of the home page (dashboard), whose pending-work panel calls this. */
const DASHBOARD_MENU_ID = 100;

export const flowRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/flow/runtime/task/getStatisticsByBusiType',
    operationId: 'getStatisticsByBusiType',
    summary: '本人待办数量（按业务类型）',
    access: DASHBOARD_MENU_ID,
    data: Type.Array(Type.Object({ busiTypeCode: Type.String(), busiTypeName: Type.String(), count: Type.Integer() })),
    handler: async ({ db, user }) => {
      const rows = await db
        .select({ busiTypeCode: todoTasks.busiTypeCode, busiTypeName: todoTasks.busiTypeName, count: count() })
        .from(todoTasks)
        .where(and(eq(todoTasks.assigneeId, user!.userId), eq(todoTasks.status, 'pending')))
        .groupBy(todoTasks.busiTypeCode, todoTasks.busiTypeName)
        .orderBy(asc(todoTasks.busiTypeCode));
      return rows.map((r) => ({ ...r, count: Number(r.count) }));
    },
  }),
];
