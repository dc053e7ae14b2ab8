/** The sidebar's menu: the visible children of the selected root in the granted tree. */
import { joinPath, type CatalogueRoute, type ExternalLinkType } from '../../catalogue';

export interface SidebarItem {
  fullPath: string;
  name: string;
  title: string;
  icon?: string;
  external: boolean;
  externalType?: ExternalLinkType;
  children: SidebarItem[];
}

function toItems(routes: readonly CatalogueRoute[], parentPath: string): SidebarItem[] {
  return routes
    .filter((route) => !route.hidden)
    .map((route) => {
      const fullPath = joinPath(parentPath, route.path);
      return {
        fullPath,
        name: route.name,
        title: route.title,
        icon: route.icon,
        external: Boolean(route.external),
        externalType: route.externalType,
        children: toItems(route.children ?? [], fullPath),
      };
    });
}

export function sidebarItems(grantedTree: readonly CatalogueRoute[], rootPath: string | undefined): SidebarItem[] {
  const root = grantedTree.find((route) => route.path === rootPath);
  if (!root) return [];
  return toItems(root.children ?? [], root.path);
}

/** Paths of the groups that contain `activePath`, so they open on load. */
export function openGroupsFor(items: readonly SidebarItem[], activePath: string): string[] {
  const open: string[] = [];
  const walk = (list: readonly SidebarItem[]): boolean => {
    for (const item of list) {
      if (item.fullPath === activePath) return true;
      if (item.children.length && walk(item.children)) {
        open.push(item.fullPath);
        return true;
      }
    }
    return false;
  };
  walk(items);
  return open;
}
