import { Type, type TSchema } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf } from '../../../http/paging';
import {
  addCommitteeDepartment,
  committeeDepartmentDetail,
  committeeDepartmentPage,
  committeeDepartmentTree,
  removeCommitteeDepartments,
  updateCommitteeDepartment,
} from '../../../services/committee-departments';
import { screenGrants } from '../catalogue-menu';
import { idList, VersionField } from '../../../http/record-fields';

const xawhygl = screenGrants('xawhygl', ['new', 'edit', 'delete']);
/** Depth the tree schema is spelled out to (the gateway cannot type a recursive $ref). */
const TREE_DEPTH = 5;
const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });
const optionalText = (title: string, maxLength: number) => Type.Optional(Type.Union([Type.String({ title, maxLength }), Type.Null()], { title }));

export const CommitteeDepartment = Type.Object({
  id: Type.String({ title: '成员单位ID' }),
  organId: Type.String({ title: '所属单位ID' }),
  organName: nullable('所属单位'),
  parentId: nullable('上级单位ID'),
  parentName: nullable('上级单位'),
  name: Type.String({ title: '单位名称' }),
  code: Type.String({ title: '单位编码' }),
  industry: nullable('主管行业'),
  contactName: nullable('联系人'),
  contactPhone: nullable('联系电话'),
  sort: Type.Integer({ title: '排序' }),
  remark: nullable('备注'),
  childCount: Type.Integer({ title: '下级数量' }),
  version: Type.Integer({ title: '版本' }),
});

function treeNode(depth: number): TSchema {
  const children = depth > 1 ? Type.Array(treeNode(depth - 1)) : Type.Array(Type.Unknown(), { maxItems: 0 });
  return Type.Object({ id: Type.String(), name: Type.String(), code: Type.String(), value: Type.String(), label: Type.String(), children });
}

const Fields = {
  name: Type.String({ title: '单位名称', minLength: 1, maxLength: 100 }),
  code: Type.String({ title: '单位编码', pattern: '^[A-Za-z0-9_-]{2,30}$' }),
  industry: optionalText('主管行业', 50),
  contactName: optionalText('联系人', 30),
  contactPhone: Type.Optional(Type.Union([Type.String({ title: '联系电话', pattern: '^([0-9-]{7,20})?$' }), Type.Null()], { title: '联系电话' })),
  sort: Type.Optional(Type.Integer({ title: '排序', minimum: 0, maximum: 9999 })),
  remark: optionalText('备注', 500),
};

export const committeeRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/org/queryTree',
    operationId: 'committeeDepartmentTree',
    summary: '消安委成员单位树（本单位及下级单位的消安委）',
    access: xawhygl.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Object({ organId: Type.Optional(Type.String({ title: '所属单位' })) }),
    data: Type.Array(treeNode(TREE_DEPTH)),
    handler: ({ body, db, user }) => committeeDepartmentTree(db, user!, body.organId),
  }),
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/committee/page',
    operationId: 'committeeDepartmentPage',
    summary: '消安委成员单位分页（按名称、行业或编码，所属单位，上级筛选）',
    access: xawhygl.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([
      PageQuery,
      Type.Object({
        name: Type.Optional(Type.String({ title: '单位名称', maxLength: 100 })),
        organId: Type.Optional(Type.String({ title: '所属单位' })),
        parentId: Type.Optional(Type.String({ title: '上级单位' })),
      }),
    ]),
    data: pageOf(CommitteeDepartment),
    handler: ({ body, db, user }) => committeeDepartmentPage(db, user!, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/teamworkmanager/committee/detail',
    operationId: 'committeeDepartmentDetail',
    summary: '消安委成员单位详情',
    access: xawhygl.menuId,
    querystring: Type.Object({ id: Type.String({ title: '成员单位ID' }) }),
    data: CommitteeDepartment,
    handler: ({ query, db, user }) => committeeDepartmentDetail(db, user!, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/committee/add',
    operationId: 'addCommitteeDepartment',
    summary: '新增消安委成员单位（填上级单位编码则为其下级）',
    access: xawhygl.menuId,
    buttonId: xawhygl.buttons.new,
    body: Type.Object({
      ...Fields,
      organId: Type.Optional(Type.Union([Type.String({ title: '所属单位' }), Type.Null()], { title: '所属单位' })),
      parentCode: optionalText('上级单位编码', 30),
    }),
    data: CommitteeDepartment,
    handler: async ({ body, db, user, audit }) => {
      audit.target = `${body.code} ${body.name}`;
      return addCommitteeDepartment(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/committee/edit',
    operationId: 'updateCommitteeDepartment',
    summary: '修改消安委成员单位',
    access: xawhygl.menuId,
    buttonId: xawhygl.buttons.edit,
    body: Type.Object({ id: Type.String({ title: '成员单位ID', minLength: 1 }), ...Fields, version: VersionField }),
    data: CommitteeDepartment,
    handler: async ({ body, db, user, audit }) => {
      audit.target = `${body.code} ${body.name}`;
      return updateCommitteeDepartment(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/committee/delete',
    operationId: 'removeCommitteeDepartments',
    summary: '删除消安委成员单位（无下级，可批量）',
    access: xawhygl.menuId,
    buttonId: xawhygl.buttons.delete,
    body: Type.Object({ ids: idList('成员单位', '成员单位ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeCommitteeDepartments(db, user!, body.ids) };
    },
  }),
];
