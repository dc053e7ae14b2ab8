/** The organisation tree flattened for a select: each unit under its parent, indented by depth. */
export interface OrganNodeLike {
  organId: string;
  organName: string;
  children?: ReadonlyArray<OrganNodeLike | null> | null;
}

export interface OrganOption {
  value: string;
  label: string;
  depth: number;
}

/** Ideographic spaces keep the indentation visible inside a native <option>. */
const INDENT = '\u3000';

export function flattenOrganTree(nodes: ReadonlyArray<OrganNodeLike | null> | null | undefined, depth = 0): OrganOption[] {
  const out: OrganOption[] = [];
  for (const node of nodes ?? []) {
    if (!node) continue;
    out.push({ value: node.organId, label: INDENT.repeat(depth) + node.organName, depth });
    out.push(...flattenOrganTree(node.children, depth + 1));
  }
  return out;
}
