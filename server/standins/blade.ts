import { randomUUID } from 'node:crypto';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { figure } from './figures';

/**
 * Stand-in for the external fire-supervision (Blade) service. Contract:
 * POST /blade-auth/oauth/token with `Authorization: Basic <client>` and `Tenant-Id` headers and a
 * form body (grant_type=password, username, password) → { access_token, token_type, expires_in };
 * other calls need `Blade-Auth: bearer <access_token>` and answer { code: 200, success, msg, data }.
 */
export interface BladeOptions { basicAuth: string; tenantId: string; account: string; password: string; hide?: boolean }

const TOKEN_TTL_S = 7200;
const PREFIX = '/gdgxh/blade-xfjd/out/ywtb';
const envelope = (data: TSchema) => Type.Object({ code: Type.Integer(), success: Type.Boolean(), msg: Type.String(), data });
const wrap = <T>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });

export const bladeStandin: FastifyPluginAsync<BladeOptions> = async (app: FastifyInstance, opts) => {
  const tokens = new Map<string, number>();
  const hide = opts.hide ?? false;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post('/blade-auth/oauth/token', { schema: { hide, operationId: 'bladeToken' } }, async (req, reply) => {
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const b = (req.body ?? {}) as Record<string, string>;
    if (basic !== opts.basicAuth || req.headers['tenant-id'] !== opts.tenantId) return reply.code(401).send({ code: 401, success: false, msg: '客户端认证失败' });
    if (b.username !== opts.account || b.password !== opts.password) return reply.code(400).send({ code: 400, success: false, msg: '用户名或密码错误' });
    const token = randomUUID();
    tokens.set(token, Date.now() + TOKEN_TTL_S * 1000);
    return { access_token: token, token_type: 'bearer', expires_in: TOKEN_TTL_S, tenant_id: opts.tenantId };
  });

  app.addHook('onRequest', async (req, reply) => {
    if (req.url.includes('/blade-auth/')) return;
    const token = /^bearer (.+)$/i.exec(String(req.headers['blade-auth'] ?? ''))?.[1];
    const exp = token ? tokens.get(token) : undefined;
    if (!exp || exp < Date.now()) return reply.code(401).send({ code: 401, success: false, msg: '请求未授权' });
  });

  const Query = Type.Object({ organId: Type.Optional(Type.String()), startDate: Type.Optional(Type.String()), endDate: Type.Optional(Type.String()) });
  app.get(`${PREFIX}/task/count`, {
    schema: { hide, operationId: 'bladeTaskCount', summary: '外部消防监督系统任务数', querystring: Query, response: { 200: envelope(Type.Object({ todo: Type.Integer(), done: Type.Integer(), overdue: Type.Integer() })) } },
  }, async (req) => {
    const q = req.query as Record<string, string | undefined>;
    const k = `${q.organId ?? ''}|${q.startDate ?? ''}|${q.endDate ?? ''}`;
    return wrap({ todo: figure(`t${k}`, 5, 80), done: figure(`d${k}`, 100, 900), overdue: figure(`o${k}`, 0, 12) });
  });
  app.get(`${PREFIX}/task/statistics`, {
    schema: { hide, operationId: 'bladeTaskStatistics', summary: '外部消防监督系统任务分类统计', querystring: Query, response: { 200: envelope(Type.Array(Type.Object({ category: Type.String(), count: Type.Integer() }))) } },
  }, async (req) => {
    const q = req.query as Record<string, string | undefined>;
    return wrap(['日常监督检查', '双随机抽查', '举报投诉核查', '大型活动检查', '复查'].map((category) => ({ category, count: figure(`${category}|${q.organId ?? ''}`, 10, 500) })));
  });
};
