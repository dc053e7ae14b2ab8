import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations as o } from '../../db/schema';
import type { SessionUser } from '../../http/route';
import { scopeOf } from '../org-scope';

/** The brigades (大队, level 3) a complaint may be forwarded to: the caller's unit and below. */
export async function brigadeChoices(db: Db, user: SessionUser): Promise<{ id: string; name: string }[]> {
  const scope = await scopeOf(db, user);
  const where = and(eq(o.level, 3), eq(o.deleted, false), scope ? inArray(o.id, scope.length ? scope : ['']) : undefined);
  return db.select({ id: o.id, name: o.name }).from(o).where(where).orderBy(asc(o.sort), asc(o.name));
}
