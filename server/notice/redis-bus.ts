import { Redis } from 'ioredis';
import { createLocalNoticeBus, type NoticeBus, type NoticeEvent } from './bus';

export interface RedisBusOptions {
  /** Channel names are `<prefix><userId>` (redisKeys(config).noticeChannel: the deployment's own). */
  prefix: string;
}

/**
 * The notice bus across instances: one Redis channel per receiver. An instance SUBSCRIBEs to a user's
 * channel while at least one of that user's sockets is connected to it and UNSUBSCRIBEs when the last one
 * leaves, so Redis sends each notice only to the instances that hold its receiver (one shared channel would
 * push every notice to every instance, each throwing most of them away). Publishing needs no state: the
 * receiver's channel is known from the notice. Subscribing needs its own connection (Redis subscriber mode).
 */
export function createRedisNoticeBus(url: string, options: RedisBusOptions): NoticeBus {
  const { prefix } = options;
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  const local = createLocalNoticeBus();
  const holders = new Map<string, number>();
  const pending = new Set<Promise<unknown>>();
  let closed = false;

  const track = (work: Promise<unknown>) => {
    const settledWork = work.catch(() => undefined).finally(() => pending.delete(settledWork));
    pending.add(settledWork);
  };

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    try {
      local.deliver(JSON.parse(message) as NoticeEvent);
    } catch {
      /* not one of ours */
    }
  });
  // ioredis logs unhandled connection errors; it reconnects and re-subscribes by itself.
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);

  return {
    async publish(notice) {
      await publisher.publish(prefix + notice.receiverId, JSON.stringify(notice));
    },
    subscribe(userId, listener) {
      const off = local.subscribe(userId, listener);
      const count = (holders.get(userId) ?? 0) + 1;
      holders.set(userId, count);
      if (count === 1 && !closed) track(subscriber.subscribe(prefix + userId));
      let done = false;
      return () => {
        if (done) return;
        done = true;
        off();
        const left = (holders.get(userId) ?? 1) - 1;
        if (left > 0) {
          holders.set(userId, left);
          return;
        }
        holders.delete(userId);
        if (!closed) track(subscriber.unsubscribe(prefix + userId));
      };
    },
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
    async close() {
      closed = true;
      await Promise.all([...pending]);
      holders.clear();
      await local.close();
      await Promise.all([subscriber.quit().catch(() => subscriber.disconnect()), publisher.quit().catch(() => publisher.disconnect())]);
    },
  };
}
