/**
 * Deterministic figures for the stand-ins of external systems: the same query always answers the same
 * numbers, different queries different ones, so screens and tests behave like against a real service.
 */
export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function figure(key: string, min: number, max: number): number {
  return min + (hashSeed(key) % (max - min + 1));
}
