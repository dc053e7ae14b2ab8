import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { figure } from './figures';
import { XXJ_COMPANIES } from './xxj-companies';

/**
 * Stand-in for the xxj statistics service. Contract: POST /token (form-urlencoded client_id,
 * client_secret, grant_type=client_credentials) → { access_token, token_type, expires_in }; every other
 * call needs `Authorization: Bearer <access_token>` and answers plain JSON (no envelope).
 */
export interface XxjOptions { clientId: string; clientSecret: string; hide?: boolean }

const TOKEN_TTL_S = 3600;
const Range = Type.Object({
  startDate: Type.Optional(Type.String({ description: 'YYYY-MM-DD' })),
  endDate: Type.Optional(Type.String({ description: 'YYYY-MM-DD' })),
  organId: Type.Optional(Type.String()),
});
const CountByMonth = Type.Object({
  total: Type.Integer(),
  months: Type.Array(Type.Object({ month: Type.String(), count: Type.Integer() })),
});
const CAUSES = ['消防设施未保持完好有效', '占用、堵塞、封闭疏散通道', '埋压、圈占消火栓', '电气线路敷设不符合规定', '未按规定进行消防检测', '人员密集场所外墙门窗设置影响逃生的障碍物'];

export const xxjStandin: FastifyPluginAsync<XxjOptions> = async (app: FastifyInstance, opts) => {
  const tokens = new Map<string, number>();
  const hide = opts.hide ?? false;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post('/token', {
    schema: { hide, operationId: 'xxjToken', body: Type.Object({ client_id: Type.String(), client_secret: Type.String(), grant_type: Type.Optional(Type.String()) }) },
  }, async (req, reply) => {
    const b = req.body as { client_id: string; client_secret: string };
    if (b.client_id !== opts.clientId || b.client_secret !== opts.clientSecret) return reply.code(401).send({ error: 'invalid_client' });
    const token = randomUUID();
    tokens.set(token, Date.now() + TOKEN_TTL_S * 1000);
    return { access_token: token, token_type: 'bearer', expires_in: TOKEN_TTL_S };
  });

  app.addHook('onRequest', async (req, reply) => {
    if (req.url.endsWith('/token') || req.url.includes('/documentation')) return;
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const exp = token ? tokens.get(token) : undefined;
    if (!exp || exp < Date.now()) return reply.code(401).send({ error: 'invalid_token' });
  });

  const months = (q: Record<string, string | undefined>, key: string) => {
    const out: { month: string; count: number }[] = [];
    const end = q.endDate ? new Date(q.endDate) : new Date('2026-11-01');
    for (let i = 5; i >= 0; i--) {
      const d = new Date(end.getFullYear(), end.getMonth() - i, 1);
      const month = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
      out.push({ month, count: figure(`${key}|${q.organId ?? ''}|${month}`, 20, 400) });
    }
    return { total: out.reduce((s, m) => s + m.count, 0), months: out };
  };
  const get = (url: string, operationId: string, summary: string, data: ReturnType<typeof Type.Object>, fn: (q: Record<string, string | undefined>) => unknown) =>
    app.get(url, { schema: { hide, operationId, summary, querystring: Range, response: { 200: data } } }, async (req) => fn(req.query as Record<string, string | undefined>));

  const Company = Type.Object({
    creditCode: Type.String(), name: Type.String(), unitCategory: Type.Integer(), areaCode: Type.String(), address: Type.String(),
    legalPerson: Type.Union([Type.String(), Type.Null()]), managerName: Type.Union([Type.String(), Type.Null()]), managerPhone: Type.Union([Type.String(), Type.Null()]),
  });
  app.get('/companies', {
    schema: { hide, operationId: 'xxjCompanies', summary: '社会单位（信息系统登记）', response: { 200: Type.Object({ items: Type.Array(Company) }) } },
  }, async () => ({ items: XXJ_COMPANIES }));

  get('/statistics/enforcementCount', 'xxjEnforcementCount', '执法数量', CountByMonth, (q) => months(q, 'enforcement'));
  get('/statistics/keyHazards', 'xxjKeyHazards', '重大隐患', CountByMonth, (q) => months(q, 'hazard'));
  get('/statistics/temporaryPenalties', 'xxjTemporaryPenalties', '临时查封', CountByMonth, (q) => months(q, 'seal'));
  get('/statistics/summary', 'xxjSummaryStatistics', '汇总统计', Type.Object({
    inspections: Type.Integer(), penalties: Type.Integer(), fines: Type.Number(), sealUps: Type.Integer(), hazardsRectified: Type.Integer(),
  }), (q) => {
    const k = `${q.organId ?? ''}|${q.startDate ?? ''}|${q.endDate ?? ''}`;
    return { inspections: figure(`i${k}`, 2000, 9000), penalties: figure(`p${k}`, 100, 900), fines: figure(`f${k}`, 100000, 900000) / 10, sealUps: figure(`s${k}`, 10, 120), hazardsRectified: figure(`h${k}`, 500, 4000) };
  });
  get('/statistics/topCaseCauses', 'xxjTopCaseCauses', '案由排行', Type.Object({
    items: Type.Array(Type.Object({ cause: Type.String(), count: Type.Integer() })),
  }), (q) => ({
    items: CAUSES.map((cause) => ({ cause, count: figure(`${cause}|${q.organId ?? ''}|${q.startDate ?? ''}`, 10, 300) })).sort((a, b) => b.count - a.count),
  }));
  get('/statistics/safetyCheckCases', 'xxjSafetyCheckCaseStatistics', '安全检查案件统计', Type.Object({
    checked: Type.Integer(), qualified: Type.Integer(), unqualified: Type.Integer(), cases: Type.Integer(),
  }), (q) => {
    const checked = figure(`c${q.organId ?? ''}${q.startDate ?? ''}`, 800, 3000);
    const unqualified = Math.floor(checked * 0.18);
    return { checked, qualified: checked - unqualified, unqualified, cases: Math.floor(unqualified * 0.4) };
  });
};
