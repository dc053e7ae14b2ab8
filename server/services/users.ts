import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, roles, settings, userRoles, users } from '../db/schema';
import { badRequest, forbidden } from '../http/envelope';
import type { SessionUser } from '../http/route';
import { ADMIN_ROLE_CODE } from '../auth/grants';
import { assertMayChangeSeparatedMembers, assertSeparatedDuties } from '../auth/separation';
import { passwordProblem } from '../../src/shared/password-policy';
import { user as userEntity, type UserInput, type UserRow } from '../entities/user.entity';
import { scopeOf } from './org-scope';
import type { PasswordPolicy } from './settings';

/** The password "initialise password" sets when no settings row `initialPassword` overrides it. */
export const DEFAULT_INITIAL_PASSWORD = 'Xfjd@2026';
export const INITIAL_PASSWORD_KEY = 'initialPassword';

/** The business rules of add and update beyond the columns' own (the unit, the roles, the account); returns the input trimmed. */
export async function checkUserInput(db: Db, me: SessionUser, input: UserInput, exceptUserId?: string): Promise<UserInput> {
  const account = input.account.trim();
  const name = input.name.trim();
  if (!name) throw badRequest('姓名不能为空');
  const [organ] = await db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, input.organId), eq(organizations.deleted, false)));
  if (!organ) throw badRequest('所属单位不存在');
  const scope = await scopeOf(db, me);
  if (scope && !scope.includes(input.organId)) throw forbidden('所属单位只能选择本单位及下级单位');
  const roleIds = [...new Set(input.roleIds ?? [])];
  if (roleIds.length) {
    const found = await db.select({ id: roles.id, code: roles.code }).from(roles).where(and(inArray(roles.id, roleIds), eq(roles.deleted, false)));
    if (found.length !== roleIds.length) throw badRequest('角色不存在或已被删除');
    if (!me.isAdmin && found.some((r) => r.code === ADMIN_ROLE_CODE)) throw forbidden('只有系统管理员可以管理系统管理员角色');
    // The new role list replaces the old one, so it is checked on its own.
    await assertSeparatedDuties(db, roleIds);
  }
  if (input.roleIds !== undefined) await assertMayChangeSeparatedMembers(db, me, roleIds, exceptUserId);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (taken && taken.id !== exceptUserId) throw badRequest(`账号${account}已存在`);
  const trimmed = (v: string | null | undefined) => v?.trim() || null;
  return { ...input, account, name, phone: trimmed(input.phone), email: trimmed(input.email), roleIds: input.roleIds === undefined ? undefined : roleIds };
}

export async function initialPassword(db: Db): Promise<string> {
  const [row] = await db.select().from(settings).where(eq(settings.key, INITIAL_PASSWORD_KEY));
  const value = row?.value as unknown;
  return typeof value === 'string' && value ? value : DEFAULT_INITIAL_PASSWORD;
}

export function checkPassword(password: string, account: string, policy: PasswordPolicy): void {
  const problem = passwordProblem({ password, account, policy, fieldTitle: '密码' });
  if (problem) throw badRequest(problem);
}

/** The user's roles become exactly these. */
export async function replaceRoles(db: Db, userId: string, roleIds: string[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function insertUser(db: Db, input: UserInput, passwordHash: string): Promise<string> {
  const id = `${userEntity.spec.idPrefix}${randomUUID()}`;
  const { account, name, organId, leader, phone, email } = input;
  await db.insert(users).values({ id, account, name, organId, leader: leader ?? false, phone: phone ?? null, email: email ?? null, passwordHash, passwordIsInitial: true, passwordChangedAt: null });
  await replaceRoles(db, id, input.roleIds ?? []);
  return id;
}

/** Applies one change to several users at once, all or none (every id must be managed by the caller). */
export async function changeUsers(db: Db, me: SessionUser, userIds: string[], set: Partial<typeof users.$inferInsert>, check?: (u: UserRow) => void): Promise<UserRow[]> {
  const ids = [...new Set(userIds)];
  if (!ids.length) throw badRequest('请选择用户');
  const targets: UserRow[] = [];
  for (const id of ids) targets.push(await userEntity.ops.detail(db, me, id));
  targets.forEach((u) => check?.(u));
  await db.transaction(async (tx) => {
    for (const u of targets) {
      await tx.update(users).set({ ...set, updatedAt: new Date(), version: u.version + 1 }).where(eq(users.id, u.userId));
    }
  });
  return targets;
}

export const notSelf = (me: SessionUser, what: string) => (u: UserRow) => {
  if (u.userId === me.userId) throw badRequest(`不能${what}本人账号`);
};

export const auditTarget = (rows: { account: string }[]) => rows.map((r) => r.account).join(',');
