import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, roles, settings, userRoles, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import type { SessionUser } from '../http/route';
import { hashPassword } from '../auth/password';
import { ADMIN_ROLE_CODE } from '../auth/grants';
import { assertSeparatedDuties } from '../auth/separation';
import { passwordProblem } from '../auth/password-policy';
import { escapeLike } from './like';
import { organFilter, scopeOf } from './org-scope';
import type { PasswordPolicy } from './settings';

/** The password "initialise password" sets when no settings row `initialPassword` overrides it. */
export const DEFAULT_INITIAL_PASSWORD = 'Xfjd@2026';
export const INITIAL_PASSWORD_KEY = 'initialPassword';

export interface UserFilter extends PageArgs {
  name?: string;
  account?: string;
  organId?: string;
  state?: 'active' | 'frozen';
  /** true: the recycle bin (deleted users); default the live users. */
  deleted?: boolean;
  createdStart?: string;
  createdEnd?: string;
}

export interface UserRow {
  userId: string;
  account: string;
  name: string;
  organId: string;
  organName: string;
  leader: boolean;
  phone: string | null;
  email: string | null;
  state: 'active' | 'frozen';
  deleted: boolean;
  locked: boolean;
  lockedUntil: string | null;
  passwordIsInitial: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  roleIds: string[];
  roleNames: string;
}

export interface UserInput {
  account: string;
  name: string;
  organId: string;
  leader?: boolean;
  phone?: string | null;
  email?: string | null;
  roleIds?: string[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function dateOf(text: string, title: string): Date {
  const d = new Date(text);
  if (Number.isNaN(d.getTime())) throw badRequest(`${title}格式不正确`);
  return d;
}
const PHONE = /^1\d{10}$|^0\d{2,3}-?\d{7,8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const selection = { user: users, organName: organizations.name };
type Joined = { user: typeof users.$inferSelect; organName: string | null };

async function withRoles(db: Db, rows: Joined[]): Promise<UserRow[]> {
  const ids = rows.map((r) => r.user.id);
  const links = ids.length
    ? await db
        .select({ userId: userRoles.userId, roleId: roles.id, roleName: roles.name })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.deleted, false)))
        .where(inArray(userRoles.userId, ids))
        .orderBy(asc(roles.name))
    : [];
  const now = Date.now();
  return rows.map(({ user: u, organName }) => {
    const mine = links.filter((l) => l.userId === u.id);
    return {
      userId: u.id,
      account: u.account,
      name: u.name,
      organId: u.organId,
      organName: organName ?? '',
      leader: u.leader,
      phone: u.phone,
      email: u.email,
      state: u.state,
      deleted: u.deleted,
      locked: !!u.lockedUntil && u.lockedUntil.getTime() > now,
      lockedUntil: iso(u.lockedUntil),
      passwordIsInitial: u.passwordIsInitial,
      lastLoginAt: iso(u.lastLoginAt),
      createdAt: u.createdAt.toISOString(),
      updatedAt: u.updatedAt.toISOString(),
      version: u.version,
      roleIds: mine.map((l) => l.roleId),
      roleNames: mine.map((l) => l.roleName).join('、'),
    };
  });
}

export async function userPage(db: Db, me: SessionUser, f: UserFilter): Promise<{ total: number; records: UserRow[] }> {
  const organs = await organFilter(db, me, f.organId);
  const where: SQL[] = [eq(users.deleted, f.deleted ?? false)];
  if (organs) where.push(organs.length ? inArray(users.organId, organs) : eq(users.id, ''));
  if (f.name?.trim()) where.push(ilike(users.name, `%${escapeLike(f.name.trim())}%`));
  if (f.account?.trim()) where.push(ilike(users.account, `%${escapeLike(f.account.trim())}%`));
  if (f.state) where.push(eq(users.state, f.state));
  if (f.createdStart) where.push(gte(users.createdAt, dateOf(f.createdStart, '创建开始时间')));
  if (f.createdEnd) where.push(lte(users.createdAt, dateOf(f.createdEnd, '创建结束时间')));
  const cond = and(...where);
  const { limit, offset } = pageWindow(f);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(users).where(cond),
    db
      .select(selection)
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organId))
      .where(cond)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { total, records: await withRoles(db, rows) };
}

