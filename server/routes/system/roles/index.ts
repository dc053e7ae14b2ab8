import { Type } from '@sinclair/typebox';
import { role } from '../../../entities/role.entity';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { roleExplanation } from '../../../services/roles';
import { roleGrantRoutes } from './grants';
import { roleMemberRoutes } from './members';
import { ROLE_BUTTONS, ROLE_MENU, RoleExplanationSchema, RoleIdInput } from './schemas';

/** What 角色管理 has beyond the standard operations of its entity (server/entities/role.entity.ts). */
export const roleRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/role/remove',
    operationId: 'removeRole',
    summary: '删除角色',
    access: ROLE_MENU,
    buttonId: ROLE_BUTTONS.delete,
    body: RoleIdInput,
    data: Type.Null(),
    handler: async ({ body, db, user, audit }) => {
      audit.target = (await role.ops.detail(db, user!, body.roleId)).name;
      await role.ops.remove(db, user!, [body.roleId]);
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
    handler: ({ db, user }) => roleExplanation(db, user!),
  }),
  ...roleMemberRoutes,
  ...roleGrantRoutes,
];
