import type { NoticeBus, NoticeEvent } from './bus';

/** A receiver that stops reading (a stuck socket) keeps at most this many notices queued; older ones go first. */
export const MAX_QUEUED_NOTICES = 500;

/**
 * A user's notices as an async iterator for a GraphQL subscription. Hand-written rather than an async
 * generator: `return()` (the client unsubscribed or the socket closed) must end a `next()` that is still
 * waiting for a notice, which a suspended generator cannot do, or the bus listener would leak.
 */
export function noticeIterator(bus: NoticeBus, userId: string): AsyncIterableIterator<NoticeEvent> {
  const queue: NoticeEvent[] = [];
  let waiting: ((result: IteratorResult<NoticeEvent>) => void) | null = null;
  let done = false;

  const unsubscribe = bus.subscribe(userId, (notice) => {
    if (done) return;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ value: notice, done: false });
      return;
    }
    queue.push(notice);
    if (queue.length > MAX_QUEUED_NOTICES) queue.shift();
  });

  const finish = async (): Promise<IteratorResult<NoticeEvent>> => {
    if (!done) {
      done = true;
      unsubscribe();
      queue.length = 0;
      waiting?.({ value: undefined, done: true });
      waiting = null;
    }
    return { value: undefined, done: true };
  };

  return {
    next() {
      const queued = queue.shift();
      if (queued) return Promise.resolve({ value: queued, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    return: finish,
    async throw(error?: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** The missed notices first, then the live ones, each notice once (one written while both were read is in both). */
export function withMissed(missed: NoticeEvent[], live: AsyncIterableIterator<NoticeEvent>): AsyncIterableIterator<NoticeEvent> {
  const pending = [...missed];
  const replayed = new Set(missed.map((n) => n.id));
  return {
    async next() {
      const first = pending.shift();
      if (first) return { value: first, done: false };
      for (;;) {
        const result = await live.next();
        if (result.done || !replayed.has(result.value.id)) return result;
      }
    },
    return: () => live.return!(),
    throw: (error?: unknown) => live.throw!(error),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
