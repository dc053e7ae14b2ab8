import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { areas, type AreaBoundary } from '../schema';
import { DISTRICT_GEO, type DistrictGeo } from './district-geo';
import { Prng } from './prng';

/**
 * District outlines for the map's offline default style. These are APPROXIMATIONS, not surveyed borders:
 * an irregular polygon of a dozen vertices around each district's centre and radius (district-geo.ts),
 * deterministic per district code so every seed draws the same shapes. Replace areas.boundary with
 * real outlines (GeoJSON Polygon rings, WGS84) where they are known.
 */
const VERTICES = 12;
const KM_PER_DEGREE_LAT = 111.32;

const seedOf = (code: string) => [...code].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

export function districtBoundary(d: DistrictGeo): AreaBoundary {
  const rng = new Prng(seedOf(d.code));
  const kmPerDegreeLng = KM_PER_DEGREE_LAT * Math.cos((d.lat * Math.PI) / 180);
  const ring: [number, number][] = [];
  for (let i = 0; i < VERTICES; i++) {
    const angle = ((i + (rng.next() - 0.5) * 0.5) / VERTICES) * 2 * Math.PI;
    const km = d.radiusKm * (0.75 + rng.next() * 0.45);
    const lng = d.lng + (km * Math.cos(angle)) / kmPerDegreeLng;
    const lat = d.lat + (km * Math.sin(angle)) / KM_PER_DEGREE_LAT;
    ring.push([Math.round(lng * 1e5) / 1e5, Math.round(lat * 1e5) / 1e5]);
  }
  ring.push(ring[0]);
  return [ring];
}

/** Writes the outline of every district area of DISTRICT_GEO that exists (area id `a-<code>`). */
export async function seedAreaBoundaries(db: Db): Promise<void> {
  for (const d of DISTRICT_GEO) {
    await db.update(areas).set({ boundary: districtBoundary(d) }).where(eq(areas.code, d.code));
  }
}
