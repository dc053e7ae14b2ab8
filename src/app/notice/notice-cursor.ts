/**
 * Where the browser's notices stand, per graphql-ws client (one per session): the time of the newest notice
 * it has, which a reconnect sends as `since` so the server first sends the unread notices missed while the
 * socket was down, and the ids already shown, so a notice that comes both ways alerts once. Before any
 * notice the cursor is the server's clock from the first connection's acknowledgement (never the browser's).
 */
import { NOTICE_SEEN_IDS_KEPT } from '../../constants/notice';

export interface NoticeCursor {
  since(): string | null;
  /** The acknowledgement payload of a connection (`{ serverTime }`): sets the cursor when it has none. */
  connected(ackPayload: unknown): void;
  /** Whether the notice is new (and moves the cursor to it); false for one already shown. */
  accept(notice: { id: string; time: string }): boolean;
}

export function createNoticeCursor(kept = NOTICE_SEEN_IDS_KEPT): NoticeCursor {
  let latest: string | null = null;
  const order: string[] = [];
  const seen = new Set<string>();
  return {
    since: () => latest,
    connected(ackPayload) {
      const serverTime = (ackPayload as { serverTime?: unknown } | null | undefined)?.serverTime;
      if (latest === null && typeof serverTime === 'string') latest = serverTime;
    },
    accept(notice) {
      if (seen.has(notice.id)) return false;
      seen.add(notice.id);
      order.push(notice.id);
      if (order.length > kept) seen.delete(order.shift()!);
      // ISO 8601 instants from the server's toISOString compare as text.
      if (latest === null || notice.time > latest) latest = notice.time;
      return true;
    },
  };
}

const cursors = new WeakMap<object, NoticeCursor>();

/** The cursor of a graphql-ws client: it lives as long as the client (a logout makes a new client). */
export function noticeCursorOf(client: object): NoticeCursor {
  let cursor = cursors.get(client);
  if (!cursor) {
    cursor = createNoticeCursor();
    cursors.set(client, cursor);
  }
  return cursor;
}
