/**
 * Sidebar state: open or closed, remembered in the sidebarStatus cookie; below 992 px the shell is in
 * mobile mode, the sidebar closes and opens as an overlay drawer.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../constants/layout';
import { readSidebarOpen, saveSidebarOpen } from '../../lib/sidebar-storage';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

export interface SidebarState {
  opened: boolean;
  isMobile: boolean;
  toggle: () => void;
  close: () => void;
}

export function useSidebar(): SidebarState {
  const isMobile = useIsMobile();
  const [opened, setOpened] = useState(() => (window.matchMedia(MOBILE_QUERY).matches ? false : (readSidebarOpen() ?? true)));

  // Entering mobile mode closes the sidebar, as the cookie then says.
  useEffect(() => {
    if (!isMobile) return;
    setOpened(false);
    saveSidebarOpen(false);
  }, [isMobile]);

  const toggle = useCallback(() => {
    setOpened((current) => {
      saveSidebarOpen(!current);
      return !current;
    });
  }, []);

  const close = useCallback(() => {
    setOpened(false);
    saveSidebarOpen(false);
  }, []);

  return { opened, isMobile, toggle, close };
}
