import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../src/machines/session';
import type { LoadedUser, LoginCredentials, LoginResult, SessionEmitted, SessionInput } from '../../src/machines/session';
import { errors } from '../../src/messages/errors';
import { PASSWORD_REMINDER_DURATION_MS, PASSWORD_REMINDER_THROTTLE_MS } from '../../src/constants/timings';

const loginResult: LoginResult = {
  token: 'tok-1',
  userId: '7',
  userCode: 'zhangsan',
  name: '张三',
  unitId: '100',
  needChangePassword: false,
};

const loadedUser: LoadedUser = {
  userInfo: { userId: '7', userCode: 'zhangsan', name: '张三', unitId: '100', unitName: '某某支队' },
  roles: [{ menuId: 1, level: 1 }],
  roleList: [{ roleId: 'r1', roleName: '监督员' }],
  menuIds: [1, 100, 2000],
  buttonIds: [111, 2111],
  needChangePassword: false,
};

interface Fakes {
  login?: (input: LoginCredentials) => Promise<LoginResult>;
  loadUser?: () => Promise<LoadedUser>;
  logout?: () => Promise<void>;
  clearSession?: () => Promise<void>;
}

/** A clock the test moves by hand, for the reminder's throttle window. */
function manualClock() {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout(fn: (...args: unknown[]) => void, ms: number) {
      nextId += 1;
      timers.set(nextId, { at: now + ms, fn });
      return nextId;
    },
    clearTimeout(id: unknown) {
      timers.delete(id as number);
    },
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.fn();
        }
      }
    },
  };
}

function start(input: SessionInput | undefined, fakes: Fakes = {}, clock = manualClock()) {
  const calls = { login: [] as LoginCredentials[], loadUser: 0, logout: [] as (string | undefined)[], clearSession: 0 };
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<LoginResult, LoginCredentials>(async ({ input: credentials }) => {
        calls.login.push(credentials);
        return (fakes.login ?? (async () => loginResult))(credentials);
      }),
      loadUser: fromPromise<LoadedUser, { token: string; userId?: string }>(async () => {
        calls.loadUser += 1;
        return (fakes.loadUser ?? (async () => loadedUser))();
      }),
      logout: fromPromise<void, { token?: string }>(async ({ input: logoutInput }) => {
        calls.logout.push(logoutInput.token);
        return (fakes.logout ?? (async () => undefined))();
      }),
      clearSession: fromPromise<void, void>(async () => {
        calls.clearSession += 1;
        return (fakes.clearSession ?? (async () => undefined))();
      }),
    },
  });
  const actor = createActor(machine, { input, clock });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as SessionEmitted));
  actor.start();
  return { actor, calls, emitted, clock };
}

async function signedIn(fakes: Fakes = {}) {
  const session = start(undefined, fakes);
  session.actor.send({ type: 'login.submit', account: 'zhangsan', password: 'Fire@2026' });
  await waitFor(session.actor, (state) => state.matches('ready'));
  return session;
}

describe('session machine: boot', () => {
  it('starts in noToken without a token', () => {
    const { actor } = start(undefined);
    expect(actor.getSnapshot().value).toBe('noToken');
    expect(actor.getSnapshot().context.token).toBeUndefined();
  });

  it('starts loading the user when the cookie holds a token, then becomes ready', async () => {
    const { actor, calls } = start({
      token: 'cookie-token',
      user: { userId: '7', name: '张三', userCode: 'zhangsan', zgdwid: '100' },
    });
    expect(actor.getSnapshot().value).toBe('loadingUser');
    expect(actor.getSnapshot().context.userId).toBe('7');
    await waitFor(actor, (state) => state.matches('ready'));
    expect(calls.loadUser).toBe(1);
    expect(calls.login).toHaveLength(0);
    expect(actor.getSnapshot().context.token).toBe('cookie-token');
  });
});

