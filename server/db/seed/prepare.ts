import type { Config } from '../../config';
import { readSetting, SettingKey } from '../../services/settings';
import { refreshStatisticsSummaries } from '../../services/statistics/summaries/refresh';
import type { Db } from '../client';
import { demoPasswordHash, seedDemo } from './demo';
import { seedEssentials } from './essentials';

export { DEMO_ACCOUNTS } from './accounts';

/**
 * Start-up seeding: the essentials every time; the demo data once (a settings row marks it) when
 * cfg.seedDemo, then the statistics summaries not yet built from the current view definitions; returns whether demo data was written now. Throws a clear message when there is no administrator and no password to create one.
 */
export async function prepareDatabase(db: Db, cfg: Pick<Config, 'seedDemo' | 'adminPassword'>): Promise<boolean> {
  const demoDone = (await readSetting<boolean>(db, SettingKey.demoSeeded)) === true;
  const wantDemo = cfg.seedDemo && !demoDone;
  await seedEssentials(
    db,
    cfg.adminPassword
      ? { adminPassword: cfg.adminPassword, adminPasswordIsInitial: true }
      : cfg.seedDemo
        ? { adminPasswordHash: await demoPasswordHash(), adminPasswordIsInitial: false }
        : {},
  );
  if (wantDemo) await seedDemo(db);
  // The statistics summaries of a new or changed view definition are built from the facts once.
  await refreshStatisticsSummaries(db, { all: false });
  return wantDemo;
}
