import { randomUUID } from 'node:crypto';
import { aliasedTable, and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { committeeDepartments, industries } from '../db/schema';
import { BizError, Code, badRequest, conflict, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import { escapeLike } from './like';

/** 门类 › 大类 › 中类: an industry sits at most this deep. */
export const MAX_INDUSTRY_LEVEL = 3;

export interface IndustryInput {
  name: string;
  code: string;
  parentId?: string | null;
  committeeDepartmentId?: string | null;
  sort?: number;
  enabled: boolean;
  remark?: string | null;
}

export interface IndustryFilter extends PageArgs {
  /** Name or code. */
  name?: string;
  committeeDepartmentId?: string;
  /** Part of the supervising department's name. */
  committeeDepartmentName?: string;
  enabled?: boolean;
}

const i = industries;
const parent = aliasedTable(industries, 'parent_industry');
const grand = aliasedTable(industries, 'grand_industry');
const dept = committeeDepartments;
const live = eq(i.deleted, false);
const childCount = sql<number>`(select count(*)::int from industries c where c.parent_id = ${i.id} and c.deleted = false)`;

const base = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: i.id, name: i.name, code: i.code, parentId: i.parentId, parentName: parent.name, grandName: grand.name, level: i.level,
      committeeDepartmentId: i.committeeDepartmentId, committeeDepartmentName: dept.name, sort: i.sort, enabled: i.enabled, remark: i.remark,
      childCount, createdAt: i.createdAt, updatedAt: i.updatedAt, version: i.version,
    })
    .from(i)
    .leftJoin(parent, eq(parent.id, i.parentId))
    .leftJoin(grand, eq(grand.id, parent.parentId))
    .leftJoin(dept, and(eq(dept.id, i.committeeDepartmentId), eq(dept.deleted, false)))
    .where(where)
    .orderBy(asc(i.code), asc(i.id));

