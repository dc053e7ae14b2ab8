/**
 * Every `src/resources/<listRouteName>.resource.ts`, loaded only when its screen opens. The file name
 * claims the catalogue list route; the hidden child pages of that route are claimed too and rendered
 * as the definition's detail (`detailRoute`) or form (`formRoutes`) — a child the definition does not
 * name needs its own entry in src/screens/registry.ts (tests/resources/registry.test.tsx checks this).
 * A file may default-export a group of definitions (src/resources/group.ts): its list route shows them as
 * tabs, and each child page belongs to the tab that names it.
 */
import { allRoutes, findRouteByName } from '../catalogue';
import { definitionsOf, isResourceGroup, type ResourceEntry } from './group';
import type { AnyResource } from './types';

type ResourceModule = { default: ResourceEntry };
type Loader = () => Promise<ResourceModule>;

const RESOURCE_FILE = /^\.\/(.+)\.resource\.ts$/;

const loaders: Record<string, Loader> = Object.fromEntries(
  Object.entries(import.meta.glob<ResourceModule>('./*.resource.ts')).map(([file, load]) => [
    file.replace(RESOURCE_FILE, '$1'),
    load,
  ]),
);

const loaded = new Map<string, Promise<ResourceEntry>>();

/** Catalogue list routes that have a definition. */
export function resourceListRoutes(): string[] {
  return Object.keys(loaders).filter((name) => findRouteByName(name) !== undefined);
}

/** The list route whose definition renders `routeName`: the route itself, or its hidden parent page. */
export function resourceForRoute(routeName: string): string | undefined {
  if (routeName in loaders) return routeName;
  const route = findRouteByName(routeName);
  if (route?.hidden && route.parentName && route.parentName in loaders) return route.parentName;
  return undefined;
}

/** Route names rendered by the resource screens: each list route and its hidden child pages. */
export function resourceRouteNames(): string[] {
  const lists = new Set(resourceListRoutes());
  const children = allRoutes().filter((route) => route.isPage && route.hidden && route.parentName && lists.has(route.parentName));
  return [...lists, ...children.map((route) => route.name)];
}

/** The definition, or group of definitions, of a list route (loaded once). */
export function loadResource(listRouteName: string): Promise<ResourceEntry> {
  const load = loaders[listRouteName];
  if (!load) return Promise.reject(new Error(`no resource definition for route "${listRouteName}"`));
  let promise = loaded.get(listRouteName);
  if (!promise) {
    promise = load().then((module) => module.default);
    loaded.set(listRouteName, promise);
  }
  return promise;
}

/** Which generic screen a route of a definition shows. */
export type ResourceView = 'list' | 'detail' | 'create' | 'edit' | 'form';

/** Which definition of an entry renders a route, and as what; a group's own list route is its tabs. */
export type RouteOwner = { view: 'tabs' } | { view: ResourceView; definition: AnyResource };

export function ownerOf(entry: ResourceEntry, routeName: string): RouteOwner | undefined {
  if (isResourceGroup(entry) && routeName === entry.routeName) return { view: 'tabs' };
  for (const definition of definitionsOf(entry)) {
    const view = viewOf(definition, routeName);
    if (view) return { view, definition };
  }
  return undefined;
}

export function viewOf(definition: AnyResource, routeName: string): ResourceView | undefined {
  if (routeName === definition.routeName) return 'list';
  if (routeName === definition.detailRoute || definition.alsoDetailRoutes?.includes(routeName)) return 'detail';
  const { create, edit } = definition.formRoutes ?? {};
  if (create && create === edit && routeName === create) return 'form';
  if (routeName === create) return 'create';
  if (routeName === edit) return 'edit';
  return undefined;
}
