import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { NoticeBus } from '../notice/bus';

/** Request latency buckets in seconds: list calls are milliseconds, exports and statistics up to seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * Prometheus metrics of one instance (GET /metrics, prom-client): requests and latencies per route, the
 * database pool, connected sockets per path, notices published and delivered. One registry per app, so
 * several apps in one process (tests) count apart.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'xfjd_' });
  const requests = new Counter({ name: 'xfjd_http_requests_total', help: '请求数（按方法、路由、状态码）', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({ name: 'xfjd_http_request_duration_seconds', help: '请求耗时（秒，按方法、路由）', labelNames: ['method', 'route'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const sockets = new Gauge({ name: 'xfjd_sockets_connected', help: '已连接的 WebSocket（按路径）', labelNames: ['path'], registers: [registry] });
  const published = new Counter({ name: 'xfjd_notices_published_total', help: '本实例发布的通知数', registers: [registry] });
  const delivered = new Counter({ name: 'xfjd_notices_delivered_total', help: '本实例送到连接的通知数（每个连接一次）', registers: [registry] });
  let poolStats: (() => PoolStats | undefined) | undefined;
  new Gauge({
    name: 'xfjd_db_pool_connections',
    help: '数据库连接池（total 已打开，idle 空闲，waiting 等待连接的查询）',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats?.();
      if (!stats) return;
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
    },
  });

  return {
    registry,
    /** Counts every request by the route that answered it (its URL pattern, so ids do not multiply the series). */
    install(app: FastifyInstance, allow: readonly string[] = []) {
      app.addHook('onResponse', async (req, reply) => {
        const route = req.routeOptions.url ?? 'unmatched';
        requests.inc({ method: req.method, route, status: String(reply.statusCode) });
        latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
      });
      // Route names and counts are for the operators: loopback and the listed scrapers only.
      const allowed = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1', ...allow]);
      app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
        if (!allowed.has(req.socket.remoteAddress ?? '')) return reply.code(404).send({ code: 404, msg: '接口不存在', data: null });
        return reply.type(registry.contentType).send(await registry.metrics());
      });
    },
    /** Counts the sockets upgraded on the app's server by path, until each closes. */
    watchSockets(app: FastifyInstance) {
      app.server.on('upgrade', (req, socket) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        sockets.inc({ path });
        socket.once('close', () => sockets.dec({ path }));
      });
    },
    watchPool(stats: () => PoolStats | undefined) {
      poolStats = stats;
    },
    /** The bus, counting what this instance publishes and what it hands to its connected listeners. */
    meterBus(bus: NoticeBus): NoticeBus {
      return {
        ...bus,
        publish: async (notice) => {
          await bus.publish(notice);
          published.inc();
        },
        subscribe: (userId, listener) =>
          bus.subscribe(userId, (notice) => {
            delivered.inc();
            listener(notice);
          }),
        settled: () => bus.settled(),
        close: () => bus.close(),
      };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
