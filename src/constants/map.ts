/** Map constants (document 2 §9). */

export const MAP_MIN_ZOOM = 10;
export const MAP_MAX_ZOOM = 13;
export const HEATMAP_RADIUS = 25;
export const HEATMAP_MAX = 100;
export const TRACK_LINE_COLOR = 'green';
/** The map's view before the configured one arrives (the server's default, server/services/system-config.ts). */
export const MAP_FALLBACK_VIEW = { longitude: 114.0579, latitude: 22.5431, zoom: 11 } as const;
/** Heat-map colours from cold to hot (the risk legend's colours, low → major). */
export const HEATMAP_COLOR_RANGE: [number, number, number][] = [
  [34, 197, 94],
  [59, 130, 246],
  [250, 204, 21],
  [249, 115, 22],
  [239, 68, 68],
  [185, 28, 28],
];
/** Risk levels of complaints and their legend colours (document 2 §9). */
export const RISK_LEVELS = ['major', 'larger', 'general', 'low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_COLORS: Record<RiskLevel, string> = { major: '#ef4444', larger: '#facc15', general: '#3b82f6', low: '#22c55e' };
