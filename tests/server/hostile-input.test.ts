/**
 * Issue 16, D2–D5: every route of the table, called as the administrator holding it (三员分立) with a NUL character, 1e308 / 1e400,
 * an impossible date and an oversized body, answers 400 or 413 with a message naming the field,
 * never 500, and changes nothing in the database.
 */
import type { LightMyRequestResponse } from 'fastify';
import { BODY_LIMIT_BYTES } from '../../src/constants/security';
import { Code } from '../../server/http/envelope';
import type { AnyRoute } from '../../server/http/route';
import { allRoutes } from '../../server/routes';
import { openTestApp, type TestApp } from '../helpers/app';
import { dutyAccount, type DutyAccount } from '../helpers/duties';

let t: TestApp;
let token: string;
const tokens = {} as Record<DutyAccount, string>;

beforeAll(async () => {
  t = await openTestApp();
  for (const account of ['admin', 'anquan', 'shenji'] as const) tokens[account] = await t.login(account);
  token = tokens.admin;
});
afterAll(async () => {
  await t.close();
});

/** Tables a refused call may still write: the audit trail and the session's last-seen time. */
const BOOKKEEPING = new Set(['operation_records', 'sessions', 'captchas', 'audit_chain_head']);

/** One digest of every business table, so "changes nothing" is checked over the whole database. */
async function fingerprint(): Promise<string> {
  const tables = (await t.pglite.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).rows
    .map((r) => r.name)
    .filter((n) => !BOOKKEEPING.has(n));
  const parts: string[] = [];
  for (const name of tables) {
    const [row] = (await t.pglite.query<{ d: string | null }>(`select md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as d from "${name}" x`)).rows;
    parts.push(`${name}:${row.d}`);
  }
  return parts.join('\n');
}

type Props = Record<string, { type?: string; anyOf?: unknown[] }>;
const propsOf = (route: AnyRoute): Props => ((route.method === 'GET' ? route.querystring : route.body) as { properties?: Props } | undefined)?.properties ?? {};
const urlOf = (route: AnyRoute, param: string) => `/api${route.url.replace(/:(\w+)/g, param)}`;

/** Every field of the route's schema (or a likely one when it has none) set to the hostile value. */
function hostileFields(route: AnyRoute, value: unknown): Record<string, unknown> {
  const fields = Object.fromEntries(Object.keys(propsOf(route)).map((k) => [k, value]));
  return { current: value, startTime: value, ...fields };
}

/** As admin, but the audit log's routes as the audit administrator and roles, grants and lock/unlock as the security administrator, who alone hold them (三员分立). */
const tokenFor = (route: AnyRoute) => tokens[dutyAccount(route)];

async function send(route: AnyRoute, fields: Record<string, unknown> | string, param = 'x'): Promise<LightMyRequestResponse> {
  const url = urlOf(route, param);
  const token = tokenFor(route);
  if (route.method === 'GET') {
    const query = typeof fields === 'string' ? Object.fromEntries(Object.keys(hostileFields(route, 0)).map((k) => [k, '1e400'])) : Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    return t.app.inject({ method: 'GET', url, query, headers: { token } });
  }
  const payload = typeof fields === 'string' ? fields : JSON.stringify(fields);
  return t.app.inject({ method: route.method, url, payload, headers: { token, 'content-type': 'application/json' } });
}

const envelopeOf = (res: LightMyRequestResponse) => (res.headers['content-type']?.toString().includes('json') ? (res.json() as { code: number; msg: string }) : null);

const probes: Array<{ name: string; build: (r: AnyRoute) => Record<string, unknown> | string; param?: string; expect: number }> = [
  { name: 'NUL character', build: (r) => hostileFields(r, 'a\u0000b'), expect: Code.BAD_REQUEST },
  { name: 'NUL in a path parameter', build: () => ({}), param: 'a%00b', expect: Code.BAD_REQUEST },
  { name: '1e308', build: (r) => hostileFields(r, 1e308), expect: Code.BAD_REQUEST },
  { name: '1e400 (JSON literal → Infinity)', build: (r) => `{${Object.keys(hostileFields(r, 0)).map((k) => `"${k}":1e400`).join(',')}}`, expect: Code.BAD_REQUEST },
  { name: '2024-13-45', build: (r) => hostileFields(r, '2024-13-45'), expect: Code.BAD_REQUEST },
];

