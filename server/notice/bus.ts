import { EventEmitter } from 'node:events';

/**
 * What a receiver is told: the notice row's fields of the spec (document 2 §3 "Notification message")
 * plus receiver, title, content, time and read flag. Fields the notices table has no column for travel in
 * `payload` and may also be set at the top level (server/notice/notice-message.ts reads both).
 */
export interface NoticeEvent {
  id: string;
  receiverId: string;
  title: string;
  content?: string | null;
  category?: string | null;
  templateCategory?: string | null;
  taskCategoryName?: string | null;
  taskCategory?: string | null;
  busiTypeCode?: string | null;
  busiTypeName?: string | null;
  taskId?: string | null;
  taskDetailId?: string | null;
  caseTransId?: string | null;
  caseProjectId?: string | null;
  busiInstId?: string | null;
  flowWorkId?: string | null;
  approveAction?: string | null;
  hasNextTask?: boolean | null;
  payload?: Record<string, unknown> | null;
  createdAt: string;
  visited: boolean;
}

export type NoticeListener = (notice: NoticeEvent) => void;

const arrivals = new WeakMap<NoticeEvent, number>();

/** When this process received the notice (performance.now()): a session check for it must begin after. */
export const arrivalOf = (notice: NoticeEvent): number => arrivals.get(notice) ?? performance.now();

/**
 * One bus feeds both sockets (graphql-ws subscriptions and the raw /notice contract). In one process an
 * EventEmitter delivers to the receiver's listeners only; the Redis bus (server/notice/redis-bus.ts,
 * REDIS_URL) implements the same interface across instances.
 */
export interface NoticeBus {
  publish(notice: NoticeEvent): Promise<void>;
  subscribe(userId: string, listener: NoticeListener): () => void;
  /** Resolves once every subscription made so far receives what is published (Redis subscribes asynchronously). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Per-receiver fan-out inside one process; the Redis bus delivers through one of these too. */
export function createLocalNoticeBus(): NoticeBus & { deliver(notice: NoticeEvent): void; listenerCount(userId: string): number } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (notice: NoticeEvent) => {
    arrivals.set(notice, performance.now());
    emitter.emit(`user:${notice.receiverId}`, notice);
  };
  return {
    deliver,
    async publish(notice) {
      deliver(notice);
    },
    subscribe(userId, listener) {
      // One failing socket must not keep the notice from the receiver's other sockets.
      const guarded: NoticeListener = (notice) => {
        try {
          listener(notice);
        } catch {
          /* that socket's problem */
        }
      };
      emitter.on(`user:${userId}`, guarded);
      return () => emitter.off(`user:${userId}`, guarded);
    },
    listenerCount: (userId) => emitter.listenerCount(`user:${userId}`),
    settled: async () => undefined,
    async close() {
      emitter.removeAllListeners();
    },
  };
}
