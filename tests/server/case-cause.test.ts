import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { config as baseConfig, type Config } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed';
import type { Envelope } from '../../server/http/envelope';
import { CAUSE_SYNC_FAILED } from '../../server/routes/system/case-cause';
import type { CauseSyncResult } from '../../server/services/case-causes';
import type { CaseCauseRow } from '../../server/entities/case-cause.entity';
import { registerStandins } from '../../server/standins/register';
import { openTestDb, type TestDb } from '../helpers/db';
import { grantMenus } from './support/grant-menus';
import { TEST_LOGIN_RATES, type TestApp } from '../helpers/app';

type Page = { total: number; records: CaseCauseRow[] };

/** The production wiring: the REST routes and the xxj stand-in on one app, reached in-process. */
async function openWithStandins(overrides: Partial<Config> = {}) {
  const db = await openTestDb();
  const config: Config = { ...baseConfig, logLevel: 'silent', tokenSecret: undefined, xxjBaseUrl: undefined, ...TEST_LOGIN_RATES, ...overrides };
  const app = await buildApp({ db: db.db, config });
  await registerStandins(app, config);
  await app.ready();
  return { app, db };
}

function caller(app: FastifyInstance) {
  const call = async <T>(method: 'GET' | 'POST', url: string, opts: { token?: string; body?: object; query?: Record<string, string> } = {}) => {
    const res = await app.inject({ method, url: `/api${url}`, query: opts.query, headers: opts.token ? { token: opts.token } : {}, ...(opts.body ? { payload: opts.body } : {}) });
    return res.json() as Envelope<T>;
  };
  const login = async (account: string) => (await call<{ token: string }>('POST', '/login', { body: { account, password: DEMO_PASSWORD } })).data.token;
  return { call, login };
}

let app: FastifyInstance;
let db: TestDb;
let api: ReturnType<typeof caller>;
let admin: string;
beforeAll(async () => {
  ({ app, db } = await openWithStandins());
  api = caller(app);
  admin = await api.login('admin');
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const page = (body: Record<string, unknown> = {}) => api.call<Page>('POST', '/causeaction/getPage', { token: admin, body });

describe('penalty case causes (aysz)', () => {
  it('lists the seeded national list, filters by name and source, and reads a detail', async () => {
    const all = (await page({ size: 50 })).data;
    expect(all.total).toBe(7);
    expect(all.records.map((r) => r.code)).toEqual(['AY0001', 'AY0002', 'AY0003', 'AY0004', 'AY0005', 'AY0006', 'AY0007']);
    expect((await page({ name: '疏散' })).data.records.map((r) => r.name)).toEqual(['占用、堵塞、封闭疏散通道']);
    expect((await page({ source: 'xxj' })).data.total).toBe(0);
    const detail = await api.call<CaseCauseRow>('GET', '/causeaction/getDetail', { token: admin, query: { id: 'cc-1' } });
    expect(detail.data).toMatchObject({ name: '消防设施未保持完好有效', caseCount: 0, syncedAt: null, penaltyBasis: '《中华人民共和国消防法》第六十条第一款第一项' });
    expect((await api.call('GET', '/causeaction/getDetail', { token: admin, query: { id: 'missing' } })).code).toBe(404);
  });

  it('rejects a bad filter naming the field', async () => {
    expect(await page({ source: 'local' })).toMatchObject({ code: 400, msg: '来源取值不正确' });
  });

  it('syncs the counts from the xxj stand-in: known causes updated, new ones added with the next codes', async () => {
    const env = await api.call<CauseSyncResult>('POST', '/causeaction/sync', { token: admin });
    expect(env).toMatchObject({ code: 0, data: { added: 3, updated: 3, total: 10 } });
    const all = (await page({ size: 50 })).data.records;
    const counted = all.filter((r) => r.syncedAt);
    expect(counted).toHaveLength(6);
    expect(counted.every((r) => r.caseCount >= 10 && r.caseCount <= 300)).toBe(true);
    expect(all.map((r) => r.caseCount)).toEqual([...all.map((r) => r.caseCount)].sort((a, b) => b - a));
    expect((await page({ source: 'xxj' })).data.records.map((r) => r.code).sort()).toEqual(['AY0008', 'AY0009', 'AY0010']);
    // A second sync changes counts only.
    expect((await api.call<CauseSyncResult>('POST', '/causeaction/sync', { token: admin })).data).toEqual({ added: 0, updated: 6, total: 10 });
  });

  it('refuses the sync without its button', async () => {
    await grantMenus({ db: db.db } as TestApp, 'dadui', 'causeViewer', [11000, 11400, 11420]);
    const dadui = await api.login('dadui');
    expect((await api.call('POST', '/causeaction/getPage', { token: dadui, body: {} })).code).toBe(0);
    expect((await api.call('POST', '/causeaction/sync', { token: dadui })).code).toBe(403);
  });

  it('says the sync failed and changes nothing when the xxj service cannot be reached', async () => {
    const broken = await openWithStandins({ xxjBaseUrl: 'http://127.0.0.1:9' });
    try {
      const b = caller(broken.app);
      const token = await b.login('admin');
      expect(await b.call('POST', '/causeaction/sync', { token })).toMatchObject({ code: 500, msg: CAUSE_SYNC_FAILED });
      const after = (await b.call<Page>('POST', '/causeaction/getPage', { token, body: { size: 50 } })).data;
      expect(after.total).toBe(7);
      expect(after.records.every((r) => r.syncedAt === null)).toBe(true);
    } finally {
      await broken.app.close();
      await broken.db.close();
    }
  });
});
