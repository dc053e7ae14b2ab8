import { eq } from 'drizzle-orm';
import { menuSeed } from '../../../src/catalogue';
import { hashPassword } from '../../auth/password';
import { SettingKey, writeSetting } from '../../services/settings';
import { ConfigKey } from '../../services/system-config';
import { EXTERNAL_LINK_TYPES, standInUrl } from '../../../src/shared/external-links';
import type { Db } from '../client';
import { appVersions, areas, notices, organizations, roleMenus, roles, userRoles, users } from '../schema';
import { ROOT_ORGAN_ID, ADMIN_USER_ID, APP_DOWNLOAD_URL, APP_INITIAL_VERSION, DAY_MS, DEMO_PASSWORD, DEMO_SEED } from './constants';
import { buildNotices } from './business';
import { DEMO_ROLES, grantSet } from './grants';
import { buildOrganizations, DETACHMENT_ID } from './organizations';
import { buildPeople, type DemoAccount } from './people';
import { Prng } from './prng';
import { demoName } from './accounts';
import { chinaStartOfDay, insertAll } from './util';
import { seedNoticeTemplates } from './notice-templates';
import { seedLibraries } from './libraries';
import { seedAssessmentItems, seedDutyStandards } from './duty-standards';
import { seedJointResources } from './joint-resources';
import { seedBasicLibrary } from './basic-library';
import { seedTaskTemplates } from './task-templates';
import { seedGuideTemplates } from './guide-templates';
import { seedCaseCauses } from './case-causes';
import { seedWrits } from './writs';
import { seedFormConfigurations } from './form-configurations';
import { seedIndustries } from './industries';
import { seedFlowDefinitions } from './flow-definitions';
import { seedFlowWorks } from './flow-works';
import { concludeReinspectionBeforeFinish, seedBusinessRecords } from './business-records';
import { seedMessageCentre } from './message-centre';
import { seedStatistics } from './statistics';
import { seedOfficerTracks } from './officer-tracks';
import { seedAreaBoundaries } from './area-boundaries';
import { seedWorkingCalendar } from './working-calendar';
import { seedWorkOrders } from './work-orders';
import { seedRoutineChecks } from './routine-checks';
import { seedSupervisionTasks } from './supervision-tasks';
import { seedSmartService } from './smart-service';
import { seedPenaltyCases } from './penalty-cases';
import { seedSealUps } from './seal-ups';
import { seedCampaigns } from './campaigns';
import { seedAppointments } from './appointments';
import { seedFirePrevention } from './fire-prevention';
import { seedComplaints } from './complaints';
import { seedEventsHandovers } from './events-handovers';
import { seedProductChecks } from './product-checks';
import { seedSafetyInspections } from './safety-inspections';

let demoHash: Promise<string> | undefined;
/** The shared demo password hashed once, with a salt from the seeded PRNG so the rows are reproducible. */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD, new Prng(DEMO_SEED).bytes(16));
  return demoHash;
}

export interface DemoSeedOptions {
  /** Timestamps are placed before the start of this day (China time); defaults to today. */
  now?: Date;
}

/**
 * The deterministic demo data: the Shenzhen detachment's organisation tree, users at every level, the
 * demo accounts and roles, pending work and notices. Expects seedEssentials to have run.
 */
/**
 * 三员分立: the security and audit administrators beside admin, at the root unit. Written after the
 * generated people with ids of their own, so the other demo users keep their ids.
 */
async function seedSeparatedAdmins(db: Db, passwordHash: string, anchor: Date): Promise<void> {
  const at = new Date(anchor.getTime() - 400 * DAY_MS);
  const changed = new Date(anchor.getTime() - 7 * DAY_MS);
  const admins = [
    { id: 'u-anquan', account: 'anquan', roleId: 'r-anquan', phone: '13800000001' },
    { id: 'u-shenji', account: 'shenji', roleId: 'r-shenji', phone: '13800000002' },
  ];
  await insertAll(
    db,
    users,
    admins.map((a) => ({ id: a.id, account: a.account, name: demoName(a.account), organId: ROOT_ORGAN_ID, phone: a.phone, passwordHash, passwordIsInitial: false, passwordChangedAt: changed, createdAt: at, updatedAt: at })),
  );
  await insertAll(db, userRoles, admins.map((a) => ({ userId: a.id, roleId: a.roleId })));
}

