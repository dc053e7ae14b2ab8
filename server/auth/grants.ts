import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menus, roleMenus, roles, userRoles } from '../db/schema';
import { ADMIN_ROLE_CODE } from '../../src/constants/roles';

export { ADMIN_ROLE_CODE };

export interface UserGrants {
  grants: Set<number>;
  isAdmin: boolean;
}

/** Menu and button ids granted through the user's (not deleted) roles for one client. */
export async function loadGrants(db: Db, userId: string, client: 'pc' | 'app' = 'pc'): Promise<UserGrants> {
  const rows = await db
    .select({ menuId: roleMenus.menuId, code: roles.code })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.deleted, false)))
    .leftJoin(roleMenus, and(eq(roleMenus.roleId, roles.id), eq(roleMenus.client, client)))
    .where(eq(userRoles.userId, userId));
  const grants = new Set<number>();
  let isAdmin = false;
  for (const row of rows) {
    if (row.menuId !== null) grants.add(row.menuId);
    if (row.code === ADMIN_ROLE_CODE) isAdmin = true;
  }
  return { grants, isAdmin };
}

/** 您没有「用户管理-冻结」的权限: names the menu (and button) the caller lacks. */
export async function missingGrantMessage(db: Db, menuId: number, buttonId?: number): Promise<string> {
  const ids = buttonId === undefined ? [menuId] : [menuId, buttonId];
  const rows = await db.select({ menuId: menus.menuId, title: menus.title }).from(menus).where(inArray(menus.menuId, ids));
  const title = (id: number) => rows.find((r) => r.menuId === id)?.title ?? String(id);
  const what = buttonId === undefined ? title(menuId) : `${title(menuId)}-${title(buttonId)}`;
  return `您没有「${what}」的权限`;
}
