import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { READINESS_TIMEOUT_MS } from '../../src/constants/timings';
import type { Config } from '../config';
import type { Db } from '../db/client';


const within = <T>(work: Promise<T>, what: string) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}超时`)), READINESS_TIMEOUT_MS).unref())]);

/**
 * For the load balancer and the orchestrator: /healthz answers while the process runs; /readyz answers 200
 * only when the database and (with REDIS_URL) Redis answer and the instance is not shutting down. The app
 * listens only after its migrations ran, so an answering instance has them. Both stay outside /api: no
 * session, no envelope.
 */
export type Health = ReturnType<typeof installHealth>;

export function installHealth(app: FastifyInstance, deps: { db: Db; config: Pick<Config, 'redisUrl'> }) {
  let draining = false;
  const redis = deps.config.redisUrl ? new Redis(deps.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  redis?.on('error', () => undefined);
  app.addHook('onClose', async () => void redis?.disconnect());

  const check = async (name: string, work: () => Promise<unknown>) => {
    try {
      await within(work(), name);
      return 'ok';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const checks: Record<string, string> = {
      database: await check('数据库', () => deps.db.execute(sql`select 1`)),
      ...(redis ? { redis: await check('Redis', async () => (redis.status === 'wait' ? redis.connect().then(() => redis.ping()) : redis.ping())) } : {}),
      ...(draining ? { shutdown: '正在关闭' } : {}),
    };
    const ready = Object.values(checks).every((v) => v === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });

  return {
    /** From now on /readyz answers 503, so the balancer stops sending new work here. */
    drain() {
      draining = true;
    },
  };
}
