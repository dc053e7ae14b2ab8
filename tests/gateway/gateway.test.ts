import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { brotliDecompressSync } from 'node:zlib';
import { users } from '../../server/db/schema';
import { demoPasswordHash } from '../../server/db/seed';
import { openGatewayServer, type GatewayTestServer } from '../helpers/gateway';

let s: GatewayTestServer;
let admin: string;

beforeAll(async () => {
  s = await openGatewayServer();
  admin = await s.login('admin');
});
afterAll(async () => {
  await s.close();
});

describe('the gateway over the REST API', () => {
  it('returns the same data through /graphql as through /api', async () => {
    const rest = await s.rest<{ userId: string; name: string; unitName: string; menuIds: number[]; buttonIds: number[] }>('GET', '/api/user/getPersonalInfo', { token: admin });
    const gql = await s.graphql<{ getPersonalInfo: typeof rest.data }>('{ getPersonalInfo { userId name unitName menuIds buttonIds } }', { token: admin });
    expect(rest.code).toBe(0);
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.getPersonalInfo).toEqual({ userId: rest.data.userId, name: rest.data.name, unitName: rest.data.unitName, menuIds: rest.data.menuIds, buttonIds: rest.data.buttonIds });

    const restTree = await s.rest<{ organId: string; organSortName: string; children: unknown[] }[]>('GET', '/api/organization/getGeneralOrganTree', { token: admin });
    const gqlTree = await s.graphql<{ getGeneralOrganTree: { organId: string; organSortName: string }[] }>('{ getGeneralOrganTree { organId organSortName } }', { token: admin });
    expect(gqlTree.data?.getGeneralOrganTree.map((n) => n.organId)).toEqual(restTree.data.map((n) => n.organId));
  });

  it('passes POST bodies as `input` and logs in through a mutation', async () => {
    const r = await s.graphql<{ login: { token: string; userCode: string } }>('mutation ($i: login_request_Input) { login(input: $i) { token userCode } }', { variables: { i: { account: ' dadui ', password: 'Fire@2026' } } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.login.userCode).toBe('dadui');
    expect(r.data?.login.token.split('.')).toHaveLength(3);
  });

  it('answers a route whose data is null (Void) without an error', async () => {
    const token = await s.login('jiedao');
    const out = await s.graphql<{ logout: unknown }>('mutation { logout }', { token });
    expect(out.errors).toBeUndefined();
    const after = await s.graphql('{ getNotVisitedTotal { notVisitedTotal } }', { token });
    expect(after.errors?.[0].extensions?.code).toBe('SESSION_EXPIRED');
  });

  it('maps code 408 to SESSION_EXPIRED with the server message', async () => {
    const r = await s.graphql('{ getPersonalInfo { name } }', { token: 'not-a-token' });
    expect(r.errors?.[0].extensions?.code).toBe('SESSION_EXPIRED');
    expect(r.errors?.[0].message).toMatch(/登录/);
    const none = await s.graphql('{ getNotVisitedTotal { notVisitedTotal } }');
    expect(none.errors?.[0].extensions?.code).toBe('SESSION_EXPIRED');
  });

  it('maps a refused grant to FORBIDDEN and a business error to BUSINESS_ERROR', async () => {
    await s.db.insert(users).values({ id: 'u-gw-none', account: 'gw-none', name: '无权限用户', organId: 'o-0004', passwordHash: await demoPasswordHash(), passwordIsInitial: false, passwordChangedAt: new Date() });
    const none = await s.login('gw-none');
    const forbidden = await s.graphql('{ getStatisticsByBusiType { busiTypeCode count } }', { token: none });
    expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(forbidden.errors?.[0].message).toMatch(/权限/);
    const wrong = await s.graphql('mutation { login(input: { account: "zhidui", password: "Wrong#2026" }) { token } }');
    expect(wrong.errors?.[0].extensions?.code).toBe('BUSINESS_ERROR');
    expect(wrong.errors?.[0].message).toMatch(/账号或密码错误/);
  });

  it('reads the xxj and Blade sources with their own tokens', async () => {
    const r = await s.graphql<{ xxjSummaryStatistics: { inspections: number }; bladeTaskCount: { todo: number; done: number } }>(
      '{ xxjSummaryStatistics(organId: "o-0003") { inspections } bladeTaskCount(organId: "o-0003") { todo done } }',
      { token: admin },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.xxjSummaryStatistics.inspections).toBeGreaterThan(0);
    expect(r.data?.bladeTaskCount.done).toBeGreaterThan(0);
  });

  it('carries the token in graphql-ws connectionParams', async () => {
    const origin = await s.listen();
    const run = (token: string) => {
      const client = createClient({ url: `${origin.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token }, retryAttempts: 0 });
      return new Promise<{ data?: { getUserOrgan?: { organName: string } | null }; errors?: unknown[] }>((resolve, reject) => {
        let result: never;
        client.subscribe({ query: '{ getUserOrgan { organName } }' }, { next: (v) => { result = v as never; }, error: reject, complete: () => resolve(result) });
      }).finally(() => client.dispose());
    };
    const ok = await run(admin);
    expect(ok.data?.getUserOrgan?.organName).toBeTruthy();
    const bad = (await run('bad-token')) as { errors?: { extensions?: { code?: string } }[] };
    expect(bad.errors?.[0].extensions?.code).toBe('SESSION_EXPIRED');
  });
});

describe('compressed replies', () => {
  it('sends a large /graphql reply as brotli when accepted, the same data as without', async () => {
    // The administrator's menu and button ids are several KiB.
    const query = '{ getPersonalInfo { userId name unitName menuIds buttonIds } }';
    const post = (headers: Record<string, string>) =>
      s.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', token: admin, ...headers }, payload: { query } });
    const plain = await post({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await post({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });
});

describe('masked errors', () => {
  it('never leaks an upstream URL, header or stack', async () => {
    const broken = await openGatewayServer({ xxjBaseUrl: 'http://127.0.0.1:9/xxj-secret-host' });
    try {
      const token = await broken.login('admin');
      const r = await broken.graphql('{ xxjSummaryStatistics { inspections } }', { token });
      expect(r.errors?.[0].extensions?.code).toBe('UPSTREAM_ERROR');
      const text = JSON.stringify(r);
      expect(text).not.toMatch(/127\.0\.0\.1|xxj-secret-host|ECONNREFUSED|at .*\.ts|stack|headers/i);
      expect(Object.keys(r.errors?.[0].extensions ?? {})).toEqual(['code']);
    } finally {
      await broken.close();
    }
  });
});
