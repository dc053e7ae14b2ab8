import { breadcrumbTrail } from '../../src/app/layout/breadcrumb-trail';
import { childPageUrl } from '../../src/app/layout/navigation';
import { openGroupsFor, sidebarItems } from '../../src/app/layout/sidebar-items';
import { catalogue, filterByGrants, findRouteByName } from '../../src/catalogue';

const users = findRouteByName('yhgl')!;
const roles = findRouteByName('jsgl')!;

describe('sidebar items', () => {
  it('lists the visible granted children of the selected root, nested', () => {
    const tree = filterByGrants(catalogue, new Set([11000, 11100, users.menuId!]));
    const items = sidebarItems(tree, '/system');
    const group = items.find((item) => item.children.some((child) => child.name === 'yhgl'));
    expect(group).toBeDefined();
    expect(group!.children.map((child) => child.name)).toEqual(['yhgl']);
    expect(JSON.stringify(items)).not.toContain('"jsgl"');
    expect(openGroupsFor(items, users.fullPath)).toEqual([group!.fullPath]);
  });

  it('is empty for an unknown root and hides hidden routes', () => {
    const tree = filterByGrants(catalogue, new Set([1, 100]));
    expect(sidebarItems(tree, '/nowhere')).toEqual([]);
    expect(sidebarItems(tree, '/xfjc')).toEqual([]);
  });
});

describe('breadcrumb trail and child pages', () => {
  it('a child page carries its parent name and path in the query', () => {
    const url = childPageUrl('/system/detail', { name: '用户管理', path: users.fullPath }, { id: '7' });
    const query = new URLSearchParams(url.split('?')[1]);
    expect(url.startsWith('/system/detail?')).toBe(true);
    expect(query.get('id')).toBe('7');
    expect(query.get('parentName')).toBe('用户管理');
    expect(query.get('parentPath')).toBe(users.fullPath);
  });

  it('the parent comes from the query first, and the last crumb is not a link', () => {
    const search = `?parentName=${encodeURIComponent('角色管理')}&parentPath=${encodeURIComponent(roles.fullPath)}`;
    expect(breadcrumbTrail({ current: users, search })).toEqual([
      { title: '角色管理', to: roles.fullPath },
      { title: users.title },
    ]);
  });

  it('else from the tab saved back path', () => {
    expect(breadcrumbTrail({ current: users, search: '', backPath: roles.fullPath })).toEqual([
      { title: roles.title, to: roles.fullPath },
      { title: users.title },
    ]);
  });

  it('else the menu groups above the page, unlinked', () => {
    const trail = breadcrumbTrail({ current: users, search: '' });
    expect(trail.at(-1)).toEqual({ title: users.title });
    expect(trail[0]).toEqual({ title: findRouteByName('systemRoot')?.title ?? trail[0].title });
    expect(trail.slice(0, -1).every((crumb) => crumb.to === undefined)).toBe(true);
    expect(trail.length).toBeGreaterThanOrEqual(2);
  });
});
