import { Type } from '@sinclair/typebox';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { createCaptcha } from '../../auth/captcha';
import { login } from '../../auth/login';
import { hashPassword, verifyPassword } from '../../auth/password';
import { passwordProblem } from '../../../src/shared/password-policy';
import { LOGIN_FIELDS, UPDATE_PASSWORD_FIELDS } from '../../../src/shared/auth-inputs';
import { revokeSession } from '../../auth/session';
import { sessions, users } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { defineRoute, type AnyRoute } from '../../http/route';
import { readSettings } from '../../services/settings';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const authRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/login',
    operationId: 'login',
    summary: '用户登录（按地址与账号限流；失败2次后须带验证码请求头 captcha-key、captcha-value）',
    access: 'public',
    throttle: 'login',
    body: Type.Object(LOGIN_FIELDS),
    data: Type.Object({
      token: Type.String(),
      userId: Type.String(),
      userCode: Type.String(),
      name: Type.String(),
      unitId: Type.String(),
      needChangePassword: Type.Boolean(),
    }),
    handler: async ({ body, db, config, req, audit }) => {
      audit.target = body.account.trim();
      const result = await login(db, config, {
        account: body.account,
        password: body.password,
        captchaKey: header(req.headers['captcha-key']),
        captchaValue: header(req.headers['captcha-value']),
        ip: req.ip,
      });
      audit.actor = { userId: result.userId, name: result.name, organId: result.unitId };
      return result;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/getVerifyCode',
    operationId: 'getVerifyCode',
    summary: '获取图形验证码（enabled：是否每次登录都须验证码；否则账号失败2次后才须）',
    access: 'public',
    throttle: 'login',
    data: Type.Object({ enabled: Type.Boolean(), key: Type.String(), svg: Type.String() }),
    handler: async ({ db, config }) => {
      const { captchaEnabled } = await readSettings(db, config);
      return { enabled: captchaEnabled, ...(await createCaptcha(db)) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/logout',
    operationId: 'logout',
    summary: '退出登录（令牌作废）',
    access: 'session',
    data: Type.Null(),
    handler: async ({ db, user, audit }) => {
      audit.target = user!.userCode;
      await revokeSession(db, user!.sessionId);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/passwordPolicy',
    operationId: 'passwordPolicy',
    summary: '密码规则（系统配置中的长度与字符种类要求，修改密码表单据此校验）',
    access: 'session',
    data: Type.Object({
      minLength: Type.Integer({ title: '最短长度' }),
      maxLength: Type.Integer({ title: '最长长度' }),
      minClasses: Type.Integer({ title: '至少字符种类' }),
    }),
    handler: async ({ db, config }) => (await readSettings(db, config)).passwordPolicy,
  }),
  defineRoute({
    method: 'POST',
    url: '/updatePassword',
    operationId: 'updatePassword',
    summary: '修改本人密码',
    access: 'session',
    body: Type.Object(UPDATE_PASSWORD_FIELDS),
    data: Type.Null(),
    handler: async ({ body, db, config, user, audit }) => {
      const me = user!;
      audit.target = me.userCode;
      const [row] = await db.select().from(users).where(eq(users.id, me.userId));
      if (!row || !(await verifyPassword(row.passwordHash, body.oldPassword))) throw badRequest('原密码错误');
      const { passwordPolicy } = await readSettings(db, config);
      const problem = passwordProblem({ password: body.newPassword, account: row.account, oldPassword: body.oldPassword, policy: passwordPolicy });
      if (problem) throw badRequest(problem);
      const hash = await hashPassword(body.newPassword);
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash: hash, passwordIsInitial: false, passwordChangedAt: now, updatedAt: now, version: row.version + 1 })
          .where(eq(users.id, me.userId));
        // Other sessions of this user end with the old password; the current one stays.
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, me.userId), ne(sessions.id, me.sessionId), isNull(sessions.revokedAt)));
      });
      return null;
    },
  }),
];
