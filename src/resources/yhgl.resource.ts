import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import {
  AddUserDocument,
  FreezeUsersDocument,
  InitUserPasswordDocument,
  RecoverUsersDocument,
  RemoveUsersDocument,
  UnlockUserLoginDocument,
  UpdateUserDocument,
  UserDetailDocument,
  UserPageDocument,
  RoleExplanationDocument,
  type AddUserMutation,
  type InitUserPasswordMutation,
  type Query_UserPage_Records_Items_State as UserState,
} from '../graphql/generated/graphql';
import { users } from '../messages/users';
import { USER_STATE_OPTIONS } from './user-state';
import { defineResource, optionsFrom, type FilterValues, type Option, type ResultNotice } from './types';

const buttons = findRouteByName('yhgl')!.buttons;

export { USER_STATE_OPTIONS };
const BIN_OPTIONS: readonly Option[] = [
  { value: 'false', label: '正常用户' },
  { value: 'true', label: '回收站' },
];

/** Same rules as the server (server/routes/system/users/schemas.ts). */
const ACCOUNT_RE = /^[A-Za-z0-9_.@-]{3,32}$/;
const PHONE_RE = /^1\d{10}$|^0\d{2,3}-?\d{7,8}$/;

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const ids = (rows: { userId: string }[]) => ({ input: { userIds: rows.map((r) => r.userId) } });

export interface UserFormValues {
  account: string;
  name: string;
  organId: string;
  phone: string;
  email: string;
  leader: boolean;
  roleIds: string[];
  password: string;
}

const schema = yup.object({
  account: yup.string().trim().required('账号不能为空').matches(ACCOUNT_RE, '账号应为3到32位字母、数字或_.@-'),
  name: yup.string().trim().required('姓名不能为空').max(32, '姓名长度不能超过32位'),
  organId: yup.string().required('所属单位不能为空'),
  phone: yup.string().trim().test('phone', '手机号码格式不正确', (v) => !v || PHONE_RE.test(v)),
  email: yup.string().trim().email('电子邮箱格式不正确'),
  leader: yup.boolean(),
  roleIds: yup.array(yup.string().required()).max(50, '角色最多选择50个'),
  password: yup.string().test('password', '密码长度应为8到32位', (v) => !v || (v.length >= 8 && v.length <= 32)),
});

const toInput = (v: UserFormValues) => ({
  account: v.account.trim(),
  name: v.name.trim(),
  organId: v.organId,
  phone: v.phone.trim() || null,
  email: v.email.trim() || null,
  leader: v.leader,
  roleIds: v.roleIds,
});

/** The initial password the server hands back once (新增, 初始化密码), to tell the user. */
const initialPasswordNotice = (who: string, password: string | null | undefined): ResultNotice | undefined =>
  password ? { message: users.initialPassword(who, password), copy: password } : undefined;

const roleOptions = optionsFrom(RoleExplanationDocument, (data) =>
  (data.roleExplanation ?? []).flatMap((role) => (role ? [{ value: role.roleId, label: role.roleName }] : [])),
);

