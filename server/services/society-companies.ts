import { randomUUID } from 'node:crypto';
import { and, arrayContains, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { updateAtVersion } from './versioned-rows';
import { builds, organizations, societyCompanies } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import type { SessionUser } from '../http/route';
import { COMPANY_LABELS, COMPANY_STATUS_NAMES, UNIT_CATEGORY_NAMES } from '../../src/constants/company-labels';
import { escapeLike } from './like';
import { organFilter, scopeOf } from './org-scope';

export interface CompanyInput {
  name: string;
  creditCode: string;
  unitCategory: number;
  organId: string;
  areaCode?: string | null;
  address: string;
  legalPerson?: string | null;
  managerName?: string | null;
  managerPhone?: string | null;
  labels?: string[];
  buildId?: string | null;
  remark?: string | null;
}

export interface CompanyFilter extends PageArgs {
  name?: string;
  creditCode?: string;
  unitCategory?: number;
  organId?: string;
  /** 0: the unit only, 1 (default): with its subordinates. */
  organRange?: 0 | 1;
  status?: number;
  label?: string;
  buildId?: string;
}

const c = societyCompanies;
const live = eq(c.deleted, false);
const SELECT = {
  id: c.id, name: c.name, creditCode: c.creditCode, unitCategory: c.unitCategory, organId: c.organId, organName: organizations.name,
  areaCode: c.areaCode, address: c.address, legalPerson: c.legalPerson, managerName: c.managerName, managerPhone: c.managerPhone,
  labels: c.labels, status: c.status, buildId: c.buildId, remark: c.remark, createdAt: c.createdAt, updatedAt: c.updatedAt, version: c.version,
};

const base = (db: Db) => db.select(SELECT).from(c).leftJoin(organizations, eq(organizations.id, c.organId));
type Selected = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

export type CompanyRow = Omit<Selected, 'createdAt' | 'updatedAt' | 'organName'> & {
  organName: string;
  unitCategoryName: string;
  statusName: string;
  labelNames: string[];
  createdAt: string;
  updatedAt: string;
};

const toRow = (r: Selected): CompanyRow => ({
  ...r,
  organName: r.organName ?? '',
  unitCategoryName: UNIT_CATEGORY_NAMES[r.unitCategory] ?? '',
  statusName: COMPANY_STATUS_NAMES[r.status] ?? '',
  labelNames: r.labels.map((code) => COMPANY_LABELS.get(code) ?? code),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});


export async function companyPage(db: Db, user: SessionUser, f: CompanyFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: SQL[] = [live];
  const organs = await organFilter(db, user, f.organId, f.organRange ?? 1);
  if (organs) where.push(organs.length ? inArray(c.organId, organs) : eq(c.id, ''));
  const name = f.name?.trim();
  if (name) where.push(ilike(c.name, `%${escapeLike(name)}%`));
  const code = f.creditCode?.trim();
  if (code) where.push(ilike(c.creditCode, `%${escapeLike(code)}%`));
  if (f.unitCategory !== undefined) where.push(eq(c.unitCategory, f.unitCategory));
  if (f.status !== undefined) where.push(eq(c.status, f.status));
  if (f.label) where.push(arrayContains(c.labels, [f.label]));
  if (f.buildId) where.push(eq(c.buildId, f.buildId));
  const [{ total }] = await db.select({ total: count() }).from(c).where(and(...where));
  const rows = await base(db).where(and(...where)).orderBy(desc(c.updatedAt), desc(c.id)).limit(limit).offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

/** A live unit inside the user's scope (404 when missing, 403 when another organisation's). */
export async function companyDetail(db: Db, user: SessionUser, id: string): Promise<CompanyRow> {
  const [row] = await base(db).where(and(eq(c.id, id), live));
  if (!row) throw notFound('社会单位不存在或已被删除');
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(row.organId)) throw forbidden('只能查看本单位及下级单位监管的社会单位');
  return toRow(row);
}

/** Trims and checks what the schema cannot: labels, the organisation's scope, a credit code not used by another live unit. */
export async function cleanCompany(db: Db, user: SessionUser, input: CompanyInput, exceptId?: string) {
  const values = {
    name: input.name.trim(),
    creditCode: input.creditCode.trim().toUpperCase(),
    unitCategory: input.unitCategory,
    organId: input.organId,
    areaCode: input.areaCode?.trim() || null,
    address: input.address.trim(),
    legalPerson: input.legalPerson?.trim() || null,
    managerName: input.managerName?.trim() || null,
    managerPhone: input.managerPhone?.trim() || null,
    labels: [...new Set(input.labels ?? [])],
    buildId: input.buildId || null,
    remark: input.remark?.trim() || null,
  };
  if (!values.name) throw badRequest('单位名称不能为空');
  if (!values.address) throw badRequest('单位地址不能为空');
  const unknown = values.labels.filter((l) => !COMPANY_LABELS.has(l));
  if (unknown.length) throw badRequest(`单位标签${unknown.join('、')}不存在`);
  const [organ] = await db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, values.organId), eq(organizations.deleted, false)));
  if (!organ) throw badRequest('监管单位不存在');
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(values.organId)) throw badRequest('监管单位只能选择本单位及下级单位');
  if (values.buildId) {
    const [build] = await db.select({ id: builds.id }).from(builds).where(and(eq(builds.id, values.buildId), eq(builds.deleted, false)));
    if (!build) throw badRequest('所在建筑不存在或已被删除');
  }
  const where = [eq(c.creditCode, values.creditCode), live];
  if (exceptId) where.push(ne(c.id, exceptId));
  const [taken] = await db.select({ id: c.id }).from(c).where(and(...where));
  if (taken) throw badRequest(`统一社会信用代码${values.creditCode}已存在`);
  return values;
}

export type CleanCompany = Awaited<ReturnType<typeof cleanCompany>>;

export async function insertCompany(db: Db, values: CleanCompany): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await db.insert(c).values({ id, ...values, createdAt: now, updatedAt: now });
  return id;
}

export async function addCompany(db: Db, user: SessionUser, input: CompanyInput): Promise<CompanyRow> {
  const id = await insertCompany(db, await cleanCompany(db, user, input));
  return companyDetail(db, user, id);
}

export async function updateCompany(db: Db, user: SessionUser, input: CompanyInput & { id: string; version: number }): Promise<CompanyRow> {
  await companyDetail(db, user, input.id);
  const values = await cleanCompany(db, user, input, input.id);
  await updateAtVersion(db, c, input.id, input.version, values);
  return companyDetail(db, user, input.id);
}

/** Opens or closes units, all or nothing: every id must be a live unit inside the user's scope. */
export async function updateCompanyStatus(db: Db, user: SessionUser, ids: string[], status: number): Promise<number> {
  const unique = [...new Set(ids)];
  const scope = await scopeOf(db, user);
  return db.transaction(async (tx) => {
    const where = [inArray(c.id, unique), live];
    if (scope) where.push(inArray(c.organId, scope));
    const changed = await (tx as unknown as Db).update(c).set({ status, updatedAt: new Date(), version: sql`${c.version} + 1` }).where(and(...where)).returning({ id: c.id });
    if (changed.length !== unique.length) throw notFound('社会单位不存在、已被删除或不在本单位监管范围内');
    return changed.length;
  });
}
