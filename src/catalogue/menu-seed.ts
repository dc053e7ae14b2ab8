import type { CatalogueRoute, MenuSeedRow } from './types';
import { catalogue } from './catalogue';
import { buttonLabel } from './button-labels';

const MAX_MENU_LEVEL = 3;

type MenuLevel = 1 | 2 | 3;

/**
 * The rows of the menu table, seeded by the server: every route with a menu id is a menu (level 1 for
 * roots, 2 for groups, 3 for pages, counted by menu-bearing ancestors and capped at 3), every button id a
 * level-4 button under its page. A menu id the spec reuses (2500) is seeded once, at its first route.
 * `sort` is the 1-based position among the rows of the same parent, in catalogue order.
 */
export function menuSeed(routes: readonly CatalogueRoute[] = catalogue): MenuSeedRow[] {
  const rows: MenuSeedRow[] = [];
  const seen = new Set<number>();
  const nextSort = new Map<number | null, number>();

  const add = (row: Omit<MenuSeedRow, 'sort'>): void => {
    if (seen.has(row.menuId)) return;
    seen.add(row.menuId);
    const sort = (nextSort.get(row.parentId) ?? 0) + 1;
    nextSort.set(row.parentId, sort);
    rows.push({ ...row, sort });
  };

  const walk = (nodes: readonly CatalogueRoute[], menuAncestors: readonly number[]): void => {
    for (const route of nodes) {
      const parentId = menuAncestors.at(-1) ?? null;
      if (route.menuId !== undefined) {
        const level = Math.min(MAX_MENU_LEVEL, menuAncestors.length + 1) as MenuLevel;
        add({ menuId: route.menuId, parentId, level, name: route.name, title: route.title, kind: 'menu' });
      }
      const owner = route.menuId ?? parentId;
      for (const [key, buttonId] of Object.entries(route.buttons ?? {})) {
        add({ menuId: buttonId, parentId: owner, level: 4, name: `${route.name}:${key}`, title: buttonLabel(key), kind: 'button' });
      }
      if (route.children) {
        walk(route.children, route.menuId === undefined ? menuAncestors : [...menuAncestors, route.menuId]);
      }
    }
  };

  walk(routes, []);
  return rows;
}
