import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { areas } from '../db/schema';

/** Levels of the area tree (AREA_LEVEL_OPTIONS); streets (4) have their own edit button (editStreet). */
export const STREET_LEVEL = 4;
export const MAX_AREA_LEVEL = 5;

const live = eq(areas.deleted, false);

export interface AreaNode {
  id: string;
  name: string;
  code: string;
  level: number;
  value: string;
  label: string;
  children: AreaNode[];
}

/** The live areas as a tree (roots are the areas without a parent). */
export async function areaTree(db: Db): Promise<AreaNode[]> {
  const rows = await db.select().from(areas).where(live).orderBy(asc(areas.sort), asc(areas.code));
  const nodes = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, code: r.code, level: r.level, value: r.id, label: r.name, children: [] as AreaNode[] }]));
  const roots: AreaNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const up = r.parentId ? nodes.get(r.parentId) : undefined;
    (up ? up.children : roots).push(node);
  }
  return roots;
}

export async function districtOptions(db: Db) {
  const rows = await db.select({ value: areas.id, label: areas.name, code: areas.code }).from(areas).where(and(live, eq(areas.level, 3))).orderBy(asc(areas.code));
  return rows;
}

/**
 * The parent code of an administrative code (GB/T 2260 and its street/community extensions):
 * 440304001 → 440304 (district), 440304 → 440300 (city), 440300 → 440000 (province), 440000 → none.
 */
export function parentCodeOf(code: string): string | null {
  if (code.length > 6) return code.slice(0, code.length <= 9 ? 6 : 9);
  if (code.endsWith('0000')) return null;
  return code.endsWith('00') ? `${code.slice(0, 2)}0000` : `${code.slice(0, 4)}00`;
}
