/**
 * The session machine's side effects: gateway calls, the token cookie and the localStorage user.
 * Ids arrive as numbers or strings from the gateway; the session keeps strings as localStorage does.
 */
import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { buttonIdsFromMenuTree, menuIdsFromMenuTree, type MenuTreeNode } from '../../catalogue';
import { CAPTCHA_KEY_HEADER, CAPTCHA_VALUE_HEADER } from '../../constants/api';
import { resetApolloSession } from '../../graphql/client';
import {
  GetMenuByUserDocument,
  GetPersonalInfoDocument,
  LoginDocument,
  LogoutDocument,
} from '../../graphql/generated/graphql';
import { clearUserLocal, removeToken, saveUserLocal, setToken } from '../../lib/auth-storage';
import { errors } from '../../messages/errors';
import type { LoadedUser, LoadUserInput, LoginCredentials, LoginResult, UserInfo } from '../../machines/session';

type Id = string | number | null | undefined;
const idText = (value: Id): string => (value === null || value === undefined ? '' : String(value));

export function captchaHeaders(credentials: LoginCredentials): Record<string, string> | undefined {
  if (!credentials.captchaKey) return undefined;
  return { [CAPTCHA_KEY_HEADER]: credentials.captchaKey, [CAPTCHA_VALUE_HEADER]: credentials.captchaValue ?? '' };
}

async function clearLocalSession(): Promise<void> {
  removeToken();
  clearUserLocal();
  await resetApolloSession();
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

export function createSessionActors(client: ApolloClient) {
  return {
    login: fromPromise<LoginResult, LoginCredentials>(async ({ input }) => {
      const { data } = await client.mutate({
        mutation: LoginDocument,
        variables: { input: { account: input.account.trim(), password: input.password } },
        context: { headers: captchaHeaders(input) },
      });
      const reply = data?.login;
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
        client.query({ query: GetPersonalInfoDocument, fetchPolicy: 'network-only' }),
        client.query({ query: GetMenuByUserDocument, fetchPolicy: 'network-only' }),
      ]);
      const info = personal.data?.getPersonalInfo;
      if (!info) throw new Error(errors.verificationFailed);
      const tree = (menu.data?.getMenuByUser ?? null) as MenuTreeNode[] | null;
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
        await client.mutate({ mutation: LogoutDocument });
      } finally {
        await clearLocalSession();
      }
    }),

    clearSession: fromPromise<void, void>(clearLocalSession),
  };
}
