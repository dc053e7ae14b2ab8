import { findRouteByName } from '../catalogue';
import { userEntity } from '../graphql/generated/entities/user';
import {
  AddUserDocument,
  FreezeUsersDocument,
  InitUserPasswordDocument,
  RecoverUsersDocument,
  RemoveUsersDocument,
  RoleExplanationDocument,
  UnlockUserLoginDocument,
  UpdateUserDocument,
  type AddUserMutation,
  type InitUserPasswordMutation,
} from '../graphql/generated/graphql';
import { users } from '../messages/users';
import { entityResource } from './entity/entity-resource';
import { optionsFrom, type Option, type ResultNotice } from './types';

const buttons = findRouteByName('yhgl')!.buttons;
const BIN_OPTIONS: readonly Option[] = [
  { value: 'false', label: '正常用户' },
  { value: 'true', label: '回收站' },
];
const ids = (rows: { userId: string }[]) => ({ input: { userIds: rows.map((r) => r.userId) } });
const freeze = (rows: { userId: string }[], frozen: boolean) => ({ input: { ...ids(rows).input, frozen } });

/** The initial password the server hands back once (新增, 初始化密码), to tell the user. */
const initialPasswordNotice = (who: string, password: string | null | undefined): ResultNotice | undefined =>
  password ? { message: users.initialPassword(who, password), copy: password } : undefined;

const roleOptions = optionsFrom(RoleExplanationDocument, (data) =>
  (data.roleExplanation ?? []).flatMap((role) => (role ? [{ value: role.roleId, label: role.roleName, disabled: !role.assignable }] : [])),
);

/** 用户管理 (11101): accounts of the caller's unit and below, with freeze, password reset, recycle bin; the server's allows decide each row's actions. */
export default entityResource(userEntity, {
  detailRoute: 'detail',
  formRoutes: { create: 'add', edit: 'add' },
  columns: [
    ['account', { width: 130 }],
    ['name', { width: 110 }],
    'organName',
    ['phone', { width: 130 }],
    'roleNames',
    ['state', { width: 80 }],
    ['locked', { width: 90 }],
    ['lastLoginAt', { title: '最后登录' }],
    'createdAt',
  ],
  filters: ['name', 'account', 'organId', 'state', { name: 'deleted', label: '范围', kind: 'select', options: BIN_OPTIONS }, { range: ['createdStart', 'createdEnd'], label: '创建时间' }],
  detail: {
    sections: [
      { title: '基本信息', fields: ['account', 'name', 'organName', 'leader', 'phone', 'email', ['roleNames', { wide: true }]] },
      { title: '账号状态', fields: ['state', 'locked', 'lockedUntil', 'passwordIsInitial', ['lastLoginAt', { label: '最后登录' }], 'createdAt', 'updatedAt'] },
    ],
  },
  form: {
    sections: [
      {
        title: '用户信息',
        fields: ['account', 'name', ['organId', { kind: 'organ' }], 'phone', 'email', 'leader', ['roleIds', { kind: 'multiselect', optionsFrom: roleOptions, wide: true }], ['password', { kind: 'password', placeholder: '不填写则使用初始密码' }]],
      },
    ],
    defaults: { roleIds: [] },
    create: {
      document: AddUserDocument,
      variables: (input) => ({ input }),
      resultNotice: (data: AddUserMutation, input) => initialPasswordNotice(`${input.name}（${input.account}）`, data.addUser?.initialPassword),
    },
    update: { document: UpdateUserDocument, variables: (row, input) => ({ input: { ...input, userId: row.userId, version: row.version } }) },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'add' },
    { key: 'view', label: '详情', scope: 'row', navigate: 'detail' },
    { key: 'edit', label: '编辑', scope: 'row', navigate: 'add', allow: 'edit' },
    { key: 'freeze', label: '冻结', scope: 'row', allow: 'freeze', confirm: '确定冻结该用户吗?', document: FreezeUsersDocument, variables: (rows) => freeze(rows, true) },
    { key: 'unfreeze', label: '解冻', scope: 'row', allow: 'unfreeze', confirm: '确定解冻该用户吗?', document: FreezeUsersDocument, variables: (rows) => freeze(rows, false) },
    {
      key: 'resetPwd', label: '初始化密码', scope: 'row', allow: 'resetPwd', confirm: '确定将该用户的密码初始化吗?', document: InitUserPasswordDocument, variables: (rows) => ids(rows),
      resultNotice: (data: InitUserPasswordMutation, rows) => initialPasswordNotice(`${rows[0]?.name}（${rows[0]?.account}）`, data.initUserPassword?.initialPassword),
    },
    { key: 'unlock', label: '解除锁定', scope: 'row', allow: 'unlock', confirm: '确定解除该用户的登录锁定吗?', document: UnlockUserLoginDocument, variables: (rows) => ids(rows) },
    { key: 'delete', label: '删除', scope: 'row', allow: 'delete', confirm: true, danger: true, document: RemoveUsersDocument, variables: (rows) => ids(rows) },
    { key: 'bulkDelete', label: '批量删除', scope: 'bulk', buttonId: buttons.delete, confirm: true, danger: true, document: RemoveUsersDocument, variables: (rows) => ids(rows) },
    { key: 'recovery', label: '恢复', scope: 'row', allow: 'recovery', confirm: '确定恢复该用户吗?', document: RecoverUsersDocument, variables: (rows) => ids(rows) },
  ],
  export: { url: '/api/user/export', fileName: '用户列表.xlsx' },
  import: { url: '/api/user/import', buttonId: buttons.new },
});
