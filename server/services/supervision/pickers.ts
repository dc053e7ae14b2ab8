/** What the task form chooses from: the enforcement officers of a brigade and the social units of the library. */
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lawOfficers, societyCompanies as c, taskTemplates, users } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { escapeLike } from '../like';
import { scopeOf } from '../org-scope';

/** Units offered per search: a picker, not a list. */
export const UNIT_PICKER_SIZE = 50;

export async function brigadeOfficers(db: Db, user: SessionUser, organId?: string) {
  const organ = organId?.trim() || user.unitId;
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(organ)) throw badRequest('承办单位只能是本单位或下级单位');
  return db
    .select({ userId: users.id, username: users.name })
    .from(lawOfficers)
    .innerJoin(users, eq(users.id, lawOfficers.userId))
    .where(and(eq(lawOfficers.deleted, false), eq(users.deleted, false), eq(users.organId, organ)))
    .orderBy(asc(users.name), asc(users.id));
}

export async function unitChoices(db: Db, keyword?: string) {
  const text = keyword?.trim();
  const where = [eq(c.deleted, false), ...(text ? [or(ilike(c.name, `%${escapeLike(text)}%`), ilike(c.address, `%${escapeLike(text)}%`))!] : [])];
  return db
    .select({ id: c.id, name: c.name, address: c.address, unitCategory: c.unitCategory })
    .from(c)
    .where(and(...where))
    .orderBy(asc(c.name), asc(c.id))
    .limit(UNIT_PICKER_SIZE);
}

/** The enabled task templates (11500) of the inspection kinds, with their check items, to start a record from. */
export async function checkTemplates(db: Db) {
  return db
    .select({ id: taskTemplates.id, name: taskTemplates.name, taskType: taskTemplates.taskType, items: taskTemplates.items })
    .from(taskTemplates)
    .where(and(eq(taskTemplates.deleted, false), eq(taskTemplates.enabled, true), inArray(taskTemplates.taskType, ['inspection', 'spotCheck', 'rectifyReview'])))
    .orderBy(asc(taskTemplates.name));
}
