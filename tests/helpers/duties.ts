/**
 * 三员分立: which demo administrator holds a route — the audit log is the audit administrator's (shenji);
 * roles, grants and lock/unlock the security administrator's (anquan); everything else the system
 * administrator's (admin). Read from the seed's grants, so sweeps over the route table follow them.
 */
import { AUDIT_LOG_MENU_ID, menuSubtree, notForSystemAdmin } from '../../server/db/seed/grants';
import type { AnyRoute } from '../../server/http/route';
import { menuSeed } from '../../src/catalogue';

export type DutyAccount = 'admin' | 'anquan' | 'shenji';

const auditLog = new Set(menuSubtree(menuSeed(), AUDIT_LOG_MENU_ID));
const notAdmin = notForSystemAdmin(menuSeed());

export function dutyAccount(route: Pick<AnyRoute, 'access' | 'buttonId'>): DutyAccount {
  const ids = [typeof route.access === 'number' ? route.access : undefined, route.buttonId].filter((id): id is number => id !== undefined);
  if (ids.some((id) => auditLog.has(id))) return 'shenji';
  if (ids.some((id) => notAdmin.has(id))) return 'anquan';
  return 'admin';
}
