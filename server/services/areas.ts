import { randomUUID } from 'node:crypto';
import { aliasedTable, and, asc, count, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { areas, organizations } from '../db/schema';
import { BizError, Code, badRequest, conflict, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import { escapeLike } from './like';

/** Levels of the area tree; streets (4) have their own edit button (editStreet). */
export const AREA_LEVEL_TEXT: Record<number, string> = { 1: '省', 2: '市', 3: '区', 4: '街道', 5: '社区' };
export const STREET_LEVEL = 4;
export const MAX_AREA_LEVEL = 5;

export interface AreaInput {
  parentId?: string | null;
  name: string;
  code: string;
  sort?: number;
}

export interface AreaFilter extends PageArgs {
  name?: string;
  parentId?: string;
  level?: number;
}

const parent = aliasedTable(areas, 'parent_area');
const live = eq(areas.deleted, false);
const childCount = sql<number>`(select count(*)::int from areas c where c.parent_id = ${areas.id} and c.deleted = false)`;

const selectRows = (db: Db, where: SQL | undefined) =>
  db
    .select({ id: areas.id, parentId: areas.parentId, parentName: parent.name, name: areas.name, code: areas.code, level: areas.level, sort: areas.sort, version: areas.version, childCount })
    .from(areas)
    .leftJoin(parent, eq(parent.id, areas.parentId))
    .where(where);

interface Selected {
  id: string;
  parentId: string | null;
  parentName: string | null;
  name: string;
  code: string;
  level: number;
  sort: number;
  version: number;
  childCount: number;
}
const toRow = (r: Selected) => ({ ...r, levelText: AREA_LEVEL_TEXT[r.level] ?? '' });
export type AreaRow = ReturnType<typeof toRow>;

export async function areaPage(db: Db, f: AreaFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: SQL[] = [live];
  const name = f.name?.trim();
  if (name) where.push(or(ilike(areas.name, `%${escapeLike(name)}%`), ilike(areas.code, `${escapeLike(name)}%`))!);
  if (f.parentId) where.push(eq(areas.parentId, f.parentId));
  if (f.level) where.push(eq(areas.level, f.level));
  const [{ total }] = await db.select({ total: count() }).from(areas).where(and(...where));
  const rows = await selectRows(db, and(...where)).orderBy(asc(areas.level), asc(areas.code)).limit(limit).offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

export async function areaDetail(db: Db, id: string): Promise<AreaRow> {
  const [row] = await selectRows(db, and(eq(areas.id, id), live));
  if (!row) throw notFound('区域不存在或已被删除');
  return toRow(row);
}

export interface AreaNode {
  id: string;
  name: string;
  code: string;
  level: number;
  value: string;
  label: string;
  children: AreaNode[];
}

/** The live areas as a tree (roots are the areas without a parent). */
export async function areaTree(db: Db): Promise<AreaNode[]> {
  const rows = await db.select().from(areas).where(live).orderBy(asc(areas.sort), asc(areas.code));
  const nodes = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, code: r.code, level: r.level, value: r.id, label: r.name, children: [] as AreaNode[] }]));
  const roots: AreaNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const up = r.parentId ? nodes.get(r.parentId) : undefined;
    (up ? up.children : roots).push(node);
  }
  return roots;
}

export async function districtOptions(db: Db) {
  const rows = await db.select({ value: areas.id, label: areas.name, code: areas.code }).from(areas).where(and(live, eq(areas.level, 3))).orderBy(asc(areas.code));
  return rows;
}

/**
 * The parent code of an administrative code (GB/T 2260 and its street/community extensions):
 * 440304001 → 440304 (district), 440304 → 440300 (city), 440300 → 440000 (province), 440000 → none.
 */
export function parentCodeOf(code: string): string | null {
  if (code.length > 6) return code.slice(0, code.length <= 9 ? 6 : 9);
  if (code.endsWith('0000')) return null;
  return code.endsWith('00') ? `${code.slice(0, 2)}0000` : `${code.slice(0, 4)}00`;
}

/** Without a chosen parent the code says where the area belongs; a province code makes a top-level area. */
async function inferParentId(db: Db, code: string): Promise<string | null> {
  const parentCode = parentCodeOf(code);
  if (!parentCode) return null;
  const [up] = await db.select({ id: areas.id }).from(areas).where(and(eq(areas.code, parentCode), live));
  if (!up) throw badRequest(`未找到上级区域（编码${parentCode}），请先新增上级区域`);
  return up.id;
}

async function cleaned(db: Db, input: AreaInput, exceptId?: string) {
  const name = input.name.trim();
  const code = input.code.trim();
  if (!name) throw badRequest('区域名称不能为空');
  let level = 1;
  const parentId = input.parentId === undefined && !exceptId ? await inferParentId(db, code) : input.parentId || null;
  if (parentId) {
    const up = await areaDetail(db, parentId).catch(() => {
      throw badRequest('上级区域不存在');
    });
    level = up.level + 1;
    if (level > MAX_AREA_LEVEL) throw badRequest(`${AREA_LEVEL_TEXT[MAX_AREA_LEVEL]}下不能再新增区域`);
  }
  const where = [eq(areas.code, code), live];
  if (exceptId) where.push(ne(areas.id, exceptId));
  const [taken] = await db.select({ id: areas.id }).from(areas).where(and(...where));
  if (taken) throw badRequest(`区域编码${code}已存在`);
  return { name, code, level, parentId, sort: input.sort ?? 0 };
}

export async function addArea(db: Db, input: AreaInput): Promise<AreaRow> {
  const values = await cleaned(db, input);
  const id = `a-${randomUUID()}`;
  await db.insert(areas).values({ id, ...values });
  return areaDetail(db, id);
}

/**
 * Edits name, code and order (the parent stays). Streets and other areas have separate buttons
 * (editStreet, edit): `mayEdit` says whether the caller holds the one this area needs.
 */
export async function updateArea(
  db: Db,
  input: { id: string; name: string; code: string; sort?: number; version: number },
  mayEdit: (isStreet: boolean) => Promise<void>,
): Promise<AreaRow> {
  const row = await areaDetail(db, input.id);
  await mayEdit(row.level === STREET_LEVEL);
  const values = await cleaned(db, { ...input, parentId: row.parentId }, input.id);
  const changed = await db
    .update(areas)
    .set({ name: values.name, code: values.code, sort: values.sort, version: input.version + 1 })
    .where(and(eq(areas.id, input.id), eq(areas.version, input.version), live))
    .returning({ id: areas.id });
  if (!changed.length) throw conflict();
  return areaDetail(db, input.id);
}

/** Soft delete, all or nothing; an area with live sub-areas or used by a unit stays. */
export async function removeAreas(db: Db, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    for (const id of unique) {
      const row = await areaDetail(txDb, id);
      // Sub-areas deleted in the same call do not hold their parent back.
      const [{ kept }] = await txDb.select({ kept: count() }).from(areas).where(and(eq(areas.parentId, id), live, notInArray(areas.id, unique)));
      if (kept > 0) throw new BizError(Code.CONFLICT, `${row.name}下还有区域，请先删除下级区域`);
      const [used] = await txDb.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.areaCode, row.code), eq(organizations.deleted, false))).limit(1);
      if (used) throw new BizError(Code.CONFLICT, `${row.name}已被单位使用，不能删除`);
    }
    await txDb.update(areas).set({ deleted: true }).where(inArray(areas.id, unique));
    return unique.length;
  });
}
