/** The jurisdiction outlines as a GeoJSON source; their names are DOM markers (AreaLabels), no glyph server needed. */
import type { FeatureCollection, Polygon } from 'geojson';
import type { AreaOutline } from './use-map-settings';

/** Fonts the browser has (no download): the CJK ones first. */
export const MAP_FONT_FAMILY = '"Noto Sans CJK SC", "WenQuanYi Micro Hei", "Microsoft YaHei", "PingFang SC", sans-serif';
export const MAP_LABEL_SIZE = 13;

export function areaCollection(outlines: AreaOutline[]): FeatureCollection<Polygon, { id: string; name: string }> {
  return {
    type: 'FeatureCollection',
    features: outlines.map((o) => ({ type: 'Feature', properties: { id: o.id, name: o.name }, geometry: { type: 'Polygon', coordinates: o.rings } })),
  };
}
