import { Type } from '@sinclair/typebox';
import { page, pageOf } from '../../../http/paging';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { checkRoleInput, createRole, liveRole, removeRoles, roleDetail, roleExplanation, rolePage, updateRole } from '../../../services/roles';
import { roleGrantRoutes } from './grants';
import { roleMemberRoutes } from './members';
import {
  AddRoleInput,
  ROLE_BUTTONS,
  ROLE_MENU,
  RoleDetailSchema,
  RoleExplanationSchema,
  RoleIdInput,
  RoleIdQuery,
  RoleIdsInput,
  RolePageInput,
  RoleRowSchema,
  UpdateRoleInput,
} from './schemas';

export const roleRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/role/list',
    operationId: 'rolePage',
    summary: '角色分页列表',
    access: ROLE_MENU,
    graphql: 'query',
    audit: false,
    body: RolePageInput,
    data: pageOf(RoleRowSchema),
    handler: async ({ body, db }) => {
      const { total, records } = await rolePage(db, body);
      return page(body, total, records);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/role/details',
    operationId: 'roleDetail',
    summary: '角色详情（含 PC 端与 App 端已授权菜单）',
    access: ROLE_MENU,
    querystring: RoleIdQuery,
    data: RoleDetailSchema,
    handler: ({ query, db }) => roleDetail(db, query.roleId),
  }),
  defineRoute({
    method: 'POST',
    url: '/role/add',
    operationId: 'addRole',
    summary: '新增角色',
    access: ROLE_MENU,
    buttonId: ROLE_BUTTONS.new,
    body: AddRoleInput,
    data: RoleDetailSchema,
    handler: async ({ body, db, audit }) => {
      const input = checkRoleInput(body);
      audit.target = input.name;
      return roleDetail(db, await createRole(db, input));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/role/update',
    operationId: 'updateRole',
    summary: '修改角色名称、编码与说明',
    access: ROLE_MENU,
    buttonId: ROLE_BUTTONS.edit,
    body: UpdateRoleInput,
    data: RoleDetailSchema,
    handler: async ({ body, db, audit }) => {
      const input = checkRoleInput(body);
      audit.target = (await liveRole(db, body.roleId)).name;
      await updateRole(db, body.roleId, body.version, input);
      return roleDetail(db, body.roleId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/role/remove',
    operationId: 'removeRole',
    summary: '删除角色',
    access: ROLE_MENU,
    buttonId: ROLE_BUTTONS.delete,
    body: RoleIdInput,
    data: Type.Null(),
    handler: async ({ body, db, audit }) => {
      audit.target = (await removeRoles(db, [body.roleId])).map((r) => r.name).join(',');
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/role/removeBatch',
    operationId: 'removeRoles',
    summary: '批量删除角色（全部成功或全部不删）',
    access: ROLE_MENU,
    buttonId: ROLE_BUTTONS.bulkDelete,
    body: RoleIdsInput,
    data: Type.Null(),
    handler: async ({ body, db, audit }) => {
      audit.target = (await removeRoles(db, body.roleIds)).map((r) => r.name).join(',');
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/role/explanation',
    operationId: 'roleExplanation',
    summary: '角色说明（名称与描述）',
    access: 'session',
    data: Type.Array(RoleExplanationSchema),
    handler: ({ db }) => roleExplanation(db),
  }),
  ...roleMemberRoutes,
  ...roleGrantRoutes,
];
