import { eq } from 'drizzle-orm';
import { roleMenus, roles, userRoles, users } from '../../../server/db/schema';
import type { TestApp } from '../../helpers/app';

/**
 * Gives a demo account one more role holding exactly `menuIds` (PC), so a test can see a screen granted
 * while one of its buttons is not. Grants are read on every request, so the change applies at once.
 */
export async function grantMenus(t: TestApp, account: string, roleCode: string, menuIds: number[]): Promise<void> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (!user) throw new Error(`no demo account ${account}`);
  const roleId = `test-${roleCode}`;
  await t.db.insert(roles).values({ id: roleId, name: roleCode, code: roleCode });
  await t.db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId, client: 'pc' as const })));
  await t.db.insert(userRoles).values({ userId: user.id, roleId });
}
