/** The map configuration (public: the cockpit reads it without login) and the district outlines, shifted to the base map's system. */
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { MAP_FALLBACK_VIEW, MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '../../constants/map';
import { MapAreasDocument, MapSettingsDocument } from '../../graphql/generated/graphql';
import { toMapPositions, type LngLat, type MapCrs } from '../../lib/coords';

export interface MapSettings {
  longitude: number;
  latitude: number;
  zoom: number;
  minZoom: number;
  maxZoom: number;
  tileUrl: string;
  crs: MapCrs;
}

export const FALLBACK_SETTINGS: MapSettings = { ...MAP_FALLBACK_VIEW, minZoom: MAP_MIN_ZOOM, maxZoom: MAP_MAX_ZOOM, tileUrl: '', crs: 'GCJ02' };

/** `ready` once the configuration answered (or failed: the fallback view and offline style are used then). */
export function useMapSettings(): { settings: MapSettings; ready: boolean } {
  const { data, error } = useQuery(MapSettingsDocument, { fetchPolicy: 'cache-first' });
  const s = data?.mapSettings;
  const settings = useMemo<MapSettings>(
    () => (s ? { longitude: s.lng, latitude: s.lat, zoom: s.zoom, minZoom: s.minZoom, maxZoom: s.maxZoom, tileUrl: s.tileUrl, crs: s.crs } : FALLBACK_SETTINGS),
    [s],
  );
  return { settings, ready: Boolean(s) || Boolean(error) };
}

export interface AreaOutline {
  id: string;
  name: string;
  code: string;
  /** Rings in the base map's system. */
  rings: LngLat[][];
  /** Where the name is written: the mean of the outer ring's vertices. */
  labelAt: LngLat;
}

const mean = (ring: LngLat[]): LngLat => {
  const pts = ring.length > 1 ? ring.slice(0, -1) : ring;
  const sum = pts.reduce<LngLat>((acc, [x, y]) => [acc[0] + x, acc[1] + y], [0, 0]);
  return [sum[0] / pts.length, sum[1] / pts.length];
};

export function useAreaOutlines(crs: MapCrs, skip = false): AreaOutline[] {
  const { data } = useQuery(MapAreasDocument, { fetchPolicy: 'cache-first', skip });
  return useMemo(() => {
    const features = (data?.mapAreas?.features ?? []).flatMap((f) => (f ? [f] : []));
    return features.flatMap((f) => {
      const rings = f.geometry.coordinates.map((ring) => (ring ?? []).flatMap((p) => (p && p.length >= 2 ? [[Number(p[0]), Number(p[1])] as LngLat] : [])));
      if (!rings[0]?.length) return [];
      const shifted = toMapPositions(rings, crs) as LngLat[][];
      return [{ id: f.properties.id, name: f.properties.name, code: f.properties.code, rings: shifted, labelAt: mean(shifted[0]) }];
    });
  }, [data, crs]);
}
