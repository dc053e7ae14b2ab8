/** Pure context helpers of the session machine. */
import { errors } from '../../messages/errors';
import type { LoadedUser, LoginResult, SessionContext, SessionInput } from './types';

/** Every key present (xstate's assign merges, so a reset must name each key). */
export function emptySessionContext(): SessionContext {
  return {
    token: undefined,
    userId: undefined,
    name: undefined,
    userCode: undefined,
    zgdwid: undefined,
    userInfo: undefined,
    roles: [],
    menuIds: [],
    buttons: [],
    needChangePassword: false,
    error: undefined,
    logoutReason: undefined,
  };
}

export function contextFromInput(input: SessionInput | undefined): SessionContext {
  const base = emptySessionContext();
  if (!input?.token) return base;
  return { ...base, token: input.token, ...input.user };
}

export function contextFromLogin(context: SessionContext, result: LoginResult): SessionContext {
  return {
    ...context,
    token: result.token,
    userId: result.userId,
    name: result.name,
    userCode: result.userCode,
    zgdwid: result.unitId,
    needChangePassword: result.needChangePassword,
    error: undefined,
  };
}

export function contextFromLoadedUser(context: SessionContext, loaded: LoadedUser): SessionContext {
  const { userInfo } = loaded;
  return {
    ...context,
    userId: userInfo.userId,
    name: userInfo.name,
    userCode: userInfo.userCode,
    zgdwid: userInfo.unitId,
    userInfo,
    roles: loaded.roleList,
    menuIds: [...loaded.menuIds],
    buttons: [...loaded.buttonIds],
    needChangePassword: context.needChangePassword || loaded.needChangePassword,
    error: undefined,
  };
}

/** The message of a failed call, or the spec's 'Has Error' when it carries none. */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return errors.hasError;
}
