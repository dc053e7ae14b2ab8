import { Type, type TSchema } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { committeeDepartment } from '../../../entities/committee-department.entity';

/** Depth the tree schema is spelled out to (the gateway cannot type a recursive $ref). */
const TREE_DEPTH = 5;
const NodeFields = { id: Type.String(), name: Type.String(), code: Type.String(), value: Type.String(), label: Type.String() };
function treeNode(depth: number): TSchema {
  const children = depth > 1 ? Type.Array(treeNode(depth - 1)) : Type.Array(Type.Unknown(), { maxItems: 0 });
  return Type.Object({ ...NodeFields, children });
}
export interface CommitteeTreeNode { id: string; name: string; code: string; value: string; label: string; children: CommitteeTreeNode[] }

/** What 消安委行业管理 has beyond the standard operations of its entity (server/entities/committee-department.entity.ts). */
export const committeeRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/org/queryTree',
    operationId: 'committeeDepartmentTree',
    summary: '消安委成员单位树（本单位及下级单位的消安委）',
    access: committeeDepartment.grants.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Object({ organId: Type.Optional(Type.String({ title: '所属单位' })) }),
    data: Type.Array(treeNode(TREE_DEPTH)),
    /** The departments in scope as a tree (a department whose parent is out of scope is a root). */
    handler: async ({ body, db, user }) => {
      const rows = await committeeDepartment.ops.all(db, user!, body.organId ? { organId: body.organId } : {});
      const nodes = new Map(rows.map((r): [string, CommitteeTreeNode] => [r.id, { id: r.id, name: r.name, code: r.code, value: r.id, label: r.name, children: [] }]));
      const roots: CommitteeTreeNode[] = [];
      for (const r of rows) {
        const up = r.parentId ? nodes.get(r.parentId) : undefined;
        (up ? up.children : roots).push(nodes.get(r.id)!);
      }
      return roots;
    },
  }),
];
