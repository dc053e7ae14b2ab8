import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { grantMenus, menuCatalogue } from '../../../services/roles';
import { GrantMenusInput, MenuEntrySchema, ROLE_BUTTONS, ROLE_MENU } from './schemas';

export const roleGrantRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/role/menuTree',
    operationId: 'roleMenuCatalogue',
    summary: '授权用的全部菜单与按钮（含级别与类型，客户端按 parentId 组树）',
    access: ROLE_MENU,
    data: Type.Array(MenuEntrySchema),
    handler: ({ db }) => menuCatalogue(db),
  }),
  defineRoute({
    method: 'POST',
    url: '/role/grantMenus',
    operationId: 'grantRoleMenus',
    summary: '设置角色的 PC 端或 App 端菜单与按钮权限（整体替换）',
    access: ROLE_MENU,
    buttonId: ROLE_BUTTONS.edit,
    body: GrantMenusInput,
    data: Type.Array(Type.Integer()),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.roleId;
      const granted = await grantMenus(db, user!, body.roleId, body.client, body.menuIds);
      audit.detail = `${body.client === 'pc' ? 'PC端' : 'App端'}${granted.length}项`;
      return granted;
    },
  }),
];
