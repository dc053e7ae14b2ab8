/**
 * The session: no token → login → loading user info (menus and buttons) → ready; logout and session
 * expiry clear everything. Side effects (calls, cookie, localStorage) live in the invoked actors, which
 * the shell provides (src/app/session/session-actors.ts) and tests replace with `.provide`.
 */
import { assign, emit, fromPromise, raise, setup } from 'xstate';
import { PASSWORD_REMINDER_DURATION_MS, PASSWORD_REMINDER_THROTTLE_MS } from '../../constants/timings';
import { errors } from '../../messages/errors';
import {
  contextFromInput,
  contextFromLoadedUser,
  contextFromLogin,
  emptySessionContext,
  failureMessage,
} from './context';
import type {
  LoadedUser,
  LoadUserInput,
  LoginCredentials,
  LoginResult,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInput,
} from './types';

function notProvided(name: string) {
  return async (): Promise<never> => {
    throw new Error(`session actor "${name}" must be provided`);
  };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput | undefined,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /** Calls login; stores the token cookie and the user ids in localStorage. */
    login: fromPromise<LoginResult, LoginCredentials>(notProvided('login')),
    /** Fetches personal info and the role menu tree. */
    loadUser: fromPromise<LoadedUser, LoadUserInput>(notProvided('loadUser')),
    /** Tells the server, then clears the cookie and localStorage (even when the call fails). */
    logout: fromPromise<void, { token?: string }>(notProvided('logout')),
    /** Clears the token cookie and the localStorage user without calling the server. */
    clearSession: fromPromise<void, void>(notProvided('clearSession')),
  },
  actions: {
    recordExpiry: assign(({ event }) => ({
      logoutReason: 'expired' as const,
      error: (event.type === 'session.expired' && event.message) || errors.sessionExpired,
    })),
    resetKeepingError: assign(({ context }) => ({ ...emptySessionContext(), error: context.error })),
    announceLogout: emit(({ context }) => ({
      type: 'session.loggedOut' as const,
      reason: context.logoutReason ?? 'logout',
      message: context.logoutReason === 'expired' ? context.error : undefined,
    })),
    resetSession: assign(() => emptySessionContext()),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    rolesPresent: (_, loaded: LoadedUser) => Array.isArray(loaded.roles),
    needsPasswordChange: ({ context }) => context.needChangePassword,
  },
  delays: {
    reminderThrottle: PASSWORD_REMINDER_THROTTLE_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => contextFromInput(input),
  initial: 'boot',
  states: {
    boot: {
      always: [{ guard: 'hasToken', target: 'loadingUser' }, { target: 'noToken' }],
    },
    noToken: {
      on: {
        'login.submit': { target: 'authenticating', actions: assign({ error: undefined }) },
      },
    },
    authenticating: {
      invoke: {
        src: 'login',
        input: ({ event }) => {
          const { type: _type, ...credentials } = event as Extract<SessionEvent, { type: 'login.submit' }>;
          return credentials;
        },
        onDone: {
          target: 'loadingUser',
          actions: assign(({ context, event }) => contextFromLogin(context, event.output)),
        },
        onError: { target: 'failing', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    loadingUser: {
      invoke: {
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token ?? '', userId: context.userId }),
        onDone: [
          {
            guard: { type: 'rolesPresent', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign(({ context, event }) => contextFromLoadedUser(context, event.output)),
          },
          { target: 'failing', actions: assign({ error: errors.rolesRequired }) },
        ],
        onError: { target: 'failing', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
      on: {
        'session.logout': { target: 'loggingOut', actions: assign({ logoutReason: 'logout' }) },
        'session.expired': { target: 'expiring', actions: 'recordExpiry' },
      },
    },
    /** Login or user loading failed: the token is reset and the error shown; back to login. */
    failing: {
      invoke: {
        src: 'clearSession',
        onDone: { target: 'noToken', actions: 'resetKeepingError' },
        onError: { target: 'noToken', actions: 'resetKeepingError' },
      },
      exit: emit(({ context }) => ({ type: 'session.failed', message: context.error ?? errors.hasError })),
    },
    ready: {
      entry: raise({ type: 'session.remindPassword' }),
      initial: 'reminderOpen',
      states: {
        reminderOpen: {
          on: {
            'session.remindPassword': {
              guard: 'needsPasswordChange',
              target: 'reminderCooldown',
              actions: emit({
                type: 'session.passwordReminder',
                message: errors.changePasswordReminder,
                durationMs: PASSWORD_REMINDER_DURATION_MS,
              }),
            },
          },
        },
        reminderCooldown: {
          after: { reminderThrottle: 'reminderOpen' },
        },
      },
      on: {
        'session.logout': { target: 'loggingOut', actions: assign({ logoutReason: 'logout' }) },
        'session.passwordChanged': {
          target: 'loggingOut',
          actions: assign({ logoutReason: 'passwordChanged' }),
        },
        'session.expired': { target: 'expiring', actions: 'recordExpiry' },
        'session.profileUpdated': {
          actions: assign(({ event }) => ({ userInfo: event.userInfo, name: event.userInfo.name })),
        },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'noToken', actions: ['announceLogout', 'resetSession'] },
        onError: { target: 'noToken', actions: ['announceLogout', 'resetSession'] },
      },
    },
    /** 408: the token is already dead, so the server is not told; storage is cleared. */
    expiring: {
      invoke: {
        src: 'clearSession',
        onDone: { target: 'noToken', actions: ['announceLogout', 'resetSession'] },
        onError: { target: 'noToken', actions: ['announceLogout', 'resetSession'] },
      },
    },
  },
});
