import { Type, type TSchema } from '@sinclair/typebox';
import { conflict } from '../../../http/envelope';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { idList, VersionField } from '../../../http/record-fields';
import { hashPassword } from '../../../auth/password';
import { InitialPasswordReply, withInitialPassword } from '../../../services/initial-password-reply';
import { readSettings } from '../../../services/settings';
import { auditTarget, changeUsers, checkPassword, checkUserInput, initialPassword, insertUser, notSelf, replaceRoles } from '../../../services/users';
import { user as entity, type UserInput } from '../../../entities/user.entity';
import { userImportRoute } from './transfer';
import { USER_BUTTONS, USER_MENU } from './grants';

const UserIds = Type.Object({ userIds: idList('用户', '用户ID', { maxLength: 64 }) });

/** A change to several users at once (all or none), named in the operation record. */
const bulk = (url: string, operationId: string, summary: string, buttonId: number | undefined, set: Parameters<typeof changeUsers>[3], self?: string) =>
  defineRoute({
    method: 'POST',
    url,
    operationId,
    summary,
    access: USER_MENU,
    ...(buttonId !== undefined ? { buttonId } : {}),
    body: UserIds,
    data: Type.Null(),
    handler: async ({ body, db, user, audit }) => {
      audit.target = auditTarget(await changeUsers(db, user!, body.userIds, set, self ? notSelf(user!, self) : undefined));
      return null;
    },
  });

/** 用户管理's own routes beside the entity's page, detail and export (server/entities/user.entity.ts). */
export const userAdminRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/user/add',
    operationId: 'addUser',
    summary: '新增用户（密码为空时使用初始密码）',
    access: USER_MENU,
    buttonId: USER_BUTTONS.new,
    body: entity.input as TSchema,
    data: Type.Composite([entity.row as unknown as TSchema, InitialPasswordReply]),
    handler: async ({ body, db, config, user, audit }) => {
      const input = await checkUserInput(db, user!, body as UserInput);
      audit.target = input.account;
      const password = input.password || (await initialPassword(db));
      checkPassword(password, input.account, (await readSettings(db, config)).passwordPolicy);
      const hash = await hashPassword(password);
      const id = await db.transaction((tx) => insertUser(tx as never, input, hash));
      return withInitialPassword(await entity.ops.detail(db, user!, id), password);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/user/update',
    operationId: 'updateUser',
    summary: '修改用户',
    access: USER_MENU,
    body: Type.Composite([Type.Object({ userId: Type.String({ title: '用户ID', minLength: 1, maxLength: 64 }), version: VersionField }), entity.updateInput]),
    data: entity.row,
    handler: async ({ body, db, config, user, audit }) => {
      const given = body as unknown as UserInput & { userId: string; version: number };
      const { userId } = given;
      const current = await entity.ops.detail(db, user!, userId);
      audit.target = current.account;
      if (current.deleted) throw conflict('用户已被删除，请先恢复');
      const input = await checkUserInput(db, user!, given, userId);
      return db.transaction(async (tx) => {
        await entity.ops.update(tx as never, user!, { ...given, id: userId }, config);
        if (input.roleIds !== undefined) await replaceRoles(tx as never, userId, input.roleIds);
        return entity.ops.detail(tx as never, user!, userId);
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/user/freeze',
    operationId: 'freezeUsers',
    summary: '冻结或解冻用户',
    access: USER_MENU,
    buttonId: USER_BUTTONS.frozen,
    body: Type.Object({ userIds: UserIds.properties.userIds, frozen: Type.Boolean({ title: '冻结' }) }),
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
    body: UserIds,
    data: InitialPasswordReply,
    handler: async ({ body, db, user, audit }) => {
      const password = await initialPassword(db);
      const hash = await hashPassword(password);
      const done = await changeUsers(db, user!, body.userIds, { passwordHash: hash, passwordIsInitial: true, passwordChangedAt: null, failedLogins: 0, lockedUntil: null });
      audit.target = auditTarget(done);
      return withInitialPassword({}, password);
    },
  }),
  bulk('/user/unlockLogin', 'unlockUserLogin', '解除登录锁定（冻结按钮的权限：安全管理员）', USER_BUTTONS.frozen, { failedLogins: 0, lockedUntil: null }),
  bulk('/user/remove', 'removeUsers', '删除用户（移入回收站）', USER_BUTTONS.delete, { deleted: true }, '删除'),
  bulk('/user/recovery', 'recoverUsers', '从回收站恢复用户', USER_BUTTONS.recovery, { deleted: false }),
  userImportRoute,
];
