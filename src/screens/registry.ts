/**
 * Route name → screen, loaded on demand. Every catalogue page without an entry renders the
 * placeholder, which names the screen and its menu id.
 */
import { lazy } from 'react';
import Placeholder from './common/Placeholder';
import type { ScreenComponent } from './types';

const screens: Record<string, ScreenComponent> = {
  login: lazy(() => import('./login/LoginScreen')),
  notFound: lazy(() => import('./common/NotFoundScreen')),
  dashboard: lazy(() => import('./dashboard/DashboardScreen')),
  personalCenter: lazy(() => import('./common/personalCenter/PersonalCenterScreen')),
  editPassword: lazy(() => import('./common/editPassword/EditPasswordScreen')),
};

export function screenFor(routeName: string): ScreenComponent {
  return screens[routeName] ?? Placeholder;
}

/** Names of the routes that have a real screen. */
export function builtScreenNames(): string[] {
  return Object.keys(screens);
}
