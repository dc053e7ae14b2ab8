import { buttonIdsFromMenuTree, catalogue, filterByGrants, flattenRoutes, menuIdsFromMenuTree } from '../../src/catalogue';
import type { CatalogueRoute, MenuTreeNode } from '../../src/catalogue';

const tree: CatalogueRoute[] = [
  {
    path: '/a', name: 'a', title: '甲', menuId: 10,
    children: [
      { path: 'granted', name: 'granted', title: '已授权', menuId: 11, buttons: { new: 111 } },
      { path: 'ungranted', name: 'ungranted', title: '未授权', menuId: 12 },
      { path: 'open', name: 'open', title: '无需授权' },
      {
        path: 'group', name: 'group', title: '分组', menuId: 13,
        children: [{ path: 'inner', name: 'inner', title: '内页', menuId: 14 }, { path: 'free', name: 'free', title: '自由' }],
      },
    ],
  },
  { path: '/b', name: 'b', title: '乙', menuId: 20, children: [{ path: 'free2', name: 'free2', title: '自由二' }] },
  { path: '/c', name: 'c', title: '丙', children: [{ path: 'c1', name: 'c1', title: '丙一', menuId: 31 }] },
];

const names = (routes: CatalogueRoute[]): string[] => flattenRoutes(routes).map((route) => route.name);

describe('filterByGrants', () => {
  it('keeps granted routes, drops ungranted ones and always keeps routes without a menu id', () => {
    const shown = filterByGrants(tree, new Set([10, 11, 13, 14]));
    expect(names(shown)).toEqual(['a', 'granted', 'open', 'group', 'inner', 'free', 'c']);
  });

  it('hides every child of an ungranted parent, even the ones needing no grant', () => {
    const shown = filterByGrants(tree, new Set([11, 14, 31]));
    expect(names(shown)).toEqual(['c', 'c1']);
  });

  it('keeps a route without a menu id only while its parent shows', () => {
    expect(names(filterByGrants(tree, new Set([10])))).toEqual(['a', 'open', 'c']);
  });

  it('keeps buttons and leaves the input untouched', () => {
    const shown = filterByGrants(tree, new Set([10, 11]));
    expect(shown[0].children?.[0].buttons).toEqual({ new: 111 });
    expect(tree[0].children).toHaveLength(4);
  });

  it('shows only public and common routes to a user without grants', () => {
    const shown = flattenRoutes(filterByGrants(catalogue, new Set()));
    expect(shown.every((route) => route.menuId === undefined)).toBe(true);
    expect(shown.map((route) => route.name)).toEqual(expect.arrayContaining(['login', 'bigscreenNormal', 'messageCenter', 'hzdcMenu']));
    expect(shown.map((route) => route.name)).not.toContain('dashboard');
  });

  it('shows every route to a user granted every menu id', () => {
    const everyId = new Set(flattenRoutes(catalogue).flatMap((route) => (route.menuId === undefined ? [] : [route.menuId])));
    expect(flattenRoutes(filterByGrants(catalogue, everyId))).toHaveLength(flattenRoutes(catalogue).length);
  });
});

describe('permissions from the role menu tree', () => {
  const roleTree: MenuTreeNode[] = [
    {
      menuId: 11000, level: 1,
      children: [
        {
          menuId: 11100, level: 2,
          children: [
            {
              menuId: 11101, level: 3,
              children: [
                { menuId: 11102, level: 4 },
                { menuId: 11103, level: 4, children: [{ menuId: 99001, level: 5 }] },
              ],
            },
          ],
        },
      ],
    },
    { menuId: 1, level: 1, children: [{ menuId: 100, level: 2, children: [{ menuId: 111, level: 4, children: null }] }] },
  ];

  it('turns level-four entries and all their children into button ids', () => {
    expect([...buttonIdsFromMenuTree(roleTree)].sort((a, b) => a - b)).toEqual([111, 11102, 11103, 99001]);
  });

  it('turns levels one to three into menu ids', () => {
    expect([...menuIdsFromMenuTree(roleTree)].sort((a, b) => a - b)).toEqual([1, 100, 11000, 11100, 11101]);
  });

  it('accepts an empty or missing tree', () => {
    expect(buttonIdsFromMenuTree([]).size).toBe(0);
    expect(buttonIdsFromMenuTree(null).size).toBe(0);
    expect(menuIdsFromMenuTree(undefined).size).toBe(0);
  });
});
