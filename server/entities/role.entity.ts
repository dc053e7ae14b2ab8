import { Type } from '@sinclair/typebox';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { SEPARATED_ROLE_CODES } from '../../src/constants/roles';
import { roles } from '../db/schema';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains } from '../entity/filters';
import { badRequest } from '../http/envelope';
import { grantMenus, type GrantClient } from '../services/roles';

const granted = (client: GrantClient, title: string) => ({
  // Written out with aliases: Drizzle leaves column names unqualified in a one-table query.
  sql: sql<number[]>`coalesce((select array_agg(rm.menu_id order by rm.menu_id) from role_menus rm where rm.role_id = "roles"."id" and rm.client = ${client}), '{}')`,
  schema: Type.Array(Type.Integer(), { title }),
});
const grantField = (title: string) => Type.Optional(Type.Array(Type.Integer({ title: '菜单ID' }), { title, maxItems: 5000 }));

/**
 * 角色管理 (jsgl 11110): roles, their member counts and PC/App grants. Members and the grant tree are the
 * entity's own routes (server/routes/system/roles). 三员分立: the screen is the security administrator's;
 * the three roles' grants are fixed (no `grant`) and built-in roles cannot be removed.
 */
export const role = defineEntity({
  name: 'role',
  title: '角色',
  route: 'jsgl',
  table: roles,
  idPrefix: 'r-',
  key: 'roleId',
  select: {
    roleId: roles.id,
    name: roles.name,
    code: roles.code,
    description: roles.description,
    builtIn: roles.builtIn,
    memberCount: {
      sql: sql<number>`(select count(*)::int from user_roles ur inner join users u on u.id = ur.user_id and not u.deleted where ur.role_id = "roles"."id")`,
      schema: Type.Integer({ title: '成员数' }),
    },
    version: roles.version,
    pcMenuIds: granted('pc', 'PC端权限'),
    appMenuIds: granted('app', 'App端权限'),
  },
  input: ['name', 'code', 'description'],
  /** A new role may come with its grants, written in the add's transaction. */
  addFields: { pcMenuIds: grantField('PC端权限'), appMenuIds: grantField('App端权限') },
  unique: ['name'],
  filters: { name: contains('name', [roles.name]) },
  order: [desc(roles.builtIn), asc(roles.name), asc(roles.id)],
  paths: {
    page: { url: '/role/list', operationId: 'rolePage', summary: '角色分页列表' },
    detail: { url: '/role/details', operationId: 'roleDetail', summary: '角色详情（含 PC 端与 App 端已授权菜单）' },
    add: { url: '/role/add', operationId: 'addRole', summary: '新增角色（可同时授予菜单）' },
    update: { url: '/role/update', operationId: 'updateRole', summary: '修改角色名称、编码与说明' },
    remove: { url: '/role/removeBatch', operationId: 'removeRoles', summary: '批量删除角色（全部成功或全部不删）' },
  },
  buttons: { add: 'new', update: 'edit', remove: 'bulkDelete' },
  hooks: {
    async check(values, { db, current }) {
      if (current?.builtIn && values.code !== current.code) throw badRequest('内置角色的编码不可修改');
      // Codes stay unique among removed roles too (the table's unique key).
      const [taken] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, values.code!));
      if (taken && taken.id !== current?.roleId) throw badRequest(`角色编码${values.code}已存在`);
    },
    beforeRemove(rows) {
      const builtIn = rows.find((r) => r.builtIn);
      if (builtIn) throw badRequest(`内置角色${builtIn.name}不能删除`);
    },
    async afterWrite(roleId, { db, user, current }, input) {
      if (current) return;
      const sent = input as { pcMenuIds?: number[]; appMenuIds?: number[] };
      if (sent.pcMenuIds?.length) await grantMenus(db, user, roleId, 'pc', sent.pcMenuIds);
      if (sent.appMenuIds?.length) await grantMenus(db, user, roleId, 'app', sent.appMenuIds);
    },
  },
  allows: (row, _user, holds) => ({
    delete: !row.builtIn && holds('delete'),
    // The row permits grants (the three roles' are fixed); the grant screen asks for 编辑 besides.
    grant: !SEPARATED_ROLE_CODES.includes(row.code),
  }),
});

export type RoleRow = EntityRow<typeof role>;
