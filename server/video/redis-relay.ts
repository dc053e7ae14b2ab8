import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { VIDEO_INSTANCE_HEARTBEAT_MS, VIDEO_INSTANCE_TTL_MS, VIDEO_ROOM_MEMBERS_TTL_MS } from '../../src/constants/video';
import type { RelayHandler, RelayMessage, VideoRelay } from './relay';

interface StoredMember {
  name: string;
  socket: string;
  instance: string;
}

/**
 * The video relay across instances: a room's members in a Redis hash (`<prefix>members:<roomId>`, each with
 * the instance holding its socket) and its messages on a channel (`<prefix>room:<roomId>`) that an instance
 * subscribes to while it holds sockets of the room. Each instance keeps `<prefix>instance:<id>` alive; the
 * members of an instance that died (kill -9) are not offered as peers once its key has expired.
 */
export function createRedisVideoRelay(url: string, prefix: string, instance = randomUUID()): VideoRelay {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  const handlers = new Map<string, Set<RelayHandler>>();
  const channel = (roomId: string) => `${prefix}room:${roomId}`;
  const membersKey = (roomId: string) => `${prefix}members:${roomId}`;
  const aliveKey = (id: string) => `${prefix}instance:${id}`;

  const beat = () => publisher.set(aliveKey(instance), '1', 'PX', VIDEO_INSTANCE_TTL_MS).catch(() => undefined);
  const started = beat();
  const timer = setInterval(() => void beat(), VIDEO_INSTANCE_HEARTBEAT_MS);
  timer.unref();

  subscriber.on('message', (name: string, raw: string) => {
    let message: RelayMessage;
    try {
      message = JSON.parse(raw) as RelayMessage;
    } catch {
      return;
    }
    for (const handler of [...(handlers.get(name) ?? [])]) handler(message);
  });

  return {
    async join(roomId, member) {
      await started;
      const key = membersKey(roomId);
      const stored: StoredMember = { name: member.name, socket: member.socket, instance };
      await publisher.multi().hset(key, member.userId, JSON.stringify(stored)).pexpire(key, VIDEO_ROOM_MEMBERS_TTL_MS).exec();
      const others = Object.entries(await publisher.hgetall(key))
        .filter(([userId]) => userId !== member.userId)
        .map(([userId, raw]) => ({ userId, ...(JSON.parse(raw) as StoredMember) }));
      const instances = [...new Set(others.map((m) => m.instance))];
      const alive = instances.length ? await publisher.mget(instances.map(aliveKey)) : [];
      const living = new Set(instances.filter((_, i) => alive[i] !== null));
      return others.filter((m) => living.has(m.instance)).map(({ userId, name, socket }) => ({ userId, name, socket }));
    },
    async leave(roomId, userId, socket) {
      const raw = await publisher.hget(membersKey(roomId), userId);
      if (raw && (JSON.parse(raw) as StoredMember).socket === socket) await publisher.hdel(membersKey(roomId), userId);
    },
    async publish(roomId, message) {
      await publisher.publish(channel(roomId), JSON.stringify(message));
    },
    async watch(roomId, handler) {
      const name = channel(roomId);
      const set = handlers.get(name) ?? new Set<RelayHandler>();
      handlers.set(name, set);
      set.add(handler);
      if (set.size === 1) await subscriber.subscribe(name);
      return () => {
        set.delete(handler);
        if (set.size) return;
        handlers.delete(name);
        void subscriber.unsubscribe(name).catch(() => undefined);
      };
    },
    async forget(roomId) {
      await publisher.del(membersKey(roomId));
    },
    async close() {
      clearInterval(timer);
      handlers.clear();
      await publisher.del(aliveKey(instance)).catch(() => undefined);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
