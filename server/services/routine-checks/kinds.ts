/** The routine-check kinds and the screen (catalogue route) each is filed on: one menu per partner kind. */
import type { ROUTINE_CHECK_KIND_OPTIONS } from '../../../src/constants/options';
import { screenGrants } from '../../routes/system/catalogue-menu';

export type RoutineCheckKind = (typeof ROUTINE_CHECK_KIND_OPTIONS)[number]['value'];

export const ROUTINE_CHECK_ROUTES: Record<RoutineCheckKind, string> = {
  committee: 'xawhRc',
  industry: 'hybmRc',
  street: 'jdxfjcRc',
};

/** The menu and buttons guarding each kind's checks (from the catalogue). */
export const ROUTINE_CHECK_GRANTS = Object.fromEntries(
  Object.entries(ROUTINE_CHECK_ROUTES).map(([kind, route]) => [kind, screenGrants(route, ['new', 'edit', 'view'] as const)]),
) as Record<RoutineCheckKind, ReturnType<typeof screenGrants<'new' | 'edit' | 'view'>>>;
