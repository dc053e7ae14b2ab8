import type { Static } from '@sinclair/typebox';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { RoleMemberRowSchema } from '../routes/system/roles/schemas';
import type { Db } from '../db/client';
import { menus, organizations, roleMenus, roles, userRoles, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import type { SessionUser } from '../http/route';
import { loadGrants } from '../auth/grants';
import { assertSeparatedDuties, holdsRole, lockUsers, SEPARATED_MEMBERS_MESSAGE } from '../auth/separation';
import { SECURITY_ADMIN_ROLE_CODE, SEPARATED_ROLE_CODES } from '../../src/constants/roles';
import { AUDIT_LOG_MENU_ID } from '../db/seed/grants';
import { escapeLike } from './like';
import { scopeOf } from './org-scope';

export type GrantClient = 'pc' | 'app';

type RoleRecord = typeof roles.$inferSelect;

export async function liveRole(db: Db, roleId: string): Promise<RoleRecord> {
  const [row] = await db.select().from(roles).where(and(eq(roles.id, roleId), eq(roles.deleted, false)));
  if (!row) throw notFound('角色不存在或已被删除');
  return row;
}

const isSeparated = (role: RoleRecord) => SEPARATED_ROLE_CODES.includes(role.code);
const isSecurityAdmin = (db: Db, me: SessionUser) => holdsRole(db, me.userId, SECURITY_ADMIN_ROLE_CODE);

/**
 * 三员分立: roles and grants are the security administrator's (the system administrator holds no 角色管理).
 * Who holds one of the three roles is changed by the security administrator only, not by someone the
 * role screen was delegated to.
 */
export async function assertMayManage(db: Db, me: SessionUser, role: RoleRecord): Promise<void> {
  if (isSeparated(role) && !(await isSecurityAdmin(db, me))) throw forbidden(SEPARATED_MEMBERS_MESSAGE);
}

export type RoleMemberRow = Static<typeof RoleMemberRowSchema>;

export async function roleMembers(db: Db, me: SessionUser, f: PageArgs & { roleId: string; name?: string }): Promise<{ total: number; records: RoleMemberRow[] }> {
  await liveRole(db, f.roleId);
  const scope = await scopeOf(db, me);
  const where: SQL[] = [eq(userRoles.roleId, f.roleId), eq(users.deleted, false)];
  if (scope) where.push(inArray(users.organId, scope));
  if (f.name?.trim()) where.push(ilike(users.name, `%${escapeLike(f.name.trim())}%`));
  const cond = and(...where);
  const { limit, offset } = pageWindow(f);
  const base = () => db.select({ userId: users.id, account: users.account, name: users.name, organName: organizations.name, state: users.state }).from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(organizations, eq(organizations.id, users.organId));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).where(cond),
    base().where(cond).orderBy(asc(users.name), asc(users.id)).limit(limit).offset(offset),
  ]);
  return { total, records: rows.map((r) => ({ ...r, organName: r.organName ?? '' })) };
}

/** Users the caller may manage: live and inside the caller's organisation scope. */
async function managedUserIds(db: Db, me: SessionUser, userIds: string[]): Promise<{ id: string; account: string }[]> {
  const ids = [...new Set(userIds)];
  if (!ids.length) throw badRequest('请选择用户');
  const found = await db.select({ id: users.id, account: users.account, organId: users.organId }).from(users).where(and(inArray(users.id, ids), eq(users.deleted, false)));
  if (found.length !== ids.length) throw notFound('用户不存在或已被删除');
  const scope = await scopeOf(db, me);
  if (scope && found.some((u) => !scope.includes(u.organId))) throw forbidden('只能管理本单位及下级单位的用户');
  return found;
}

