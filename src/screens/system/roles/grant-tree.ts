/**
 * The grant tree of a role: every menu and button of the catalogue as a tree with tri-state checkboxes.
 * Leaves carry the grant; a parent is checked when all its leaves are, indeterminate when some are.
 * What is saved is every checked leaf with all its ancestors (the server adds ancestors too).
 */
export interface MenuEntry {
  menuId: number;
  parentId: number | null;
  level: number;
  title: string;
  kind: string;
  sort: number;
}

export interface GrantNode {
  menuId: number;
  title: string;
  kind: string;
  level: number;
  children: GrantNode[];
  /** Ids of the leaves under this node (itself when it is a leaf). */
  leaves: number[];
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

export function buildGrantTree(entries: readonly MenuEntry[]): GrantNode[] {
  const sorted = [...entries].sort((a, b) => a.sort - b.sort || a.menuId - b.menuId);
  const ids = new Set(sorted.map((e) => e.menuId));
  const byParent = new Map<number | null, MenuEntry[]>();
  for (const e of sorted) {
    const key = e.parentId !== null && ids.has(e.parentId) ? e.parentId : null;
    byParent.set(key, [...(byParent.get(key) ?? []), e]);
  }
  const build = (e: MenuEntry): GrantNode => {
    const children = (byParent.get(e.menuId) ?? []).map(build);
    return { menuId: e.menuId, title: e.title, kind: e.kind, level: e.level, children, leaves: children.length ? children.flatMap((c) => c.leaves) : [e.menuId] };
  };
  return (byParent.get(null) ?? []).map(build);
}

export function checkState(node: GrantNode, checked: ReadonlySet<number>): CheckState {
  const on = node.leaves.filter((id) => checked.has(id)).length;
  if (on === 0) return 'unchecked';
  return on === node.leaves.length ? 'checked' : 'indeterminate';
}

/** Checking a parent checks every leaf below it; unchecking clears them. Returns a new set. */
export function toggle(node: GrantNode, checked: ReadonlySet<number>): Set<number> {
  const next = new Set(checked);
  const turnOn = checkState(node, checked) !== 'checked';
  for (const id of node.leaves) {
    if (turnOn) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The checked leaves from a role's granted ids (granted parents do not check anything by themselves). */
export function checkedLeaves(tree: readonly GrantNode[], granted: readonly number[]): Set<number> {
  const set = new Set(granted);
  return new Set(tree.flatMap((n) => n.leaves).filter((id) => set.has(id)));
}

/** The ids to save: every node that is checked or indeterminate. */
export function grantIds(tree: readonly GrantNode[], checked: ReadonlySet<number>): number[] {
  const out: number[] = [];
  const walk = (n: GrantNode) => {
    if (checkState(n, checked) === 'unchecked') return;
    out.push(n.menuId);
    n.children.forEach(walk);
  };
  tree.forEach(walk);
  return out.sort((a, b) => a - b);
}
