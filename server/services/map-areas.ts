import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { areas, type AreaBoundary } from '../db/schema';

export interface AreaFeature {
  type: 'Feature';
  properties: { id: string; name: string; code: string; level: number };
  geometry: { type: 'Polygon'; coordinates: AreaBoundary };
}

export interface AreaCollection {
  type: 'FeatureCollection';
  features: AreaFeature[];
}

/** Every live area that has an outline, as GeoJSON in WGS84 (the client shifts it to the base map's system). */
export async function areaOutlines(db: Db): Promise<AreaCollection> {
  const rows = await db
    .select({ id: areas.id, name: areas.name, code: areas.code, level: areas.level, boundary: areas.boundary })
    .from(areas)
    .where(and(eq(areas.deleted, false), isNotNull(areas.boundary)))
    .orderBy(asc(areas.code));
  return {
    type: 'FeatureCollection',
    features: rows.map(({ boundary, ...properties }) => ({
      type: 'Feature',
      properties,
      geometry: { type: 'Polygon', coordinates: boundary as AreaBoundary },
    })),
  };
}
