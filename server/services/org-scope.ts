import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SessionUser } from '../http/route';

/** The unit and every unit below it (organ range 1 of the spec), by one recursive query. */
export async function subordinateOrganIds(db: Db, organId: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    WITH RECURSIVE tree(id) AS (
      SELECT id FROM organizations WHERE id = ${organId} AND deleted = false
      UNION ALL
      SELECT o.id FROM organizations o JOIN tree t ON o.parent_id = t.id WHERE o.deleted = false
    )
    SELECT id FROM tree`);
  const list = (rows as unknown as { rows?: { id: string }[] }).rows ?? (rows as unknown as { id: string }[]);
  return list.map((r) => r.id);
}

/**
 * The organisations whose data a user may see: everything for an administrator (null = no limit),
 * otherwise the user's unit and its subordinates.
 */
export async function scopeOf(db: Db, user: SessionUser): Promise<string[] | null> {
  if (user.isAdmin) return null;
  return subordinateOrganIds(db, user.unitId);
}

/** The organisations a filter asks for (organ range 0: the unit only, 1: with subordinates), inside the scope. */
export async function organFilter(db: Db, user: SessionUser, organId: string | undefined, range: 0 | 1 = 1): Promise<string[] | null> {
  const scope = await scopeOf(db, user);
  if (!organId) return scope;
  const wanted = range === 0 ? [organId] : await subordinateOrganIds(db, organId);
  return scope ? wanted.filter((id) => scope.includes(id)) : wanted;
}
