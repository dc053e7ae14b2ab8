// @vitest-environment jsdom
import { gql } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import type { Client } from 'graphql-ws';
import { firstValueFrom, map, Observable } from 'rxjs';
import { createApolloClient, getApolloClient } from '../../src/graphql/client';
import { createWsLink, getWsClient, graphqlWsUrl, resetWsClient } from '../../src/graphql/links/ws-link';
import { removeToken, setToken } from '../../src/lib/auth-storage';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { createFakeNotifier } from './fake-notifier';

const QUERY = gql`
  query Unread {
    notVisitedTotal
  }
`;
const SUBSCRIPTION = gql`
  subscription Notices {
    noticeAdded {
      id
    }
  }
`;

let fake: ReturnType<typeof createFakeNotifier>;
beforeEach(() => {
  fake = createFakeNotifier();
  setNotifier(fake);
});
afterEach(() => {
  removeToken();
  resetNotifier();
});

function fakeFetch(body: unknown) {
  const calls: { url: string; headers: Headers; body: string }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({ url: String(url), headers: new Headers(init.headers), body: String(init.body) });
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetchFn };
}

describe('createApolloClient', () => {
  it('posts queries to /graphql with the token header', async () => {
    setToken('tok-7');
    const { calls, fetchFn } = fakeFetch({ data: { notVisitedTotal: 4 } });
    const client = createApolloClient({ fetch: fetchFn, subscriptionLink: ApolloLink.empty() });
    const result = await client.query({ query: QUERY });
    expect(result.data).toEqual({ notVisitedTotal: 4 });
    expect(calls[0].url).toBe('/graphql');
    expect(calls[0].headers.get('token')).toBe('tok-7');
    expect(JSON.parse(calls[0].body).operationName).toBe('Unread');
  });

  it('sends no token header without a token', async () => {
    const { calls, fetchFn } = fakeFetch({ data: { notVisitedTotal: 0 } });
    await createApolloClient({ fetch: fetchFn, subscriptionLink: ApolloLink.empty() }).query({ query: QUERY });
    expect(calls[0].headers.has('token')).toBe(false);
  });

  it('runs the error link on HTTP results', async () => {
    const { fetchFn } = fakeFetch({ data: null, errors: [{ message: '无权限', extensions: { code: 'FORBIDDEN' } }] });
    const client = createApolloClient({ fetch: fetchFn, subscriptionLink: ApolloLink.empty() });
    await expect(client.query({ query: QUERY })).rejects.toThrow('无权限');
    expect(fake.notices.map((n) => n.message)).toEqual(['无权限']);
  });

  it('sends subscriptions to the subscription link, not over HTTP', async () => {
    const { calls, fetchFn } = fakeFetch({ data: null });
    const seen: string[] = [];
    const subscriptionLink = new ApolloLink((operation) => {
      seen.push(operation.operationName ?? '');
      return new Observable((observer) => {
        observer.next({ data: { noticeAdded: { id: 'n1', __typename: 'Notice' } } });
        observer.complete();
      });
    });
    const client = createApolloClient({ fetch: fetchFn, subscriptionLink });
    const first = await firstValueFrom(client.subscribe({ query: SUBSCRIPTION }).pipe(map((value) => value.data)));
    expect(first).toEqual({ noticeAdded: { id: 'n1', __typename: 'Notice' } });
    expect(seen).toEqual(['Notices']);
    expect(calls).toEqual([]);
  });

  it('shares one client through getApolloClient', () => {
    expect(getApolloClient()).toBe(getApolloClient());
  });
});

describe('graphql-ws socket', () => {
  it('derives ws(s)://host/graphql from the page origin', () => {
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/graphql');
    expect(graphqlWsUrl({ protocol: 'https:', host: 'xf.example.cn' })).toBe('wss://xf.example.cn/graphql');
    expect(graphqlWsUrl()).toBe(`ws://${window.location.host}/graphql`);
  });

  it('keeps one socket client until it is reset', async () => {
    const first = getWsClient();
    expect(getWsClient()).toBe(first);
    await resetWsClient();
    expect(getWsClient()).not.toBe(first);
    await resetWsClient();
  });

  it('asks for the current socket client on every operation', async () => {
    const subscribe = vi.fn((_payload: unknown, sink: { next: (v: unknown) => void; complete: () => void }) => {
      sink.next({ data: { noticeAdded: { id: 'n2', __typename: 'Notice' } } });
      sink.complete();
      return () => {};
    });
    const fakeWs = { subscribe } as unknown as Client;
    const getClient = vi.fn(() => fakeWs);
    const { fetchFn } = fakeFetch({ data: null });
    const client = createApolloClient({ fetch: fetchFn, subscriptionLink: createWsLink(getClient) });
    await firstValueFrom(client.subscribe({ query: SUBSCRIPTION }));
    expect(getClient).toHaveBeenCalledTimes(1);
    expect(subscribe.mock.calls[0][0]).toMatchObject({ operationName: 'Notices' });
  });
});
