import { Type } from '@sinclair/typebox';
import { page, pageOf } from '../../../http/paging';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { addRoleMembers, removeRoleMembers, roleMembers } from '../../../services/roles';
import { ROLE_BUTTONS, ROLE_MENU, RoleMemberPageInput, RoleMemberRowSchema, RoleMembersInput } from './schemas';

const accounts = (rows: { account: string }[]) => rows.map((r) => r.account).join(',');

export const roleMemberRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/role/users',
    operationId: 'roleMemberPage',
    summary: '角色成员分页列表（本单位及下级）',
    access: ROLE_MENU,
    buttonId: ROLE_BUTTONS.member,
    graphql: 'query',
    audit: false,
    body: RoleMemberPageInput,
    data: pageOf(RoleMemberRowSchema),
    handler: async ({ body, db, user }) => {
      const { total, records } = await roleMembers(db, user!, body);
      return page(body, total, records);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/role/addUser',
    operationId: 'addRoleMembers',
    summary: '添加角色成员',
    access: ROLE_MENU,
    buttonId: ROLE_BUTTONS.member,
    body: RoleMembersInput,
    data: Type.Null(),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.roleId;
      audit.detail = accounts(await addRoleMembers(db, user!, body.roleId, body.userIds));
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/role/deleteUser',
    operationId: 'removeRoleMembers',
    summary: '移除角色成员',
    access: ROLE_MENU,
    buttonId: ROLE_BUTTONS.member,
    body: RoleMembersInput,
    data: Type.Null(),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.roleId;
      audit.detail = accounts(await removeRoleMembers(db, user!, body.roleId, body.userIds));
      return null;
    },
  }),
];
