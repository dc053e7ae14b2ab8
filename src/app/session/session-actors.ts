/**
 * The session machine's side effects: the auth REST routes (through the REST helper and its error
 * catalogue, so /login loads no GraphQL client), the token cookie and the localStorage user.
 * Ids arrive as numbers or strings; the session keeps strings as localStorage does.
 */
import { fromPromise } from 'xstate';
import { buttonIdsFromMenuTree, menuIdsFromMenuTree, type MenuTreeNode } from '../../catalogue';
import type { GetPersonalInfoQuery, LoginMutation } from '../../graphql/generated/graphql';
import { resetGraphqlSession } from '../../graphql/session-reset';
import { clearUserLocal, removeToken, saveUserLocal, setToken } from '../../lib/auth-storage';
import { requestJson, type Captcha } from '../../lib/request';
import { errors } from '../../messages/errors';
import type { LoadedUser, LoadUserInput, LoginCredentials, LoginResult, UserInfo } from '../../machines/session';

/** The REST routes behind the gateway's login, logout, getPersonalInfo and getMenuByUser. */
export const SESSION_ROUTES = {
  login: '/login',
  logout: '/logout',
  personalInfo: '/user/getPersonalInfo',
  menuTree: '/role/getMenuByUser',
} as const;

type Id = string | number | null | undefined;
const idText = (value: Id): string => (value === null || value === undefined ? '' : String(value));

export function loginCaptcha(credentials: LoginCredentials): Captcha | undefined {
  if (!credentials.captchaKey) return undefined;
  return { key: credentials.captchaKey, value: credentials.captchaValue ?? '' };
}

async function clearLocalSession(): Promise<void> {
  removeToken();
  clearUserLocal();
  await resetGraphqlSession();
}

interface PersonalInfoLike {
  userId: Id;
  userCode?: string | null;
  name?: string | null;
  unitId: Id;
  unitName?: string | null;
  phone?: string | null;
  email?: string | null;
  avatar?: string | null;
  leader?: boolean | null;
  lastLoginAt?: string | null;
  passwordChangedAt?: string | null;
}

export function toUserInfo(info: PersonalInfoLike): UserInfo {
  return {
    userId: idText(info.userId),
    userCode: info.userCode ?? '',
    name: info.name ?? '',
    unitId: idText(info.unitId),
    unitName: info.unitName ?? undefined,
    phone: info.phone,
    email: info.email,
    avatar: info.avatar,
    leader: info.leader ?? undefined,
    lastLoginAt: info.lastLoginAt,
    passwordChangedAt: info.passwordChangedAt,
  };
}

type LoginReply = NonNullable<LoginMutation['login']>;
type PersonalInfoReply = NonNullable<GetPersonalInfoQuery['getPersonalInfo']>;

export function createSessionActors() {
  return {
    login: fromPromise<LoginResult, LoginCredentials>(async ({ input }) => {
      const { data: reply } = await requestJson<LoginReply | null>(SESSION_ROUTES.login, {
        data: { account: input.account.trim(), password: input.password },
        captcha: loginCaptcha(input),
      });
      if (!reply?.token) throw new Error(errors.verificationFailed);
      const result: LoginResult = {
        token: reply.token,
        userId: idText(reply.userId),
        userCode: reply.userCode ?? '',
        name: reply.name ?? '',
        unitId: idText(reply.unitId),
        needChangePassword: Boolean(reply.needChangePassword),
      };
      setToken(result.token);
      saveUserLocal({ userId: result.userId, name: result.name, userCode: result.userCode, zgdwid: result.unitId });
      return result;
    }),

    loadUser: fromPromise<LoadedUser, LoadUserInput>(async () => {
      const [personal, menu] = await Promise.all([
        requestJson<PersonalInfoReply | null>(SESSION_ROUTES.personalInfo, { method: 'GET' }),
        requestJson<MenuTreeNode[] | null>(SESSION_ROUTES.menuTree, { method: 'GET' }),
      ]);
      const info = personal.data;
      if (!info) throw new Error(errors.verificationFailed);
      const tree = menu.data ?? null;
      const userInfo = toUserInfo(info);
      saveUserLocal({ userId: userInfo.userId, name: userInfo.name, userCode: userInfo.userCode, zgdwid: userInfo.unitId });
      return {
        userInfo,
        roles: tree,
        roleList: (info.roles ?? []).flatMap((role) =>
          role ? [{ roleId: idText(role.roleId), roleName: role.roleName ?? '', description: role.description }] : [],
        ),
        menuIds: [...menuIdsFromMenuTree(tree)],
        buttonIds: [...buttonIdsFromMenuTree(tree)],
        needChangePassword: Boolean(info.needChangePassword),
      };
    }),

    logout: fromPromise<void, { token?: string }>(async () => {
      try {
        await requestJson(SESSION_ROUTES.logout);
      } finally {
        await clearLocalSession();
      }
    }),

    clearSession: fromPromise<void, void>(clearLocalSession),
  };
}
