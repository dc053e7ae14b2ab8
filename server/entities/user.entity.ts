import { Type } from '@sinclair/typebox';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { organizations, roles, userRoles, users as u } from '../db/schema';
import { defineEntity, type EntityInput, type EntityRow } from '../entity/define-entity';
import { between, contains, equals, organ } from '../entity/filters';

/** The user's live roles by name: ids and names joined by 、. */
const ownRoles = (what: ReturnType<typeof sql>) =>
  sql`(select ${what} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} and ${roles.deleted} = false where ${userRoles.userId} = ${u.id})`;

/**
 * 用户管理 (yhgl 11101): accounts of the caller's unit and below, with a recycle bin. Add (password, the
 * initial password told once), update (roles), freeze, password reset, unlock, remove and recover are the
 * entity's own routes (server/routes/system/users); the row's allows say which of them the caller may take.
 */
export const user = defineEntity({
  name: 'user',
  title: '用户',
  route: 'yhgl',
  table: u,
  idPrefix: 'u-',
  key: 'userId',
  select: {
    userId: u.id,
    account: u.account,
    name: u.name,
    organId: { column: u.organId, title: '所属单位ID' },
    organName: { sql: sql<string>`coalesce(${organizations.name}, '')`, schema: Type.String({ title: '所属单位' }) },
    leader: u.leader,
    phone: u.phone,
    email: u.email,
    state: u.state,
    deleted: u.deleted,
    locked: { sql: sql<boolean>`coalesce(${u.lockedUntil} > now(), false)`, schema: Type.Boolean({ title: '登录锁定' }) },
    lockedUntil: u.lockedUntil,
    passwordIsInitial: u.passwordIsInitial,
    lastLoginAt: u.lastLoginAt,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
    version: u.version,
    roleIds: { sql: ownRoles(sql`coalesce(array_agg(${roles.id} order by ${roles.name}), '{}')`), schema: Type.Array(Type.String(), { title: '角色' }) },
    roleNames: { sql: ownRoles(sql`coalesce(string_agg(${roles.name}, '、' order by ${roles.name}), '')`), schema: Type.String({ title: '角色' }) },
  },
  join: (q) => q.leftJoin(organizations, eq(organizations.id, u.organId)),
  input: ['account', 'name', 'organId', 'leader', 'phone', 'email'],
  fields: { roleIds: Type.Optional(Type.Array(Type.String({ title: '角色', maxLength: 64 }), { title: '角色', maxItems: 50 })) },
  /** Empty: the configured initial password. */
  addFields: { password: Type.Optional(Type.String({ title: '密码', maxLength: 64 })) },
  filters: {
    name: contains('name', [u.name]),
    account: contains('account', [u.account]),
    organ: organ(u.organId),
    state: equals('state', u.state),
    created: between(u.createdAt, ['createdStart', 'createdEnd']),
  },
  bin: 'deleted',
  scope: u.organId,
  outOfScope: '只能管理本单位及下级单位的用户',
  order: [desc(u.createdAt), asc(u.id)],
  paths: {
    page: { url: '/user/page', summary: '用户分页列表（本单位及下级；回收站为已删除用户）' },
    detail: { url: '/user/detail', summary: '用户详情' },
    export: { url: '/user/export', summary: '导出用户列表（.xlsx）' },
  },
  export: { fileName: '用户列表.xlsx', sheet: '用户', columns: ['account', 'name', 'organName', 'phone', 'email', 'roleNames', 'state', 'createdAt'] },
  allows: (row, _user, holds) => ({
    edit: !row.deleted,
    freeze: !row.deleted && row.state === 'active' && holds('frozen'),
    unfreeze: !row.deleted && row.state === 'frozen' && holds('frozen'),
    resetPwd: !row.deleted && holds('resetPwd'),
    unlock: row.locked && holds('frozen'),
    delete: !row.deleted && holds('delete'),
    recovery: row.deleted && holds('recovery'),
  }),
});

export type UserRow = EntityRow<typeof user>;
/** What add and update take: the columns, the roles (replacing the old ones when given) and, on add, a password. */
export type UserInput = EntityInput<typeof user> & { roleIds?: string[]; password?: string };
