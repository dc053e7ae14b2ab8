/** The work-order kinds and the screen (catalogue route) each is handled on: one menu per receiver kind. */
import type { WORK_ORDER_KIND_OPTIONS } from '../../../src/constants/options';
import { findRouteByName } from '../../../src/catalogue';
import { screenGrants } from '../../routes/system/catalogue-menu';

export type WorkOrderKind = (typeof WORK_ORDER_KIND_OPTIONS)[number]['value'];

export const WORK_ORDER_ROUTES: Record<WorkOrderKind, string> = {
  committee: 'xawhGd',
  industry: 'hybmGd',
  police: 'pcsjg',
  community: 'sqjg',
  street: 'jdxfjcGd',
};

const BUTTONS = ['issue', 'receive', 'handle', 'reply', 'review', 'view'] as const;

/** The menu and buttons guarding each kind's orders (from the catalogue). */
export const WORK_ORDER_GRANTS = Object.fromEntries(
  Object.entries(WORK_ORDER_ROUTES).map(([kind, route]) => [kind, screenGrants(route, BUTTONS)]),
) as Record<WorkOrderKind, ReturnType<typeof screenGrants<(typeof BUTTONS)[number]>>>;

export type WorkOrderButton = (typeof BUTTONS)[number] | 'forward';

/** The catalogue button id of `button` on the kind's screen (undefined: that screen has no such button, e.g. 转发 but on the street's). */
export const workOrderButtonId = (kind: WorkOrderKind, button: WorkOrderButton): number | undefined => findRouteByName(WORK_ORDER_ROUTES[kind])?.buttons[button];

/** Kinds whose receiver is a committee department: their orders count in 行业部门统计 (10410/10420). */
export const isDepartmentKind = (kind: string): boolean => kind === 'committee' || kind === 'industry';
