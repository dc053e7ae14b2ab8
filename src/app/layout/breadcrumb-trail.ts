/** The breadcrumb trail: the parent page (from the query or the tab's saved back path), then the current page. */
import { findRouteByName, routeByPath, type FlatRoute } from '../../catalogue';
import { PARENT_NAME_QUERY, PARENT_PATH_QUERY } from '../../constants/layout';

export interface Crumb {
  title: string;
  /** Absent on the last crumb and on menu groups. */
  to?: string;
}

export interface TrailInput {
  current: FlatRoute;
  /** The current query string. */
  search: string;
  /** The back path saved with the current tab. */
  backPath?: string;
}

/** The parent page a child page was opened from, if any. */
export function parentCrumb(input: TrailInput): Crumb | undefined {
  const query = new URLSearchParams(input.search);
  const parentPath = query.get(PARENT_PATH_QUERY);
  const parentName = query.get(PARENT_NAME_QUERY);
  if (parentPath) return { title: parentName || routeByPath(parentPath)?.title || parentPath, to: parentPath };
  if (input.backPath) {
    const title = routeByPath(input.backPath)?.title;
    if (title) return { title, to: input.backPath };
  }
  return undefined;
}

/** The menu groups above a page, outermost first, as plain (unlinked) crumbs. */
function ancestorCrumbs(current: FlatRoute): Crumb[] {
  const crumbs: Crumb[] = [];
  let parent = current.parentName ? findRouteByName(current.parentName) : undefined;
  while (parent && parent.depth > 0) {
    crumbs.unshift({ title: parent.title, to: parent.isPage ? parent.fullPath : undefined });
    parent = parent.parentName ? findRouteByName(parent.parentName) : undefined;
  }
  if (parent && !parent.common && parent.fullPath !== '/') crumbs.unshift({ title: parent.title });
  return crumbs;
}

export function breadcrumbTrail(input: TrailInput): Crumb[] {
  const parent = parentCrumb(input);
  const current: Crumb = { title: input.current.title };
  if (parent) return [parent, current];
  return [...ancestorCrumbs(input.current), current];
}
