import type { Config } from './config';

/**
 * Every Redis channel and key the app uses starts with the deployment's name (REDIS_PREFIX), so two
 * deployments sharing one Redis never see each other's notices, login counts or video rooms, while the
 * instances of one deployment share them.
 */
export const redisKeys = (cfg: Pick<Config, 'redisPrefix'>) => ({
  /** Notice channels: `<prefix>:notice:user:<userId>`. */
  noticeChannel: `${cfg.redisPrefix}:notice:user:`,
  /** Login rate counters (@fastify/rate-limit's nameSpace). */
  loginRate: `${cfg.redisPrefix}:login:`,
  /** Video signalling: room membership and relayed messages. */
  video: `${cfg.redisPrefix}:video:`,
});
