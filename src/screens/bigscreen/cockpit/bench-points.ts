/**
 * Generated heat points for the first-frame benchmark (?bench=<n>, bench/heatmap-first-frame.ts): n points
 * around Shenzhen's district centres, deterministic, no server involved.
 */
import type { RiskLevel } from '../../../constants/map';

export interface HeatPoint {
  lng: number;
  lat: number;
  risk: RiskLevel;
}

const CENTRES: [number, number][] = [
  [114.055, 22.541], [114.131, 22.556], [113.93, 22.535], [113.855, 22.64], [114.247, 22.69],
  [114.04, 22.68], [114.35, 22.7], [113.92, 22.76], [114.255, 22.59], [114.5, 22.59],
];
const RISKS: RiskLevel[] = ['major', 'larger', 'larger', 'general', 'general', 'general', 'low', 'low', 'low', 'low'];

export function benchPoints(count: number): HeatPoint[] {
  let state = 2026;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  return Array.from({ length: count }, () => {
    const [lng, lat] = CENTRES[Math.floor(next() * CENTRES.length)];
    const r = Math.sqrt(next()) * 0.06;
    const a = next() * 2 * Math.PI;
    return { lng: lng + r * Math.cos(a), lat: lat + r * Math.sin(a) * 0.9, risk: RISKS[Math.floor(next() * RISKS.length)] };
  });
}

/** The count asked for by ?bench=<n>, or null. */
export function benchCount(search: string, param: string, max: number): number | null {
  const n = Number(new URLSearchParams(search).get(param));
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : null;
}
