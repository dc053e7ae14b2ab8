/** The fire brigades (大队, level 3) an event is handled by and a handover is sent to, and who hears of them. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { BRIGADE_LEVEL } from '../../../src/constants/events-handovers';
import { organizations as o, roleMenus, userRoles, users } from '../../db/schema';
import type { Db } from '../../db/client';

export async function brigadeChoices(db: Db): Promise<{ id: string; name: string }[]> {
  return db.select({ id: o.id, name: o.name }).from(o).where(and(eq(o.level, BRIGADE_LEVEL), eq(o.deleted, false))).orderBy(asc(o.sort), asc(o.name));
}

export async function brigadeProblem(db: Db, organId: string, title: string): Promise<string | null> {
  if (!organId) return `${title}不能为空`;
  const [row] = await db.select({ level: o.level }).from(o).where(and(eq(o.id, organId), eq(o.deleted, false)));
  if (!row) return `${title}不存在`;
  return row.level === BRIGADE_LEVEL ? null : `${title}须是消防救援大队`;
}

/** Live users of a unit granted a menu (the people of the brigade who work the screen). */
export async function usersWithMenu(db: Db, organId: string, menuId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roleMenus, and(eq(roleMenus.roleId, userRoles.roleId), eq(roleMenus.menuId, menuId)))
    .where(and(eq(users.organId, organId), eq(users.deleted, false)));
  return rows.map((r) => r.id);
}

export const inOrgans = (column: Parameters<typeof inArray>[0], ids: string[]) => inArray(column, ids.length ? ids : ['']);
