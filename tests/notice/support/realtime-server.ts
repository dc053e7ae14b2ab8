import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { buildApp } from '../../../server/app';
import { authenticate } from '../../../server/auth/session';
import { createSessionCheck } from '../../../server/auth/session-check';
import { config as defaults } from '../../../server/config';
import { users } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { registerGatewayRoute } from '../../../server/gateway/http-route';
import { createGateway } from '../../../server/gateway/mesh';
import type { NoticeBus } from '../../../server/notice/bus';
import { attachRealtime } from '../../../server/notice/realtime';
import { missedNotices } from '../../../server/notice/missed-notices';
import { registerStandins } from '../../../server/standins/register';
import { openTestDb } from '../../helpers/db';
import { TEST_LOGIN_RATES } from '../../helpers/app';

export interface RealtimeServer {
  origin: string;
  wsOrigin: string;
  bus: NoticeBus;
  login(account: string): Promise<string>;
  userId(account: string): Promise<string>;
  rest<T = unknown>(method: 'GET' | 'POST', url: string, opts?: { token?: string; body?: unknown }): Promise<{ code: number; msg: string; data: T }>;
  close(): Promise<void>;
}

/**
 * What `npm start` runs, listening on a free port: the app on a clone of the seeded template, the stand-ins,
 * the gateway and both sockets fed by `bus`. `publishGlobally: false` keeps a second instance in the same
 * process from taking over the services' publisher.
 */
export async function openRealtimeServer(bus: NoticeBus, options: { publishGlobally?: boolean } = {}): Promise<RealtimeServer> {
  const { db, close: closeDb } = await openTestDb();
  const cfg = { ...defaults, logLevel: 'silent', ...TEST_LOGIN_RATES };
  const app = await buildApp({ db, config: cfg });
  await registerStandins(app, cfg);
  const gateway = await createGateway(app, cfg);
  registerGatewayRoute(app, gateway);
  const realtime = attachRealtime(app, { gateway, bus, authenticate: (token, options) => authenticate(db, token, undefined, options), checkSession: createSessionCheck(db), missedNotices: (userId, since) => missedNotices(db, userId, since), publishGlobally: options.publishGlobally });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const self: RealtimeServer = {
    origin,
    wsOrigin: origin.replace('http', 'ws'),
    bus,
    async rest(method, url, opts = {}) {
      const res = await app.inject({ method, url, headers: opts.token ? { token: opts.token } : {}, ...(opts.body !== undefined ? { payload: opts.body as object } : {}) });
      return res.json();
    },
    async login(account) {
      const env = await self.rest<{ token: string }>('POST', '/api/login', { body: { account, password: DEMO_PASSWORD } });
      if (env.code !== 0) throw new Error(env.msg);
      return env.data.token;
    },
    async userId(account) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
      return row.id;
    },
    async close() {
      await realtime.close();
      app.server.closeAllConnections();
      await app.close();
      await gateway.close();
      await closeDb();
    },
  };
  return self;
}

export const NOTICE_SUBSCRIPTION = `subscription Notices($since: String) { noticeReceived(since: $since) {
  id receiverId title content time visited templateCategory category taskCategoryName taskCategory taskId taskDetailId
  caseTransId caseProjectId busiInstId busiTypeCode busiTypeName approveAction flowWorkId hasNextTask } }`;

export interface Received {
  data: Record<string, unknown>[];
  errors: { message: string; extensions?: { code?: string } }[];
  closed: boolean;
  ack?: { serverTime?: string };
}

/** A graphql-ws client subscribed to noticeReceived; what arrives is collected in `received`. */
/** `since`: the newest notice time the client had (missed unread notices come first); `received.ack`: the server's acknowledgement payload. */
export function subscribeNotices(wsOrigin: string, token: string, since?: string): { client: Client; received: Received; stop(): Promise<void> } {
  const client = createClient({ url: `${wsOrigin}/graphql`, webSocketImpl: WebSocket, connectionParams: { token }, retryAttempts: 0, lazy: true });
  const received: Received = { data: [], errors: [], closed: false };
  client.on('connected', (_socket, payload) => {
    received.ack = payload as Received['ack'];
  });
  const unsubscribe = client.subscribe<{ noticeReceived: Record<string, unknown> }>(
    { query: NOTICE_SUBSCRIPTION, variables: { since: since ?? null } },
    {
      next: (value) => {
        if (value.data?.noticeReceived) received.data.push(value.data.noticeReceived);
        if (value.errors) received.errors.push(...(value.errors as Received['errors']));
      },
      error: () => {
        received.closed = true;
      },
      complete: () => {
        received.closed = true;
      },
    },
  );
  return {
    client,
    received,
    async stop() {
      unsubscribe();
      await client.dispose();
    },
  };
}

/** Polls until `check` holds (sockets and Redis answer asynchronously); fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The bus with a count of live subscriptions per user, so a test knows when a socket is listening. */
export function countingBus<B extends NoticeBus>(inner: B): B & { listeners(userId: string): number } {
  const counts = new Map<string, number>();
  return {
    ...inner,
    publish: (notice) => inner.publish(notice),
    settled: () => inner.settled(),
    close: () => inner.close(),
    subscribe(userId, listener) {
      counts.set(userId, (counts.get(userId) ?? 0) + 1);
      const off = inner.subscribe(userId, listener);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        counts.set(userId, (counts.get(userId) ?? 1) - 1);
        off();
      };
    },
    listeners: (userId: string) => counts.get(userId) ?? 0,
  };
}
