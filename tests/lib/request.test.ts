// @vitest-environment jsdom
import { resetSessionExpiredThrottle, setSessionExpiredHandler } from '../../src/lib/error-catalogue';
import { removeToken, setToken } from '../../src/lib/auth-storage';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { isBlobResult, request, requestBlob, requestJson } from '../../src/lib/request';
import { createFakeNotifier } from './fake-notifier';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

let calls: Call[];
let reply: () => Response | Promise<Response>;
let fake: ReturnType<typeof createFakeNotifier>;
let expired: ReturnType<typeof vi.fn<() => void>>;

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json;charset=UTF-8' }, ...init });

beforeEach(() => {
  calls = [];
  reply = () => json({ code: 0, msg: '', data: null });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
    return reply();
  });
  fake = createFakeNotifier();
  setNotifier(fake);
  resetSessionExpiredThrottle();
  expired = vi.fn<() => void>();
  setSessionExpiredHandler(expired);
  removeToken();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetNotifier();
  setSessionExpiredHandler(() => {});
});

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('what the helper sends', () => {
  it('prefixes /api, sends the token header and GET params in the query string without empty values', async () => {
    setToken('tok-1');
    await request('/tw/lawOfficer/getZhifaryuan', { method: 'GET', params: { userName: '张', organId: '', hasPartice: 0, x: null } });
    expect(calls[0].url).toBe('/api/tw/lawOfficer/getZhifaryuan?userName=%E5%BC%A0&hasPartice=0');
    expect(calls[0].method).toBe('GET');
    expect(calls[0].headers.get('token')).toBe('tok-1');
    expect(calls[0].body).toBeUndefined();
  });

  it('merges GET data into the query string', async () => {
    await request('role/getMenuByUser', { method: 'GET', data: { userId: 'u1', flag: false } });
    expect(calls[0].url).toBe('/api/role/getMenuByUser?userId=u1&flag=false');
  });

  it('posts cleaned JSON by default and sends no token header without a token', async () => {
    await request('/controlCabin/getParticlePage', { data: { current: 1, size: 10, username: '', minPoints: 0, ok: false } });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(calls[0].body as string)).toEqual({ current: 1, size: 10, minPoints: 0, ok: false });
    expect(calls[0].headers.has('token')).toBe(false);
  });

  it('sends the captcha headers when given', async () => {
    await request('/login', { data: { account: 'admin' }, captcha: { key: 'k-1', value: 'ab12' } });
    expect(calls[0].headers.get('captcha-key')).toBe('k-1');
    expect(calls[0].headers.get('captcha-value')).toBe('ab12');
  });
});