/** 用户管理 (11101): accounts of the caller's unit and below, with freeze, password reset, recycle bin. */
export default defineResource({
  name: 'user',
  title: '用户',
  routeName: 'yhgl',
  detailRoute: 'detail',
  formRoutes: { create: 'add', edit: 'add' },
  rowKey: 'userId',
  list: {
    document: UserPageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        name: textOf(filters, 'name'),
        account: textOf(filters, 'account'),
        organId: textOf(filters, 'organId'),
        state: textOf(filters, 'state') as UserState | undefined,
        deleted: String(filters.deleted) === 'true',
        createdStart: textOf(filters, 'createdStart'),
        createdEnd: textOf(filters, 'createdEnd'),
      },
    }),
    select: (data) => data.userPage,
    columns: {
      account: { title: '账号', width: 130 },
      name: { title: '姓名', width: 110 },
      organName: { title: '所属单位' },
      phone: { title: '手机号码', width: 130 },
      roleNames: { title: '角色' },
      state: { title: '状态', render: 'status', options: USER_STATE_OPTIONS, width: 80 },
      locked: { title: '登录锁定', render: 'boolean', width: 90 },
      lastLoginAt: { title: '最后登录', render: 'datetime', width: 170 },
      createdAt: { title: '创建时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'name', label: '姓名', kind: 'text' },
      { name: 'account', label: '账号', kind: 'text' },
      { name: 'organId', label: '所属单位', kind: 'organ' },
      { name: 'state', label: '状态', kind: 'select', options: USER_STATE_OPTIONS },
      { name: 'deleted', label: '范围', kind: 'select', options: BIN_OPTIONS },
      { name: 'createdRange', label: '创建时间', kind: 'dateRange', to: ['createdStart', 'createdEnd'] },
    ],
  },
  detail: {
    document: UserDetailDocument,
    variables: (userId) => ({ userId }),
    select: (data) => data.userDetail,
    sections: [
      {
        title: '基本信息',
        fields: {
          account: '账号',
          name: '姓名',
          organName: '所属单位',
          leader: { label: '是否领导', render: 'boolean' },
          phone: '手机号码',
          email: '电子邮箱',
          roleNames: { label: '角色', wide: true },
        },
      },
      {
        title: '账号状态',
        fields: {
          state: { label: '状态', render: 'status', options: USER_STATE_OPTIONS },
          locked: { label: '登录锁定', render: 'boolean' },
          lockedUntil: { label: '锁定至', render: 'datetime' },
          passwordIsInitial: { label: '初始密码', render: 'boolean' },
          lastLoginAt: { label: '最后登录', render: 'datetime' },
          createdAt: { label: '创建时间', render: 'datetime' },
          updatedAt: { label: '修改时间', render: 'datetime' },
        },
      },
    ],
  },
  form: {
    sections: [
      {
        title: '用户信息',
        fields: {
          account: { label: '账号', kind: 'text', required: true },
          name: { label: '姓名', kind: 'text', required: true },
          organId: { label: '所属单位', kind: 'organ', required: true },
          phone: { label: '手机号码', kind: 'text' },
          email: { label: '电子邮箱', kind: 'text' },
          leader: { label: '是否领导', kind: 'switch' },
          roleIds: { label: '角色', kind: 'multiselect', optionsFrom: roleOptions, wide: true },
          password: { label: '密码', kind: 'password', createOnly: true, placeholder: '不填写则使用初始密码' },
        },
      },
    ],
    schema,
    defaults: { account: '', name: '', organId: '', phone: '', email: '', leader: false, roleIds: [], password: '' },
    toValues: (row) => ({ account: row.account, name: row.name, organId: row.organId, phone: row.phone ?? '', email: row.email ?? '', leader: row.leader, roleIds: row.roleIds.filter((id): id is string => !!id), password: '' }),
    create: {
      document: AddUserDocument,
      variables: (v: UserFormValues) => ({ input: { ...toInput(v), password: v.password || undefined } }),
      resultNotice: (data: AddUserMutation, v: UserFormValues) => initialPasswordNotice(`${v.name.trim()}（${v.account.trim()}）`, data.addUser?.initialPassword),
    },
    update: {
      document: UpdateUserDocument,
      variables: (row, v: UserFormValues) => ({ input: { ...toInput(v), userId: row.userId, version: row.version } }),
    },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'add' },
    { key: 'view', label: '详情', scope: 'row', navigate: 'detail' },
    { key: 'edit', label: '编辑', scope: 'row', navigate: 'add', visible: (row) => !row.deleted },
    {
      key: 'freeze', label: '冻结', scope: 'row', buttonId: buttons.frozen, confirm: '确定冻结该用户吗?',
      document: FreezeUsersDocument, variables: (rows) => ({ input: { userIds: rows.map((r) => r.userId), frozen: true } }),
      visible: (row) => !row.deleted && row.state === 'active',
    },
    {
      key: 'unfreeze', label: '解冻', scope: 'row', buttonId: buttons.frozen, confirm: '确定解冻该用户吗?',
      document: FreezeUsersDocument, variables: (rows) => ({ input: { userIds: rows.map((r) => r.userId), frozen: false } }),
      visible: (row) => !row.deleted && row.state === 'frozen',
    },
    {
      key: 'resetPwd', label: '初始化密码', scope: 'row', buttonId: buttons.resetPwd, confirm: '确定将该用户的密码初始化吗?',
      document: InitUserPasswordDocument, variables: (rows) => ids(rows), visible: (row) => !row.deleted,
      resultNotice: (data: InitUserPasswordMutation, rows) => initialPasswordNotice(`${rows[0]?.name}（${rows[0]?.account}）`, data.initUserPassword?.initialPassword),
    },
    { key: 'unlock', label: '解除锁定', scope: 'row', buttonId: buttons.frozen, confirm: '确定解除该用户的登录锁定吗?', document: UnlockUserLoginDocument, variables: (rows) => ids(rows), visible: (row) => row.locked },
    { key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true, document: RemoveUsersDocument, variables: (rows) => ids(rows), visible: (row) => !row.deleted },
    { key: 'bulkDelete', label: '批量删除', scope: 'bulk', buttonId: buttons.delete, confirm: true, danger: true, document: RemoveUsersDocument, variables: (rows) => ids(rows) },
    { key: 'recovery', label: '恢复', scope: 'row', buttonId: buttons.recovery, confirm: '确定恢复该用户吗?', document: RecoverUsersDocument, variables: (rows) => ids(rows), visible: (row) => row.deleted },
  ],
  export: { url: '/api/user/export', fileName: '用户列表.xlsx' },
  import: { url: '/api/user/import', buttonId: buttons.new },
});
