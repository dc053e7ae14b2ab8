import { Type } from '@sinclair/typebox';
import { PageQuery } from '../../../http/paging';
import { idList, VersionField } from '../../../http/record-fields';

const nullableText = (title: string, maxLength: number) => Type.Optional(Type.Union([Type.String({ title, maxLength }), Type.Null()]));
const UserState = Type.Union([Type.Literal('active'), Type.Literal('frozen')], { title: '状态' });

export const ACCOUNT_PATTERN = '^[A-Za-z0-9_.@-]{3,32}$';

export const UserRowSchema = Type.Object({
  userId: Type.String({ title: '用户ID' }),
  account: Type.String({ title: '账号' }),
  name: Type.String({ title: '姓名' }),
  organId: Type.String({ title: '所属单位ID' }),
  organName: Type.String({ title: '所属单位' }),
  leader: Type.Boolean({ title: '是否领导' }),
  phone: Type.Union([Type.String(), Type.Null()], { title: '手机号码' }),
  email: Type.Union([Type.String(), Type.Null()], { title: '电子邮箱' }),
  state: UserState,
  deleted: Type.Boolean({ title: '已删除' }),
  locked: Type.Boolean({ title: '登录已锁定' }),
  lockedUntil: Type.Union([Type.String(), Type.Null()], { title: '锁定至' }),
  passwordIsInitial: Type.Boolean({ title: '初始密码' }),
  lastLoginAt: Type.Union([Type.String(), Type.Null()], { title: '最后登录时间' }),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
  roleIds: Type.Array(Type.String(), { title: '角色' }),
  roleNames: Type.String({ title: '角色名称' }),
});

export const UserPageInput = Type.Composite([
  PageQuery,
  Type.Object({
    name: Type.Optional(Type.String({ title: '姓名', maxLength: 32 })),
    account: Type.Optional(Type.String({ title: '账号', maxLength: 32 })),
    organId: Type.Optional(Type.String({ title: '所属单位', maxLength: 64 })),
    state: Type.Optional(UserState),
    deleted: Type.Optional(Type.Boolean({ title: '回收站' })),
    createdStart: Type.Optional(Type.String({ title: '创建开始时间', maxLength: 40 })),
    createdEnd: Type.Optional(Type.String({ title: '创建结束时间', maxLength: 40 })),
  }),
]);

const userFields = {
  account: Type.String({ title: '账号', minLength: 1, maxLength: 32, pattern: ACCOUNT_PATTERN }),
  name: Type.String({ title: '姓名', minLength: 1, maxLength: 32 }),
  organId: Type.String({ title: '所属单位', minLength: 1, maxLength: 64 }),
  leader: Type.Optional(Type.Boolean({ title: '是否领导' })),
  phone: nullableText('手机号码', 20),
  email: nullableText('电子邮箱', 100),
  roleIds: Type.Optional(Type.Array(Type.String({ title: '角色', maxLength: 64 }), { title: '角色', maxItems: 50 })),
};

export const AddUserInput = Type.Object({
  ...userFields,
  /** Empty: the configured initial password. */
  password: Type.Optional(Type.String({ title: '密码', maxLength: 64 })),
});

export const UpdateUserInput = Type.Object({
  userId: Type.String({ title: '用户ID', minLength: 1, maxLength: 64 }),
  version: VersionField,
  ...userFields,
});

export const UserIdsInput = Type.Object({
  userIds: idList('用户', '用户ID', { maxLength: 64 }),
});

export const FreezeUsersInput = Type.Object({
  userIds: UserIdsInput.properties.userIds,
  frozen: Type.Boolean({ title: '冻结' }),
});

/** A plain string (no length limits) so that the gateway keeps it a GraphQL String argument. */
export const UserIdInput = Type.Object({ userId: Type.String({ title: '用户ID' }) });

export const UserExportInput = Type.Omit(UserPageInput, ['current', 'size']);
