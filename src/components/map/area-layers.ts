/** The jurisdiction outlines as a GeoJSON source and their names as a deck.gl TextLayer (no glyph server needed). */
import { TextLayer } from '@deck.gl/layers';
import type { FeatureCollection, Polygon } from 'geojson';
import type { MapPalette } from './map-style';
import type { AreaOutline } from './use-map-settings';

/** Fonts the browser has (no download): the CJK ones first. */
export const MAP_FONT_FAMILY = '"Noto Sans CJK SC", "WenQuanYi Micro Hei", "Microsoft YaHei", "PingFang SC", sans-serif';
const LABEL_SIZE = 13;

export function areaCollection(outlines: AreaOutline[]): FeatureCollection<Polygon, { id: string; name: string }> {
  return {
    type: 'FeatureCollection',
    features: outlines.map((o) => ({ type: 'Feature', properties: { id: o.id, name: o.name }, geometry: { type: 'Polygon', coordinates: o.rings } })),
  };
}

export function areaLabelLayer(outlines: AreaOutline[], palette: MapPalette) {
  return new TextLayer<AreaOutline>({
    id: 'area-labels',
    data: outlines,
    getPosition: (o) => o.labelAt,
    getText: (o) => o.name,
    getSize: LABEL_SIZE,
    getColor: palette.label,
    characterSet: 'auto',
    fontFamily: MAP_FONT_FAMILY,
    fontSettings: { sdf: true },
    outlineWidth: 2,
    outlineColor: palette.labelOutline,
  });
}
