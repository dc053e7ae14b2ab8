/**
 * The routes a signed-in user can reach, built from the catalogue filtered by the user's granted menu
 * ids: layout pages (rendered in the tabbed main area), standalone pages (outside the layout),
 * container redirects, and the roots the navbar shows.
 */
import {
  DASHBOARD_PATH,
  HOME_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  filterByGrants,
  flattenRoutes,
  normalisePath,
  type CatalogueRoute,
  type FlatRoute,
} from '../../catalogue';

export interface RouteTable {
  /** The granted catalogue tree (sidebar source). */
  tree: CatalogueRoute[];
  flat: FlatRoute[];
  /** Pages rendered inside the layout shell. */
  pages: FlatRoute[];
  /** Pages rendered outside the layout (wall screens, printable documents); login and 404 excluded. */
  standalonePages: FlatRoute[];
  /** Container path → the page it opens. */
  redirects: Map<string, string>;
  byPath: Map<string, FlatRoute>;
  /** Root menus of the navbar, in catalogue order. */
  roots: FlatRoute[];
}

/** The router declares these itself. */
const SHELL_PATHS = new Set([LOGIN_PATH, NOT_FOUND_PATH]);

export function buildRouteTable(catalogue: readonly CatalogueRoute[], grantedMenuIds: ReadonlySet<number>): RouteTable {
  const tree = filterByGrants(catalogue, grantedMenuIds);
  const flat = flattenRoutes(tree);
  const pages = flat.filter((route) => route.isPage && !route.standalone);
  const standalonePages = flat.filter((route) => route.isPage && route.standalone && !SHELL_PATHS.has(route.fullPath));
  const redirects = new Map<string, string>();
  for (const route of flat) {
    if (!route.isPage && !route.external && route.redirect) redirects.set(route.fullPath, route.redirect);
  }
  if (!redirects.has(HOME_PATH)) redirects.set(HOME_PATH, DASHBOARD_PATH);
  const roots = flat.filter((route) => route.depth === 0 && !route.hidden && !SHELL_PATHS.has(route.fullPath));
  return { tree, flat, pages, standalonePages, redirects, byPath: new Map(flat.map((route) => [route.fullPath, route])), roots };
}

export type PathResolution =
  | { kind: 'page'; route: FlatRoute }
  | { kind: 'standalone'; route: FlatRoute }
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown' };

/** What a path opens for this user. */
export function resolvePath(table: RouteTable, pathname: string): PathResolution {
  const path = normalisePath(pathname);
  const redirect = table.redirects.get(path);
  if (redirect) return { kind: 'redirect', to: redirect };
  const route = table.byPath.get(path);
  if (route?.isPage) return route.standalone ? { kind: 'standalone', route } : { kind: 'page', route };
  return { kind: 'unknown' };
}

/** The first page a root opens (its redirect target, or itself when it is a page). */
export function entryPathOf(table: RouteTable, root: FlatRoute): string | undefined {
  if (root.isPage) return root.fullPath;
  return table.redirects.get(root.fullPath);
}
