import {
  handleEnvelope,
  handleHttpStatus,
  handleNetworkError,
  handleSessionExpired,
  isZhifaBody,
  RequestError,
  resetSessionExpiredThrottle,
  setSessionExpiredHandler,
} from '../../src/lib/error-catalogue';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { createFakeNotifier } from './fake-notifier';

let fake: ReturnType<typeof createFakeNotifier>;
let now: number;
let expired: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  fake = createFakeNotifier();
  setNotifier(fake);
  now = 10_000;
  resetSessionExpiredThrottle(() => now);
  expired = vi.fn<() => void>();
  setSessionExpiredHandler(expired);
});
afterEach(() => {
  resetNotifier();
  setSessionExpiredHandler(() => {});
});

function thrown(fn: () => unknown): RequestError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RequestError) return error;
    throw error;
  }
  throw new Error('expected a RequestError');
}

describe('handleHttpStatus', () => {
  it('shows the status text for 5 s and returns an http error', () => {
    const error = handleHttpStatus(502, 'Bad Gateway');
    expect(fake.notices).toEqual([{ level: 'error', message: 'Bad Gateway', durationMs: 5_000 }]);
    expect(error).toMatchObject({ kind: 'http', code: 502, message: 'Bad Gateway' });
  });

  it('shows the busy text when there is no status text', () => {
    handleHttpStatus(500, '');
    expect(fake.notices[0].message).toBe('服务器繁忙，请稍后重试');
  });
});

describe('handleEnvelope', () => {
  it('passes code 0', () => {
    const body = { code: 0, msg: 'ok', data: { a: 1 } };
    expect(handleEnvelope(body)).toBe(body);
    expect(fake.notices).toEqual([]);
  });

  it("passes a body whose data type is 'zhifa' whatever its code", () => {
    const body = { code: 1, data: { type: 'zhifa', list: [] } };
    expect(handleEnvelope(body)).toBe(body);
    expect(isZhifaBody({ type: 'zhifa' })).toBe(true);
    expect(isZhifaBody({ data: { type: 'other' } })).toBe(false);
    expect(fake.notices).toEqual([]);
  });

  it('shows the message of another code for 5 s and rejects', () => {
    const error = thrown(() => handleEnvelope({ code: 403, msg: '没有该操作的权限', data: null }));
    expect(error).toMatchObject({ kind: 'business', code: 403, message: '没有该操作的权限' });
    expect(fake.notices).toEqual([{ level: 'error', message: '没有该操作的权限', durationMs: 5_000 }]);
  });

  it('shows the busy text for another code without a message', () => {
    thrown(() => handleEnvelope({ code: 500, msg: '', data: null }));
    thrown(() => handleEnvelope({ code: 500, data: null }));
    expect(fake.notices.map((n) => n.message)).toEqual(['服务器繁忙，请稍后重试', '服务器繁忙，请稍后重试']);
  });

  it('treats a body that is not an envelope as a failure', () => {
    expect(thrown(() => handleEnvelope('<html>')).kind).toBe('business');
    expect(fake.notices[0].message).toBe('服务器繁忙，请稍后重试');
  });

  it('on 408 shows the message once per 2 s, logs out once, and always rejects', () => {
    const body = { code: 408, msg: '登录已过期，请重新登录', data: null };
    expect(thrown(() => handleEnvelope(body))).toMatchObject({ kind: 'session', code: 408 });
    now += 1_000;
    expect(thrown(() => handleEnvelope(body)).kind).toBe('session');
    expect(fake.notices).toHaveLength(1);
    expect(fake.notices[0]).toEqual({ level: 'error', message: '登录已过期，请重新登录', durationMs: 5_000 });
    expect(expired).toHaveBeenCalledTimes(1);
    now += 1_000;
    thrown(() => handleEnvelope(body));
    expect(fake.notices).toHaveLength(2);
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('on 408 without a message shows the session-expired text', () => {
    expect(handleSessionExpired('').message).toBe('登录已过期，请重新登录');
    expect(fake.notices[0].message).toBe('登录已过期，请重新登录');
  });
});

describe('handleNetworkError', () => {
  it('shows the error message after the network prefix', () => {
    const error = handleNetworkError(new TypeError('Failed to fetch'));
    expect(error).toMatchObject({ kind: 'network', message: '网络连接异常：Failed to fetch' });
    expect(fake.notices).toEqual([{ level: 'error', message: '网络连接异常：Failed to fetch', durationMs: 5_000 }]);
  });

  it('shows the bare network text for an error without a message', () => {
    handleNetworkError({});
    expect(fake.notices[0].message).toBe('网络连接异常');
  });

  it('does not show a call the client aborted', () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    expect(handleNetworkError(abort).kind).toBe('network');
    expect(fake.notices).toEqual([]);
  });
});
