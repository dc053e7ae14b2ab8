/**
 * `npm start` runs this: one origin serving the REST API (/api), the GraphQL gateway (/graphql over HTTP
 * and graphql-ws), the raw notice socket (/notice), the stand-ins of the external services and the SPA.
 */
import path from 'node:path';
import { config } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/open';
import { prepareDatabase, DEMO_ACCOUNTS } from './db/seed/prepare';
import { authenticate } from './auth/session';
import { createSessionCheck } from './auth/session-check';
import { createGateway } from './gateway/mesh';
import { registerGatewayRoute } from './gateway/http-route';
import { attachRealtime, noticeBusFor } from './notice/realtime';
import { registerStandins } from './standins/register';
import { registerSpa } from './static-spa';
import { createVideoSignalServer } from './video/signal-server';
import { createLocalVideoRelay } from './video/relay';
import { createRedisVideoRelay } from './video/redis-relay';
import { redisKeys } from './redis-keys';
import { PROJECT_ROOT } from './project-root';
import { scheduleAuditPurge } from './services/audit-purge';
import { missedNotices } from './notice/missed-notices';
import { SHUTDOWN_TIMEOUT_MS } from '../src/constants/timings';
import { scheduleOverdueScan } from './services/supervision/overdue';
import { OVERDUE_SCAN_INTERVAL_MS } from '../src/constants/inspection-periods';

async function main() {
  const started = Date.now();
  const database = await openDatabase(config);
  const seeded = await database.exclusive(() => prepareDatabase(database.db, config));
  const app = await buildApp({ db: database.db, config });
  await registerStandins(app, config);
  const gateway = await createGateway(app, config);
  registerGatewayRoute(app, gateway);
  const hasSpa = await registerSpa(app, path.join(PROJECT_ROOT, 'dist'));

  const { metrics, health } = app.ops;
  metrics.watchPool(() => database.poolStats?.());
  metrics.watchSockets(app);
  const bus = metrics.meterBus(noticeBusFor(config));
  const videoRelay = config.redisUrl ? createRedisVideoRelay(config.redisUrl, redisKeys(config).video) : createLocalVideoRelay();
  const video = createVideoSignalServer({ db: database.db, config, relay: videoRelay });
  const realtime = attachRealtime(app, { gateway, bus, authenticate: (token, options) => authenticate(database.db, token, undefined, options), checkSession: createSessionCheck(database.db), missedNotices: (userId, since) => missedNotices(database.db, userId, since), extraSockets: [video] });

  const purge = scheduleAuditPurge(database.db, config, app.log);
  const overdueScan = scheduleOverdueScan(database.db, OVERDUE_SCAN_INTERVAL_MS, app.log);
  await app.listen({ port: config.port, host: config.host });
  const origin = `http://localhost:${config.port}`;
  console.log(`\n消防监督执法综合业务平台 已启动（${Date.now() - started} ms）: ${origin}`);
  console.log(`  数据库: ${database.kind === 'pglite' ? `PGlite ${path.resolve(config.dataDir)}` : 'PostgreSQL (DATABASE_URL)'}${seeded ? '，已写入演示数据' : ''}`);
  console.log(`  通知与视频信令: ${config.redisUrl ? `Redis 发布/订阅 (REDIS_URL，前缀 ${config.redisPrefix})` : '进程内'}`);
  const docs = config.apiDocs ? `   API 文档: ${origin}/api/docs   GraphiQL: ${origin}/graphql` : '   （API 文档与 GraphiQL 已关闭，API_DOCS=1 开启）';
  console.log(`  REST API: ${origin}/api   GraphQL: ${origin}/graphql   WebSocket: ${origin.replace('http', 'ws')}/notice${docs}`);
  if (!hasSpa) console.log('  (dist/ 不存在：前端未构建，请用 npm start 或 npm run build)');
  if (database.kind === 'pglite' || config.seedDemo) {
    console.log('  演示账号（密码均为 Fire@2026）:');
    for (const a of DEMO_ACCOUNTS) console.log(`    ${a.account.padEnd(10)} ${a.role}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n收到 ${signal}，正在关闭…`);
    // /readyz answers 503 from now on; sockets close (clients reconnect to another instance), the listener
    // stops, in-flight requests finish, then the database closes. A drain that hangs ends in a forced exit.
    health.drain();
    setTimeout(() => {
      console.error(`关闭超过 ${SHUTDOWN_TIMEOUT_MS} ms，强制退出`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    purge.stop();
    overdueScan.stop();
    await realtime.close();
    await app.close();
    await gateway.close();
    await bus.close();
    await videoRelay.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error('启动失败:', err instanceof Error ? err.message : err);
  process.exit(1);
});
