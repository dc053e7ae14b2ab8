import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import { AddRoleDocument, RemoveRoleDocument, RemoveRolesDocument, RoleDetailDocument, RolePageDocument, UpdateRoleDocument } from '../graphql/generated/graphql';
import { defineResource, type FilterValues } from './types';

const buttons = findRouteByName('jsgl')!.buttons;

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));

export interface RoleFormValues {
  name: string;
  code: string;
  description: string;
}

const schema = yup.object({
  name: yup.string().trim().required('角色名称不能为空').max(32, '角色名称长度不能超过32位'),
  code: yup.string().trim().required('角色编码不能为空').matches(/^[A-Za-z][A-Za-z0-9_]*$/, '角色编码应以字母开头，只含字母、数字和下划线').max(32, '角色编码长度不能超过32位'),
  description: yup.string().max(200, '角色说明长度不能超过200位'),
});

const toInput = (v: RoleFormValues) => ({ name: v.name.trim(), code: v.code.trim(), description: v.description.trim() || null });

/**
 * 角色管理 (11110). The grant tree (查看, route `view`) and the members (成员, route `member`) are
 * hand-written screens in src/screens/system/roles/.
 */
export default defineResource({
  name: 'role',
  title: '角色',
  routeName: 'jsgl',
  formRoutes: { create: 'roleAdd', edit: 'edit' },
  rowKey: 'roleId',
  list: {
    document: RolePageDocument,
    variables: ({ current, size, filters }) => ({ input: { current, size, name: textOf(filters, 'name') } }),
    select: (data) => data.rolePage,
    columns: {
      name: { title: '角色名称', width: 160 },
      code: { title: '角色编码', width: 160 },
      description: { title: '角色说明' },
      memberCount: { title: '成员数', width: 90 },
      builtIn: { title: '内置角色', render: 'boolean', width: 90 },
    },
    filters: [{ name: 'name', label: '角色名称', kind: 'text' }],
  },
  detail: {
    document: RoleDetailDocument,
    variables: (roleId) => ({ roleId }),
    select: (data) => data.roleDetail,
    sections: [
      {
        title: '角色信息',
        fields: {
          name: '角色名称',
          code: '角色编码',
          builtIn: { label: '内置角色', render: 'boolean' },
          memberCount: '成员数',
          description: { label: '角色说明', wide: true },
        },
      },
    ],
  },
  form: {
    sections: [
      {
        title: '角色信息',
        fields: {
          name: { label: '角色名称', kind: 'text', required: true },
          code: { label: '角色编码', kind: 'text', required: true },
          description: { label: '角色说明', kind: 'textarea', wide: true },
        },
      },
    ],
    schema,
    defaults: { name: '', code: '', description: '' },
    toValues: (row) => ({ name: row.name, code: row.code, description: row.description ?? '' }),
    create: { document: AddRoleDocument, variables: (v: RoleFormValues) => ({ input: toInput(v) }) },
    update: { document: UpdateRoleDocument, variables: (row, v: RoleFormValues) => ({ input: { ...toInput(v), roleId: row.roleId, version: row.version } }) },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'roleAdd' },
    { key: 'view', label: '查看', scope: 'row', buttonId: buttons.view, navigate: 'view' },
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: 'edit' },
    { key: 'member', label: '成员', scope: 'row', buttonId: buttons.member, navigate: 'member' },
    {
      key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true,
      document: RemoveRoleDocument, variables: (rows) => ({ input: { roleId: rows[0].roleId } }), visible: (row) => !row.builtIn,
    },
    {
      key: 'bulkDelete', label: '批量删除', scope: 'bulk', buttonId: buttons.bulkDelete, confirm: true, danger: true,
      document: RemoveRolesDocument, variables: (rows) => ({ input: { roleIds: rows.map((r) => r.roleId) } }),
    },
  ],
});
