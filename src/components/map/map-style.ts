/**
 * The base style of every map. No network is needed: the background and the jurisdiction outlines (added
 * as a source by MapView) are all there is, unless the system configuration sets a raster tile template,
 * which is then drawn under the outlines. No glyphs are loaded (MapLibre text would need glyph PBFs from a
 * server): area names are drawn by deck.gl's TextLayer from the browser's own fonts.
 */
import type { StyleSpecification } from 'maplibre-gl';

export type MapVariant = 'light' | 'dark';

export interface MapPalette {
  background: string;
  areaFill: string;
  areaFillOpacity: number;
  areaLine: string;
  label: [number, number, number, number];
  labelOutline: [number, number, number, number];
}

export const MAP_PALETTES: Record<MapVariant, MapPalette> = {
  light: { background: '#eef2f7', areaFill: '#3b82f6', areaFillOpacity: 0.08, areaLine: '#2563eb', label: [30, 41, 59, 230], labelOutline: [255, 255, 255, 220] },
  dark: { background: '#061a38', areaFill: '#38bdf8', areaFillOpacity: 0.07, areaLine: '#38bdf8', label: [186, 230, 253, 235], labelOutline: [6, 26, 56, 230] },
};

export const TILE_SOURCE_ID = 'base-tiles';
export const AREA_SOURCE_ID = 'jurisdiction-areas';
/** Raster tiles of Chinese providers are 256 px. */
const TILE_SIZE = 256;

export function baseStyle(variant: MapVariant, tileUrl: string): StyleSpecification {
  const palette = MAP_PALETTES[variant];
  const style: StyleSpecification = {
    version: 8,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': palette.background } }],
  };
  if (tileUrl) {
    style.sources[TILE_SOURCE_ID] = { type: 'raster', tiles: [tileUrl], tileSize: TILE_SIZE };
    style.layers.push({ id: TILE_SOURCE_ID, type: 'raster', source: TILE_SOURCE_ID, paint: variant === 'dark' ? { 'raster-brightness-max': 0.55, 'raster-saturation': -0.4 } : {} });
  }
  return style;
}
