import { Type, type TNull, type TString, type TUnion } from '@sinclair/typebox';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { organizations, sessions, users } from '../../db/schema';
import { badRequest, forbidden } from '../../http/envelope';
import { defineRoute, type AnyRoute } from '../../http/route';
import { menuTreeOf } from '../../services/menus';
import { getOrgan } from '../../services/organs';
import { personalInfo } from '../../services/personal-info';
import { readSettings } from '../../services/settings';
import { MenuNode, Organ, PersonalInfo } from '../schemas';
import { MINUTE_MS } from '../../auth/constants';
import { user } from '../../entities/user.entity';


export const userRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/role/getMenuByUser',
    operationId: 'getMenuByUser',
    summary: '按用户获取菜单树（PC 端，含按钮）',
    access: 'session',
    querystring: Type.Object({ userId: Type.Optional(Type.String({ title: '用户ID' })) }),
    data: MenuNode,
    handler: async ({ query, db, user }) => {
      const me = user!;
      const userId = query.userId || me.userId;
      if (userId !== me.userId && !me.isAdmin) throw forbidden('只能查看本人的菜单');
      return menuTreeOf(db, userId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/user/getPersonalInfo',
    operationId: 'getPersonalInfo',
    summary: '获取本人信息、角色与权限',
    access: 'session',
    data: PersonalInfo,
    handler: ({ db, config, user }) => personalInfo(db, config, user!),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/updatePersonalCenter',
    operationId: 'updatePersonalCenter',
    summary: '修改个人中心信息',
    access: 'session',
    // The user entity's own rules for these fields, so the form (PersonalForm) checks what this route does.
    body: Type.Object({
      name: user.input.properties.name as TString,
      phone: Type.Optional(user.input.properties.phone as TUnion<[TString, TNull]>),
      email: Type.Optional(user.input.properties.email as TUnion<[TString, TNull]>),
    }),
    data: PersonalInfo,
    handler: async ({ body, db, config, user, audit }) => {
      const me = user!;
      audit.target = me.userCode;
      const name = body.name.trim();
      if (!name) throw badRequest('姓名不能为空');
      const phone = body.phone?.trim() || null;
      const email = body.email?.trim() || null;
      await db.update(users).set({ name, phone, email, updatedAt: new Date() }).where(eq(users.id, me.userId));
      audit.detail = `姓名:${name}`;
      return personalInfo(db, config, me);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/user/getOnlineUser',
    operationId: 'getOnlineUser',
    summary: '在线用户（空闲时间内有操作的会话）',
    access: 'session',
    data: Type.Array(
      Type.Object({ userId: Type.String(), userCode: Type.String(), name: Type.String(), unitName: Type.String(), lastSeenAt: Type.String() }),
    ),
    handler: async ({ db, config }) => {
      const { tokenIdleMinutes } = await readSettings(db, config);
      const now = Date.now();
      const rows = await db
        .select({ userId: users.id, userCode: users.account, name: users.name, unitName: organizations.name, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(organizations, eq(organizations.id, users.organId))
        .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now)), gt(sessions.lastSeenAt, new Date(now - tokenIdleMinutes * MINUTE_MS))))
        .orderBy(desc(sessions.lastSeenAt));
      const seen = new Set<string>();
      return rows
        .filter((r) => !seen.has(r.userId) && seen.add(r.userId))
        .map((r) => ({ ...r, unitName: r.unitName ?? '', lastSeenAt: r.lastSeenAt.toISOString() }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/user/getUserOrgan',
    operationId: 'getUserOrgan',
    summary: '本人所属单位',
    access: 'session',
    data: Organ,
    handler: ({ db, user }) => getOrgan(db, user!.unitId),
  }),
];
