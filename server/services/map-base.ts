import type { Db } from '../db/client';
import { readSetting } from './settings';

export { TILE_URL_MAX_LENGTH, TILE_URL_PROBLEM, tileUrlProblem } from '../../src/shared/system-config-input';

/**
 * The base map under every map of the client: an optional raster tile source (empty = the offline default
 * style, which draws the jurisdiction outlines only) and the coordinate system its tiles are drawn in.
 * Chinese tile providers (AutoNavi, Tencent) draw in GCJ-02, so data stored in WGS84 is shifted to match.
 */
export const MAP_CRS = ['GCJ02', 'WGS84'] as const;
export type MapCrs = (typeof MAP_CRS)[number];

export interface MapBase {
  tileUrl: string;
  crs: MapCrs;
}

export const MAP_BASE_KEY = 'mapBase';
export const DEFAULT_MAP_BASE: MapBase = { tileUrl: '', crs: 'GCJ02' };

export async function readMapBase(db: Db): Promise<MapBase> {
  return { ...DEFAULT_MAP_BASE, ...(await readSetting<Partial<MapBase>>(db, MAP_BASE_KEY)) };
}

