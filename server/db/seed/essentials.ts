import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { menuSeed } from '../../../src/catalogue';
import { hashPassword } from '../../auth/password';
import { passwordProblem } from '../../../src/shared/password-policy';
import { ADMIN_ROLE_CODE } from '../../auth/grants';
import { DEFAULT_SETTINGS, SettingKey } from '../../services/settings';
import type { Db } from '../client';
import { dictionaries, menus, organizations, roleMenus, roles, settings, userRoles, users } from '../schema';
import { ADMIN_ACCOUNT, ADMIN_ROLE_ID, ADMIN_USER_ID, INSERT_CHUNK, ROOT_ORGAN_ID } from './constants';
import { BUSI_TYPES } from './names';
import { notForSystemAdmin } from './grants';

export interface EssentialsOptions {
  /** Password of the first administrator; needed only when no administrator exists yet. */
  adminPassword?: string;
  /** A ready hash (the demo seed passes its deterministic one). */
  adminPasswordHash?: string;
  /** The administrator must change the password at first login (true unless demo data). */
  adminPasswordIsInitial?: boolean;
}

const ORGAN_LEVELS = ['部消防救援局', '总队', '支队', '大队', '中队', '派出所', '其他'];
const UNIT_CATEGORIES = ['重点单位', '九小场所', '其他单位', '一般单位'];

/** Menus from the catalogue (new ones added, changed ones updated, removed ones dropped). */
async function syncMenus(db: Db): Promise<number[]> {
  const rows = menuSeed();
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insert(menus)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoUpdate({
        target: menus.menuId,
        set: { parentId: sql`excluded.parent_id`, level: sql`excluded.level`, name: sql`excluded.name`, title: sql`excluded.title`, kind: sql`excluded.kind`, sort: sql`excluded.sort` },
      });
  }
  const ids = rows.map((r) => r.menuId);
  await db.delete(roleMenus).where(notInArray(roleMenus.menuId, ids));
  await db.delete(menus).where(notInArray(menus.menuId, ids));
  return ids;
}

async function seedDictionaries(db: Db): Promise<void> {
  const rows = [
    ...ORGAN_LEVELS.map((label, i) => ({ type: 'organLevel', code: String(i), label, sort: i })),
    ...UNIT_CATEGORIES.map((label, i) => ({ type: 'unitCategory', code: String(i + 1), label, sort: i + 1 })),
    ...BUSI_TYPES.map((b, i) => ({ type: 'busiType', code: b.code, label: b.name, sort: i + 1 })),
  ];
  await db.insert(dictionaries).values(rows).onConflictDoNothing();
}

async function ensureAdmin(db: Db, options: EssentialsOptions): Promise<void> {
  const holders = await db
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.deleted, false)))
    .where(eq(userRoles.roleId, ADMIN_ROLE_ID))
    .limit(1);
  if (holders.length) return;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.account, ADMIN_ACCOUNT));
  if (existing) {
    await db.insert(userRoles).values({ userId: existing.id, roleId: ADMIN_ROLE_ID }).onConflictDoNothing();
    return;
  }
  let hash = options.adminPasswordHash;
  if (!hash) {
    if (!options.adminPassword) {
      throw new Error('尚无系统管理员：请设置环境变量 ADMIN_PASSWORD 作为首个管理员（admin）的密码，或设置 SEED_DEMO=1 使用演示数据。');
    }
    const problem = passwordProblem({ password: options.adminPassword, account: ADMIN_ACCOUNT, policy: DEFAULT_SETTINGS.passwordPolicy, fieldTitle: 'ADMIN_PASSWORD' });
    if (problem) throw new Error(`管理员密码不符合要求：${problem}`);
    hash = await hashPassword(options.adminPassword);
  }
  const initial = options.adminPasswordIsInitial ?? true;
  await db.insert(users).values({
    id: ADMIN_USER_ID,
    account: ADMIN_ACCOUNT,
    name: '系统管理员',
    organId: ROOT_ORGAN_ID,
    passwordHash: hash,
    passwordIsInitial: initial,
    passwordChangedAt: initial ? null : new Date(),
  });
  await db.insert(userRoles).values({ userId: ADMIN_USER_ID, roleId: ADMIN_ROLE_ID });
}

/**
 * What every database needs, run at every start (idempotent): the menus of the catalogue, the built-in
 * administrator role holding every menu and button but those of the other two of the 三员 (PC and app), default settings, dictionaries, the
 * root organisation and the first administrator.
 */
export async function seedEssentials(db: Db, options: EssentialsOptions = {}): Promise<void> {
  const menuIds = await syncMenus(db);
  await db
    .insert(roles)
    .values({ id: ADMIN_ROLE_ID, name: '系统管理员', description: '用户、配置等全部菜单与按钮权限；三员分立：操作日志归审计管理员，角色授权与冻结解冻归安全管理员', code: ADMIN_ROLE_CODE, builtIn: true })
    .onConflictDoNothing();
  // 三员分立: the audit log belongs to the audit administrator; roles, grants and lock/unlock to the
  // security administrator. Taken from an older database's administrator role too.
  const notAdmin = notForSystemAdmin(menuSeed());
  await db.delete(roleMenus).where(and(eq(roleMenus.roleId, ADMIN_ROLE_ID), inArray(roleMenus.menuId, [...notAdmin])));
  const adminGrants = menuIds.filter((menuId) => !notAdmin.has(menuId)).flatMap((menuId) => (['pc', 'app'] as const).map((client) => ({ roleId: ADMIN_ROLE_ID, menuId, client })));
  for (let i = 0; i < adminGrants.length; i += INSERT_CHUNK) {
    await db.insert(roleMenus).values(adminGrants.slice(i, i + INSERT_CHUNK)).onConflictDoNothing();
  }
  const defaults = [
    { key: SettingKey.captchaEnabled, value: DEFAULT_SETTINGS.captchaEnabled },
    { key: SettingKey.passwordPolicy, value: DEFAULT_SETTINGS.passwordPolicy },
    { key: SettingKey.lockThreshold, value: DEFAULT_SETTINGS.lockThreshold },
    { key: SettingKey.lockMinutes, value: DEFAULT_SETTINGS.lockMinutes },
    { key: SettingKey.passwordMaxAgeDays, value: DEFAULT_SETTINGS.passwordMaxAgeDays },
  ];
  await db.insert(settings).values(defaults).onConflictDoNothing();
  await seedDictionaries(db);
  await db
    .insert(organizations)
    .values({ id: ROOT_ORGAN_ID, parentId: null, name: '应急管理部消防救援局', sortName: '消防救援局', level: 0, unitCategory: 3, areaCode: null, sort: 1 })
    .onConflictDoNothing();
  await ensureAdmin(db, options);
}
