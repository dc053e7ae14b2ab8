import { Type } from '@sinclair/typebox';
import { and, asc, eq, ilike } from 'drizzle-orm';
import { organizations, users } from '../../db/schema';
import { defineRoute, type AnyRoute } from '../../http/route';
import { organTree, organUserTree, queryOrgans } from '../../services/organs';
import { Organ, OrganNode, OrganUserNode } from '../schemas';
import { escapeLike } from '../../services/like';

/** Officer search suggestions (autocomplete). */
export const OFFICER_SUGGESTION_LIMIT = 20;

export const organizationRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/organization/getGeneralOrganTree',
    operationId: 'getGeneralOrganTree',
    summary: '本单位及下级单位树（搜索表单用；管理员为全部）',
    access: 'session',
    data: OrganNode,
    handler: ({ db, user }) => organTree(db, user!.isAdmin ? undefined : user!.unitId),
  }),
  defineRoute({
    method: 'GET',
    url: '/organization/getFullOrganTreeInclude',
    operationId: 'getFullOrganTreeInclude',
    summary: '完整单位树',
    access: 'session',
    data: OrganNode,
    handler: ({ db }) => organTree(db),
  }),
  defineRoute({
    method: 'POST',
    url: '/organization/queryOrgan',
    operationId: 'queryOrgan',
    summary: '按名称、级别、上级查询单位',
    access: 'session',
    graphql: 'query',
    audit: false,
    body: Type.Object({
      organName: Type.Optional(Type.String({ title: '单位名称', maxLength: 100 })),
      level: Type.Optional(Type.Integer({ title: '单位级别', minimum: 0, maximum: 6 })),
      parentId: Type.Optional(Type.String({ title: '上级单位', maxLength: 64 })),
    }),
    data: Type.Array(Organ),
    handler: ({ body, db }) => queryOrgans(db, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/organization/getOrganUserTree',
    operationId: 'getOrganUserTree',
    summary: '单位人员树（本单位及下级；管理员为全部）',
    access: 'session',
    data: OrganUserNode,
    handler: ({ db, user }) => organUserTree(db, user!.isAdmin ? undefined : user!.unitId),
  }),
  defineRoute({
    method: 'GET',
    url: '/tw/lawOfficer/getZhifaryuan',
    operationId: 'getZhifaryuan',
    summary: '按姓名搜索执法人员',
    access: 'session',
    querystring: Type.Object({ userName: Type.Optional(Type.String({ title: '姓名', maxLength: 32 })) }),
    data: Type.Array(Type.Object({ userId: Type.String(), username: Type.String(), organName: Type.String() })),
    handler: async ({ query, db }) => {
      const name = query.userName?.trim() ?? '';
      const rows = await db
        .select({ userId: users.id, username: users.name, organName: organizations.name })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organId))
        .where(and(eq(users.deleted, false), eq(users.state, 'active'), ilike(users.name, `%${escapeLike(name)}%`)))
        .orderBy(asc(users.name), asc(users.id))
        .limit(OFFICER_SUGGESTION_LIMIT);
      return rows;
    },
  }),
];
