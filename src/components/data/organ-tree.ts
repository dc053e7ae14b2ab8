/** The organisation tree for the tree select: nodes, their names by id, and the search by name or pinyin. */
export interface OrganNodeLike {
  organId: string;
  organName: string;
  children?: ReadonlyArray<OrganNodeLike | null> | null;
}

/** A node of the tree select (the root is a nameless holder of the top units). */
export interface OrganNode {
  id: string;
  name: string;
  children?: OrganNode[];
}

export const ORGAN_ROOT_ID = '__organ_root__';

function toNode(node: OrganNodeLike): OrganNode {
  const children = (node.children ?? []).filter((child): child is OrganNodeLike => Boolean(child)).map(toNode);
  return children.length > 0 ? { id: node.organId, name: node.organName, children } : { id: node.organId, name: node.organName };
}

export function organTreeRoot(nodes: ReadonlyArray<OrganNodeLike | null> | null | undefined): OrganNode {
  return { id: ORGAN_ROOT_ID, name: '', children: (nodes ?? []).filter((node): node is OrganNodeLike => Boolean(node)).map(toNode) };
}

/** Every unit's name by its id. */
export function organNames(root: OrganNode): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (node: OrganNode) => {
    if (node.id !== ORGAN_ROOT_ID) names.set(node.id, node.name);
    node.children?.forEach(visit);
  };
  visit(root);
  return names;
}

/** The ids of units with subordinates (what "expand all" opens while searching). */
export function branchIds(root: OrganNode): string[] {
  const ids: string[] = [];
  const visit = (node: OrganNode) => {
    if (node.children?.length) {
      if (node.id !== ORGAN_ROOT_ID) ids.push(node.id);
      node.children.forEach(visit);
    }
  };
  visit(root);
  return ids;
}

/** pinyin-match's signature: the matched span, or false. */
export type PinyinMatcher = (text: string, query: string) => [number, number] | false;

/** Whether a unit's name answers the typed text: a part of the name, or its pinyin (initials or full). */
export function organMatches(name: string, query: string, pinyin?: PinyinMatcher): boolean {
  const typed = query.trim().toLowerCase();
  if (!typed) return true;
  if (name.toLowerCase().includes(typed)) return true;
  return Boolean(pinyin?.(name, typed));
}
