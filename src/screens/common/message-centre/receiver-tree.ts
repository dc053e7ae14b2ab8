/** The organisation-user tree of the receiver picker, pure: flattening the answer, names and search. */

export interface TreeNode {
  id: string;
  label: string;
  type: 'organ' | 'user';
  children: TreeNode[];
}

interface RawNode {
  id?: string | null;
  label?: string | null;
  type?: string | null;
  children?: readonly (RawNode | null | undefined)[] | null;
}

/** The gateway's nullable nodes as a clean tree. */
export function cleanTree(nodes: readonly (RawNode | null | undefined)[] | null | undefined): TreeNode[] {
  return (nodes ?? []).flatMap((node) =>
    node?.id ? [{ id: node.id, label: node.label ?? node.id, type: node.type === 'user' ? 'user' : 'organ', children: cleanTree(node.children) } as TreeNode] : [],
  );
}

/** Every node's label by id. */
export function namesOf(nodes: TreeNode[], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    into.set(node.id, node.label);
    namesOf(node.children, into);
  }
  return into;
}

/** The nodes whose label contains `query`, with the organisations on the way to them (all when empty). */
export function filterTree(nodes: TreeNode[], query: string): TreeNode[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return nodes;
  return nodes.flatMap((node) => {
    if (node.label.toLowerCase().includes(wanted)) return [node];
    const children = filterTree(node.children, wanted);
    return children.length ? [{ ...node, children }] : [];
  });
}

export interface ReceiverValue {
  receiverIds: string[];
  organIds: string[];
}

export const EMPTY_RECEIVERS: ReceiverValue = { receiverIds: [], organIds: [] };

export function toggle(value: ReceiverValue, node: TreeNode): ReceiverValue {
  const key = node.type === 'user' ? 'receiverIds' : 'organIds';
  const list = value[key];
  return { ...value, [key]: list.includes(node.id) ? list.filter((id) => id !== node.id) : [...list, node.id] };
}
