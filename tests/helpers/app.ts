import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { Db } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed';
import type { Envelope } from '../../server/http/envelope';
import { openTestDb } from './db';
import type { PGlite } from '@electric-sql/pglite';

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  pglite: PGlite;
  /** Logs in (demo password by default) and returns the token; fails the test when login fails. */
  login(account: string, password?: string): Promise<string>;
  /** One call through Fastify's inject; `url` with or without the /api prefix. Returns the envelope. */
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: CallOptions): Promise<Envelope<T>>;
  close(): Promise<void>;
}

/** Test files log in far more often than a person; the throttle's own test sets the real limits. */
export const TEST_LOGIN_RATES = { loginRatePerAddress: 100_000, loginRatePerAccount: 100_000 };

export async function openTestApp(config: Partial<Config> = {}): Promise<TestApp> {
  const { db, pglite, close: closeDb } = await openTestDb();
  const app = await buildApp({ db, config: { logLevel: 'silent', tokenSecret: undefined, ...TEST_LOGIN_RATES, ...config } });
  await app.ready();

  const call: TestApp['call'] = async (method, url, options = {}) => {
    const query = Object.fromEntries(
      Object.entries(options.query ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]),
    );
    const res = await app.inject({
      method,
      url: url.startsWith('/api') ? url : `/api${url}`,
      query,
      headers: { ...(options.token ? { token: options.token } : {}), ...options.headers },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${method} ${url}: ${res.body}`);
    return res.json();
  };

  const login: TestApp['login'] = async (account, password = DEMO_PASSWORD) => {
    const env = await call<{ token: string }>('POST', '/login', { body: { account, password } });
    if (env.code !== 0) throw new Error(`login ${account} failed: ${env.code} ${env.msg}`);
    return env.data.token;
  };

  return {
    app,
    db,
    pglite,
    login,
    call,
    close: async () => {
      await app.close();
      await closeDb();
    },
  };
}
