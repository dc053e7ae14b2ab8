import { buildGrantTree, checkState, checkedLeaves, grantIds, toggle, type MenuEntry } from '../../src/screens/system/roles/grant-tree';

const entry = (menuId: number, parentId: number | null, level: number, kind = 'menu'): MenuEntry => ({ menuId, parentId, level, title: String(menuId), kind, sort: 0 });
const entries = [
  entry(11000, null, 1),
  entry(11100, 11000, 2),
  entry(11101, 11100, 3),
  entry(11102, 11101, 4, 'button'),
  entry(11103, 11101, 4, 'button'),
  entry(11110, 11100, 3),
  entry(1, null, 1),
];

describe('role grant tree', () => {
  const tree = buildGrantTree(entries);
  const system = tree.find((n) => n.menuId === 11000)!;
  const users = system.children[0].children.find((n) => n.menuId === 11101)!;

  it('nests entries by parent and lists the leaves under each node', () => {
    expect(tree.map((n) => n.menuId).sort()).toEqual([1, 11000]);
    expect(system.leaves.sort()).toEqual([11102, 11103, 11110]);
  });

  it('is indeterminate while only some leaves are checked, checked when all are', () => {
    const some = new Set([11102]);
    expect(checkState(users, some)).toBe('indeterminate');
    expect(checkState(system, some)).toBe('indeterminate');
    expect(checkState(users, new Set([11102, 11103]))).toBe('checked');
    expect(checkState(system, new Set())).toBe('unchecked');
  });

  it('toggling a parent checks every leaf, toggling again clears them', () => {
    const on = toggle(system, new Set([11102]));
    expect([...on].sort()).toEqual([11102, 11103, 11110]);
    expect(toggle(system, on).size).toBe(0);
  });

  it('saves checked and indeterminate nodes, and reads granted ids back as leaves', () => {
    const ids = grantIds(tree, new Set([11103]));
    expect(ids).toEqual([11000, 11100, 11101, 11103]);
    expect([...checkedLeaves(tree, ids)]).toEqual([11103]);
  });
});
