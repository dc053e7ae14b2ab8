import type { CatalogueRoute, FlatRoute } from './types';

/** Joins a child's relative path to its parent's full path ('/' + 'dashboard' → '/dashboard'). */
export function joinPath(parentFullPath: string, childPath: string): string {
  if (childPath.startsWith('/')) return childPath;
  return parentFullPath.endsWith('/') ? parentFullPath + childPath : `${parentFullPath}/${childPath}`;
}

/**
 * A route only redirects when it is a root with children (a layout root) or a menu group (it has a child
 * shown in the sidebar). A page whose children are all hidden still renders: its children are its detail
 * and form screens, and they inherit its grant.
 */
export function isContainer(route: CatalogueRoute, depth: number): boolean {
  const children = route.children ?? [];
  if (route.external || children.length === 0) return false;
  return depth === 0 || children.some((child) => !child.hidden);
}

interface ParentContext {
  fullPath: string;
  name: string;
  rootPath: string;
  hidden: boolean;
  common: boolean;
  standalone: boolean;
  depth: number;
}

function flattenInto(routes: readonly CatalogueRoute[], parent: ParentContext | undefined, out: FlatRoute[]): void {
  for (const route of routes) {
    const fullPath = parent ? joinPath(parent.fullPath, route.path) : route.path;
    const depth = parent ? parent.depth + 1 : 0;
    const container = isContainer(route, depth);
    const flat: FlatRoute = {
      fullPath,
      path: route.path,
      name: route.name,
      title: route.title,
      menuId: route.menuId,
      buttons: { ...(route.buttons ?? {}) },
      hidden: Boolean(route.hidden) || Boolean(parent?.hidden),
      common: Boolean(route.common) || Boolean(parent?.common),
      external: Boolean(route.external),
      externalType: route.externalType,
      icon: route.icon,
      noSidebar: Boolean(route.noSidebar),
      standalone: Boolean(route.standalone) || Boolean(parent?.standalone),
      noLogin: Boolean(route.noLogin),
      rootPath: parent ? parent.rootPath : fullPath,
      parentName: parent?.name,
      depth,
      isPage: !route.external && !container,
    };
    out.push(flat);
    if (!route.children?.length) continue;
    const firstDescendant = out.length;
    flattenInto(route.children, flat, out);
    if (container) flat.redirect = redirectTarget(out.slice(firstDescendant));
  }
}

/** The first page below a container that the sidebar shows, or its first page at all. */
function redirectTarget(descendants: readonly FlatRoute[]): string | undefined {
  const pages = descendants.filter((route) => route.isPage);
  return (pages.find((route) => !route.hidden) ?? pages[0])?.fullPath;
}

/** Every route of the tree in depth-first order, with full paths and inherited flags. */
export function flattenRoutes(routes: readonly CatalogueRoute[]): FlatRoute[] {
  const out: FlatRoute[] = [];
  flattenInto(routes, undefined, out);
  return out;
}
