export type { CatalogueRoute, ExternalLinkType, FlatRoute, MenuSeedRow, MenuTreeNode } from './types';
export { catalogue } from './catalogue';
export { flattenRoutes, joinPath, isContainer } from './flatten';
export { filterByGrants, buttonIdsFromMenuTree, menuIdsFromMenuTree, BUTTON_MENU_LEVEL } from './grants';
export { menuSeed } from './menu-seed';
export {
  allRoutes,
  allButtonIds,
  findRouteByName,
  leafRoutes,
  normalisePath,
  publicPaths,
  rootOf,
  routeByPath,
  routeTitle,
} from './lookup';
export { BUTTON_LABELS, buttonLabel } from './button-labels';
export { NOTIFICATION_TARGETS, type NotificationTarget } from './notification-targets';
export * from './paths';
