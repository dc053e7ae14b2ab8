import { buildRouteTable, entryPathOf, resolvePath } from '../../src/app/routing/route-table';
import { catalogue, findRouteByName, leafRoutes } from '../../src/catalogue';

const users = findRouteByName('yhgl')!;
const roles = findRouteByName('jsgl')!;

describe('routes built from the catalogue and the grants', () => {
  it('with no grants only routes without a menu id remain: common screens, documents, the cockpit', () => {
    const table = buildRouteTable(catalogue, new Set());
    expect(table.pages.length).toBeGreaterThan(0);
    expect(table.pages.every((route) => route.common && route.menuId === undefined)).toBe(true);
    expect(table.standalonePages.map((route) => route.fullPath)).toEqual(['/word/jdjcxfjdjcjl', '/bigscreen-normal']);
    expect(resolvePath(table, '/dashboard')).toEqual({ kind: 'unknown' });
  });

  it('a granted page resolves; its ungranted sibling does not', () => {
    const grants = new Set([11000, 11100, users.menuId!]);
    const table = buildRouteTable(catalogue, grants);
    expect(resolvePath(table, users.fullPath)).toMatchObject({ kind: 'page', route: { name: 'yhgl' } });
    expect(resolvePath(table, roles.fullPath)).toEqual({ kind: 'unknown' });
    // The account-management group opens its first granted page.
    const group = findRouteByName(users.parentName!)!;
    expect(resolvePath(table, group.fullPath)).toEqual({ kind: 'redirect', to: users.fullPath });
  });

  it('an ungranted parent hides all its children', () => {
    const table = buildRouteTable(catalogue, new Set([11100, users.menuId!]));
    expect(resolvePath(table, users.fullPath)).toEqual({ kind: 'unknown' });
  });

  it('the layout root redirects to /dashboard and the dashboard is a layout page', () => {
    const table = buildRouteTable(catalogue, new Set([1, 100]));
    expect(resolvePath(table, '/')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolvePath(table, '/dashboard')).toMatchObject({ kind: 'page' });
    expect(table.roots.map((root) => root.fullPath)).toContain('/');
    expect(entryPathOf(table, table.roots.find((root) => root.fullPath === '/')!)).toBe('/dashboard');
  });

  it('common screens (no menu id) show for every signed-in user under a granted layout', () => {
    const table = buildRouteTable(catalogue, new Set([1, 100]));
    const personal = findRouteByName('personalCenter')!;
    expect(resolvePath(table, personal.fullPath)).toMatchObject({ kind: 'page' });
  });

  it('with every grant, pages + standalone pages + login/404 are exactly the catalogue leaf routes', () => {
    const everyId = new Set(
      leafRoutes()
        .map((route) => route.menuId)
        .concat(catalogue.flatMap(function ids(route): (number | undefined)[] {
          return [route.menuId, ...(route.children ?? []).flatMap(ids)];
        }))
        .filter((id): id is number => id !== undefined),
    );
    const table = buildRouteTable(catalogue, everyId);
    const built = new Set([...table.pages, ...table.standalonePages].map((route) => route.fullPath));
    const leaves = leafRoutes().filter((route) => !['/login', '/404'].includes(route.fullPath));
    expect([...built].sort()).toEqual(leaves.map((route) => route.fullPath).sort());
  });

  it('navbar roots are the visible top-level routes, without login and 404', () => {
    const table = buildRouteTable(catalogue, new Set([1, 100, 11000, 2000]));
    const roots = table.roots.map((root) => root.fullPath);
    expect(roots).toEqual(expect.arrayContaining(['/', '/xfjdjc', '/system', '/bigscreen-normal']));
    expect(roots).not.toContain('/login');
    expect(roots).not.toContain('/404');
    expect(roots).not.toContain('/xfjc');
  });
});
