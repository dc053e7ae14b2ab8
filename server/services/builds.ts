import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { updateAtVersion } from './versioned-rows';
import { builds, organizations, societyCompanies } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import type { SessionUser } from '../http/route';
import { BUILD_STRUCTURE_NAMES, BUILD_USE_NAMES, FIRE_RATING_NAMES, HIGH_RISE_METERS } from '../../src/constants/company-labels';
import { escapeLike } from './like';
import { organFilter, scopeOf } from './org-scope';

export interface BuildInput {
  name: string;
  address: string;
  organId: string;
  areaCode?: string | null;
  useType: string;
  structure: string;
  fireRating: number;
  heightMeters: number;
  floorsAbove: number;
  floorsBelow?: number;
  floorArea: number;
  builtYear?: number | null;
  managerName?: string | null;
  managerPhone?: string | null;
  remark?: string | null;
}

export interface BuildFilter extends PageArgs {
  name?: string;
  address?: string;
  organId?: string;
  organRange?: 0 | 1;
  useType?: string;
  highRise?: boolean;
}

const b = builds;
const live = eq(b.deleted, false);
const HIGH_RISE = sql`((${b.useType} = 'residential' AND ${b.heightMeters} > ${HIGH_RISE_METERS.residential}) OR (${b.useType} <> 'residential' AND ${b.heightMeters} > ${HIGH_RISE_METERS.public}))`;

const SELECT = {
  id: b.id, name: b.name, address: b.address, organId: b.organId, organName: organizations.name, areaCode: b.areaCode,
  useType: b.useType, structure: b.structure, fireRating: b.fireRating, heightMeters: b.heightMeters, floorsAbove: b.floorsAbove,
  floorsBelow: b.floorsBelow, floorArea: b.floorArea, builtYear: b.builtYear, managerName: b.managerName, managerPhone: b.managerPhone,
  remark: b.remark, createdAt: b.createdAt, updatedAt: b.updatedAt, version: b.version,
  companyCount: sql<number>`(SELECT count(*)::int FROM society_companies sc WHERE sc.build_id = ${b.id} AND sc.deleted = false)`.mapWith(Number),
};
const base = (db: Db) => db.select(SELECT).from(b).leftJoin(organizations, eq(organizations.id, b.organId));
type Selected = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

export type BuildRow = Omit<Selected, 'createdAt' | 'updatedAt' | 'organName'> & {
  organName: string;
  useTypeName: string;
  structureName: string;
  fireRatingName: string;
  highRise: boolean;
  createdAt: string;
  updatedAt: string;
};

export const isHighRise = (useType: string, height: number) =>
  height > (useType === 'residential' ? HIGH_RISE_METERS.residential : HIGH_RISE_METERS.public);

const toRow = (r: Selected): BuildRow => ({
  ...r,
  organName: r.organName ?? '',
  useTypeName: BUILD_USE_NAMES[r.useType] ?? '',
  structureName: BUILD_STRUCTURE_NAMES[r.structure] ?? '',
  fireRatingName: FIRE_RATING_NAMES[r.fireRating] ?? '',
  highRise: isHighRise(r.useType, r.heightMeters),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function buildPage(db: Db, user: SessionUser, f: BuildFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: SQL[] = [live];
  const organs = await organFilter(db, user, f.organId, f.organRange ?? 1);
  if (organs) where.push(organs.length ? inArray(b.organId, organs) : eq(b.id, ''));
  const name = f.name?.trim();
  if (name) where.push(ilike(b.name, `%${escapeLike(name)}%`));
  const address = f.address?.trim();
  if (address) where.push(ilike(b.address, `%${escapeLike(address)}%`));
  if (f.useType) where.push(eq(b.useType, f.useType));
  if (f.highRise !== undefined) where.push(f.highRise ? HIGH_RISE : not(HIGH_RISE));
  const [{ total }] = await db.select({ total: count() }).from(b).where(and(...where));
  const rows = await base(db).where(and(...where)).orderBy(desc(b.updatedAt), desc(b.id)).limit(limit).offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

/** A live building inside the user's scope (404 when missing, 403 when another organisation's). */
export async function buildDetail(db: Db, user: SessionUser, id: string): Promise<BuildRow> {
  const [row] = await base(db).where(and(eq(b.id, id), live));
  if (!row) throw notFound('建筑物不存在或已被删除');
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(row.organId)) throw forbidden('只能查看本单位及下级单位监管的建筑物');
  return toRow(row);
}

/** Trims and checks what the schema cannot: the organisation's scope, floors against height, the year. */
export async function cleanBuild(db: Db, user: SessionUser, input: BuildInput) {
  const values = {
    name: input.name.trim(),
    address: input.address.trim(),
    organId: input.organId,
    areaCode: input.areaCode?.trim() || null,
    useType: input.useType,
    structure: input.structure,
    fireRating: input.fireRating,
    heightMeters: input.heightMeters,
    floorsAbove: input.floorsAbove,
    floorsBelow: input.floorsBelow ?? 0,
    floorArea: input.floorArea,
    builtYear: input.builtYear ?? null,
    managerName: input.managerName?.trim() || null,
    managerPhone: input.managerPhone?.trim() || null,
    remark: input.remark?.trim() || null,
  };
  if (!values.name) throw badRequest('建筑名称不能为空');
  if (!values.address) throw badRequest('建筑地址不能为空');
  if (values.builtYear !== null && values.builtYear > new Date().getFullYear()) throw badRequest('建成年份不能晚于今年');
  const [organ] = await db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, values.organId), eq(organizations.deleted, false)));
  if (!organ) throw badRequest('监管单位不存在');
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(values.organId)) throw badRequest('监管单位只能选择本单位及下级单位');
  return values;
}

export type CleanBuild = Awaited<ReturnType<typeof cleanBuild>>;

export async function insertBuild(db: Db, values: CleanBuild): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await db.insert(b).values({ id, ...values, createdAt: now, updatedAt: now });
  return id;
}

export async function addBuild(db: Db, user: SessionUser, input: BuildInput): Promise<BuildRow> {
  const id = await insertBuild(db, await cleanBuild(db, user, input));
  return buildDetail(db, user, id);
}

export async function updateBuild(db: Db, user: SessionUser, input: BuildInput & { id: string; version: number }): Promise<BuildRow> {
  await buildDetail(db, user, input.id);
  const values = await cleanBuild(db, user, input);
  await updateAtVersion(db, b, input.id, input.version, values);
  return buildDetail(db, user, input.id);
}

/** Soft delete, all or nothing; a building with units in it is kept (move the units first). */
export async function removeBuilds(db: Db, user: SessionUser, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  const scope = await scopeOf(db, user);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const where = [inArray(b.id, unique), live];
    if (scope) where.push(inArray(b.organId, scope));
    const removed = await t.update(b).set({ deleted: true, updatedAt: new Date() }).where(and(...where)).returning({ id: b.id });
    if (removed.length !== unique.length) throw notFound('建筑物不存在、已被删除或不在本单位监管范围内');
    const [{ used }] = await t.select({ used: count() }).from(societyCompanies).where(and(inArray(societyCompanies.buildId, unique), eq(societyCompanies.deleted, false)));
    if (used) throw badRequest('建筑物内还有社会单位，不能删除');
    return removed.length;
  });
}
