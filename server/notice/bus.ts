import { EventEmitter } from 'node:events';

/** What a receiver is told: the notice row's fields of the spec plus receiver, time and read flag. */
export interface NoticeEvent {
  id: string;
  receiverId: string;
  title: string;
  content?: string | null;
  category?: string | null;
  templateCategory?: string | null;
  busiTypeCode?: string | null;
  busiTypeName?: string | null;
  taskId?: string | null;
  busiInstId?: string | null;
  flowWorkId?: string | null;
  payload?: Record<string, unknown> | null;
  createdAt: string;
  visited: boolean;
}

export type NoticeListener = (notice: NoticeEvent) => void;

/**
 * One bus feeds both sockets (graphql-ws subscriptions and the raw /notice contract). In one process an
 * EventEmitter delivers to the receiver's listeners only; a Redis-backed bus (REDIS_URL) implements the
 * same interface for several instances.
 */
export interface NoticeBus {
  publish(notice: NoticeEvent): Promise<void>;
  subscribe(userId: string, listener: NoticeListener): () => void;
  close(): Promise<void>;
}

export function createLocalNoticeBus(): NoticeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(notice) {
      emitter.emit(`user:${notice.receiverId}`, notice);
    },
    subscribe(userId, listener) {
      emitter.on(`user:${userId}`, listener);
      return () => emitter.off(`user:${userId}`, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
