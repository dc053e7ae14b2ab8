import type { NoticeEvent } from '../../server/notice/bus';
import { createLocalNoticeBus } from '../../server/notice/bus';
import { openTestApp, type TestApp } from '../helpers/app';

/** What the load balancer and the operators read: /healthz, /readyz, /metrics (issue 23). */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'GET', url, remoteAddress });

describe('health and readiness', () => {
  it('/healthz answers while the process runs; /readyz checks the database', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    // With REDIS_URL set (CI), Redis is checked too.
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok' } });
  });

  it('/readyz answers 503 naming Redis when it cannot be reached', async () => {
    const down = await openTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      const ready = await down.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.database).toBe('ok');
      expect(ready.json().checks.redis).not.toBe('ok');
    } finally {
      await down.close();
    }
  });

  it('/readyz answers 503 once the instance is draining for shutdown, so the balancer sends no new work', async () => {
    const other = await openTestApp();
    try {
      other.app.ops.health.drain();
      const ready = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'ok', shutdown: '正在关闭' } });
      expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('metrics', () => {
  it('counts requests per route pattern with their latency, for loopback and listed scrapers only', async () => {
    await t.call('POST', '/login', { body: { account: 'admin', password: 'wrong-password' } });
    await t.call('GET', '/user/detail', { query: { userId: 'u-one' } });
    await t.call('GET', '/user/detail', { query: { userId: 'u-two' } });
    const text = (await get('/metrics')).body;
    expect(text).toMatch(/xfjd_http_requests_total\{method="POST",route="\/api\/login",status="200"\} [1-9]/);
    expect(text).toMatch(/xfjd_http_requests_total\{method="GET",route="\/api\/user\/detail",status="200"\} 2\b/);
    expect(text).toMatch(/xfjd_http_request_duration_seconds_count\{method="GET",route="\/api\/user\/detail"\} 2\b/);
    expect(text).toContain('xfjd_process_cpu_seconds_total');
    expect((await get('/metrics', '10.8.0.5')).statusCode).toBe(404);
    const listed = await openTestApp({ metricsAllow: ['10.8.0.5'] });
    try {
      expect((await listed.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.8.0.5' })).statusCode).toBe(200);
    } finally {
      await listed.close();
    }
  });

  it('counts the notices this instance publishes and delivers to each connected listener', async () => {
    const bus = t.app.ops.metrics.meterBus(createLocalNoticeBus());
    const got: string[] = [];
    bus.subscribe('u-a', (n) => got.push(`a1:${n.id}`));
    bus.subscribe('u-a', (n) => got.push(`a2:${n.id}`));
    const notice: NoticeEvent = { id: 'n-1', receiverId: 'u-a', title: '通知', createdAt: new Date().toISOString(), visited: false };
    await bus.publish(notice);
    expect(got).toEqual(['a1:n-1', 'a2:n-1']);
    const text = (await get('/metrics')).body;
    expect(text).toMatch(/xfjd_notices_published_total 1\b/);
    expect(text).toMatch(/xfjd_notices_delivered_total 2\b/);
    await bus.close();
  });
});
