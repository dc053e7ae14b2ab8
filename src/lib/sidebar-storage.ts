/** The sidebar's open/closed state, remembered in the sidebarStatus cookie ('1' open, '0' closed). */
import Cookies from 'js-cookie';
import { SIDEBAR_CLOSED, SIDEBAR_COOKIE, SIDEBAR_OPEN } from '../constants/storage';

/** True open, false closed, undefined when never chosen. */
export function readSidebarOpen(): boolean | undefined {
  const value = Cookies.get(SIDEBAR_COOKIE);
  if (value === SIDEBAR_OPEN) return true;
  if (value === SIDEBAR_CLOSED) return false;
  return undefined;
}

export function saveSidebarOpen(open: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, open ? SIDEBAR_OPEN : SIDEBAR_CLOSED, { path: '/' });
}