describe('the error catalogue through the helper', () => {
  it('resolves code 0 to the envelope', async () => {
    reply = () => json({ code: 0, msg: '', data: { notVisitedTotal: 3 } });
    await expect(requestJson('/sys/notice/getNotVisitedTotal', { method: 'GET' })).resolves.toEqual({
      code: 0,
      msg: '',
      data: { notVisitedTotal: 3 },
    });
    expect(fake.notices).toEqual([]);
  });

  it('non-200: shows the status text for 5 s and rejects', async () => {
    reply = () => new Response('oops', { status: 502, statusText: 'Bad Gateway' });
    const error = await rejection(request('/x'));
    expect(error).toMatchObject({ kind: 'http', code: 502 });
    expect(fake.notices).toEqual([{ level: 'error', message: 'Bad Gateway', durationMs: 5_000 }]);
  });

  it('non-200 without a status text: shows the busy text', async () => {
    reply = () => new Response('', { status: 500 });
    await rejection(request('/x'));
    expect(fake.notices[0].message).toBe('服务器繁忙，请稍后重试');
  });

  it('blob responses pass through with the file name', async () => {
    reply = () =>
      new Response('a,b\n1,2', {
        headers: {
          'Content-Type': 'application/vnd.ms-excel',
          'Content-Disposition': `attachment; filename*=UTF-8''%E8%BD%A8%E8%BF%B9%E7%BB%9F%E8%AE%A1.xlsx`,
        },
      });
    const result = await request('/controlCabin/exportParticleUser', { data: { size: 99_999 } });
    expect(isBlobResult(result)).toBe(true);
    if (!isBlobResult(result)) return;
    expect(result.fileName).toBe('轨迹统计.xlsx');
    expect(await result.blob.text()).toBe('a,b\n1,2');
    expect(fake.notices).toEqual([]);
  });

  it("a body whose data type is 'zhifa' passes through", async () => {
    reply = () => json({ code: 1, data: { type: 'zhifa', url: 'x' } });
    await expect(request('/x')).resolves.toEqual({ code: 1, data: { type: 'zhifa', url: 'x' } });
    expect(fake.notices).toEqual([]);
  });

  it('another code: shows the message and rejects', async () => {
    reply = () => json({ code: 400, msg: '账号不能为空', data: null });
    const error = await rejection(request('/login'));
    expect(error).toMatchObject({ kind: 'business', code: 400, message: '账号不能为空' });
    expect(fake.notices).toEqual([{ level: 'error', message: '账号不能为空', durationMs: 5_000 }]);
  });

  it('another code without a message: shows the busy text', async () => {
    reply = () => json({ code: 500, msg: null, data: null });
    await rejection(request('/x'));
    expect(fake.notices[0].message).toBe('服务器繁忙，请稍后重试');
  });

  it('408: shows the message once within 2 s, logs out, rejects every call', async () => {
    reply = () => json({ code: 408, msg: '登录已过期，请重新登录', data: null });
    const errors = await Promise.all([rejection(request('/a')), rejection(request('/b')), rejection(request('/c'))]);
    expect(errors.map((e) => (e as { kind?: string }).kind)).toEqual(['session', 'session', 'session']);
    expect(fake.notices).toEqual([{ level: 'error', message: '登录已过期，请重新登录', durationMs: 5_000 }]);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('408 again after the window: shows it again', async () => {
    let now = 0;
    resetSessionExpiredThrottle(() => now);
    reply = () => json({ code: 408, msg: '登录已过期', data: null });
    await rejection(request('/a'));
    now = 2_000;
    await rejection(request('/a'));
    expect(fake.notices).toHaveLength(2);
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('ignoreCode returns the envelope whatever its code', async () => {
    reply = () => json({ code: 7, msg: '忽略', data: 1 });
    await expect(request('/x', { ignoreCode: true })).resolves.toEqual({ code: 7, msg: '忽略', data: 1 });
    expect(fake.notices).toEqual([]);
  });

  it('unparseable JSON: shows the busy text and rejects', async () => {
    reply = () => new Response('{oops', { headers: { 'Content-Type': 'application/json' } });
    expect(await rejection(request('/x'))).toMatchObject({ kind: 'business' });
    expect(fake.notices[0].message).toBe('服务器繁忙，请稍后重试');
  });

  it('network errors: show their message and reject', async () => {
    reply = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await rejection(request('/x'))).toMatchObject({ kind: 'network' });
    expect(fake.notices).toEqual([{ level: 'error', message: '网络连接异常：Failed to fetch', durationMs: 5_000 }]);
  });
});

describe('requestJson and requestBlob', () => {
  it('requestJson rejects a file reply', async () => {
    reply = () => new Response('bin', { headers: { 'Content-Type': 'application/octet-stream' } });
    expect(await rejection(requestJson('/x'))).toMatchObject({ kind: 'business' });
  });

  it('requestBlob passes a JSON file through', async () => {
    reply = () => json({ rows: [1] }, { headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename=a.json' } });
    const result = await requestBlob('/x');
    expect(result.fileName).toBe('a.json');
    expect(JSON.parse(await result.blob.text())).toEqual({ rows: [1] });
  });

  it('requestBlob takes the error path for an error envelope', async () => {
    reply = () => json({ code: 403, msg: '无导出权限', data: null });
    expect(await rejection(requestBlob('/export'))).toMatchObject({ kind: 'business', code: 403 });
    expect(fake.notices[0].message).toBe('无导出权限');
  });

  it("responseType 'blob' through request gives a blob even for JSON", async () => {
    reply = () => json({ code: 0, data: null });
    expect(isBlobResult(await request('/x', { responseType: 'blob' }))).toBe(true);
  });
});

describe('apiPath', () => {
  it('prefixes /api once, whichever way a caller writes the path', async () => {
    const { apiPath } = await import('../../src/lib/request');
    expect(apiPath('/user/export')).toBe('/api/user/export');
    expect(apiPath('user/export')).toBe('/api/user/export');
    expect(apiPath('/api/user/export')).toBe('/api/user/export');
    expect(apiPath('/apiary/x')).toBe('/api/apiary/x');
    expect(apiPath('https://example.test/x')).toBe('https://example.test/x');
  });
});
