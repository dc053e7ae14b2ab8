import { Type } from '@sinclair/typebox';
import { conflict } from '../../../http/envelope';
import { page, pageOf } from '../../../http/paging';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { hashPassword } from '../../../auth/password';
import { InitialPasswordReply, withInitialPassword } from '../../../services/initial-password-reply';
import { readSettings } from '../../../services/settings';
import {
  auditTarget,
  changeUsers,
  checkPassword,
  checkUserInput,
  createUser,
  initialPassword,
  managedUser,
  notSelf,
  updateUser,
  userPage,
} from '../../../services/users';
import { AddUserInput, FreezeUsersInput, UpdateUserInput, UserIdInput, UserIdsInput, UserPageInput, UserRowSchema } from './schemas';
import { userTransferRoutes } from './transfer';
import { USER_BUTTONS, USER_MENU } from './grants';

export const userAdminRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/user/page',
    operationId: 'userPage',
    summary: '用户分页列表（本单位及下级；回收站为已删除用户）',
    access: USER_MENU,
    graphql: 'query',
    audit: false,
    body: UserPageInput,
    data: pageOf(UserRowSchema),
    handler: async ({ body, db, user }) => {
      const { total, records } = await userPage(db, user!, body);
      return page(body, total, records);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/user/detail',
    operationId: 'userDetail',
    summary: '用户详情',
    access: USER_MENU,
    querystring: UserIdInput,
    data: UserRowSchema,
    handler: ({ query, db, user }) => managedUser(db, user!, query.userId),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/add',
    operationId: 'addUser',
    summary: '新增用户（密码为空时使用初始密码）',
    access: USER_MENU,
    buttonId: USER_BUTTONS.new,
    body: AddUserInput,
    data: Type.Composite([UserRowSchema, InitialPasswordReply]),
    handler: async ({ body, db, config, user, audit }) => {
      const input = await checkUserInput(db, user!, body);
      audit.target = input.account;
      const password = body.password || (await initialPassword(db));
      checkPassword(password, input.account, (await readSettings(db, config)).passwordPolicy);
      const id = await createUser(db, input, password);
      return withInitialPassword(await managedUser(db, user!, id), password);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/user/update',
    operationId: 'updateUser',
    summary: '修改用户',
    access: USER_MENU,
    body: UpdateUserInput,
    data: UserRowSchema,
    handler: async ({ body, db, user, audit }) => {
      const current = await managedUser(db, user!, body.userId);
      audit.target = current.account;
      if (current.deleted) throw conflict('用户已被删除，请先恢复');
      const input = await checkUserInput(db, user!, body);
      await updateUser(db, body.userId, body.version, input);
      return managedUser(db, user!, body.userId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/user/freeze',
    operationId: 'freezeUsers',
    summary: '冻结或解冻用户',
    access: USER_MENU,
    buttonId: USER_BUTTONS.frozen,
    body: FreezeUsersInput,
    data: Type.Null(),
    handler: async ({ body, db, user, audit }) => {
      const done = await changeUsers(db, user!, body.userIds, { state: body.frozen ? 'frozen' : 'active' }, body.frozen ? notSelf(user!, '冻结') : undefined);
      audit.target = auditTarget(done);
      audit.detail = body.frozen ? '冻结' : '解冻';
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/user/initPassword',
    operationId: 'initUserPassword',
    summary: '初始化密码（重置为系统初始密码）',
    access: USER_MENU,
    buttonId: USER_BUTTONS.resetPwd,
    body: UserIdsInput,
    data: InitialPasswordReply,
    handler: async ({ body, db, user, audit }) => {
      const password = await initialPassword(db);
      const hash = await hashPassword(password);
      const done = await changeUsers(db, user!, body.userIds, { passwordHash: hash, passwordIsInitial: true, passwordChangedAt: null, failedLogins: 0, lockedUntil: null });
      audit.target = auditTarget(done);
      return withInitialPassword({}, password);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/user/unlockLogin',
    operationId: 'unlockUserLogin',
    summary: '解除登录锁定（冻结按钮的权限：安全管理员）',
    access: USER_MENU,
    buttonId: USER_BUTTONS.frozen,
    body: UserIdsInput,
    data: Type.Null(),
    handler: async ({ body, db, user, audit }) => {
      const done = await changeUsers(db, user!, body.userIds, { failedLogins: 0, lockedUntil: null });
      audit.target = auditTarget(done);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/user/remove',
    operationId: 'removeUsers',
    summary: '删除用户（移入回收站）',
    access: USER_MENU,
    buttonId: USER_BUTTONS.delete,
    body: UserIdsInput,
    data: Type.Null(),
    handler: async ({ body, db, user, audit }) => {
      const done = await changeUsers(db, user!, body.userIds, { deleted: true }, notSelf(user!, '删除'));
      audit.target = auditTarget(done);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/user/recovery',
    operationId: 'recoverUsers',
    summary: '从回收站恢复用户',
    access: USER_MENU,
    buttonId: USER_BUTTONS.recovery,
    body: UserIdsInput,
    data: Type.Null(),
    handler: async ({ body, db, user, audit }) => {
      const done = await changeUsers(db, user!, body.userIds, { deleted: false });
      audit.target = auditTarget(done);
      return null;
    },
  }),
  ...userTransferRoutes,
];

