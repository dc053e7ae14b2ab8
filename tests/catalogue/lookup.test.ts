import {
  DASHBOARD_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  findRouteByName,
  flattenRoutes,
  joinPath,
  leafRoutes,
  normalisePath,
  rootOf,
  routeByPath,
  routeTitle,
} from '../../src/catalogue';
import type { CatalogueRoute } from '../../src/catalogue';

describe('flattenRoutes', () => {
  const tree: CatalogueRoute[] = [
    { path: '/', name: 'home', title: '首页', menuId: 1, children: [{ path: 'dashboard', name: 'dash', title: '首页' }] },
    {
      path: '/x', name: 'x', title: '叉', hidden: true, common: true,
      children: [
        { path: 'group', name: 'group', title: '组', children: [{ path: 'page', name: 'page', title: '页', buttons: { new: 7 } }] },
        { path: 'list', name: 'list', title: '列表', children: [{ path: 'detail', name: 'detail', title: '详情', hidden: true }] },
        { path: 'out', name: 'out', title: '外链', external: true, externalType: 'jsfw' },
      ],
    },
  ];
  const flat = flattenRoutes(tree);
  const byName = new Map(flat.map((route) => [route.name, route]));

  it('joins full paths depth first', () => {
    expect(flat.map((route) => route.fullPath)).toEqual([
      '/', '/dashboard', '/x', '/x/group', '/x/group/page', '/x/list', '/x/list/detail', '/x/out',
    ]);
    expect(joinPath('/a/', 'b')).toBe('/a/b');
    expect(joinPath('/a', '/abs')).toBe('/abs');
  });

  it('records root, parent, depth and inherited hidden and common flags', () => {
    expect(byName.get('page')).toMatchObject({ rootPath: '/x', parentName: 'group', depth: 2, hidden: true, common: true, buttons: { new: 7 } });
    expect(byName.get('dash')).toMatchObject({ rootPath: '/', parentName: 'home', depth: 1, hidden: false, buttons: {} });
  });

  it('redirects roots and groups to their first page, and lets a page with hidden children render', () => {
    expect(byName.get('home')).toMatchObject({ isPage: false, redirect: '/dashboard' });
    expect(byName.get('x')).toMatchObject({ isPage: false, redirect: '/x/group/page' });
    expect(byName.get('group')).toMatchObject({ isPage: false, redirect: '/x/group/page' });
    expect(byName.get('list')?.isPage).toBe(true);
    expect(byName.get('list')?.redirect).toBeUndefined();
    expect(byName.get('out')).toMatchObject({ isPage: false, external: true, externalType: 'jsfw' });
  });
});

describe('catalogue look-ups', () => {
  it('finds routes by name and by full path, ignoring query, hash and a trailing slash', () => {
    expect(findRouteByName('yhgl')?.fullPath).toBe('/system/zhgl/yhgl');
    expect(routeByPath('/system/zhgl/yhgl/?parent=zhgl#top')?.name).toBe('yhgl');
    expect(routeByPath('/nowhere')).toBeUndefined();
    expect(findRouteByName('nowhere')).toBeUndefined();
    expect(normalisePath('/?a=1')).toBe('/');
  });

  it('selects the root of a path, and / for common screens', () => {
    expect(rootOf('/system/zhgl/yhgl')).toBe('/system');
    expect(rootOf('/xfjdjc/brjcrw/wwjrw?x=1')).toBe('/xfjdjc');
    expect(rootOf('/xfjc/messageCenter')).toBe('/');
    expect(rootOf('/word/jdjcxfjdjcjl')).toBe('/');
    expect(rootOf(DASHBOARD_PATH)).toBe('/');
    expect(rootOf('/nowhere')).toBeUndefined();
  });

  it('titles routes for tabs and document.title', () => {
    expect(routeTitle('/system')).toBe('系统管理');
    expect(routeTitle('/system/zhgl')).toBe('账号管理');
    expect(routeTitle('/system/zhgl/jsgl')).toBe('角色管理');
    expect(routeTitle('/xfjdjc/brjcrw')).toBe('个人任务');
    expect(routeTitle('/xfjdjc/brjcrw/wwjrw')).toBe('未完成任务');
    expect(routeTitle('/zfjd/fzysGroup')).toBe('法制预审');
    expect(routeTitle('/xfjc/editPassword')).toBe('修改密码');
  });

  it('has the paths the shell navigates to', () => {
    for (const path of [DASHBOARD_PATH, LOGIN_PATH, NOT_FOUND_PATH]) expect(routeByPath(path)?.isPage, path).toBe(true);
    expect(routeByPath('/')?.redirect).toBe(DASHBOARD_PATH);
  });

  it('counts as leaf routes the screens only: no containers, no external links', () => {
    const leaves = leafRoutes();
    const names = leaves.map((route) => route.name);
    expect(names).toEqual(expect.arrayContaining(['dashboard', 'wwjrw', 'fzys', 'tssl', 'hzdcRoot', 'login', 'add']));
    for (const excluded of ['root', 'systemRoot', 'zhgl', 'brjcrw', 'xfjdjc', 'jsfwpt', 'hzdcMenu', 'xfjcRoot']) {
      expect(names, excluded).not.toContain(excluded);
    }
    expect(leaves.every((route) => route.isPage && !route.external)).toBe(true);
  });
});