describe('the whole route table under hostile input (as admin; the audit log and the roles as the audit and security administrators)', () => {
  it('registers every route of the table in Fastify', () => {
    for (const route of allRoutes) expect(t.app.hasRoute({ method: route.method, url: `/api${route.url}` }), route.operationId).toBe(true);
  });

  it('answers every probe on every route with a refusal naming the field, never 500, and changes nothing', async () => {
    const before = await fingerprint();
    const tally = { sent: 0, refused: 0, server500: 0 };
    const wrong: string[] = [];
    for (const route of allRoutes) {
      for (const probe of probes) {
        if (probe.param && !route.url.includes(':')) continue;
        const res = await send(route, probe.build(route), probe.param);
        tally.sent++;
        const env = envelopeOf(res);
        if (res.statusCode >= 500 || env?.code === Code.INTERNAL) tally.server500++;
        // A query string is text: a number only becomes one for a field the schema types as a number.
        const numeric = probe.name.startsWith('1e') && route.method === 'GET';
        const mustRefuse = !numeric || Object.values(propsOf(route)).some((p) => JSON.stringify(p).includes('"integer"') || JSON.stringify(p).includes('"number"'));
        if (env?.code === probe.expect) tally.refused++;
        else if (mustRefuse || res.statusCode >= 500 || env?.code === Code.INTERNAL) wrong.push(`${route.operationId} ${probe.name}: HTTP ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (env?.code === probe.expect && (!/[\u4e00-\u9fa5]/.test(env.msg) || env.msg === '服务器繁忙，请稍后重试')) wrong.push(`${route.operationId} ${probe.name}: message ${env.msg}`);
      }
      if (route.method !== 'GET') {
        const res = await t.app.inject({
          method: route.method,
          url: urlOf(route, 'x'),
          payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES + 1) }),
          headers: { token: tokenFor(route), 'content-type': 'application/json' },
        });
        tally.sent++;
        const env = envelopeOf(res);
        if (res.statusCode >= 500 || env?.code === Code.INTERNAL) tally.server500++;
        if (env?.code === Code.PAYLOAD_TOO_LARGE) {
          tally.refused++;
          expect(env.msg).toBe('请求内容过大，不能超过1MB');
        } else wrong.push(`${route.operationId} oversized: HTTP ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    console.info(`route sweep: ${allRoutes.length} routes, ${tally.sent} hostile requests, ${tally.refused} refused with 400/413, ${tally.server500} × 500`);
    expect(wrong).toEqual([]);
    expect(tally.server500).toBe(0);
    expect(await fingerprint()).toBe(before);
  }, 300_000);

  it('names the field of a NUL byte on the public login', async () => {
    const env = await t.call('POST', '/login', { body: { account: 'a\u0000b', password: 'x' } });
    expect(env).toMatchObject({ code: Code.BAD_REQUEST, msg: '账号不能包含空字符' });
  });

  it('names the page number beyond range, and the impossible date of a message filter', async () => {
    expect(await t.call('POST', '/user/page', { token, body: { current: 1e308, size: 10 } })).toMatchObject({ code: Code.BAD_REQUEST, msg: '页码超出允许的数值范围' });
    expect(await t.call('POST', '/user/page', { token, body: { current: 10_000_000, size: 10 } })).toMatchObject({ code: Code.BAD_REQUEST, msg: '页码不能大于1000000' });
    expect(await t.call('GET', '/statistics/rows', { token, query: { current: '1e400' } })).toMatchObject({ code: Code.BAD_REQUEST, msg: '页码超出允许的数值范围' });
    const env = await t.call('POST', '/sys/notice/getReceivePage', { token, body: { current: 1, size: 10, startTime: '2024-13-45' } });
    expect(env.code).toBe(Code.BAD_REQUEST);
    expect(env.msg).toMatch(/时间格式不正确$/);
    expect(env.msg).not.toBe('startTime格式不正确');
  });
});