/** A user the caller may manage (inside their organisation scope), deleted ones included. */
export async function managedUser(db: Db, me: SessionUser, userId: string): Promise<UserRow> {
  const [row] = await db.select(selection).from(users).leftJoin(organizations, eq(organizations.id, users.organId)).where(eq(users.id, userId));
  if (!row) throw notFound('用户不存在');
  await assertOrganInScope(db, me, row.user.organId, '只能管理本单位及下级单位的用户');
  return (await withRoles(db, [row]))[0];
}

export async function assertOrganInScope(db: Db, me: SessionUser, organId: string, message = '只能选择本单位及下级单位'): Promise<void> {
  const scope = await scopeOf(db, me);
  if (scope && !scope.includes(organId)) throw forbidden(message);
}

/** Trims and checks the editable fields; the messages name the field. */
export async function checkUserInput(db: Db, me: SessionUser, input: UserInput): Promise<UserInput> {
  const account = input.account.trim();
  const name = input.name.trim();
  if (!account) throw badRequest('账号不能为空');
  if (!name) throw badRequest('姓名不能为空');
  const phone = input.phone?.trim() || null;
  const email = input.email?.trim() || null;
  if (phone && !PHONE.test(phone)) throw badRequest('手机号码格式不正确');
  if (email && !EMAIL.test(email)) throw badRequest('电子邮箱格式不正确');
  const [organ] = await db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, input.organId), eq(organizations.deleted, false)));
  if (!organ) throw badRequest('所属单位不存在');
  await assertOrganInScope(db, me, input.organId, '所属单位只能选择本单位及下级单位');
  const roleIds = [...new Set(input.roleIds ?? [])];
  if (roleIds.length) {
    const found = await db.select({ id: roles.id, code: roles.code }).from(roles).where(and(inArray(roles.id, roleIds), eq(roles.deleted, false)));
    if (found.length !== roleIds.length) throw badRequest('角色不存在或已被删除');
    if (!me.isAdmin && found.some((r) => r.code === ADMIN_ROLE_CODE)) throw forbidden('只有系统管理员可以管理系统管理员角色');
    // The new role list replaces the old one, so it is checked on its own.
    await assertSeparatedDuties(db, roleIds);
  }
  return { ...input, account, name, phone, email, roleIds: input.roleIds === undefined ? undefined : roleIds };
}

export async function assertAccountFree(db: Db, account: string, exceptUserId?: string): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (taken && taken.id !== exceptUserId) throw badRequest(`账号${account}已存在`);
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

export async function insertUser(db: Db, input: UserInput, passwordHash: string): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({
    id,
    account: input.account,
    name: input.name,
    organId: input.organId,
    leader: input.leader ?? false,
    phone: input.phone ?? null,
    email: input.email ?? null,
    passwordHash,
    passwordIsInitial: true,
    passwordChangedAt: null,
  });
  if (input.roleIds?.length) await db.insert(userRoles).values(input.roleIds.map((roleId) => ({ userId: id, roleId })));
  return id;
}

export async function createUser(db: Db, input: UserInput, password: string): Promise<string> {
  await assertAccountFree(db, input.account);
  const hash = await hashPassword(password);
  return db.transaction((tx) => insertUser(tx as unknown as Db, input, hash));
}

export async function updateUser(db: Db, userId: string, version: number, input: UserInput): Promise<void> {
  await assertAccountFree(db, input.account, userId);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ account: input.account, name: input.name, organId: input.organId, leader: input.leader ?? false, phone: input.phone ?? null, email: input.email ?? null, updatedAt: new Date(), version: version + 1 })
      .where(and(eq(users.id, userId), eq(users.version, version), eq(users.deleted, false)))
      .returning({ id: users.id });
    if (!changed.length) throw conflict();
    if (input.roleIds !== undefined) {
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
      if (input.roleIds.length) await tx.insert(userRoles).values(input.roleIds.map((roleId) => ({ userId, roleId })));
    }
  });
}

/** Applies one change to several users at once, all or none (every id must be managed by the caller). */
export async function changeUsers(db: Db, me: SessionUser, userIds: string[], set: Partial<typeof users.$inferInsert>, check?: (u: UserRow) => void): Promise<UserRow[]> {
  const ids = [...new Set(userIds)];
  if (!ids.length) throw badRequest('请选择用户');
  const targets: UserRow[] = [];
  for (const id of ids) targets.push(await managedUser(db, me, id));
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
