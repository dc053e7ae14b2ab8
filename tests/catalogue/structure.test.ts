import { allRoutes, catalogue, findRouteByName, NOTIFICATION_TARGETS, publicPaths } from '../../src/catalogue';
import type { CatalogueRoute } from '../../src/catalogue';

const CHINESE = /[\u4e00-\u9fff]/;

/** The common screens of spec document 1 §2 ('/xfjc common screens'), by the old app's names where given. */
const COMMON_SCREENS = [
  'messageCenter', 'sendMessage', 'msgDetails', 'projectDetail', 'spym', 'dashboardSpym', 'pfym', 'fgym', 'shym',
  'mySpym', 'personalWorkApproval', 'personalResumptionApproval', 'personalResumptionAppeal',
  'personalResumptionSummary', 'zlljgztzs', 'zlxqgztzs', 'otherCheckRecord', 'personalCenter', 'editPassword',
  'assessMentAdjust', 'jdjcxfjdjcjl',
];

/** Route names the spec (or the brief) gives for system screens. */
const SPEC_SYSTEM_NAMES = [
  'add', 'detail', 'roleAdd', 'edit', 'view', 'member', 'qyglAdd', 'xawhyglAdd', 'zfdwAdd', 'hygl', 'alss', 'alck',
  'alxj', 'alxg', 'gfkxg', 'addWrit', 'amendWrit', 'addDocument', 'amendDocument', 'checkDocument', 'addForm',
  'addTaskTemplate', 'editTaskTemplate', 'addXdmb', 'addXxmb', 'editXxmb', 'rzmx', 'xtpzbj', 'addAPPsys', 'editAPPsys',
];

function walk(routes: readonly CatalogueRoute[], visit: (route: CatalogueRoute, depth: number) => void, depth = 0): void {
  for (const route of routes) {
    visit(route, depth);
    if (route.children) walk(route.children, visit, depth + 1);
  }
}

describe('catalogue structure', () => {
  it('gives every route a unique name and a unique full path', () => {
    const names = allRoutes().map((route) => route.name);
    const paths = allRoutes().map((route) => route.fullPath);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes root paths absolute and child paths relative, without slashes inside a segment', () => {
    walk(catalogue, (route, depth) => {
      if (depth === 0) expect(route.path, route.name).toMatch(/^\/[\w-]*$/);
      else expect(route.path, route.name).toMatch(/^[\w-]+$/);
    });
  });

  it('titles every route in Chinese', () => {
    for (const route of allRoutes()) expect(route.title, route.name).toMatch(CHINESE);
  });

  it.each(NOTIFICATION_TARGETS)('has the notification target %s', (name) => {
    const route = findRouteByName(name);
    expect(route).toBeDefined();
    expect(route?.isPage).toBe(true);
  });

  it.each(COMMON_SCREENS)('has the common screen %s, hidden, selecting the root', (name) => {
    expect(findRouteByName(name)).toMatchObject({ common: true, hidden: true, isPage: true });
  });

  it.each(SPEC_SYSTEM_NAMES)('has the hidden system screen %s under /system', (name) => {
    expect(findRouteByName(name)).toMatchObject({ hidden: true, rootPath: '/system', menuId: undefined });
  });

  it('gives hidden child screens no menu id of their own, except where the spec does', () => {
    const hiddenWithIds = allRoutes()
      .filter((route) => route.depth > 0 && route.hidden && route.menuId !== undefined)
      .map((route) => route.name);
    // xfjdjc (2200) and rytj (10700) are hidden with spec ids; jyzfh's children inherit jyzfh's hidden flag.
    expect(hiddenWithIds.sort()).toEqual(['jyzfhGd', 'jyzfhTshc', 'jyzfhXc', 'rytj', 'xfjdjc']);
  });

  it('gives every external route a link type and every root an icon or a hidden flag', () => {
    for (const route of allRoutes()) {
      if (route.external) expect(route.externalType, route.name).toBeTruthy();
      if (route.depth === 0 && !route.hidden && !route.standalone) expect(route.icon, route.name).toBeTruthy();
    }
  });

  it('lets only the login page and the cockpit be reached without a token', () => {
    expect(publicPaths().sort()).toEqual(['/bigscreen-normal', '/login']);
  });

  it('keeps the wall screens, login and 404 outside the layout', () => {
    for (const name of ['login', 'bigscreenNormal', 'bigscreenNormalOrigin', 'bigscreen', 'notFound', 'jdjcxfjdjcjl']) {
      expect(findRouteByName(name)?.standalone, name).toBe(true);
    }
    expect(findRouteByName('dashboard')?.standalone).toBe(false);
  });
});
