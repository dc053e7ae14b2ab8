import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import type { GraphQLFormattedError } from 'graphql';
import { Observable } from 'rxjs';
import { createErrorLink } from '../../src/graphql/links/error-link';
import { resetSessionExpiredThrottle, setSessionExpiredHandler } from '../../src/lib/error-catalogue';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { createFakeNotifier } from './fake-notifier';

const QUERY = gql`
  query Unread {
    notVisitedTotal
  }
`;

let fake: ReturnType<typeof createFakeNotifier>;
let expired: ReturnType<typeof vi.fn<() => void>>;
let now: number;

beforeEach(() => {
  fake = createFakeNotifier();
  setNotifier(fake);
  now = 0;
  resetSessionExpiredThrottle(() => now);
  expired = vi.fn<() => void>();
  setSessionExpiredHandler(expired);
});
afterEach(() => {
  resetNotifier();
  setSessionExpiredHandler(() => {});
});

/** A client whose terminating link answers every operation with `answer`. */
function clientAnswering(answer: (observer: { next: (r: ApolloLink.Result) => void; error: (e: unknown) => void; complete: () => void }) => void) {
  const terminating = new ApolloLink(() => new Observable<ApolloLink.Result>((observer) => answer(observer)));
  return new ApolloClient({ link: ApolloLink.from([createErrorLink(), terminating]), cache: new InMemoryCache() });
}

function answeringErrors(errors: GraphQLFormattedError[]) {
  return clientAnswering((o) => {
    o.next({ data: null, errors });
    o.complete();
  });
}

function answeringFailure(error: unknown) {
  return clientAnswering((o) => o.error(error));
}

const run = (client: ApolloClient) => client.query({ query: QUERY, fetchPolicy: 'no-cache' });

describe('GraphQL errors', () => {
  it('passes a result without errors and shows nothing', async () => {
    const client = clientAnswering((o) => {
      o.next({ data: { notVisitedTotal: 2 } });
      o.complete();
    });
    await expect(run(client)).resolves.toMatchObject({ data: { notVisitedTotal: 2 } });
    expect(fake.notices).toEqual([]);
  });

  it('SESSION_EXPIRED: the message once per 2 s, logout, the error reaches the caller', async () => {
    const client = answeringErrors([{ message: '登录已过期，请重新登录', extensions: { code: 'SESSION_EXPIRED' } }]);
    await expect(run(client)).rejects.toThrow('登录已过期，请重新登录');
    now = 1_999;
    await expect(run(client)).rejects.toThrow();
    expect(fake.notices).toEqual([{ level: 'error', message: '登录已过期，请重新登录', durationMs: 5_000 }]);
    expect(expired).toHaveBeenCalledTimes(1);
    now = 2_000;
    await expect(run(client)).rejects.toThrow();
    expect(fake.notices).toHaveLength(2);
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('SESSION_EXPIRED wins over other errors of the same result', async () => {
    const client = answeringErrors([
      { message: '业务失败', extensions: { code: 'BUSINESS_ERROR' } },
      { message: '登录已过期', extensions: { code: 'SESSION_EXPIRED' } },
    ]);
    await expect(run(client)).rejects.toThrow();
    expect(fake.notices.map((n) => n.message)).toEqual(['登录已过期']);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it.each(['FORBIDDEN', 'BUSINESS_ERROR', 'NOT_FOUND', 'UPSTREAM_ERROR'])('%s: shows the message for 5 s', async (code) => {
    const client = answeringErrors([{ message: `${code} 的提示`, extensions: { code } }]);
    await expect(run(client)).rejects.toThrow(`${code} 的提示`);
    expect(fake.notices).toEqual([{ level: 'error', message: `${code} 的提示`, durationMs: 5_000 }]);
    expect(expired).not.toHaveBeenCalled();
  });

  it('a user-facing code with an empty message shows the busy text', async () => {
    await expect(run(answeringErrors([{ message: '', extensions: { code: 'BUSINESS_ERROR' } }]))).rejects.toThrow();
    expect(fake.notices[0].message).toBe('服务器繁忙，请稍后重试');
  });

  it('an unknown or missing code (masked error) shows the busy text, not the raw message', async () => {
    const client = answeringErrors([
      { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      { message: 'Cannot query field "x"' },
    ]);
    await expect(run(client)).rejects.toThrow();
    expect(fake.notices).toEqual([{ level: 'error', message: '服务器繁忙，请稍后重试', durationMs: 5_000 }]);
  });

  it('shows each distinct message once', async () => {
    const client = answeringErrors([
      { message: '无权限', extensions: { code: 'FORBIDDEN' } },
      { message: '无权限', extensions: { code: 'FORBIDDEN' } },
      { message: '记录不存在', extensions: { code: 'NOT_FOUND' } },
    ]);
    await expect(run(client)).rejects.toThrow();
    expect(fake.notices.map((n) => n.message)).toEqual(['无权限', '记录不存在']);
  });
});

describe('network errors', () => {
  it('a non-200 status shows the status text for 5 s', async () => {
    const response = new Response('', { status: 503, statusText: 'Service Unavailable' });
    await expect(run(answeringFailure(new ServerError('Response not successful', { response, bodyText: '' })))).rejects.toThrow();
    expect(fake.notices).toEqual([{ level: 'error', message: 'Service Unavailable', durationMs: 5_000 }]);
  });

  it('a non-200 status without a status text shows the busy text', async () => {
    const response = new Response('', { status: 500 });
    await expect(run(answeringFailure(new ServerError('x', { response, bodyText: '' })))).rejects.toThrow();
    expect(fake.notices[0].message).toBe('服务器繁忙，请稍后重试');
  });

  it('an unparseable 200 reply shows the busy text', async () => {
    const response = new Response('<html>', { status: 200 });
    await expect(run(answeringFailure(new ServerParseError(new SyntaxError('bad'), { response, bodyText: '<html>' })))).rejects.toThrow();
    expect(fake.notices[0].message).toBe('服务器繁忙，请稍后重试');
  });

  it('an unparseable non-200 reply follows the status rule', async () => {
    const response = new Response('<html>', { status: 504, statusText: 'Gateway Timeout' });
    await expect(run(answeringFailure(new ServerParseError(new SyntaxError('bad'), { response, bodyText: '<html>' })))).rejects.toThrow();
    expect(fake.notices[0].message).toBe('Gateway Timeout');
  });

  it('a transport failure shows its message', async () => {
    await expect(run(answeringFailure(new TypeError('Failed to fetch')))).rejects.toThrow('Failed to fetch');
    expect(fake.notices).toEqual([{ level: 'error', message: '网络连接异常：Failed to fetch', durationMs: 5_000 }]);
  });

  it('protocol errors (graphql-ws) are shown by their code like GraphQL errors', async () => {
    const error = new CombinedProtocolErrors([{ message: '订阅失败', extensions: { code: 'BUSINESS_ERROR' } }]);
    await expect(run(answeringFailure(error))).rejects.toThrow();
    expect(fake.notices.map((n) => n.message)).toEqual(['订阅失败']);
  });
});
