/**
 * What a routine check may name: a small place (nine-small-places, unit category 2) of the social-unit
 * library, and for a committee or industry check the department (in the caller's jurisdiction) that made it.
 */
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { societyCompanies as c } from '../../db/schema';
import type { SessionUser } from '../../http/route';
import { escapeLike } from '../like';
import { receiversOf } from '../work-orders/receivers';

/** 九小场所 in the social-unit library. */
export const SMALL_PLACE_CATEGORY = 2;
const MAX_CHOICES = 50;

export async function smallPlaces(db: Db, keyword?: string): Promise<{ id: string; name: string; address: string }[]> {
  const word = keyword?.trim() ? escapeLike(keyword.trim()) : undefined;
  return db
    .select({ id: c.id, name: c.name, address: c.address })
    .from(c)
    .where(and(eq(c.deleted, false), eq(c.unitCategory, SMALL_PLACE_CATEGORY), word ? or(ilike(c.name, `%${word}%`), ilike(c.address, `%${word}%`)) : undefined))
    .orderBy(asc(c.name), asc(c.id))
    .limit(MAX_CHOICES);
}

export async function isSmallPlace(db: Db, id: string): Promise<boolean> {
  const [found] = await db.select({ id: c.id }).from(c).where(and(eq(c.id, id), eq(c.deleted, false), eq(c.unitCategory, SMALL_PLACE_CATEGORY)));
  return Boolean(found);
}

/** The committee or industry departments the caller may file for (the same as it may send orders to). */
export async function departmentsFor(db: Db, user: SessionUser, kind: 'committee' | 'industry', ids?: readonly string[]) {
  return (await receiversOf(db, user, kind, ids)).map((d) => ({ id: d.id, name: d.name, organId: d.receiverOrganId }));
}
