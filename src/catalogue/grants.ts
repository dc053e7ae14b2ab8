import type { CatalogueRoute, MenuTreeNode } from './types';

/** The level of role menu entries that are buttons; their children are buttons too. */
export const BUTTON_MENU_LEVEL = 4;

/**
 * The routes a user may see: a route with a menu id shows only when that id is granted, a route without
 * one always shows, and a hidden parent takes all its children with it. Buttons are kept as they are;
 * the Permission component checks them against the user's button ids.
 */
export function filterByGrants(routes: readonly CatalogueRoute[], grantedMenuIds: ReadonlySet<number>): CatalogueRoute[] {
  const shown: CatalogueRoute[] = [];
  for (const route of routes) {
    if (route.menuId !== undefined && !grantedMenuIds.has(route.menuId)) continue;
    shown.push(route.children ? { ...route, children: filterByGrants(route.children, grantedMenuIds) } : { ...route });
  }
  return shown;
}

function collectAll(nodes: readonly MenuTreeNode[] | null | undefined, into: Set<number>): void {
  for (const node of nodes ?? []) {
    into.add(node.menuId);
    collectAll(node.children, into);
  }
}

/** The user's button permissions: every level-four entry of the role menu tree and all its children. */
export function buttonIdsFromMenuTree(tree: readonly MenuTreeNode[] | null | undefined): Set<number> {
  const ids = new Set<number>();
  const walk = (nodes: readonly MenuTreeNode[] | null | undefined): void => {
    for (const node of nodes ?? []) {
      if (node.level >= BUTTON_MENU_LEVEL) {
        ids.add(node.menuId);
        collectAll(node.children, ids);
      } else {
        walk(node.children);
      }
    }
  };
  walk(tree);
  return ids;
}

/** The user's menu grants: every entry of levels one to three (buttons excluded). */
export function menuIdsFromMenuTree(tree: readonly MenuTreeNode[] | null | undefined): Set<number> {
  const ids = new Set<number>();
  const walk = (nodes: readonly MenuTreeNode[] | null | undefined): void => {
    for (const node of nodes ?? []) {
      if (node.level >= BUTTON_MENU_LEVEL) continue;
      ids.add(node.menuId);
      walk(node.children);
    }
  };
  walk(tree);
  return ids;
}
