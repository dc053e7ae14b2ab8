import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { passwordProblem } from '../../src/shared/password-policy';
import { badRequest, conflict } from '../http/envelope';
import { readSetting, readSettings, SettingKey, writeSetting } from './settings';
import { DEFAULT_INITIAL_PASSWORD, INITIAL_PASSWORD_KEY } from './users';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '../../src/constants/map';
import { systemConfigProblems } from '../../src/shared/system-config-input';
import { MAP_BASE_KEY, readMapBase, type MapCrs } from './map-base';
import type { ExternalLinkType } from '../../src/catalogue/types';
import { EXTERNAL_LINK_TYPES, EXTERNAL_LINKS, externalUrlProblems, type ExternalUrlField } from '../../src/shared/external-links';

/** Map defaults (document 2 §9 leaves the centre unstated): the centre of Shenzhen, a city-wide zoom. */
export const DEFAULT_MAP = { lng: 114.0579, lat: 22.5431, zoom: 11 } as const;
/** The map's zoom range (document 2 §9: 10 to 13); the configured zoom must lie inside it. */
export const MAP_ZOOM_RANGE = { min: MAP_MIN_ZOOM, max: MAP_MAX_ZOOM } as const;
/** Keys of the settings rows this module adds next to those of services/settings.ts. */
export const ConfigKey = { map: 'mapView', version: 'systemConfigVersion', initialPassword: INITIAL_PASSWORD_KEY, externalLinks: 'externalLinks' } as const;

export interface MapView {
  lng: number;
  lat: number;
  zoom: number;
}

/** The whole configuration as the xtpz screen shows and edits it (flat, one field per form input). */
export interface SystemConfig {
  passwordMinLength: number;
  passwordMaxLength: number;
  passwordMinClasses: number;
  lockThreshold: number;
  lockMinutes: number;
  passwordMaxAgeDays: number;
  tokenIdleMinutes: number;
  captchaEnabled: boolean;
  initialPassword: string;
  mapCenterLng: number;
  mapCenterLat: number;
  mapZoom: number;
  /** Raster tile URL template of the base map; empty = the offline default style. */
  mapTileUrl: string;
  /** Coordinate system of the base map's tiles. */
  mapCrs: MapCrs;
  externalHzdcUrl: string;
  externalXygkUrl: string;
  externalAqjcUrl: string;
  externalXfjdjcUrl: string;
  externalJsfwUrl: string;
}

/** The configured address of each external platform ('' or missing: not configured). */
export async function readExternalLinks(db: Db): Promise<Partial<Record<ExternalLinkType, string>>> {
  return (await readSetting<Partial<Record<ExternalLinkType, string>>>(db, ConfigKey.externalLinks)) ?? {};
}

export async function readMapView(db: Db): Promise<MapView> {
  return { ...DEFAULT_MAP, ...(await readSetting<Partial<MapView>>(db, ConfigKey.map)) };
}

export async function readSystemConfig(db: Db, config: Pick<Config, 'tokenIdleMinutes'>): Promise<SystemConfig & { version: number }> {
  const [s, map, base, initial, version] = await Promise.all([
    readSettings(db, config),
    readMapView(db),
    readMapBase(db),
    readSetting<string>(db, ConfigKey.initialPassword),
    readSetting<number>(db, ConfigKey.version),
  ]);
  const links = await readExternalLinks(db);
  return {
    passwordMinLength: s.passwordPolicy.minLength,
    passwordMaxLength: s.passwordPolicy.maxLength,
    passwordMinClasses: s.passwordPolicy.minClasses,
    lockThreshold: s.lockThreshold,
    lockMinutes: s.lockMinutes,
    passwordMaxAgeDays: s.passwordMaxAgeDays,
    tokenIdleMinutes: s.tokenIdleMinutes,
    captchaEnabled: s.captchaEnabled,
    initialPassword: typeof initial === 'string' && initial ? initial : DEFAULT_INITIAL_PASSWORD,
    mapCenterLng: map.lng,
    mapCenterLat: map.lat,
    mapZoom: map.zoom,
    mapTileUrl: base.tileUrl,
    mapCrs: base.crs,
    ...Object.fromEntries(EXTERNAL_LINK_TYPES.map((type) => [EXTERNAL_LINKS[type].field, links[type] ?? ''])) as Record<ExternalUrlField, string>,
    version: version ?? 1,
  };
}

/** Rules the schema cannot express (they relate two fields); throws 400 naming the field. */
export function checkSystemConfig(c: SystemConfig): void {
  const problems = systemConfigProblems(c);
  if (problems.passwordMaxLength) throw badRequest(problems.passwordMaxLength);
  const policy = { minLength: c.passwordMinLength, maxLength: c.passwordMaxLength, minClasses: c.passwordMinClasses };
  const problem = passwordProblem({ password: c.initialPassword, account: '', policy, fieldTitle: '初始密码' });
  if (problem) throw badRequest(problem);
  const rest = problems.mapZoom ?? problems.mapTileUrl ?? Object.values(externalUrlProblems(c))[0];
  if (rest) throw badRequest(rest);
}

/**
 * Saves every value in one transaction, only when `version` is still the stored one (409 otherwise).
 * The auth code reads these rows on every login and request, so a new lock threshold applies at once.
 */
export async function writeSystemConfig(db: Db, c: SystemConfig, version: number): Promise<number> {
  checkSystemConfig(c);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await txDb.insert(settings).values({ key: ConfigKey.version, value: 1 }).onConflictDoNothing();
    const bumped = await txDb
      .update(settings)
      .set({ value: sql`to_jsonb(${version + 1}::int)` })
      .where(and(eq(settings.key, ConfigKey.version), sql`${settings.value} = to_jsonb(${version}::int)`))
      .returning({ key: settings.key });
    if (bumped.length === 0) throw conflict();
    await writeSetting(txDb, SettingKey.passwordPolicy, { minLength: c.passwordMinLength, maxLength: c.passwordMaxLength, minClasses: c.passwordMinClasses });
    await writeSetting(txDb, SettingKey.lockThreshold, c.lockThreshold);
    await writeSetting(txDb, SettingKey.lockMinutes, c.lockMinutes);
    await writeSetting(txDb, SettingKey.passwordMaxAgeDays, c.passwordMaxAgeDays);
    await writeSetting(txDb, SettingKey.tokenIdleMinutes, c.tokenIdleMinutes);
    await writeSetting(txDb, SettingKey.captchaEnabled, c.captchaEnabled);
    await writeSetting(txDb, ConfigKey.initialPassword, c.initialPassword);
    await writeSetting(txDb, ConfigKey.map, { lng: c.mapCenterLng, lat: c.mapCenterLat, zoom: c.mapZoom });
    await writeSetting(txDb, MAP_BASE_KEY, { tileUrl: c.mapTileUrl, crs: c.mapCrs });
    await writeSetting(txDb, ConfigKey.externalLinks, Object.fromEntries(EXTERNAL_LINK_TYPES.map((type) => [type, c[EXTERNAL_LINKS[type].field].trim()])));
    return version + 1;
  });
}
