import { AUDIT_RETENTION_MIN_DAYS, LOGIN_RATE_PER_ACCOUNT, LOGIN_RATE_PER_ADDRESS } from '../src/constants/security';

/** Every setting the server reads from the environment, named once. Documented in README.md. */
const env = process.env;
const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);

export const config = {
  port: int(env.PORT, 8080),
  host: env.HOST ?? '0.0.0.0',
  dataDir: env.DATA_DIR ?? './data',
  databaseUrl: env.DATABASE_URL || undefined,
  redisUrl: env.REDIS_URL || undefined,
  /** HS256 secret for session tokens. A random one is generated and kept in DATA_DIR when unset. */
  tokenSecret: env.TOKEN_SECRET || undefined,
  /** Minutes without a request after which a session token is refused with code 408. */
  tokenIdleMinutes: int(env.TOKEN_IDLE_MINUTES, 30),
  /** Absolute lifetime of a token in hours, whatever the activity. */
  tokenMaxHours: int(env.TOKEN_MAX_HOURS, 12),
  /** Seed demo data: default on for the embedded database, off for DATABASE_URL unless SEED_DEMO=1. */
  seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' : !env.DATABASE_URL,
  /** First administrator's password when DATABASE_URL is set and no demo data is seeded. */
  adminPassword: env.ADMIN_PASSWORD || undefined,
  /** External services; unset means the bundled stand-ins are started and used. */
  xxjBaseUrl: env.XXJ_BASE_URL || undefined,
  xxjClientId: env.XXJ_CLIENT_ID ?? 'xfjd-console',
  xxjClientSecret: env.XXJ_CLIENT_SECRET ?? 'xfjd-secret',
  bladeBaseUrl: env.BLADE_BASE_URL || undefined,
  bladeBasicAuth: env.BLADE_BASIC_AUTH ?? 'c2FiZXI6c2FiZXJfc2VjcmV0',
  bladeTenantId: env.BLADE_TENANT_ID ?? '000000',
  bladeAccount: env.BLADE_ACCOUNT ?? 'xfjd',
  bladePassword: env.BLADE_PASSWORD ?? 'xfjd-blade',
  logLevel: env.LOG_LEVEL ?? 'warn',
  /** Behind a reverse proxy or load balancer: read the client address from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy: env.TRUST_PROXY === '1',
  /** Days operation records are kept before the daily purge removes them; never below 180. */
  auditRetentionDays: Math.max(AUDIT_RETENTION_MIN_DAYS, int(env.AUDIT_RETENTION_DAYS, AUDIT_RETENTION_MIN_DAYS)),
  /** Swagger UI at /api/docs and GraphiQL at /graphql: on by default for the embedded demo, off with DATABASE_URL unless API_DOCS=1. */
  apiDocs: env.API_DOCS ? env.API_DOCS === '1' : !env.DATABASE_URL,
  /** Origins allowed to call /graphql from another site (comma-separated); empty: same origin only. */
  graphqlCorsOrigins: (env.GRAPHQL_CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean) as readonly string[],
  /** /api/login calls allowed per client address and per account in one minute; more answer code 429. */
  loginRatePerAddress: int(env.LOGIN_RATE_PER_ADDRESS, LOGIN_RATE_PER_ADDRESS),
  loginRatePerAccount: int(env.LOGIN_RATE_PER_ACCOUNT, LOGIN_RATE_PER_ACCOUNT),
  /** The deployment's name, the prefix of every Redis channel and key (server/redis-keys.ts): deployments sharing one Redis stay apart, instances of one deployment share. */
  redisPrefix: env.REDIS_PREFIX || 'xfjd',
  /** Addresses besides loopback that may read /metrics (comma-separated, e.g. the Prometheus server's). */
  /** Statistics views computed at once in this process (server/services/statistics/gate.ts); 0 keeps the default. */
  statisticsConcurrency: int(env.STATISTICS_CONCURRENCY, 0),
  metricsAllow: (env.METRICS_ALLOW ?? '').split(',').map((a) => a.trim()).filter(Boolean) as readonly string[],
} as const;

export type Config = typeof config;
