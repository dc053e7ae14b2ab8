/**
 * Rate limit of /api/login (issue 16, D8): per client address and per account, with @fastify/rate-limit's
 * store (in memory, or Redis when REDIS_URL is set so the limit holds across instances). Over the limit
 * the call is refused with code 429 before the password is looked at.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { LOGIN_RATE_WINDOW_MS } from '../../src/constants/security';
import { security } from '../../src/messages/security';
import type { Config } from '../config';
import { BizError, Code } from './envelope';
import { redisKeys } from '../redis-keys';

const accountOf = (req: FastifyRequest) => {
  const account = (req.body as { account?: unknown } | undefined)?.account;
  return typeof account === 'string' ? account.trim().toLowerCase() : '';
};

/** The hooks the login route runs: one limiter per key, each counted on its own. */
export async function loginThrottle(app: FastifyInstance, config: Config): Promise<preHandlerAsyncHookHandler[]> {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    // ioredis reconnects by itself; /readyz reports Redis being down, so the error event needs no log line each retry.
    redis.on('error', () => undefined);
    app.addHook('onClose', async () => void redis.disconnect());
  }
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: redisKeys(config).loginRate } : {}) });
  const limiters = [
    app.createRateLimit({ max: config.loginRatePerAddress, timeWindow: LOGIN_RATE_WINDOW_MS, keyGenerator: (req) => `ip:${req.ip}` }),
    app.createRateLimit({ max: config.loginRatePerAccount, timeWindow: LOGIN_RATE_WINDOW_MS, keyGenerator: (req) => `account:${accountOf(req)}`, allowList: (_req, key) => key === 'account:' }),
  ];
  return limiters.map((limit) => async (req, reply) => {
    const result = await limit(req);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new BizError(Code.TOO_MANY_REQUESTS, security.rateLimited, { retryAfterSeconds: result.ttlInSeconds });
  });
}