export async function seedDemo(db: Db, options: DemoSeedOptions = {}): Promise<void> {
  const rng = new Prng(DEMO_SEED);
  const anchor = chinaStartOfDay(options.now ?? new Date());
  const hash = await demoPasswordHash();
  const tree = buildOrganizations(rng);
  await insertAll(db, organizations, tree.organs);
  await insertAll(db, areas, tree.areas);
  await seedAreaBoundaries(db);

  const rows = menuSeed();
  await insertAll(db, roles, DEMO_ROLES.map(({ grants: _grants, ...role }) => ({ ...role, builtIn: false })));
  await insertAll(
    db,
    roleMenus,
    DEMO_ROLES.flatMap((role) =>
      grantSet(rows, role.grants).flatMap((menuId) => (['pc', 'app'] as const).map((client) => ({ roleId: role.id, menuId, client }))),
    ),
  );

  const accounts: DemoAccount[] = [
    { account: 'zhidui', name: demoName('zhidui'), organId: DETACHMENT_ID, roleId: 'r-zhidui', leader: true },
    { account: 'dadui', name: demoName('dadui'), organId: tree.futianBrigadeId, roleId: 'r-dadui' },
    { account: 'fazhi', name: demoName('fazhi'), organId: DETACHMENT_ID, roleId: 'r-fazhi' },
    { account: 'paichusuo', name: demoName('paichusuo'), organId: tree.futianPoliceId, roleId: 'r-paichusuo' },
    { account: 'jiedao', name: demoName('jiedao'), organId: tree.futianStreetId, roleId: 'r-jiedao' },
  ];
  const root = { id: ROOT_ORGAN_ID, name: '应急管理部消防救援局', sortName: '消防救援局', level: 0 };
  const people = buildPeople(rng, [root, ...tree.organs], accounts, hash, anchor);
  await insertAll(db, users, people.users);
  await insertAll(db, userRoles, people.userRoles);
  await seedSeparatedAdmins(db, hash, anchor);
  await db
    .update(users)
    .set({ passwordHash: hash, passwordIsInitial: false, passwordChangedAt: new Date(anchor.getTime() - 7 * DAY_MS), phone: '13800000000', createdAt: new Date(anchor.getTime() - 400 * DAY_MS), updatedAt: new Date(anchor.getTime() - 400 * DAY_MS) })
    .where(eq(users.id, ADMIN_USER_ID));

  const demoIds = Object.values(people.demoIds);
  const senders = people.users.filter((u) => u.organId === DETACHMENT_ID || u.organId === tree.futianBrigadeId).map((u) => u.id);
  await insertAll(db, notices, buildNotices(rng, demoIds, senders, anchor));
  await insertAll(db, appVersions, [
    { id: 'v-android-1', platform: 'android', version: APP_INITIAL_VERSION, fileName: null, url: APP_DOWNLOAD_URL, createdAt: new Date(anchor.getTime() - 30 * DAY_MS), updatedAt: new Date(anchor.getTime() - 30 * DAY_MS) },
  ]);
  await seedNoticeTemplates(db, anchor);
  await seedLibraries(db, anchor);
  await seedDutyStandards(db, anchor);
  await seedAssessmentItems(db, anchor);
  await seedJointResources(db, anchor, tree.organs, tree.futianBrigadeId);
  await seedBasicLibrary(db, anchor);
  await seedTaskTemplates(db, anchor);
  await seedGuideTemplates(db, anchor);
  await seedCaseCauses(db, anchor);
  await seedWrits(db, anchor, [DETACHMENT_ID, ...tree.organs.filter((o) => o.level === 3).slice(0, 3).map((o) => o.id)]);
  await seedFormConfigurations(db, anchor);
  await seedIndustries(db, anchor);
  await seedFlowDefinitions(db, anchor);
  await seedFlowWorks(db, anchor, { users: people.users, organs: tree.organs, demoIds: people.demoIds, futianBrigadeId: tree.futianBrigadeId, futianPoliceId: tree.futianPoliceId }, concludeReinspectionBeforeFinish(anchor));
  await seedBusinessRecords(db, anchor);
  await seedMessageCentre(db, anchor, people.demoIds);
  await seedStatistics(db, anchor, options.now ?? new Date());
  await seedOfficerTracks(db, anchor, options.now ?? new Date());
  await seedWorkingCalendar(db, anchor);
  await seedSupervisionTasks(db, anchor, tree.futianBrigadeId);
  await seedEventsHandovers(db, anchor, tree.futianBrigadeId);
  await seedSmartService(db);
  await seedPenaltyCases(db, anchor, tree.futianBrigadeId);
  await seedSealUps(db, anchor, tree.futianBrigadeId);
  await seedCampaigns(db, anchor);
  await seedAppointments(db, anchor);
  await seedComplaints(db, anchor, options.now ?? new Date(), tree.futianBrigadeId);
  await seedWorkOrders(db, anchor, tree);
  await seedProductChecks(db, anchor);
  // The demo's external platforms are the server's stand-in pages (系统配置 → 外部系统 changes them).
  await writeSetting(db, ConfigKey.externalLinks, Object.fromEntries(EXTERNAL_LINK_TYPES.map((type) => [type, standInUrl(type)])));
  await seedSafetyInspections(db, anchor, tree.futianBrigadeId);
  await seedFirePrevention(db, anchor);
  await seedRoutineChecks(db, anchor, tree.futianBrigadeId);
  await writeSetting(db, SettingKey.demoSeeded, true);
}
