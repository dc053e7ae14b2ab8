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
  const [desktopOpened, setDesktopOpened] = useState(() => (window.matchMedia(MOBILE_QUERY).matches ? false : (readSidebarOpen() ?? true)));
  // The drawer has a state of its own, closed whenever mobile mode begins: the first render after a window
  // shrinks must not start opening the drawer over the page before an effect could close it.
  const [drawerOpened, setDrawerOpened] = useState(false);

  // Entering mobile mode closes the sidebar, as the cookie then says; leaving it closes the drawer.
  useEffect(() => {
    if (!isMobile) {
      setDrawerOpened(false);
      return;
    }
    setDesktopOpened(false);
    saveSidebarOpen(false);
  }, [isMobile]);

  const setOpened = isMobile ? setDrawerOpened : setDesktopOpened;
  const toggle = useCallback(() => {
    setOpened((current) => {
      saveSidebarOpen(!current);
      return !current;
    });
  }, [setOpened]);

  const close = useCallback(() => {
    setOpened(false);
    saveSidebarOpen(false);
  }, [setOpened]);

  return { opened: isMobile ? drawerOpened : desktopOpened, isMobile, toggle, close };
}
