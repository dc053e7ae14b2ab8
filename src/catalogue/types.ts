/** One route of the catalogue, as written in src/catalogue/routes/. */
export interface CatalogueRoute {
  /** Root routes absolute ('/system'), children relative ('users'). */
  path: string;
  /** Unique route name across the whole catalogue (the old Vue app's names, e.g. 'wwjrw', 'messageCenter'). */
  name: string;
  /** Chinese title shown in menus, tabs, breadcrumb and document.title. */
  title: string;
  /** Grant needed to see it; absent → always shown (when its parent is). */
  menuId?: number;
  /** Button key → button id, e.g. { new: 11102, frozen: 11103 }. */
  buttons?: Record<string, number>;
  /** Reached by navigation only, never in the sidebar. */
  hidden?: boolean;
  /** A common screen: selecting it selects the root '/'. */
  common?: boolean;
  /** Opens an external page (address from the external-link call with `externalType`). */
  external?: boolean;
  externalType?: ExternalLinkType;
  /** Icon key for roots (e.g. 'dashboard', 'system', 'supervision', 'lawEnforcement'). */
  icon?: string;
  /** The route hides the sidebar. */
  noSidebar?: boolean;
  /** Rendered outside the layout shell (login, wall screens, 404, printable documents). */
  standalone?: boolean;
  /** Reachable without a token (only /login and /bigscreen-normal). */
  noLogin?: boolean;
  children?: CatalogueRoute[];
}

/** Types the external-link call accepts; one per route that opens an external page. */
export type ExternalLinkType = 'hzdc' | 'xygk' | 'aqjc' | 'xfjdjc' | 'jsfw';

/** A catalogue route with its full path and the flags it inherits from its ancestors. */
export interface FlatRoute {
  fullPath: string;
  /** The route's own path segment as written in the catalogue. */
  path: string;
  name: string;
  title: string;
  menuId?: number;
  buttons: Record<string, number>;
  /** This route or one of its ancestors is hidden: never in the sidebar. */
  hidden: boolean;
  /** This route or one of its ancestors is a common screen: it selects the root '/'. */
  common: boolean;
  external: boolean;
  externalType?: ExternalLinkType;
  icon?: string;
  noSidebar: boolean;
  /** This route or one of its ancestors renders outside the layout shell. */
  standalone: boolean;
  noLogin: boolean;
  rootPath: string;
  parentName?: string;
  depth: number;
  /** Set on container routes (roots with children, menu groups): the full path they redirect to. */
  redirect?: string;
  /** Renders a screen: not external and not redirect-only. */
  isPage: boolean;
}

export interface MenuSeedRow {
  menuId: number;
  parentId: number | null;
  level: 1 | 2 | 3 | 4;
  name: string;
  title: string;
  kind: 'menu' | 'button';
  sort: number;
}

/** A node of the role menu tree returned with the user's info (levels 1–3 menus, level 4 buttons). */
export interface MenuTreeNode {
  menuId: number;
  level: number;
  children?: MenuTreeNode[] | null;
}
