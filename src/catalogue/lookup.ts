import type { FlatRoute } from './types';
import { catalogue } from './catalogue';
import { flattenRoutes } from './flatten';
import { HOME_PATH } from './paths';

interface CatalogueIndex {
  all: FlatRoute[];
  byName: Map<string, FlatRoute>;
  byPath: Map<string, FlatRoute>;
}

let index: CatalogueIndex | undefined;

function catalogueIndex(): CatalogueIndex {
  if (!index) {
    const all = flattenRoutes(catalogue);
    index = {
      all,
      byName: new Map(all.map((route) => [route.name, route])),
      byPath: new Map(all.map((route) => [route.fullPath, route])),
    };
  }
  return index;
}

/** '/system/zhgl/yhgl/?a=1#x' → '/system/zhgl/yhgl'. */
export function normalisePath(fullPath: string): string {
  const bare = fullPath.split(/[?#]/, 1)[0] || HOME_PATH;
  return bare.length > 1 && bare.endsWith('/') ? bare.replace(/\/+$/, '') || HOME_PATH : bare;
}

/** Every route of the catalogue, flattened in depth-first order. */
export function allRoutes(): readonly FlatRoute[] {
  return catalogueIndex().all;
}

export function findRouteByName(name: string): FlatRoute | undefined {
  return catalogueIndex().byName.get(name);
}

/** The route at a full path; a query string, hash or trailing slash is ignored. */
export function routeByPath(fullPath: string): FlatRoute | undefined {
  return catalogueIndex().byPath.get(normalisePath(fullPath));
}

/** The root menu selected for a path: its root's path, or '/' for a common screen. */
export function rootOf(fullPath: string): string | undefined {
  const route = routeByPath(fullPath);
  if (!route) return undefined;
  return route.common ? HOME_PATH : route.rootPath;
}

export function routeTitle(fullPath: string): string | undefined {
  return routeByPath(fullPath)?.title;
}

/** Every button id of the catalogue, ascending. */
export function allButtonIds(): number[] {
  const ids = new Set(catalogueIndex().all.flatMap((route) => Object.values(route.buttons)));
  return [...ids].sort((a, b) => a - b);
}

/** Routes that render a screen of their own: not external, not redirect-only. */
export function leafRoutes(): FlatRoute[] {
  return catalogueIndex().all.filter((route) => route.isPage);
}

/** Paths reachable without a token. */
export function publicPaths(): string[] {
  return catalogueIndex().all.filter((route) => route.noLogin).map((route) => route.fullPath);
}
