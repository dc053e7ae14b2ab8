import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menus } from '../db/schema';
import { loadGrants } from '../auth/grants';

export interface MenuNode {
  menuId: number;
  level: number;
  name: string;
  title: string;
  children: MenuNode[];
}

/** Levels 1–3 are menus; level 4 entries and their children are buttons (spec). */
export const BUTTON_LEVEL = 4;

/**
 * The menus granted to a user (PC client) as a nested tree. An entry whose parent is not granted
 * hangs at the top, so a grant is never silently lost.
 */
export async function menuTreeOf(db: Db, userId: string, client: 'pc' | 'app' = 'pc'): Promise<MenuNode[]> {
  const { grants } = await loadGrants(db, userId, client);
  if (grants.size === 0) return [];
  const rows = await db
    .select()
    .from(menus)
    .where(inArray(menus.menuId, [...grants]))
    .orderBy(asc(menus.sort), asc(menus.menuId));
  const nodes = new Map<number, MenuNode>(rows.map((r) => [r.menuId, { menuId: r.menuId, level: r.level, name: r.name, title: r.title, children: [] }]));
  const roots: MenuNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.menuId) as MenuNode;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Granted ids split as the personal info reports them: menus (levels 1–3) and buttons (level 4 and below). */
export async function grantedIds(db: Db, grants: ReadonlySet<number>): Promise<{ menuIds: number[]; buttonIds: number[] }> {
  if (grants.size === 0) return { menuIds: [], buttonIds: [] };
  const rows = await db
    .select({ menuId: menus.menuId, level: menus.level, parentId: menus.parentId })
    .from(menus)
    .where(inArray(menus.menuId, [...grants]))
    .orderBy(asc(menus.menuId));
  const level = new Map(rows.map((r) => [r.menuId, r.level]));
  const parent = new Map(rows.map((r) => [r.menuId, r.parentId]));
  const isButton = (id: number): boolean => {
    for (let cur: number | null | undefined = id; cur !== null && cur !== undefined; cur = parent.get(cur)) {
      if ((level.get(cur) ?? 0) >= BUTTON_LEVEL) return true;
    }
    return false;
  };
  const menuIds: number[] = [];
  const buttonIds: number[] = [];
  for (const r of rows) (isButton(r.menuId) ? buttonIds : menuIds).push(r.menuId);
  return { menuIds, buttonIds };
}