describe('session machine: login', () => {
  it('noToken → authenticating → loadingUser → ready with user, menus and buttons', async () => {
    let releaseLogin: (value: LoginResult) => void = () => undefined;
    const { actor, calls } = start(undefined, {
      login: () => new Promise((resolve) => (releaseLogin = resolve)),
    });
    actor.send({ type: 'login.submit', account: 'zhangsan', password: 'pw', captchaKey: 'k', captchaValue: 'v' });
    expect(actor.getSnapshot().value).toBe('authenticating');
    expect(calls.login[0]).toEqual({ account: 'zhangsan', password: 'pw', captchaKey: 'k', captchaValue: 'v' });
    releaseLogin(loginResult);
    await waitFor(actor, (state) => state.matches('ready'));
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({
      token: 'tok-1',
      userId: '7',
      name: '张三',
      userCode: 'zhangsan',
      zgdwid: '100',
      menuIds: [1, 100, 2000],
      buttons: [111, 2111],
      roles: [{ roleId: 'r1', roleName: '监督员' }],
      needChangePassword: false,
    });
    expect(context.userInfo?.unitName).toBe('某某支队');
  });

  it('ignores login.submit outside noToken', async () => {
    const { actor, calls } = await signedIn();
    actor.send({ type: 'login.submit', account: 'x', password: 'y' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(calls.login).toHaveLength(1);
  });

  it('a failed login resets the token, keeps the message and returns to noToken', async () => {
    const { actor, calls, emitted } = start(undefined, {
      login: async () => {
        throw new Error('账号或密码错误');
      },
    });
    actor.send({ type: 'login.submit', account: 'a', password: 'b' });
    await waitFor(actor, (state) => state.matches('noToken'));
    expect(calls.clearSession).toBe(1);
    expect(actor.getSnapshot().context.error).toBe('账号或密码错误');
    expect(actor.getSnapshot().context.token).toBeUndefined();
    expect(emitted).toContainEqual({ type: 'session.failed', message: '账号或密码错误' });
  });

  it("a failure without a message shows 'Has Error'", async () => {
    const { actor, emitted } = start(undefined, {
      login: () => Promise.reject({}),
    });
    actor.send({ type: 'login.submit', account: 'a', password: 'b' });
    await waitFor(actor, (state) => state.matches('noToken'));
    expect(actor.getSnapshot().context.error).toBe(errors.hasError);
    expect(emitted).toContainEqual({ type: 'session.failed', message: 'Has Error' });
  });

  it('a new submit clears the previous error', async () => {
    const { actor } = start(undefined, { login: async () => Promise.reject(new Error('错误')) });
    actor.send({ type: 'login.submit', account: 'a', password: 'b' });
    await waitFor(actor, (state) => state.matches('noToken'));
    actor.send({ type: 'login.submit', account: 'a', password: 'b' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });
});

describe('session machine: loading user', () => {
  it('fails when the menu tree is not an array', async () => {
    const { actor, calls, emitted } = start(
      { token: 't' },
      { loadUser: async () => ({ ...loadedUser, roles: null }) },
    );
    await waitFor(actor, (state) => state.matches('noToken'));
    expect(calls.clearSession).toBe(1);
    expect(actor.getSnapshot().context.error).toBe('getInfo: roles must be a non-null array!');
    expect(emitted).toContainEqual({ type: 'session.failed', message: errors.rolesRequired });
  });

  it('fails with the call message when loading rejects, and the token is reset', async () => {
    const { actor } = start({ token: 't' }, { loadUser: () => Promise.reject(new Error('网络连接异常')) });
    await waitFor(actor, (state) => state.matches('noToken'));
    expect(actor.getSnapshot().context).toMatchObject({ token: undefined, error: '网络连接异常', menuIds: [] });
  });

  it('logout while loading goes through loggingOut', async () => {
    const { actor, calls } = start({ token: 't' }, { loadUser: () => new Promise(() => undefined) });
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await waitFor(actor, (state) => state.matches('noToken'));
    expect(calls.logout).toEqual(['t']);
  });

  it('expiry while loading clears the session without calling the server', async () => {
    const { actor, calls, emitted } = start({ token: 't' }, { loadUser: () => new Promise(() => undefined) });
    actor.send({ type: 'session.expired', message: '登录已过期' });
    expect(actor.getSnapshot().value).toBe('expiring');
    await waitFor(actor, (state) => state.matches('noToken'));
    expect(calls.logout).toHaveLength(0);
    expect(calls.clearSession).toBe(1);
    expect(emitted).toContainEqual({ type: 'session.loggedOut', reason: 'expired', message: '登录已过期' });
  });
});

describe('session machine: leaving', () => {
  it('logout tells the server, resets the context and announces it (tabs close)', async () => {
    const { actor, calls, emitted } = await signedIn();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await waitFor(actor, (state) => state.matches('noToken'));
    expect(calls.logout).toEqual(['tok-1']);
    expect(actor.getSnapshot().context).toEqual({ roles: [], menuIds: [], buttons: [], needChangePassword: false });
    expect(emitted).toContainEqual({ type: 'session.loggedOut', reason: 'logout', message: undefined });
  });

  it('logout still ends in noToken when the server call fails', async () => {
    const { actor } = await signedIn({ logout: () => Promise.reject(new Error('down')) });
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (state) => state.matches('noToken'));
    expect(actor.getSnapshot().context.token).toBeUndefined();
  });

  it('session.expired (408) clears storage, records the message, and a second one is ignored', async () => {
    const { actor, calls, emitted } = await signedIn();
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.expired' });
    await waitFor(actor, (state) => state.matches('noToken'));
    actor.send({ type: 'session.expired' });
    expect(calls.clearSession).toBe(1);
    const loggedOut = emitted.filter((event) => event.type === 'session.loggedOut');
    expect(loggedOut).toEqual([{ type: 'session.loggedOut', reason: 'expired', message: errors.sessionExpired }]);
  });

  it('expiry clears the session even when clearing throws', async () => {
    const { actor } = await signedIn({ clearSession: () => Promise.reject(new Error('x')) });
    actor.send({ type: 'session.expired', message: 'm' });
    await waitFor(actor, (state) => state.matches('noToken'));
    expect(actor.getSnapshot().context.token).toBeUndefined();
  });

  it('a changed password logs out with its own reason', async () => {
    const { actor, emitted } = await signedIn();
    actor.send({ type: 'session.passwordChanged' });
    await waitFor(actor, (state) => state.matches('noToken'));
    expect(emitted).toContainEqual({ type: 'session.loggedOut', reason: 'passwordChanged', message: undefined });
  });

  it('a failed reset still reaches noToken', async () => {
    const { actor } = start(
      { token: 't' },
      { loadUser: () => Promise.reject(new Error('e')), clearSession: () => Promise.reject(new Error('x')) },
    );
    await waitFor(actor, (state) => state.matches('noToken'));
    expect(actor.getSnapshot().context.error).toBe('e');
  });
});

describe('session machine: ready', () => {
  it('profile updates replace user info and name', async () => {
    const { actor } = await signedIn();
    const userInfo = { ...loadedUser.userInfo, name: '张三丰', phone: '13800000000' };
    actor.send({ type: 'session.profileUpdated', userInfo });
    expect(actor.getSnapshot().context.name).toBe('张三丰');
    expect(actor.getSnapshot().context.userInfo?.phone).toBe('13800000000');
  });
});

describe('session machine: password reminder', () => {
  const reminder = {
    type: 'session.passwordReminder',
    message: '为了安全请您及时修改密码，谢谢！',
    durationMs: PASSWORD_REMINDER_DURATION_MS,
  };

  it('reminds on entering ready when the password must change, at most once per window', async () => {
    const session = start(undefined, { login: async () => ({ ...loginResult, needChangePassword: true }) });
    session.actor.send({ type: 'login.submit', account: 'a', password: 'b' });
    await waitFor(session.actor, (state) => state.matches('ready'));
    const count = () => session.emitted.filter((event) => event.type === 'session.passwordReminder').length;
    expect(session.emitted).toContainEqual(reminder);
    expect(session.actor.getSnapshot().matches({ ready: 'reminderCooldown' })).toBe(true);

    session.actor.send({ type: 'session.remindPassword' });
    session.clock.advance(PASSWORD_REMINDER_THROTTLE_MS - 1);
    session.actor.send({ type: 'session.remindPassword' });
    expect(count()).toBe(1);

    session.clock.advance(1);
    expect(session.actor.getSnapshot().matches({ ready: 'reminderOpen' })).toBe(true);
    session.actor.send({ type: 'session.remindPassword' });
    expect(count()).toBe(2);
  });

  it('a flag from the loaded user info also reminds', async () => {
    const { emitted } = await signedIn({ loadUser: async () => ({ ...loadedUser, needChangePassword: true }) });
    expect(emitted).toContainEqual(reminder);
  });

  it('never reminds when the password is fine', async () => {
    const { actor, emitted } = await signedIn();
    actor.send({ type: 'session.remindPassword' });
    expect(emitted.some((event) => event.type === 'session.passwordReminder')).toBe(false);
    expect(actor.getSnapshot().matches({ ready: 'reminderOpen' })).toBe(true);
  });
});

describe('session machine: default actors', () => {
  it('refuses to run without provided actors', async () => {
    const actor = createActor(sessionMachine, { input: undefined }).start();
    actor.send({ type: 'login.submit', account: 'a', password: 'b' });
    await waitFor(actor, (state) => state.matches('noToken'));
    expect(actor.getSnapshot().context.error).toContain('must be provided');
  });
});
