import { Type } from '@sinclair/typebox';
import { and, asc, count, eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { EntityInput } from '../../../entity/define-entity';
import { enforcementUnit } from '../../../entities/enforcement-unit.entity';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf, pageWindow } from '../../../http/paging';

const { menuId, buttons } = enforcementUnit.writeGrants;
const grants = (key: string) => ({ access: menuId, buttonId: buttons[key] });

/** What 执法单位管理 has beyond the standard operations of its entity (server/entities/enforcement-unit.entity.ts). */
export const enforcementUnitRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/org/addSub',
    operationId: 'addSubEnforcementUnit',
    summary: '新增下级执法单位',
    ...grants('newLoad'),
    // The entity's input with parentId required (a Composite of the two would merge both parentIds untitled).
    body: Type.Object({ ...enforcementUnit.input.properties, parentId: Type.String({ title: '上级单位', minLength: 1, maxLength: 64 }) }),
    data: enforcementUnit.row,
    handler: async ({ body, db, user, audit }) => {
      const input = body as EntityInput<typeof enforcementUnit>;
      audit.target = input.name;
      return enforcementUnit.ops.add(db, user!, input);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/org/people',
    operationId: 'enforcementUnitPeople',
    summary: '执法单位人员',
    ...grants('people'),
    graphql: 'query',
    audit: false,
    body: Type.Composite([PageQuery, Type.Object({ organId: Type.String({ title: '单位', minLength: 1 }) })]),
    data: pageOf(Type.Object({ userId: Type.String(), account: Type.String(), name: Type.String(), phone: Type.Union([Type.String(), Type.Null()]), leader: Type.Boolean(), state: Type.String() })),
    handler: async ({ body, db, user }) => {
      await enforcementUnit.ops.detail(db, user!, body.organId);
      const { current, size, limit, offset } = pageWindow(body);
      const where = and(eq(users.organId, body.organId), eq(users.deleted, false));
      const [{ total }] = await db.select({ total: count() }).from(users).where(where);
      const records = await db
        .select({ userId: users.id, account: users.account, name: users.name, phone: users.phone, leader: users.leader, state: users.state })
        .from(users)
        .where(where)
        .orderBy(asc(users.account))
        .limit(limit)
        .offset(offset);
      return { current, size, total, records };
    },
  }),
];
