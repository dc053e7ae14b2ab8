/**
 * 三员分立: no account holds two of the system, security and audit administrator roles. Checked on
 * every path that gives a user roles (user create/update, role members), inside the transaction that
 * writes the roles and after locking the users' rows, so two concurrent grants are checked one after
 * the other (PGlite and PostgreSQL alike).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { SECURITY_ADMIN_ROLE_CODE, SEPARATED_ROLE_CODES } from '../../src/constants/roles';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { badRequest, forbidden } from '../http/envelope';

export const SEPARATION_MESSAGE = '三员分立：系统管理员、安全管理员、审计管理员不能由同一账号兼任';

/** Refuses when a user would end up with two separated roles: `roleIds` alone, or added to what `userId` holds. */
export async function assertSeparatedDuties(db: Db, roleIds: string[], userId?: string): Promise<void> {
  const held = userId
    ? (await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.roleId)
    : [];
  const all = [...new Set([...held, ...roleIds])];
  if (all.length < 2) return;
  const separated = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, all), inArray(roles.code, [...SEPARATED_ROLE_CODES]), eq(roles.deleted, false)));
  if (separated.length > 1) throw badRequest(SEPARATION_MESSAGE);
}

/** Locks the users' rows until the transaction `tx` ends (in id order, so two callers cannot deadlock). */
export async function lockUsers(tx: Db, userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds)).orderBy(asc(users.id)).for('update');
}

/** Whether the user holds the (live) role with this code. */
export async function holdsRole(db: Db, userId: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.deleted, false)))
    .where(and(eq(userRoles.userId, userId), eq(roles.code, code)));
  return rows.length > 0;
}

export const SEPARATED_MEMBERS_MESSAGE = '只有安全管理员可以管理三员角色的成员';

/**
 * Who holds a 三员 role is the security administrator's to change, on every path: the role's members and
 * the user form alike (the system administrator keeps the other roles of the user form).
 */
export async function assertMayChangeSeparatedMembers(db: Db, me: { userId: string }, roleIds: string[], userId?: string): Promise<void> {
  const held = userId ? (await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.roleId) : [];
  const changed = [...roleIds.filter((id) => !held.includes(id)), ...held.filter((id) => !roleIds.includes(id))];
  if (!changed.length) return;
  const separated = await db.select({ id: roles.id }).from(roles).where(and(inArray(roles.id, changed), inArray(roles.code, [...SEPARATED_ROLE_CODES])));
  if (separated.length && !(await holdsRole(db, me.userId, SECURITY_ADMIN_ROLE_CODE))) throw forbidden(SEPARATED_MEMBERS_MESSAGE);
}
