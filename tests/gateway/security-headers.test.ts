/**
 * Issue 16, D6 and D7: security headers on /api, /graphql and /api/docs; /graphql answers other origins
 * without CORS permission unless GRAPHQL_CORS_ORIGINS lists them; API_DOCS switches the docs and GraphiQL off.
 */
import { openGatewayServer, type GatewayTestServer } from '../helpers/gateway';

let s: GatewayTestServer;
beforeAll(async () => {
  s = await openGatewayServer({ apiDocs: true, graphqlCorsOrigins: [] });
}, 120_000);
afterAll(async () => {
  await s.close();
});

const expectHardened = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
};

describe('security headers', () => {
  it.each(['/api/getVerifyCode', '/api/no/such/route', '/api/docs/', '/graphql'])('are sent on %s', async (url) => {
    const res = await s.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBeLessThan(500);
    expectHardened(res.headers);
  });

  it('allow MapLibre workers from blob: and keep scripts to the own origin outside GraphiQL', async () => {
    const csp = String((await s.app.inject({ method: 'GET', url: '/api/getVerifyCode' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });
});

describe('/graphql body limit', () => {
  it('refuses a body over 1MB with a Chinese GraphQL error, not a 500', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(1024 * 1024 + 1) } }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ errors: [{ message: '请求内容过大，不能超过1MB' }] });
  });
});

describe('/graphql CORS', () => {
  const preflight = (app: GatewayTestServer['app'], origin: string) =>
    app.inject({ method: 'OPTIONS', url: '/graphql', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'token,content-type' } });

  it('gives another origin no permission by default', async () => {
    const res = await preflight(s.app, 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const post = await s.app.inject({ method: 'POST', url: '/graphql', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload: '{"query":"{ __typename }"}' });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the listed origins when GRAPHQL_CORS_ORIGINS is set, and switches docs off with API_DOCS=0', async () => {
    const other = await openGatewayServer({ apiDocs: false, graphqlCorsOrigins: ['https://ok.example', 'https://two.example'] });
    try {
      const allowed = await preflight(other.app, 'https://ok.example');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://ok.example');
      expect(String(allowed.headers['access-control-allow-headers'])).toContain('token');
      const refused = await preflight(other.app, 'https://evil.example');
      expect(refused.headers['access-control-allow-origin']).not.toBe('https://evil.example');
      expect((await other.app.inject({ method: 'GET', url: '/api/docs/' })).json()).toMatchObject({ code: 404 });
      const graphiql = await other.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
      expect(graphiql.body).not.toContain('GraphiQL');
    } finally {
      await other.close();
    }
  }, 120_000);
});
