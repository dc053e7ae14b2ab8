import { Redis } from 'ioredis';
import type { NoticeEvent } from '../../server/notice/bus';
import { createRedisNoticeBus } from '../../server/notice/redis-bus';
import { noticeBusFor } from '../../server/notice/realtime';
import { countingBus, openRealtimeServer, subscribeNotices, until } from './support/realtime-server';

const REDIS_URL = process.env.REDIS_URL;
// Each run on its own channels, so parallel runs on the same Redis never see each other's notices.
const prefix = `xfjd:test:${process.pid}:${Date.now()}:`;
const notice = (receiverId: string, id: string): NoticeEvent => ({ id, receiverId, title: `通知 ${id}`, createdAt: new Date().toISOString(), visited: false });

describe.runIf(REDIS_URL)('notice bus over Redis pub/sub (REDIS_URL)', () => {
  let probe: Redis;
  const subscribers = async (userId: string) => {
    const [, count] = (await probe.pubsub('NUMSUB', prefix + userId)) as [string, number];
    return Number(count);
  };

  beforeAll(() => {
    probe = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    await probe.quit();
  });

  it('a notice published on one bus reaches the receiver subscribed on another, and nobody else', async () => {
    const a = createRedisNoticeBus(REDIS_URL!, { prefix });
    const b = createRedisNoticeBus(REDIS_URL!, { prefix });
    try {
      const got: { who: string; id: string }[] = [];
      const offX = b.subscribe('u-x', (n) => got.push({ who: 'x', id: n.id }));
      const offX2 = b.subscribe('u-x', (n) => got.push({ who: 'x2', id: n.id }));
      const offY = b.subscribe('u-y', (n) => got.push({ who: 'y', id: n.id }));
      await b.settled();
      // Two sockets of one user on one instance share one Redis subscription.
      expect(await subscribers('u-x')).toBe(1);

      await a.publish(notice('u-x', 'n-1'));
      await until(() => got.length === 2);
      expect(got).toEqual([{ who: 'x', id: 'n-1' }, { who: 'x2', id: 'n-1' }]);

      offX();
      expect(await subscribers('u-x')).toBe(1);
      offX2();
      offY();
      await b.settled();
      expect(await subscribers('u-x')).toBe(0);
      expect(await subscribers('u-y')).toBe(0);
      await a.publish(notice('u-x', 'n-2'));
      await new Promise((r) => setTimeout(r, 100));
      expect(got).toHaveLength(2);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('two deployments sharing one Redis (REDIS_PREFIX) never receive each other\'s notices, though their user ids are the same', async () => {
    const run = `xfjd-test-${process.pid}-${Date.now()}`;
    const city = noticeBusFor({ redisUrl: REDIS_URL!, redisPrefix: `${run}-city` });
    const cityTwin = noticeBusFor({ redisUrl: REDIS_URL!, redisPrefix: `${run}-city` });
    const county = noticeBusFor({ redisUrl: REDIS_URL!, redisPrefix: `${run}-county` });
    try {
      const got: string[] = [];
      cityTwin.subscribe('u-admin', (n) => got.push(`city:${n.id}`));
      county.subscribe('u-admin', (n) => got.push(`county:${n.id}`));
      await cityTwin.settled();
      await county.settled();
      await city.publish(notice('u-admin', 'n-city'));
      await until(() => got.length === 1);
      await new Promise((r) => setTimeout(r, 100));
      expect(got).toEqual(['city:n-city']);
    } finally {
      await Promise.all([city.close(), cityTwin.close(), county.close()]);
    }
  });

  it('closes cleanly with subscriptions still open', async () => {
    const bus = createRedisNoticeBus(REDIS_URL!, { prefix });
    bus.subscribe('u-z', () => undefined);
    await bus.close();
    await until(async () => (await subscribers('u-z')) === 0);
  });

  it('two app instances: a flow notice written on one reaches a graphql-ws client of the other', async () => {
    const busA = createRedisNoticeBus(REDIS_URL!, { prefix });
    const busB = countingBus(createRedisNoticeBus(REDIS_URL!, { prefix }));
    const one = await openRealtimeServer(busA);
    const two = await openRealtimeServer(busB, { publishGlobally: false });
    try {
      const fazhiId = await two.userId('fazhi');
      const client = subscribeNotices(two.wsOrigin, await two.login('fazhi'));
      await until(() => busB.listeners(fazhiId) === 1);
      await until(async () => (await subscribers(fazhiId)) === 1);

      const sent = await one.rest<{ id: string }>('POST', '/api/flow/runtime/work/business/send', {
        token: await one.login('dadui'),
        body: { busiTypeCode: 'fzsh', busiInstId: 'redis-1', title: '跨实例通知', assigneeId: fazhiId },
      });
      expect(sent).toMatchObject({ code: 0 });
      await until(() => client.received.data.length === 1);
      expect(client.received.data[0]).toMatchObject({ receiverId: fazhiId, flowWorkId: sent.data.id, busiTypeCode: 'fzsh', approveAction: 'send' });
      await client.stop();
    } finally {
      await one.close();
      await two.close();
      await busA.close();
      await busB.close();
    }
  });
});
