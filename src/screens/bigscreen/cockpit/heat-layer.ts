/** The complaint heat map (document 2 §9): radius 25 px, the hottest colour at HEATMAP_MAX, points in the base map's system. */
import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import { HEATMAP_COLOR_RANGE, HEATMAP_MAX, HEATMAP_RADIUS, type RiskLevel } from '../../../constants/map';
import { toMapPoint, type MapCrs } from '../../../lib/coords';
import type { HeatPoint } from './bench-points';

/** Positions as one flat Float32Array (binary attribute: no per-point accessor calls for 100,000 points). */
export interface HeatPositions {
  length: number;
  positions: Float32Array;
}

export function heatPositions(points: readonly HeatPoint[], risks: ReadonlySet<RiskLevel>, crs: MapCrs): HeatPositions {
  const kept = points.filter((p) => risks.has(p.risk));
  const positions = new Float32Array(kept.length * 2);
  kept.forEach((p, i) => {
    const [lng, lat] = toMapPoint([p.lng, p.lat], crs);
    positions[i * 2] = lng;
    positions[i * 2 + 1] = lat;
  });
  return { length: kept.length, positions };
}

/**
 * HEATMAP_MAX ("maximum 100") is the top of the colour domain: at and above it a pixel takes the hottest colour.
 * In SUM mode deck.gl reads the domain as a density (weight per area, so the colours stay put while zooming);
 * this unit converts the spec's maximum into it, chosen on the demo data at the default zoom so that a lone
 * complaint shows cold and the hot spots of a district reach red. Below HEAT_FADE_RATIO of the top, pixels fade out.
 */
export const HEAT_DOMAIN_SCALE = 0.002;
export const HEAT_FADE_RATIO = 0.02;

export function heatLayer(data: HeatPositions) {
  return new HeatmapLayer({
    id: 'complaint-heat',
    data: { length: data.length, attributes: { getPosition: { value: data.positions, size: 2 } } },
    getWeight: 1,
    radiusPixels: HEATMAP_RADIUS,
    colorRange: HEATMAP_COLOR_RANGE,
    aggregation: 'SUM',
    colorDomain: [HEATMAP_MAX * HEAT_DOMAIN_SCALE * HEAT_FADE_RATIO, HEATMAP_MAX * HEAT_DOMAIN_SCALE],
  });
}
