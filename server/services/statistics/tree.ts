import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ResolvedFilter } from './filters';

/** One organisation a filter covers, with the row it rolls up to (`top`). */
export interface TreeOrgan {
  id: string;
  top: string;
  level: number;
  name: string;
  /** The short name charts show (福田大队). */
  sortName: string;
  sort: number;
}

/** The rows of `db.execute`, whichever driver answered (PGlite and node-postgres shape them differently). */
export const listOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * The organisations of a filter, by one recursive query: range 0 only the chosen one; range 1 its whole
 * subtree, each mapped to the chosen one's direct child above it, and the chosen one to itself (本级).
 * The fact queries then take the ids as an array parameter: a plain `= ANY` filter keeps their scans
 * parallel and their estimates exact, which a join to the recursive CTE did not (measured on 1 M tasks).
 */
export async function organTree(db: Db, f: ResolvedFilter): Promise<TreeOrgan[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE tree(id, top, level, name, sort_name, sort) AS (
      SELECT id, id, level, name, sort_name, sort FROM organizations WHERE id = ${f.organId}
      UNION ALL
      SELECT o.id, CASE WHEN t.id = ${f.organId} THEN o.id ELSE t.top END, o.level, o.name, o.sort_name, o.sort
      FROM organizations o JOIN tree t ON o.parent_id = t.id
      WHERE o.deleted = false AND ${f.range} = 1
    )
    SELECT id, top, level, name, sort_name, sort FROM tree`);
  return listOf<Omit<TreeOrgan, 'sortName'> & { sort_name: string }>(result).map(({ sort_name, ...o }) => ({ ...o, sortName: sort_name, level: Number(o.level), sort: Number(o.sort) }));
}

/** A text array parameter both drivers bind as text[]. */
export const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]`;
