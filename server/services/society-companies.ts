import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { societyCompanies as c } from '../db/schema';
import { notFound } from '../http/envelope';
import type { SessionUser } from '../http/route';
import type { CompanyRow } from '../entities/society-company.entity';
import { scopeOf } from './org-scope';

export type { CompanyRow };

/** A unit's own values, already checked, as imports and the sync write them. */
export type CompanyValues = Omit<typeof c.$inferInsert, 'id' | 'status' | 'deleted' | 'createdAt' | 'updatedAt' | 'version'>;

export async function insertCompany(db: Db, values: CompanyValues): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await db.insert(c).values({ id, ...values, createdAt: now, updatedAt: now });
  return id;
}

/** Opens or closes units, all or nothing: every id must be a live unit inside the user's scope. */
export async function updateCompanyStatus(db: Db, user: SessionUser, ids: string[], status: number): Promise<number> {
  const unique = [...new Set(ids)];
  const scope = await scopeOf(db, user);
  return db.transaction(async (tx) => {
    const where = [inArray(c.id, unique), eq(c.deleted, false)];
    if (scope) where.push(inArray(c.organId, scope));
    const changed = await (tx as unknown as Db).update(c).set({ status, updatedAt: new Date(), version: sql`${c.version} + 1` }).where(and(...where)).returning({ id: c.id });
    if (changed.length !== unique.length) throw notFound('社会单位不存在、已被删除或不在本单位监管范围内');
    return changed.length;
  });
}
