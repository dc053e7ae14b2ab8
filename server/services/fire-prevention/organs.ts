/**
 * The organisations of a fire-prevention task order: who may receive it from the caller (brigades, stations,
 * police stations and streets below the caller's unit) and whose leaders approve it (the issuing unit and
 * every unit above it).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/route';
import { scopeOf } from '../org-scope';

export interface ReceiverChoice {
  id: string;
  name: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const list = (values: readonly string[]) => sql.join((values.length ? values : ['']).map((v) => sql`${v}`), sql`, `);

/** Brigades (3), stations (4), police stations (5) and streets (level 6 on a street area) below the caller's unit. */
export async function receiverChoices(db: Db, user: SessionUser, ids?: readonly string[]): Promise<ReceiverChoice[]> {
  const scope = (await scopeOf(db, user))?.filter((id) => id !== user.unitId);
  const inScope = scope ? sql`o.id IN (${list(scope)})` : sql`true`;
  const only = ids ? sql`o.id IN (${list(ids)})` : sql`true`;
  const result = await db.execute(sql`SELECT o.id, o.name FROM organizations o
    WHERE o.deleted = false AND ${inScope} AND ${only}
      AND (o.level IN (3, 4, 5) OR (o.level = 6 AND EXISTS (SELECT 1 FROM areas a WHERE a.code = o.area_code AND a.level = 4 AND a.deleted = false)))
    ORDER BY o.level, o.sort, o.id`);
  return rowsOf<ReceiverChoice>(result);
}

/** For each issuing unit, itself and its superiors up to the root. */
export async function approverOrgans(db: Db, issuerIds: readonly string[]): Promise<Map<string, string[]>> {
  const result = await db.execute(sql`
    WITH RECURSIVE chain(start_id, id, parent_id) AS (
      SELECT id, id, parent_id FROM organizations WHERE id IN (${list([...new Set(issuerIds)])})
      UNION ALL
      SELECT c.start_id, o.id, o.parent_id FROM organizations o JOIN chain c ON o.id = c.parent_id
    )
    SELECT start_id, id FROM chain`);
  const out = new Map<string, string[]>();
  for (const r of rowsOf<{ start_id: string; id: string }>(result)) out.set(r.start_id, [...(out.get(r.start_id) ?? []), r.id]);
  return out;
}
