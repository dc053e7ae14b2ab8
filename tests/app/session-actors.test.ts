/**
 * The session machine's actors against the real server (fetch answered by Fastify's inject): login,
 * user loading, logout and clearing talk REST through the request helper, keep the cookie and the
 * localStorage user, and reset whatever GraphQL parts have loaded. Node environment (the server's JWT
 * signing fails under jsdom's typed arrays), with a cookie jar and localStorage standing in for the page's.
 */
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { createSessionActors, SESSION_ROUTES } from '../../src/app/session/session-actors';
import { menuIdsFromMenuTree, type MenuTreeNode } from '../../src/catalogue';
import { onGraphqlSessionReset } from '../../src/graphql/session-reset';
import { getToken, readUserLocal } from '../../src/lib/auth-storage';
import { resetSessionExpiredThrottle } from '../../src/lib/error-catalogue';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { openTestApp, type TestApp } from '../helpers/app';
import { createFakeNotifier } from '../lib/fake-notifier';

let t: TestApp;
let sent: { url: string; method: string; headers: Headers }[];
let fake: ReturnType<typeof createFakeNotifier>;
const actors = createSessionActors();

function run<T>(logic: AnyActorLogic, input?: unknown): Promise<T> {
  return toPromise(createActor(logic, { input }).start()) as Promise<T>;
}

/** document.cookie's semantics as far as js-cookie uses them: set, replace, expire. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => a.toLowerCase().startsWith('expires=') && Date.parse(a.slice(8)) < Date.now());
      if (expired) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  sent = [];
  vi.stubGlobal('document', cookieJar());
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const method = (init.method ?? 'GET') as 'GET' | 'POST';
    sent.push({ url, method, headers });
    const res = await t.app.inject({ method, url, headers: Object.fromEntries(headers), payload: init.body as string | undefined });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type']) } });
  });
  fake = createFakeNotifier();
  setNotifier(fake);
  resetSessionExpiredThrottle();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetNotifier();
});

describe('session actors over REST', () => {
  it('a wrong password rejects with the server message, shown once, and stores nothing', async () => {
    await expect(run(actors.login, { account: 'admin', password: 'wrong-Pass1' })).rejects.toThrow(/密码/);
    expect(fake.notices).toHaveLength(1);
    expect(fake.notices[0]?.level).toBe('error');
    expect(getToken()).toBeUndefined();
    expect(sent.map((call) => call.url)).toEqual([`/api${SESSION_ROUTES.login}`]);
  });

  it('sends the captcha headers when the form carries a captcha', async () => {
    await run(actors.login, { account: ' admin ', password: DEMO_PASSWORD, captchaKey: 'k-1', captchaValue: 'abcd' }).catch(() => undefined);
    expect(sent[0]?.headers.get('captcha-key')).toBe('k-1');
    expect(sent[0]?.headers.get('captcha-value')).toBe('abcd');
  });

  it('logs in, loads the user and the menu tree, and logs out (session revoked, storage and GraphQL reset)', async () => {
    const login = await run<{ token: string; userId: string; unitId: string }>(actors.login, { account: ' admin ', password: DEMO_PASSWORD });
    expect(getToken()).toBe(login.token);
    expect(typeof login.userId).toBe('string');
    expect(readUserLocal()?.userId).toBe(login.userId);

    const loaded = await run<{ userInfo: { userId: string }; roles: MenuTreeNode[]; menuIds: number[]; roleList: unknown[] }>(actors.loadUser, {
      token: login.token,
    });
    expect(loaded.userInfo.userId).toBe(login.userId);
    expect(Array.isArray(loaded.roles)).toBe(true);
    expect(loaded.menuIds.length).toBeGreaterThan(0);
    expect(loaded.menuIds).toEqual([...menuIdsFromMenuTree(loaded.roles)]);
    expect(loaded.roleList.length).toBeGreaterThan(0);
    expect(sent.slice(1).map((call) => call.headers.get('token'))).toEqual([login.token, login.token]);

    const reset = vi.fn();
    onGraphqlSessionReset(reset);
    await run(actors.logout, { token: login.token });
    expect(reset).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeUndefined();
    expect(readUserLocal()).toBeUndefined();
    const after = await t.call('GET', SESSION_ROUTES.personalInfo, { token: login.token });
    expect(after.code).toBe(408);
  });
});