/** A selected row; spelled out because drizzle types a self-join through aliasedTable as never. */
interface Selected {
  id: string;
  name: string;
  code: string;
  parentId: string | null;
  parentName: string | null;
  grandName: string | null;
  level: number;
  committeeDepartmentId: string | null;
  committeeDepartmentName: string | null;
  sort: number;
  enabled: boolean;
  remark: string | null;
  childCount: number;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

export type IndustryRow = Omit<Selected, 'grandName' | 'createdAt' | 'updatedAt'> & {
  /** 住宿和餐饮业 › 餐饮业 › 正餐服务 */
  path: string;
  createdAt: string;
  updatedAt: string;
};

const toRow = ({ grandName, ...r }: Selected): IndustryRow => ({
  ...r,
  path: [grandName, r.parentName, r.name].filter(Boolean).join(' › '),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

function filterOf(f: IndustryFilter): SQL[] {
  const where: SQL[] = [live];
  const name = f.name?.trim();
  if (name) where.push(or(ilike(i.name, `%${escapeLike(name)}%`), ilike(i.code, `${escapeLike(name)}%`))!);
  if (f.committeeDepartmentId) where.push(eq(i.committeeDepartmentId, f.committeeDepartmentId));
  const deptName = f.committeeDepartmentName?.trim();
  if (deptName) where.push(ilike(dept.name, `%${escapeLike(deptName)}%`));
  if (f.enabled !== undefined) where.push(eq(i.enabled, f.enabled));
  return where;
}

/** Ordered by code, which in the classification's style is tree order (H, H61, H611, H62 …). */
export async function industryPage(db: Db, f: IndustryFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where = and(...filterOf(f));
  const [{ total }] = await db
    .select({ total: count() })
    .from(i)
    .leftJoin(dept, and(eq(dept.id, i.committeeDepartmentId), eq(dept.deleted, false)))
    .where(where);
  const rows: Selected[] = await base(db, where).limit(limit).offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

export async function industryDetail(db: Db, id: string): Promise<IndustryRow> {
  const [row]: Selected[] = await base(db, and(eq(i.id, id), live));
  if (!row) throw notFound('行业不存在或已被删除');
  return toRow(row);
}

/** Every live industry, flat in tree order, for pickers (parent choice, unit forms). */
export async function industryOptions(db: Db) {
  const rows: Selected[] = await base(db, live);
  return rows.map((r) => ({ id: r.id, name: r.name, code: r.code, parentId: r.parentId, level: r.level, enabled: r.enabled, path: toRow(r).path }));
}

/** Levels below an industry: 0 for a leaf, 1 with children, 2 with grandchildren. */
async function depthBelow(db: Db, id: string): Promise<number> {
  const [kid] = await db.select({ id: i.id }).from(i).where(and(eq(i.parentId, id), live)).limit(1);
  if (!kid) return 0;
  const [grandKid] = await db
    .select({ id: i.id })
    .from(i)
    .where(and(live, sql`${i.parentId} in (select c.id from industries c where c.parent_id = ${id} and c.deleted = false)`))
    .limit(1);
  return grandKid ? 2 : 1;
}

/** Trims and checks what the schema cannot: unique name and code, a live parent not too deep, a live department. */
async function cleaned(db: Db, input: IndustryInput, exceptId?: string) {
  const values = {
    name: input.name.trim(),
    code: input.code.trim().toUpperCase(),
    parentId: input.parentId || null,
    committeeDepartmentId: input.committeeDepartmentId || null,
    sort: input.sort ?? 0,
    enabled: input.enabled,
    remark: input.remark?.trim() || null,
  };
  if (!values.name) throw badRequest('行业名称不能为空');
  if (!values.code) throw badRequest('行业代码不能为空');
  const notSelf = exceptId ? [ne(i.id, exceptId)] : [];
  const [nameTaken] = await db.select({ id: i.id }).from(i).where(and(eq(i.name, values.name), live, ...notSelf));
  if (nameTaken) throw badRequest(`行业名称${values.name}已存在`);
  const [codeTaken] = await db.select({ id: i.id }).from(i).where(and(eq(i.code, values.code), live, ...notSelf));
  if (codeTaken) throw badRequest(`行业代码${values.code}已存在`);
  let level = 1;
  if (values.parentId) {
    const [up]: { id: string; level: number; parentId: string | null; grandId: string | null }[] = await db
      .select({ id: i.id, level: i.level, parentId: i.parentId, grandId: parent.parentId })
      .from(i)
      .leftJoin(parent, eq(parent.id, i.parentId))
      .where(and(eq(i.id, values.parentId), live));
    if (!up) throw badRequest('上级行业不存在或已被删除');
    if (exceptId && [up.id, up.parentId, up.grandId].includes(exceptId)) throw badRequest('上级行业不能是本行业或其下级行业');
    level = up.level + 1;
  }
  const below = exceptId ? await depthBelow(db, exceptId) : 0;
  if (level + below > MAX_INDUSTRY_LEVEL) throw badRequest(`上级行业选择有误：行业最多${MAX_INDUSTRY_LEVEL}级`);
  if (values.committeeDepartmentId) {
    const [d] = await db.select({ id: dept.id }).from(dept).where(and(eq(dept.id, values.committeeDepartmentId), eq(dept.deleted, false)));
    if (!d) throw badRequest('主管部门不存在或已被删除');
  }
  return { ...values, level };
}

export async function addIndustry(db: Db, input: IndustryInput): Promise<IndustryRow> {
  const values = await cleaned(db, input);
  const id = `ind-${randomUUID()}`;
  const now = new Date();
  await db.insert(i).values({ id, ...values, createdAt: now, updatedAt: now });
  return industryDetail(db, id);
}

/** Edits an industry; moving it under another parent moves its sub-industries' levels with it. */
export async function updateIndustry(db: Db, input: IndustryInput & { id: string; version: number }): Promise<IndustryRow> {
  const before = await industryDetail(db, input.id);
  const values = await cleaned(db, input, input.id);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const changed = await txDb
      .update(i)
      .set({ ...values, updatedAt: new Date(), version: input.version + 1 })
      .where(and(eq(i.id, input.id), eq(i.version, input.version), live))
      .returning({ id: i.id });
    if (!changed.length) throw conflict();
    const shift = values.level - before.level;
    if (shift !== 0) {
      const kids = (await txDb.select({ id: i.id }).from(i).where(and(eq(i.parentId, input.id), live))).map((k) => k.id);
      const descendants = kids.length ? [...kids, ...(await txDb.select({ id: i.id }).from(i).where(and(inArray(i.parentId, kids), live))).map((g) => g.id)] : [];
      if (descendants.length) await txDb.update(i).set({ level: sql`${i.level} + ${shift}` }).where(inArray(i.id, descendants));
    }
  });
  return industryDetail(db, input.id);
}

/** Soft delete, all or nothing; an industry that still has sub-industries is refused. */
export async function removeIndustries(db: Db, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const rows = await txDb.select({ id: i.id, name: i.name }).from(i).where(and(inArray(i.id, unique), live));
    if (rows.length !== unique.length) throw notFound('行业不存在或已被删除');
    const parents = await txDb.select({ parentId: i.parentId }).from(i).where(and(inArray(i.parentId, unique), live));
    const busy = rows.filter((r) => parents.some((p) => p.parentId === r.id));
    if (busy.length) throw new BizError(Code.CONFLICT, `行业${busy.map((r) => `“${r.name}”`).join('、')}下还有下级行业，请先删除下级行业`);
    await txDb.update(i).set({ deleted: true, updatedAt: new Date() }).where(and(inArray(i.id, unique), live));
    return unique.length;
  });
}
