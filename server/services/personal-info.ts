import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { organizations, roles, userRoles, users } from '../db/schema';
import { notFound } from '../http/envelope';
import type { SessionUser } from '../http/route';
import { needsPasswordChange } from '../auth/login';
import { grantedIds } from './menus';
import { readSettings } from './settings';

export interface PersonalInfo {
  userId: string;
  userCode: string;
  name: string;
  unitId: string;
  unitName: string;
  organLevel: number;
  leader: boolean;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  roles: { roleId: string; roleName: string; description: string | null }[];
  menuIds: number[];
  buttonIds: number[];
  needChangePassword: boolean;
  passwordChangedAt: string | null;
  lastLoginAt: string | null;
}

export async function personalInfo(db: Db, config: Config, user: SessionUser): Promise<PersonalInfo> {
  const [row] = await db
    .select({ user: users, organName: organizations.name, organLevel: organizations.level })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organId))
    .where(eq(users.id, user.userId));
  if (!row) throw notFound('用户不存在或已被删除');
  const [roleRows, ids, s] = await Promise.all([
    db
      .select({ roleId: roles.id, roleName: roles.name, description: roles.description })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.deleted, false)))
      .where(eq(userRoles.userId, user.userId))
      .orderBy(asc(roles.id)),
    grantedIds(db, user.grants),
    readSettings(db, config),
  ]);
  const u = row.user;
  return {
    userId: u.id,
    userCode: u.account,
    name: u.name,
    unitId: u.organId,
    unitName: row.organName ?? '',
    organLevel: row.organLevel ?? 0,
    leader: u.leader,
    phone: u.phone,
    email: u.email,
    avatar: u.avatar,
    roles: roleRows,
    menuIds: ids.menuIds,
    buttonIds: ids.buttonIds,
    needChangePassword: needsPasswordChange(u, s.passwordMaxAgeDays),
    passwordChangedAt: u.passwordChangedAt?.toISOString() ?? null,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  };
}
