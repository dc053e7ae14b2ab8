import { installValidators } from './http/validators';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import multipart from '@fastify/multipart';
import { config as defaultConfig, type Config } from './config';
import type { Db } from './db/client';
import { Code } from './http/envelope';
import { registerRoutes } from './http/register';
import { installSecurityHeaders } from './http/security-headers';
import { installCompression } from './http/compression';
import { loginThrottle as loginThrottleHooks } from './http/login-throttle';
import { allRoutes } from './routes';
import { installHealth, type Health } from './ops/health';
import { createMetrics, type Metrics } from './ops/metrics';
import { BODY_LIMIT_BYTES, UPLOAD_MAX_BYTES } from '../src/constants/security';

declare module 'fastify' {
  interface FastifyInstance {
    /** Operations: metrics to feed (bus, sockets, pool) and the readiness switch for shutdown. */
    ops: { metrics: Metrics; health: Health };
  }
}

export const API_TITLE = '消防监督执法综合业务平台 API';
export const API_DOCS_PATH = '/api/docs';

/**
 * The REST API (no listen): OpenAPI via @fastify/swagger (app.swagger() after app.ready()), the docs
 * UI at /api/docs and every route of the table under /api. main.ts adds the gateway, SPA and sockets.
 */
export async function buildApp(deps: { db: Db; config?: Partial<Config> }): Promise<FastifyInstance> {
  const config: Config = { ...defaultConfig, ...deps.config };
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: config.trustProxy, bodyLimit: BODY_LIMIT_BYTES });
  installValidators(app);
  const metrics = createMetrics();
  metrics.install(app, config.metricsAllow);
  app.decorate('ops', { metrics, health: installHealth(app, { db: deps.db, config }) });
  // Before every route: replies of the routes registered after it (API, gateway, docs) are compressed.
  await installCompression(app);
  await installSecurityHeaders(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: API_TITLE, version: '1.0.0', description: '所有接口返回 { code, msg, data }：code 0 成功，408 登录过期，403 无权限，400 参数错误。' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
  // Uploads (imports, app packages, media): one file per field, size checked again by each route.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 20 } });
  const loginThrottle = await loginThrottleHooks(app, config);
  await registerRoutes(app, allRoutes, { db: deps.db, config, loginThrottle });
  // Unknown /api paths answer with the envelope too; other paths are left to main.ts (SPA).
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_req, reply) => reply.code(200).send({ code: Code.NOT_FOUND, msg: '接口不存在', data: null }));
    },
    { prefix: '/api' },
  );
  return app;
}
