/**
 * The flow runtime on a real PostgreSQL server (pooled connections, row locks): the demo seed plays its
 * flows there too, and 20 concurrent approvals of one step still let exactly one through. Runs when
 * TEST_DATABASE_URL names a server we may create databases on (as tests/server/postgres.test.ts).
 */
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { createDatabase, dropDatabase } from '../helpers/pg-database';
import { config } from '../../server/config';
import { openDatabase } from '../../server/db/open';
import { flowCirculations, flowWorks, todoTasks, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { prepareDatabase } from '../../server/db/seed/prepare';
import { TEST_LOGIN_RATES } from '../helpers/app';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('flow runtime on PostgreSQL', () => {
  const name = `xfjd_flow_${process.pid}_${Date.now()}`;
  let url = '';

  beforeAll(async () => {
    url = await createDatabase(adminUrl!, name);
  });
  afterAll(() => dropDatabase(adminUrl!, name));

  it('seeds the demo flows and lets one of 20 concurrent approvals through', async () => {
    const cfg = { ...config, databaseUrl: url, seedDemo: true, adminPassword: undefined, logLevel: 'silent', ...TEST_LOGIN_RATES };
    const database = await openDatabase(cfg);
    try {
      expect(await prepareDatabase(database.db, cfg)).toBe(true);
      expect((await database.db.select({ id: flowWorks.id }).from(flowWorks)).length).toBeGreaterThanOrEqual(20);
      const app = await buildApp({ db: database.db, config: cfg });
      const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
        (await app.inject({ method, url: `/api${url}`, headers: { token }, ...(payload ? { payload } : {}) })).json() as { code: number; msg: string; data: { id: string; version: number } };
      const login = async (account: string) =>
        ((await app.inject({ method: 'POST', url: '/api/login', payload: { account, password: DEMO_PASSWORD } })).json() as { data: { token: string } }).data.token;
      const idOf = async (account: string) => (await database.db.select({ id: users.id }).from(users).where(eq(users.account, account)))[0].id;
      const [dadui, fazhi] = [await login('dadui'), await login('fazhi')];
      const sent = await call('POST', '/flow/runtime/work/business/send', dadui, { busiTypeCode: 'fzsh', busiInstId: 'pg-1', title: '并发测试', assigneeId: await idOf('fazhi') });
      expect(sent.code).toBe(0);
      const zhidui = await idOf('zhidui');
      const results = await Promise.all(
        Array.from({ length: 20 }, () => call('POST', '/flow/runtime/work/submit', fazhi, { flowWorkId: sent.data.id, version: sent.data.version, action: 'approve', assigneeId: zhidui })),
      );
      expect(results.filter((r) => r.code === 0)).toHaveLength(1);
      expect(results.filter((r) => r.code === 409)).toHaveLength(19);
      const circulation = await database.db.select().from(flowCirculations).where(and(eq(flowCirculations.flowWorkId, sent.data.id), eq(flowCirculations.stepKey, 'legalReview')));
      expect(circulation).toHaveLength(1);
      const pending = await database.db.select().from(todoTasks).where(and(eq(todoTasks.flowWorkId, sent.data.id), eq(todoTasks.status, 'pending')));
      expect(pending.map((r) => r.assigneeId)).toEqual([zhidui]);
      await app.close();
    } finally {
      await database.close();
    }
  });
});
