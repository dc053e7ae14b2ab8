/**
 * The pure part of 双随机: which units and which officer pairs a seed draws from the candidates. The same seed
 * over the same candidates (in the same order) always draws the same, so a published draw can be checked.
 */
import { Prng } from '../../db/seed/prng';

/** `count` distinct items, in drawn order (a partial Fisher–Yates shuffle driven by the seed). */
export function drawItems<T>(candidates: readonly T[], count: number, rng: Prng): T[] {
  const pool = [...candidates];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i += 1) {
    const j = rng.int(i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, n);
}

/** One pair of two different officers per unit: the officers shuffled, then taken two by two round the list. */
export function officerPairs<T>(officers: readonly T[], count: number, rng: Prng): [T, T][] {
  if (officers.length < 2) return [];
  const order = drawItems(officers, officers.length, rng);
  return Array.from({ length: count }, (_, i) => [order[(2 * i) % order.length], order[(2 * i + 1) % order.length]]);
}

export interface Draw<U, O> {
  units: U[];
  pairs: [O, O][];
}

export function draw<U, O>(seed: number, units: readonly U[], officers: readonly O[], count: number): Draw<U, O> {
  const rng = new Prng(seed);
  const chosen = drawItems(units, count, rng);
  return { units: chosen, pairs: officerPairs(officers, chosen.length, rng) };
}
