/**
 * One demo shift of an enforcement officer: driving along a street grid between sites (straight legs with
 * small wobbles and right-angle turns), stopping at each site for an inspection, a GPS fix every ~30 s
 * with a few metres of noise. Stays inside the district's circle. WGS84.
 */
import type { DistrictGeo } from './district-geo';
import type { Prng } from './prng';

const METRES_PER_DEGREE = 111_320;
const FIX_INTERVAL_S = 30;
const FIX_JITTER_S = 3;
const GPS_NOISE_M = 4;
const DRIVE_SPEED_MPS = [5, 9] as const;
const LEG_M = [250, 900] as const;
const DRIVE_LEGS = [2, 5] as const;
const STOP_FIXES = [8, 24] as const;
/** Walks keep to this share of the district radius, so noise and a long leg stay inside it. */
const INNER_SHARE = 0.8;

export interface WalkFix {
  lng: number;
  lat: number;
  at: Date;
}

interface Cursor {
  x: number;
  y: number;
  t: number;
}

const between = (rng: Prng, [min, max]: readonly [number, number]) => min + rng.next() * (max - min);
const noise = (rng: Prng) => (rng.next() + rng.next() + rng.next() - 1.5) * GPS_NOISE_M;

/** A street grid angle per district, so every officer of it drives the same grid. */
export function gridAngle(geo: DistrictGeo): number {
  return ((Number(geo.code.slice(-2)) * 37) % 90) * (Math.PI / 180);
}

export function shiftWalk(rng: Prng, geo: DistrictGeo, start: Date, end: Date): WalkFix[] {
  const limit = geo.radiusKm * 1000 * INNER_SHARE;
  const grid = gridAngle(geo);
  const fixes: WalkFix[] = [];
  // Metres east (x) and north (y) of the district centre.
  const radius = Math.sqrt(rng.next()) * limit * 0.7;
  const bearing = rng.next() * 2 * Math.PI;
  const cur: Cursor = { x: radius * Math.cos(bearing), y: radius * Math.sin(bearing), t: start.getTime() };
  const metresPerLng = METRES_PER_DEGREE * Math.cos((geo.lat * Math.PI) / 180);
  const emit = () => {
    fixes.push({ lng: geo.lng + (cur.x + noise(rng)) / metresPerLng, lat: geo.lat + (cur.y + noise(rng)) / METRES_PER_DEGREE, at: new Date(cur.t) });
    cur.t += (FIX_INTERVAL_S + rng.int(-FIX_JITTER_S, FIX_JITTER_S)) * 1000;
  };
  // Grid directions: the four ways along the streets.
  const ways = [0, 1, 2, 3].map((k) => grid + (k * Math.PI) / 2);
  let heading = rng.pick(ways);
  while (cur.t <= end.getTime()) {
    const legs = rng.int(DRIVE_LEGS[0], DRIVE_LEGS[1]);
    for (let leg = 0; leg < legs && cur.t <= end.getTime(); leg += 1) {
      heading = nextHeading(rng, ways, heading, cur, limit);
      const speed = between(rng, DRIVE_SPEED_MPS);
      let left = between(rng, LEG_M);
      while (left > 0 && cur.t <= end.getTime()) {
        const step = Math.min(left, speed * FIX_INTERVAL_S);
        const wobble = heading + (rng.next() - 0.5) * 0.06;
        cur.x += step * Math.cos(wobble);
        cur.y += step * Math.sin(wobble);
        left -= step;
        emit();
      }
    }
    // At a site: the phone lies still on the desk, give or take the noise.
    const stop = rng.int(STOP_FIXES[0], STOP_FIXES[1]);
    for (let i = 0; i < stop && cur.t <= end.getTime(); i += 1) emit();
  }
  return fixes;
}

/** Turn left, right or keep on at a crossing; head back in when the next leg would leave the district. */
function nextHeading(rng: Prng, ways: number[], heading: number, cur: Cursor, limit: number): number {
  const distance = Math.hypot(cur.x, cur.y);
  if (distance > limit * 0.6) {
    const inward = Math.atan2(-cur.y, -cur.x);
    const gap = (a: number) => Math.abs(Math.atan2(Math.sin(a - inward), Math.cos(a - inward)));
    return [...ways].sort((a, b) => gap(a) - gap(b))[0];
  }
  const turn = rng.pick([-1, 0, 0, 1]);
  return heading + (turn * Math.PI) / 2;
}
