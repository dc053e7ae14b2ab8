/**
 * Coordinates for the maps: data is stored in WGS84 (GPS); Chinese base maps (AutoNavi, Tencent) draw in
 * GCJ-02, so every point, line and outline is shifted the same way before it is drawn, or nothing lines up.
 */
import gcoord from 'gcoord';

export type MapCrs = 'GCJ02' | 'WGS84';
export type LngLat = [number, number];

/** A polygon's rings or a line's positions: nested arrays ending in [lng, lat]. */
export type Positions = LngLat | Positions[];

/** One WGS84 point as drawn on a base map of `crs`. */
export function toMapPoint(point: LngLat, crs: MapCrs): LngLat {
  if (crs === 'WGS84') return point;
  const [lng, lat] = gcoord.transform(point, gcoord.WGS84, gcoord.GCJ02);
  return [lng, lat];
}

export function toMapPoints(points: readonly LngLat[], crs: MapCrs): LngLat[] {
  return crs === 'WGS84' ? [...points] : points.map((p) => toMapPoint(p, crs));
}

const isPoint = (p: Positions): p is LngLat => typeof p[0] === 'number';

/** Shifts nested positions (GeoJSON coordinates of a LineString, Polygon, MultiPolygon) without touching the input. */
export function toMapPositions<T extends Positions>(positions: T, crs: MapCrs): T {
  if (crs === 'WGS84') return positions;
  return (isPoint(positions) ? toMapPoint(positions, crs) : positions.map((p) => toMapPositions(p, crs))) as T;
}

export interface Geometry<T extends Positions = Positions> {
  type: string;
  coordinates: T;
}

/** A GeoJSON geometry shifted to the base map's system (a copy; gcoord would change the input in place). */
export function toMapGeometry<G extends Geometry>(geometry: G, crs: MapCrs): G {
  return crs === 'WGS84' ? geometry : { ...geometry, coordinates: toMapPositions(geometry.coordinates, crs) };
}
