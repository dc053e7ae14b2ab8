import { Type } from '@sinclair/typebox';
import { PageQuery } from '../../../http/paging';
import { screenGrants } from '../catalogue-menu';
import { idList } from '../../../http/record-fields';

/** 11110 角色管理 and its buttons, read from the catalogue. */
const grants = screenGrants('jsgl', ['new', 'edit', 'member', 'view', 'delete', 'bulkDelete'] as const);
export const ROLE_MENU = grants.menuId;
export const ROLE_BUTTONS = grants.buttons;

const RoleId = Type.String({ title: '角色ID', minLength: 1, maxLength: 64 });
export const GrantClientSchema = Type.Union([Type.Literal('pc'), Type.Literal('app')], { title: '客户端' });

export const RoleIdInput = Type.Object({ roleId: RoleId });

export const RoleMemberRowSchema = Type.Object({
  userId: Type.String({ title: '用户ID' }),
  account: Type.String({ title: '账号' }),
  name: Type.String({ title: '姓名' }),
  organName: Type.String({ title: '所属单位' }),
  state: Type.Union([Type.Literal('active'), Type.Literal('frozen')], { title: '状态' }),
});
export const RoleMemberPageInput = Type.Composite([PageQuery, Type.Object({ roleId: RoleId, name: Type.Optional(Type.String({ title: '姓名', maxLength: 32 })) })]);
export const RoleMembersInput = Type.Object({
  roleId: RoleId,
  userIds: idList('用户', '用户ID', { maxLength: 64 }),
});

export const MenuEntrySchema = Type.Object({
  menuId: Type.Integer({ title: '菜单ID' }),
  parentId: Type.Union([Type.Integer(), Type.Null()], { title: '上级菜单' }),
  level: Type.Integer({ title: '级别' }),
  name: Type.String({ title: '路由名' }),
  title: Type.String({ title: '名称' }),
  kind: Type.Union([Type.Literal('menu'), Type.Literal('button')], { title: '类型' }),
  sort: Type.Integer({ title: '排序' }),
});
export const GrantMenusInput = Type.Object({
  roleId: RoleId,
  client: GrantClientSchema,
  menuIds: Type.Array(Type.Integer({ title: '菜单ID' }), { title: '菜单', maxItems: 5000 }),
});
export const RoleExplanationSchema = Type.Object({
  roleId: Type.String({ title: '角色ID' }),
  roleName: Type.String({ title: '角色名称' }),
  description: Type.Union([Type.String(), Type.Null()], { title: '角色说明' }),
  /** Whether the caller may give or take this role in the user form (三员 roles: the security administrator only). */
  assignable: Type.Boolean({ title: '可分配' }),
});
