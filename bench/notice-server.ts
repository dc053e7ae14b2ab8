/** An in-process server for the notice benchmark: empty database (administrator only), gateway, both sockets. */
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/app';
import { authenticate } from '../server/auth/session';
import { createSessionCheck } from '../server/auth/session-check';
import { config } from '../server/config';
import { openPglite } from '../server/db/open';
import { ADMIN_USER_ID, demoPasswordHash, DEMO_PASSWORD, seedEssentials } from '../server/db/seed';
import { registerGatewayRoute } from '../server/gateway/http-route';
import { createGateway } from '../server/gateway/mesh';
import type { NoticeBus } from '../server/notice/bus';
import { attachRealtime, noticeBusFor } from '../server/notice/realtime';
import { missedNotices } from '../server/notice/missed-notices';
import { registerStandins } from '../server/standins/register';

export interface NoticeBenchServer {
  wsOrigin: string;
  token: string;
  userId: string;
  bus: NoticeBus;
  /** Live subscriptions of the user on this instance (both sockets). */
  listeners(): number;
  busKind: string;
  close(): Promise<void>;
}

/** Counts subscriptions so the benchmark knows when every client listens. */
function counted(inner: NoticeBus): NoticeBus & { count: () => number } {
  let live = 0;
  return {
    publish: (n) => inner.publish(n),
    settled: () => inner.settled(),
    close: () => inner.close(),
    subscribe(userId, listener) {
      live++;
      const off = inner.subscribe(userId, listener);
      return () => {
        live--;
        off();
      };
    },
    count: () => live,
  };
}

export async function startNoticeServer(): Promise<NoticeBenchServer> {
  const database = await openPglite(new PGlite());
  await seedEssentials(database.db, { adminPasswordHash: await demoPasswordHash(), adminPasswordIsInitial: false });
  const cfg = { ...config, logLevel: 'silent' };
  const app = await buildApp({ db: database.db, config: cfg });
  await registerStandins(app, cfg);
  const gateway = await createGateway(app, cfg);
  registerGatewayRoute(app, gateway);
  const bus = counted(noticeBusFor(cfg));
  const realtime = attachRealtime(app, { gateway, bus, authenticate: (token) => authenticate(database.db, token), checkSession: createSessionCheck(database.db), missedNotices: (userId, since) => missedNotices(database.db, userId, since) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { account: 'admin', password: DEMO_PASSWORD } });
  const token = (login.json() as { data: { token: string } }).data.token;
  return {
    wsOrigin: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    token,
    userId: ADMIN_USER_ID,
    bus,
    listeners: bus.count,
    busKind: cfg.redisUrl ? 'Redis (REDIS_URL)' : '进程内',
    async close() {
      await realtime.close();
      app.server.closeAllConnections();
      await app.close();
      await gateway.close();
      await bus.close();
      await database.close();
    },
  };
}
