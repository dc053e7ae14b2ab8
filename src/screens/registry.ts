/**
 * Route name → screen, loaded on demand. Every catalogue page without an entry renders the
 * placeholder, which names the screen and its menu id.
 */
import { lazy } from 'react';
import Placeholder from './common/Placeholder';
import { resourceRouteNames, resourceScreenFor } from './resource';
import type { ScreenComponent } from './types';

const screens: Record<string, ScreenComponent> = {
  login: lazy(() => import('./login/LoginScreen')),
  notFound: lazy(() => import('./common/NotFoundScreen')),
  dashboard: lazy(() => import('./dashboard/DashboardScreen')),
  personalCenter: lazy(() => import('./common/personalCenter/PersonalCenterScreen')),
  editPassword: lazy(() => import('./common/editPassword/EditPasswordScreen')),
  // Role management (11110): the grant tree and the members are hand-written, the list is a resource.
  view: lazy(() => import('./system/roles/RoleGrantScreen')),
  member: lazy(() => import('./system/roles/RoleMemberScreen')),
  // 模板设置 (11410): the writ page adds its printed text, the .docx download and 签发 to the detail.
  checkDocument: lazy(() => import('./system/mbsz/CheckDocumentScreen')),
  // 流程定义 (11002): the flow editor with its live diagram, and the definition's paperwork and linked business.
  spbz: lazy(() => import('./system/lcgl/FlowStepsScreen')),
  glws: lazy(() => import('./system/lcgl/FlowPaperworkScreen')),
  glyw: lazy(() => import('./system/lcgl/FlowBusinessScreen')),
};

/** A screen of its own wins; then the generic resource screens (src/resources/<route>.resource.ts). */
export function screenFor(routeName: string): ScreenComponent {
  return screens[routeName] ?? resourceScreenFor(routeName) ?? Placeholder;
}

/** Names of the routes that have a real screen. */
export function builtScreenNames(): string[] {
  return [...new Set([...Object.keys(screens), ...resourceRouteNames()])];
}

/** Names with a screen of their own (not the generic resource screens). */
export function ownScreenNames(): string[] {
  return Object.keys(screens);
}