/** Adds members; 三员分立 is checked with the users' rows locked, in the transaction that adds them. */
export async function addRoleMembers(db: Db, me: SessionUser, roleId: string, userIds: string[]): Promise<{ id: string; account: string }[]> {
  await assertMayManage(db, me, await liveRole(db, roleId));
  const found = await managedUserIds(db, me, userIds);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockUsers(tx, found.map((u) => u.id));
    for (const u of found) await assertSeparatedDuties(tx, [roleId], u.id);
    await tx.insert(userRoles).values(found.map((u) => ({ userId: u.id, roleId }))).onConflictDoNothing();
  });
  return found;
}

export async function removeRoleMembers(db: Db, me: SessionUser, roleId: string, userIds: string[]): Promise<{ id: string; account: string }[]> {
  const role = await liveRole(db, roleId);
  await assertMayManage(db, me, role);
  const found = await managedUserIds(db, me, userIds);
  if (isSeparated(role) && found.some((u) => u.id === me.userId)) throw badRequest(`不能移除本人的${role.name}角色`);
  await db.delete(userRoles).where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, found.map((u) => u.id))));
  return found;
}

export type MenuEntry = typeof menus.$inferSelect;

/** Every entry of the menus table, in tree order, for the grant screen. */
export async function menuCatalogue(db: Db): Promise<MenuEntry[]> {
  return db.select().from(menus).orderBy(asc(menus.level), asc(menus.sort), asc(menus.menuId));
}

/**
 * Replaces the role's grant set for one client in one transaction. Ancestors of every granted entry are
 * added, so a granted button's screen is reachable. 三员分立: the three roles' grants are fixed, 日志查看
 * goes to no other role, and a caller who is not the security administrator can only grant what they
 * hold themselves.
 */
export async function grantMenus(db: Db, me: SessionUser, roleId: string, client: GrantClient, menuIds: number[]): Promise<number[]> {
  const role = await liveRole(db, roleId);
  if (isSeparated(role)) throw badRequest(`三员分立：${role.name}角色的权限固定，不可修改`);
  const all = await db.select({ menuId: menus.menuId, parentId: menus.parentId }).from(menus);
  const parent = new Map(all.map((m) => [m.menuId, m.parentId]));
  const unknown = menuIds.filter((id) => !parent.has(id));
  if (unknown.length) throw badRequest(`菜单${unknown.join('、')}不存在`);
  const wanted = new Set<number>();
  for (const id of menuIds) {
    for (let cur: number | null | undefined = id; cur !== null && cur !== undefined && !wanted.has(cur); cur = parent.get(cur)) wanted.add(cur);
  }
  if (wanted.has(AUDIT_LOG_MENU_ID)) throw badRequest('三员分立：日志查看只属于审计管理员，不能授予其他角色');
  if (!(await isSecurityAdmin(db, me))) {
    const { grants } = await loadGrants(db, me.userId, client);
    const beyond = [...wanted].filter((id) => !grants.has(id));
    if (beyond.length) throw forbidden('不能授予本人没有的菜单或按钮权限');
  }
  const ids = [...wanted].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    await tx.delete(roleMenus).where(and(eq(roleMenus.roleId, roleId), eq(roleMenus.client, client)));
    if (ids.length) await tx.insert(roleMenus).values(ids.map((menuId) => ({ roleId, menuId, client })));
  });
  return ids;
}

/** Names and descriptions of every live role (the role explanation shown on pages). */
/**
 * Every live role with its description, and whether the caller may give or take it in the user form: a 三员
 * role only by the security administrator (server/auth/separation.ts refuses everyone else).
 */
export async function roleExplanation(db: Db, me: { userId: string }): Promise<{ roleId: string; roleName: string; description: string | null; assignable: boolean }[]> {
  const rows = await db.select({ roleId: roles.id, roleName: roles.name, description: roles.description, code: roles.code }).from(roles).where(eq(roles.deleted, false)).orderBy(desc(roles.builtIn), asc(roles.name));
  const security = await holdsRole(db, me.userId, SECURITY_ADMIN_ROLE_CODE);
  const separated: readonly string[] = SEPARATED_ROLE_CODES;
  return rows.map(({ code, ...role }) => ({ ...role, assignable: security || !separated.includes(code) }));
}
