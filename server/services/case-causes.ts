import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { caseCauses } from '../db/schema';

/** One cause as the xxj service counts it (GET /statistics/topCaseCauses). */
export interface CountedCause {
  cause: string;
  count: number;
}

export interface CauseSyncResult {
  added: number;
  updated: number;
  total: number;
}

const CODE_PREFIX = 'AY';
const CODE_DIGITS = 4;
export const causeCode = (n: number) => `${CODE_PREFIX}${String(n).padStart(CODE_DIGITS, '0')}`;

/**
 * Takes the causes the xxj service counts: known names get the new count, new names are added with the
 * next code. Causes the service no longer lists keep their last count (cases under them still exist).
 * One transaction, so a failed sync leaves the list as it was.
 */
export async function applyCauseCounts(db: Db, counted: CountedCause[], now = new Date()): Promise<CauseSyncResult> {
  const byName = new Map<string, number>();
  for (const { cause, count: n } of counted) {
    const name = cause.trim();
    if (name) byName.set(name, Math.max(0, Math.trunc(n)));
  }
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const existing = await t.select({ id: caseCauses.id, name: caseCauses.name, code: caseCauses.code }).from(caseCauses);
    const idByName = new Map(existing.map((r) => [r.name, r.id]));
    let next = existing.reduce((max, r) => Math.max(max, Number(r.code.slice(CODE_PREFIX.length)) || 0), 0);
    let added = 0;
    let updated = 0;
    for (const [name, caseCount] of byName) {
      const id = idByName.get(name);
      if (id) {
        await t.update(caseCauses).set({ caseCount, syncedAt: now, updatedAt: now }).where(eq(caseCauses.id, id));
        updated += 1;
      } else {
        next += 1;
        await t.insert(caseCauses).values({ id: randomUUID(), code: causeCode(next), name, caseCount, source: 'xxj', syncedAt: now, createdAt: now, updatedAt: now });
        added += 1;
      }
    }
    return { added, updated, total: existing.length + added };
  });
}
