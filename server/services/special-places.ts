import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { areas, organizations, specialPlaces } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import type { SessionUser } from '../http/route';
import { STREET_LEVEL } from './areas';
import { escapeLike } from './like';
import { organFilter, scopeOf } from './org-scope';

/** Premises categories of a street (jdcsgl). */
export const PLACE_CATEGORY_TEXT: Record<number, string> = { 1: '九小场所', 2: '人员密集场所', 3: '易燃易爆场所', 4: '高层建筑', 5: '地下空间', 6: '其他' };

export interface SpecialPlaceInput {
  /** The street office organisation the premises belong to. */
  organId: string;
  name: string;
  category: number;
  address: string;
  contactName?: string | null;
  contactPhone?: string | null;
  remark?: string | null;
}

export interface SpecialPlaceFilter extends PageArgs {
  name?: string;
  organId?: string;
  category?: number;
}

export interface SpecialPlaceRow {
  id: string;
  organId: string;
  streetName: string;
  areaId: string;
  areaCode: string;
  name: string;
  category: number;
  categoryText: string;
  address: string;
  contactName: string | null;
  contactPhone: string | null;
  remark: string | null;
  version: number;
}

export interface StreetPlaceNode {
  id: string;
  label: string;
  /** 'street' for a street office, 'place' for premises. */
  type: string;
  children: { id: string; label: string; type: string; category: number }[];
}

const p = specialPlaces;
const live = eq(p.deleted, false);

async function select(db: Db, where: SQL | undefined, window = { limit: 1, offset: 0 }): Promise<SpecialPlaceRow[]> {
  const rows = await db
    .select({
      id: p.id, organId: p.organId, streetName: areas.name, areaId: p.areaId, areaCode: areas.code, name: p.name, category: p.category,
      address: p.address, contactName: p.contactName, contactPhone: p.contactPhone, remark: p.remark, version: p.version,
    })
    .from(p)
    .innerJoin(areas, eq(areas.id, p.areaId))
    .where(where)
    .orderBy(asc(areas.code), asc(p.category), asc(p.name), asc(p.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((r) => ({ ...r, categoryText: PLACE_CATEGORY_TEXT[r.category] ?? '' }));
}

async function inScope(db: Db, user: SessionUser): Promise<SQL[]> {
  const scope = await scopeOf(db, user);
  return [live, ...(scope ? [inArray(p.organId, scope)] : [])];
}

export async function specialPlacePage(db: Db, user: SessionUser, f: SpecialPlaceFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: SQL[] = [live];
  const organs = await organFilter(db, user, f.organId);
  if (organs) where.push(inArray(p.organId, organs.length ? organs : ['']));
  const name = f.name?.trim();
  if (name) where.push(or(ilike(p.name, `%${escapeLike(name)}%`), ilike(p.address, `%${escapeLike(name)}%`))!);
  if (f.category !== undefined) where.push(eq(p.category, f.category));
  const [{ total }] = await db.select({ total: count() }).from(p).where(and(...where));
  return { current, size, total, records: await select(db, and(...where), { limit, offset }) };
}

export async function specialPlaceDetail(db: Db, user: SessionUser, id: string): Promise<SpecialPlaceRow> {
  const [row] = await select(db, and(eq(p.id, id), ...(await inScope(db, user))));
  if (!row) throw notFound('场所不存在或已被删除');
  return row;
}

/** The street offices in scope (organisations whose area code is a street), each with its premises. */
export async function streetPlaceTree(db: Db, user: SessionUser): Promise<StreetPlaceNode[]> {
  const scope = await scopeOf(db, user);
  const streets = await db
    .select({ organId: organizations.id, name: areas.name })
    .from(organizations)
    .innerJoin(areas, and(eq(areas.code, organizations.areaCode), eq(areas.level, STREET_LEVEL), eq(areas.deleted, false)))
    .where(and(eq(organizations.deleted, false), ...(scope ? [inArray(organizations.id, scope)] : [])))
    .orderBy(asc(areas.code));
  const places = await select(db, and(...(await inScope(db, user))), { limit: 100000, offset: 0 });
  return streets.map((s) => ({
    id: s.organId,
    label: s.name,
    type: 'street',
    children: places.filter((r) => r.organId === s.organId).map((r) => ({ id: r.id, label: r.name, type: 'place', category: r.category })),
  }));
}

/** The street a street office stands for; 400 unless the office is in scope and its area is a street. */
async function streetOf(db: Db, user: SessionUser, organId: string) {
  const scope = await scopeOf(db, user);
  const [street] = await db
    .select({ areaId: areas.id })
    .from(organizations)
    .innerJoin(areas, and(eq(areas.code, organizations.areaCode), eq(areas.level, STREET_LEVEL), eq(areas.deleted, false)))
    .where(and(eq(organizations.id, organId), eq(organizations.deleted, false)));
  if (!street || (scope && !scope.includes(organId))) throw badRequest('所属街道不存在或不在本单位管辖范围内');
  return street.areaId;
}

const cleaned = (input: SpecialPlaceInput) => {
  const values = {
    name: input.name.trim(),
    category: input.category,
    address: input.address.trim(),
    contactName: input.contactName?.trim() || null,
    contactPhone: input.contactPhone?.trim() || null,
    remark: input.remark?.trim() || null,
  };
  if (!values.name) throw badRequest('场所名称不能为空');
  if (!values.address) throw badRequest('场所地址不能为空');
  return values;
};

export async function addSpecialPlace(db: Db, user: SessionUser, input: SpecialPlaceInput): Promise<SpecialPlaceRow> {
  const values = cleaned(input);
  const areaId = await streetOf(db, user, input.organId);
  const id = `spc-${randomUUID()}`;
  const now = new Date();
  await db.insert(p).values({ id, organId: input.organId, areaId, ...values, createdAt: now, updatedAt: now });
  return specialPlaceDetail(db, user, id);
}

export async function updateSpecialPlace(db: Db, user: SessionUser, input: SpecialPlaceInput & { id: string; version: number }): Promise<SpecialPlaceRow> {
  const values = cleaned(input);
  await specialPlaceDetail(db, user, input.id);
  const areaId = await streetOf(db, user, input.organId);
  const changed = await db
    .update(p)
    .set({ ...values, organId: input.organId, areaId, updatedAt: new Date(), version: input.version + 1 })
    .where(and(eq(p.id, input.id), eq(p.version, input.version), live))
    .returning({ id: p.id });
  if (!changed.length) throw conflict();
  return specialPlaceDetail(db, user, input.id);
}

/** Soft delete, all or nothing. */
export async function removeSpecialPlaces(db: Db, user: SessionUser, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    for (const id of unique) await specialPlaceDetail(txDb, user, id);
    await txDb.update(p).set({ deleted: true, updatedAt: new Date() }).where(and(inArray(p.id, unique), live));
    return unique.length;
  });
}
