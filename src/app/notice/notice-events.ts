/**
 * The live notice link's events for the rest of the app (no React): `onNotice` for every notice that
 * arrives, `onResync` after every (re)connect of the link — refetch unread counts and open message lists
 * then, since notices sent while the link was down never arrive one by one. Each returns its unsubscribe.
 * The link (NoticeLink.tsx) is the only producer.
 */
import type { LinkNotice } from '../../machines/socket-heartbeat';

export type AppNotice = LinkNotice;
export type NoticeListener = (notice: AppNotice) => void;
export interface ResyncInfo {
  /** False on the first connect after login, true after a reconnect. */
  reconnect: boolean;
}
export type ResyncListener = (info: ResyncInfo) => void;

const noticeListeners = new Set<NoticeListener>();
const resyncListeners = new Set<ResyncListener>();

function subscribe<T>(set: Set<T>, listener: T): () => void {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

function dispatch<T>(set: Set<(value: T) => void>, value: T): void {
  for (const listener of [...set]) {
    try {
      listener(value);
    } catch (error) {
      // One broken listener must not keep the notice from the others.
      console.error(error);
    }
  }
}

export const onNotice = (listener: NoticeListener): (() => void) => subscribe(noticeListeners, listener);
export const onResync = (listener: ResyncListener): (() => void) => subscribe(resyncListeners, listener);

export const emitNotice = (notice: AppNotice): void => dispatch(noticeListeners, notice);
export const emitResync = (info: ResyncInfo = { reconnect: false }): void => dispatch(resyncListeners, info);
