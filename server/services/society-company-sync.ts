import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, societyCompanies } from '../db/schema';
import type { SessionUser } from '../http/route';
import { optionLabel, UNIT_CATEGORY_OPTIONS } from '../../src/constants/options';
import { CREDIT_CODE_PATTERN } from '../../src/constants/patterns';
import { scopeOf } from './org-scope';
import { insertCompany } from './society-companies';

/** A social unit as the xxj information system registers it. */
export interface RegisteredCompany {
  creditCode: string;
  name: string;
  unitCategory: number;
  areaCode: string;
  address: string;
  legalPerson: string | null;
  managerName: string | null;
  managerPhone: string | null;
}

export interface CompanySyncResult {
  added: number;
  updated: number;
  unchanged: number;
  /** Units left out: malformed, listed twice, no supervising organisation for the area, or outside the caller's scope. */
  skipped: number;
}

const c = societyCompanies;
const creditRe = new RegExp(CREDIT_CODE_PATTERN);
/** The fields the information system owns; labels, status, building, remark and the supervising organ stay local. */
const SYNCED = ['name', 'unitCategory', 'areaCode', 'address', 'legalPerson', 'managerName', 'managerPhone'] as const;

const clean = (r: RegisteredCompany) => ({
  creditCode: r.creditCode.trim().toUpperCase(),
  name: r.name.trim(),
  unitCategory: r.unitCategory,
  areaCode: r.areaCode.trim() || null,
  address: r.address.trim(),
  legalPerson: r.legalPerson?.trim() || null,
  managerName: r.managerName?.trim() || null,
  managerPhone: r.managerPhone?.trim() || null,
});
const usable = (v: ReturnType<typeof clean>) => creditRe.test(v.creditCode) && v.name && v.address && optionLabel(UNIT_CATEGORY_OPTIONS, v.unitCategory) !== '';

/** The organisation supervising an area: the highest-level live organ with that area code (a district's brigade, a street's office). */
async function supervisorsByArea(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await db
    .select({ id: organizations.id, areaCode: organizations.areaCode })
    .from(organizations)
    .where(and(inArray(organizations.areaCode, codes), eq(organizations.deleted, false)))
    .orderBy(asc(organizations.level), asc(organizations.sort), asc(organizations.id));
  const out = new Map<string, string>();
  for (const r of rows) if (r.areaCode && !out.has(r.areaCode)) out.set(r.areaCode, r.id);
  return out;
}

/**
 * Upserts the registered units by credit code in one transaction: a new code becomes a unit supervised by its
 * area's organisation, a known one takes the registry's fields when they differ.
 */
export async function syncCompanies(db: Db, user: SessionUser, registered: readonly RegisteredCompany[]): Promise<CompanySyncResult> {
  const result: CompanySyncResult = { added: 0, updated: 0, unchanged: 0, skipped: 0 };
  const seen = new Set<string>();
  const items: ReturnType<typeof clean>[] = [];
  for (const r of registered) {
    const v = clean(r);
    if (!usable(v) || seen.has(v.creditCode)) result.skipped += 1;
    else items.push(v);
    seen.add(v.creditCode);
  }
  const scope = await scopeOf(db, user);
  const supervisors = await supervisorsByArea(db, [...new Set(items.map((v) => v.areaCode).filter((a): a is string => !!a))]);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const codes = items.map((v) => v.creditCode);
    const existing = codes.length ? await txDb.select().from(c).where(and(inArray(c.creditCode, codes), eq(c.deleted, false))) : [];
    const byCode = new Map(existing.map((row) => [row.creditCode, row]));
    const now = new Date();
    for (const v of items) {
      const row = byCode.get(v.creditCode);
      const organId = row?.organId ?? (v.areaCode ? supervisors.get(v.areaCode) : undefined);
      if (!organId || (scope && !scope.includes(organId))) {
        result.skipped += 1;
      } else if (!row) {
        await insertCompany(txDb, { ...v, organId, labels: [], buildId: null, remark: null });
        result.added += 1;
      } else if (SYNCED.every((k) => row[k] === v[k])) {
        result.unchanged += 1;
      } else {
        const changes = Object.fromEntries(SYNCED.map((k) => [k, v[k]]));
        await txDb.update(c).set({ ...changes, updatedAt: now, version: sql`${c.version} + 1` }).where(eq(c.id, row.id));
        result.updated += 1;
      }
    }
  });
  return result;
}
