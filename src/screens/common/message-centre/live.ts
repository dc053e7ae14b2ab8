/**
 * The live link's events (src/app/notice/notice-events.ts) as a hook: message lists and panels refresh when
 * a notice arrives or the link (re)connects, since notices sent while it was down never arrive one by one.
 */
import { useEffect, useRef } from 'react';
import { onNotice, onResync, type AppNotice } from '../../../app/notice/notice-events';

export type LiveNotice = AppNotice;

/** Calls `refresh` on every resync (no notice) and on every notice `accept` takes (all by default). */
export function useLiveRefresh(refresh: (notice?: LiveNotice) => void, accept: (notice: LiveNotice) => boolean = () => true): void {
  const latest = useRef({ refresh, accept });
  useEffect(() => {
    latest.current = { refresh, accept };
  });
  useEffect(() => {
    const stopNotice = onNotice((notice) => {
      if (latest.current.accept(notice)) latest.current.refresh(notice);
    });
    const stopResync = onResync(() => latest.current.refresh());
    return () => {
      stopNotice();
      stopResync();
    };
  }, []);
}
