import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { config as defaults, type Config } from '../../server/config';
import type { Db } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createGateway, type Gateway } from '../../server/gateway/mesh';
import { registerGatewayRoute } from '../../server/gateway/http-route';
import { createGraphqlWsServer } from '../../server/gateway/ws-server';
import { registerStandins } from '../../server/standins/register';
import { openTestDb } from './db';
import { TEST_LOGIN_RATES } from './app';

export interface GatewayTestServer {
  app: FastifyInstance;
  db: Db;
  gateway: Gateway;
  /** http://127.0.0.1:<port> once `listen()` was called. */
  origin: string;
  rest<T = unknown>(method: 'GET' | 'POST', url: string, opts?: { token?: string; body?: unknown }): Promise<{ code: number; msg: string; data: T }>;
  graphql<T = Record<string, unknown>>(query: string, opts?: { token?: string; variables?: Record<string, unknown> }): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  login(account: string): Promise<string>;
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** The real app, stand-ins and gateway on a clone of the seeded template — what `npm start` runs. */
export async function openGatewayServer(overrides: Partial<Config> = {}): Promise<GatewayTestServer> {
  const { db, close: closeDb } = await openTestDb();
  const cfg: Config = { ...defaults, logLevel: 'silent', ...TEST_LOGIN_RATES, ...overrides };
  const app = await buildApp({ db, config: cfg });
  await registerStandins(app, cfg);
  const gateway = await createGateway(app, cfg);
  registerGatewayRoute(app, gateway);
  const ws = createGraphqlWsServer(gateway);
  app.server.on('upgrade', (req, socket, head) => ws.handleUpgrade(req, socket, head));
  await app.ready();

  const self: GatewayTestServer = {
    app, db, gateway, origin: '',
    async rest(method, url, opts = {}) {
      const res = await app.inject({ method, url, headers: opts.token ? { token: opts.token } : {}, ...(opts.body !== undefined ? { payload: opts.body as object } : {}) });
      return res.json();
    },
    async graphql(query, opts = {}) {
      const res = await app.inject({
        method: 'POST', url: '/graphql',
        headers: { 'content-type': 'application/json', ...(opts.token ? { token: opts.token } : {}) },
        payload: JSON.stringify({ query, variables: opts.variables }),
      });
      return res.json();
    },
    async login(account) {
      const env = await self.rest<{ token: string }>('POST', '/api/login', { body: { account, password: DEMO_PASSWORD } });
      if (env.code !== 0) throw new Error(env.msg);
      return env.data.token;
    },
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      self.origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      return self.origin;
    },
    async close() {
      await ws.close();
      await app.close();
      await gateway.close();
      await closeDb();
    },
  };
  return self;
}
