/**
 * Wiring of a running socket-heartbeat actor to the app (no React): its notices and resyncs go out on
 * notice-events, each notice alerts (toast + browser notification, throttled), both refresh the unread
 * count and the received lists, the browser's online/offline events reach the machine, and a refused
 * session logs out through the error catalogue. Returns the cleanup.
 */
import type { ApolloClient } from '@apollo/client';
import type { Actor } from 'xstate';
import { coalescedRun } from '../../lib/coalesced-run';
import { handleSessionExpired } from '../../lib/error-catalogue';
import type { SocketHeartbeatMachine } from '../../machines/socket-heartbeat';
import { emitNotice, emitResync, onNotice, onResync, type AppNotice } from './notice-events';

/**
 * Root fields whose cached answers a notice makes stale (the unread count and lists, and — since most notices
 * give someone work — the dashboard's pending counts and the task list); their watchers refetch, the rest
 * refetch when next used.
 */
export const NOTICE_FIELDS = ['getNotVisitedTotal', 'getReceivePage', 'getStatisticsByBusiType', 'getUserTodoTaskPage'] as const;

export function refreshNoticeQueries(client: Pick<ApolloClient, 'refetchQueries'>): Promise<unknown> {
  return Promise.resolve(
    client.refetchQueries({
      updateCache(cache) {
        for (const fieldName of NOTICE_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
      },
    }),
  ).catch(() => undefined);
}

export interface NoticeLinkDeps {
  client: Pick<ApolloClient, 'refetchQueries'>;
  alert(notice: AppNotice): void;
  /** Where online/offline come from (window in the app). */
  network?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export function connectNoticeLink(link: Actor<SocketHeartbeatMachine>, deps: NoticeLinkDeps): () => void {
  const subscriptions = [
    link.on('notice.received', (event) => emitNotice(event.notice)),
    link.on('notice.resync', (event) => emitResync({ reconnect: event.reconnect })),
    link.on('notice.sessionExpired', (event) => handleSessionExpired(event.message)),
  ];
  const refresh = coalescedRun(() => refreshNoticeQueries(deps.client));
  const offNotice = onNotice((notice) => {
    deps.alert(notice);
    void refresh();
  });
  const offResync = onResync(() => void refresh());
  const online = () => link.send({ type: 'link.online' });
  const offline = () => link.send({ type: 'link.offline' });
  deps.network?.addEventListener('online', online);
  deps.network?.addEventListener('offline', offline);
  return () => {
    for (const s of subscriptions) s.unsubscribe();
    offNotice();
    offResync();
    deps.network?.removeEventListener('online', online);
    deps.network?.removeEventListener('offline', offline);
  };
}
