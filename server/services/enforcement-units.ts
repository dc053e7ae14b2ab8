import { randomUUID } from 'node:crypto';
import { aliasedTable, and, asc, count, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, users } from '../db/schema';
import { BizError, Code, badRequest, conflict, forbidden, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import type { SessionUser } from '../http/route';
import { escapeLike } from './like';
import { scopeOf } from './org-scope';

/** Organisation levels of document 2 §1; 6 (other: streets, communities, premises) may nest under 6. */
export const LEVEL_TEXT: Record<number, string> = { 0: '部局', 1: '总队', 2: '支队', 3: '大队', 4: '中队', 5: '派出所', 6: '其他' };
export const OTHER_LEVEL = 6;

export interface UnitInput {
  parentId?: string | null;
  name: string;
  sortName: string;
  level: number;
  unitCategory?: number | null;
  areaCode?: string | null;
  sort?: number;
}

export interface UnitFilter extends PageArgs {
  organName?: string;
  parentId?: string;
  level?: number;
}

const parent = aliasedTable(organizations, 'parent_organ');
const o = organizations;
const live = eq(o.deleted, false);
const childCount = sql<number>`(select count(*)::int from organizations c where c.parent_id = ${o.id} and c.deleted = false)`;
const userCount = sql<number>`(select count(*)::int from users u where u.organ_id = ${o.id} and u.deleted = false)`;

export interface UnitRow {
  organId: string;
  parentId: string | null;
  parentName: string | null;
  organName: string;
  organSortName: string;
  level: number;
  levelText: string;
  unitCategory: number | null;
  areaCode: string | null;
  sort: number;
  childCount: number;
  userCount: number;
  version: number;
}

async function select(db: Db, where: SQL | undefined, window = { limit: 1, offset: 0 }): Promise<UnitRow[]> {
  const query = db
    .select({
      organId: o.id, parentId: o.parentId, parentName: parent.sortName, organName: o.name, organSortName: o.sortName, level: o.level,
      unitCategory: o.unitCategory, areaCode: o.areaCode, sort: o.sort, childCount, userCount, version: o.version,
    })
    .from(o)
    .leftJoin(parent, eq(parent.id, o.parentId))
    .where(where)
    .orderBy(asc(o.level), asc(o.sort), asc(o.id))
    .limit(window.limit)
    .offset(window.offset);
  const rows: Omit<UnitRow, 'levelText'>[] = await query;
  return rows.map((r) => ({ ...r, levelText: LEVEL_TEXT[r.level] ?? '' }));
}

/** Units the caller may manage: its own unit and those below it (all for an administrator). */
async function inScope(db: Db, user: SessionUser): Promise<SQL[]> {
  const scope = await scopeOf(db, user);
  return [live, ...(scope ? [inArray(o.id, scope)] : [])];
}

export async function unitPage(db: Db, user: SessionUser, f: UnitFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where = await inScope(db, user);
  const name = f.organName?.trim();
  if (name) where.push(or(ilike(o.name, `%${escapeLike(name)}%`), ilike(o.sortName, `%${escapeLike(name)}%`))!);
  if (f.parentId) where.push(eq(o.parentId, f.parentId));
  if (f.level !== undefined) where.push(eq(o.level, f.level));
  const [{ total }] = await db.select({ total: count() }).from(o).where(and(...where));
  return { current, size, total, records: await select(db, and(...where), { limit, offset }) };
}

export async function unitDetail(db: Db, user: SessionUser, id: string): Promise<UnitRow> {
  const [row] = await select(db, and(eq(o.id, id), ...(await inScope(db, user))));
  if (!row) throw notFound('单位不存在或已被删除');
  return row;
}

async function checkPlace(db: Db, user: SessionUser, parentId: string | null, level: number) {
  if (!parentId) throw badRequest('上级单位不能为空');
  const up = await unitDetail(db, user, parentId).catch(() => {
    throw badRequest('上级单位不存在或不在本单位管辖范围内');
  });
  const fits = level > up.level || (level === OTHER_LEVEL && up.level === OTHER_LEVEL);
  if (!fits) throw badRequest(`单位级别应低于上级单位（${up.levelText}）`);
}

const cleaned = (input: UnitInput) => {
  const values = {
    name: input.name.trim(),
    sortName: input.sortName.trim(),
    level: input.level,
    unitCategory: input.unitCategory ?? null,
    areaCode: input.areaCode?.trim() || null,
    sort: input.sort ?? 0,
  };
  if (!values.name) throw badRequest('单位名称不能为空');
  if (!values.sortName) throw badRequest('单位简称不能为空');
  return values;
};

/** A new unit below `parentId` (the caller's own unit when none is given). */
export async function addUnit(db: Db, user: SessionUser, input: UnitInput): Promise<UnitRow> {
  const values = cleaned(input);
  const parentId = input.parentId || user.unitId;
  await checkPlace(db, user, parentId, values.level);
  const id = `o-${randomUUID()}`;
  await db.insert(o).values({ id, parentId, ...values });
  return unitDetail(db, user, id);
}

export async function updateUnit(db: Db, user: SessionUser, input: UnitInput & { organId: string; version: number }): Promise<UnitRow> {
  const values = cleaned(input);
  const row = await unitDetail(db, user, input.organId);
  // The parent of the caller's own unit lies outside the caller's scope: only the sub-unit rule applies there.
  if (row.parentId && row.organId !== user.unitId) await checkPlace(db, user, row.parentId, values.level);
  const children = await db.select({ level: o.level }).from(o).where(and(eq(o.parentId, row.organId), live));
  if (children.some((c) => c.level < values.level)) throw badRequest('单位级别不能低于其下级单位');
  const changed = await db
    .update(o)
    .set({ ...values, version: input.version + 1 })
    .where(and(eq(o.id, input.organId), eq(o.version, input.version), live))
    .returning({ id: o.id });
  if (!changed.length) throw conflict();
  return unitDetail(db, user, input.organId);
}

/** Soft delete, all or nothing: a unit with live sub-units or people stays, and so does the caller's own. */
export async function removeUnits(db: Db, user: SessionUser, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    for (const id of unique) {
      if (id === user.unitId) throw forbidden('不能删除本人所在单位');
      const row = await unitDetail(txDb, user, id);
      // Sub-units deleted in the same call do not hold their parent back.
      const [{ kept }] = await txDb
        .select({ kept: count() })
        .from(o)
        .where(and(eq(o.parentId, id), live, notInArray(o.id, unique)));
      if (kept > 0) throw new BizError(Code.CONFLICT, `${row.organSortName}下还有单位，请先删除下级单位`);
      if (row.userCount > 0) throw new BizError(Code.CONFLICT, `${row.organSortName}下还有${row.userCount}名人员，不能删除`);
    }
    await txDb.update(o).set({ deleted: true }).where(inArray(o.id, unique));
    return unique.length;
  });
}

/** The people of one unit (the 人员 button). */
export async function unitPeople(db: Db, user: SessionUser, f: PageArgs & { organId: string }) {
  await unitDetail(db, user, f.organId);
  const { current, size, limit, offset } = pageWindow(f);
  const where = and(eq(users.organId, f.organId), eq(users.deleted, false));
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const records = await db
    .select({ userId: users.id, account: users.account, name: users.name, phone: users.phone, leader: users.leader, state: users.state })
    .from(users)
    .where(where)
    .orderBy(asc(users.account))
    .limit(limit)
    .offset(offset);
  return { current, size, total, records };
}
