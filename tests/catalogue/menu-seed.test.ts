import { allButtonIds, allRoutes, menuSeed } from '../../src/catalogue';
import type { CatalogueRoute } from '../../src/catalogue';

describe('menuSeed', () => {
  const rows = menuSeed();
  const byId = new Map(rows.map((row) => [row.menuId, row]));

  it('seeds each menu and button id exactly once', () => {
    const ids = rows.map((row) => row.menuId);
    expect(new Set(ids).size).toBe(ids.length);
    const menuIds = new Set(allRoutes().flatMap((route) => (route.menuId === undefined ? [] : [route.menuId])));
    expect(rows.filter((row) => row.kind === 'menu').map((row) => row.menuId).sort()).toEqual([...menuIds].sort());
    expect(rows.filter((row) => row.kind === 'button').map((row) => row.menuId).sort((a, b) => a - b)).toEqual(allButtonIds());
  });

  it('seeds the reused id 2500 once, at its first screen', () => {
    expect(rows.filter((row) => row.menuId === 2500)).toHaveLength(1);
    expect(byId.get(2500)).toMatchObject({ name: 'xyjg', parentId: 2000, level: 2 });
  });

  it('levels roots 1, groups 2, pages 3 and buttons 4 under their page', () => {
    expect(byId.get(11000)).toMatchObject({ level: 1, parentId: null, kind: 'menu', title: '系统管理' });
    expect(byId.get(11100)).toMatchObject({ level: 2, parentId: 11000 });
    expect(byId.get(11101)).toMatchObject({ level: 3, parentId: 11100, name: 'yhgl' });
    expect(byId.get(11102)).toMatchObject({ level: 4, parentId: 11101, kind: 'button', name: 'yhgl:new', title: '新增' });
    expect(byId.get(100)).toMatchObject({ level: 2, parentId: 1 });
    expect(byId.get(111)).toMatchObject({ level: 4, parentId: 100 });
    expect(byId.get(200)).toMatchObject({ level: 1, parentId: null });
    // jyzfh has no id of its own: its pages hang under the root.
    expect(byId.get(2510)).toMatchObject({ level: 2, parentId: 2000 });
  });

  it('gives every non-root row a parent that is seeded before it', () => {
    const seen = new Set<number>();
    for (const row of rows) {
      if (row.parentId !== null) expect(seen.has(row.parentId), String(row.menuId)).toBe(true);
      if (row.kind === 'button') expect(byId.get(row.parentId ?? -1)?.kind).toBe('menu');
      seen.add(row.menuId);
    }
  });

  it('numbers siblings 1, 2, 3 in catalogue order, the same on every call', () => {
    expect(menuSeed()).toEqual(rows);
    const roots = rows.filter((row) => row.parentId === null);
    expect(roots.map((row) => row.sort)).toEqual(roots.map((_, position) => position + 1));
    expect(rows.filter((row) => row.parentId === 11101).map((row) => [row.menuId, row.sort])).toEqual([
      [11102, 1], [11103, 2], [11104, 3], [11105, 4], [11106, 5],
    ]);
  });

  it('caps the level at 3 for menus nested deeper than pages', () => {
    const deep: CatalogueRoute[] = [
      { path: '/r', name: 'r', title: '根', menuId: 1, children: [
        { path: 'g', name: 'g', title: '组', menuId: 2, children: [
          { path: 'p', name: 'p', title: '页', menuId: 3, children: [
            { path: 'd', name: 'd', title: '深', menuId: 4, buttons: { edit: 41 } },
          ] },
        ] },
      ] },
    ];
    expect(menuSeed(deep).map((row) => [row.menuId, row.level, row.parentId])).toEqual([
      [1, 1, null], [2, 2, 1], [3, 3, 2], [4, 3, 3], [41, 4, 4],
    ]);
  });
});
