import { Code } from '../../server/http/envelope';
import type { AnyRoute } from '../../server/http/route';
import { allRoutes } from '../../server/routes';
import { users, userRoles } from '../../server/db/schema';
import { demoPasswordHash } from '../../server/db/seed';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let grantless: string;
let dashboardOnly: string;
// The street partner holds the buttons of its own work orders (签收、办理、回复、查看、转发 of 5510), of the community orders
// it forwards (5400), of its routine checks (5520) and 移交 of 移交受理 (2401).
const STREET_BUTTONS = [2401, 5512, 5513, 5514, 5516, 5517, 5402, 5403, 5404, 5406, 5521, 5522, 5523];

beforeAll(async () => {
  t = await openTestApp();
  const hash = await demoPasswordHash();
  await t.db.insert(users).values([
    { id: 'u-test-none', account: 'test-none', name: '无权限用户', organId: 'o-0004', passwordHash: hash, passwordIsInitial: false, passwordChangedAt: new Date() },
    { id: 'u-test-street', account: 'test-street', name: '测试网格员', organId: 'o-0010', passwordHash: hash, passwordIsInitial: false, passwordChangedAt: new Date() },
  ]);
  await t.db.insert(userRoles).values({ userId: 'u-test-street', roleId: 'r-jiedao' });
  grantless = await t.login('test-none');
  dashboardOnly = await t.login('test-street');
});
afterAll(async () => {
  await t.close();
});

/** Path parameters get a harmless value; bodies stay empty (the checks run before validation). */
const urlOf = (route: AnyRoute) => route.url.replace(/:(\w+)/g, 'x');

describe('the route table', () => {
  it('has unique operationIds, summaries and a known access on every route', () => {
    const ids = allRoutes.map((r) => r.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of allRoutes) {
      expect(route.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(route.summary.length).toBeGreaterThan(0);
      expect(route.access === 'public' || route.access === 'session' || typeof route.access === 'number').toBe(true);
    }
  });

  it('titles every field of every body and query, so that a refusal names it in Chinese', () => {
    type Field = { title?: string; anyOf?: Field[] };
    const untitled = allRoutes.flatMap((route) => {
      const schema = (route.method === 'GET' ? route.querystring : route.body) as { properties?: Record<string, Field> } | undefined;
      return Object.entries(schema?.properties ?? {})
        .filter(([, field]) => !field.title && !(field.anyOf ?? []).some((f) => f.title))
        .map(([name]) => `${route.operationId}.${name}`);
    });
    expect(untitled).toEqual([]);
  });

  it.each(allRoutes.filter((r) => r.access !== 'public').map((r) => [r.operationId, r] as const))(
    '%s refuses a call without a token with 408',
    async (_id, route) => {
      const env = await t.call(route.method, urlOf(route));
      expect(env.code).toBe(Code.SESSION_EXPIRED);
      expect(env.msg).toMatch(/登录/);
    },
  );

  it.each(allRoutes.filter((r) => typeof r.access === 'number').map((r) => [r.operationId, r] as const))(
    '%s refuses a logged-in user without its grant with 403 naming the menu',
    async (_id, route) => {
      const env = await t.call(route.method, urlOf(route), { token: grantless });
      expect(env.code).toBe(Code.FORBIDDEN);
      expect(env.msg).toMatch(/^您没有「.+」的权限$/);
    },
  );

  it.each(allRoutes.filter((r) => r.buttonId !== undefined).map((r) => [r.operationId, r] as const))(
    '%s refuses a user holding the menu but not the button',
    async (_id, route) => {
      if (STREET_BUTTONS.includes(route.buttonId!)) return;
      const env = await t.call(route.method, urlOf(route), { token: dashboardOnly });
      expect(env.code).toBe(Code.FORBIDDEN);
    },
  );

  it('lets a user with the grant through (dashboard counts for the street partner)', async () => {
    const env = await t.call('GET', '/flow/runtime/task/getStatisticsByBusiType', { token: dashboardOnly });
    expect(env.code).toBe(0);
  });

  it('answers unknown /api paths with a 404 envelope', async () => {
    const env = await t.call('GET', '/no/such/route');
    expect(env).toMatchObject({ code: 404, msg: '接口不存在' });
  });

  it('documents every visible route in the OpenAPI document with its operationId', () => {
    const doc = t.app.swagger() as { info: { title: string }; paths: Record<string, Record<string, { operationId?: string }>> };
    expect(doc.info.title).toBe('消防监督执法综合业务平台 API');
    const documented = new Set(Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId)));
    for (const route of allRoutes.filter((r) => !r.raw)) expect(documented.has(route.operationId)).toBe(true);
    const queryOrgan = doc.paths['/api/organization/queryOrgan'].post as Record<string, unknown>;
    expect(queryOrgan['x-graphql-operation']).toBe('query');
    const stats = doc.paths['/api/flow/runtime/task/getStatisticsByBusiType'].get as Record<string, unknown>;
    expect(stats['x-menu-id']).toBe(100);
  });
});
