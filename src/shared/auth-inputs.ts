/** What login and updatePassword take: the routes validate their bodies with these, the forms check with them. */
import { Type } from '@sinclair/typebox';

export const LOGIN_FIELDS = {
  account: Type.String({ title: '账号', minLength: 1, maxLength: 64 }),
  password: Type.String({ title: '密码', minLength: 1, maxLength: 128 }),
};

export const UPDATE_PASSWORD_FIELDS = {
  oldPassword: Type.String({ title: '原密码', minLength: 1, maxLength: 128 }),
  newPassword: Type.String({ title: '新密码', minLength: 1, maxLength: 128 }),
};
