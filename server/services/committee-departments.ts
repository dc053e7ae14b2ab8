import { randomUUID } from 'node:crypto';
import { aliasedTable, and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { updateAtVersion } from './versioned-rows';
import { committeeDepartments, organizations } from '../db/schema';
import { BizError, Code, badRequest, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import type { SessionUser } from '../http/route';
import { escapeLike } from './like';
import { scopeOf } from './org-scope';

export interface CommitteeDepartmentInput {
  name: string;
  code: string;
  industry?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
  sort?: number;
  remark?: string | null;
}

export interface CommitteeDepartmentCreate extends CommitteeDepartmentInput {
  /** The unit whose committee it joins; the caller's unit when absent. Ignored under a parent. */
  organId?: string | null;
  /** The parent department's code; a top-level department when absent. */
  parentCode?: string | null;
}

export interface CommitteeDepartmentFilter extends PageArgs {
  name?: string;
  organId?: string;
  parentId?: string;
}

export interface CommitteeDepartmentRow {
  id: string;
  organId: string;
  organName: string | null;
  parentId: string | null;
  parentName: string | null;
  name: string;
  code: string;
  industry: string | null;
  contactName: string | null;
  contactPhone: string | null;
  sort: number;
  remark: string | null;
  childCount: number;
  version: number;
}

export interface CommitteeTreeNode {
  id: string;
  name: string;
  code: string;
  value: string;
  label: string;
  children: CommitteeTreeNode[];
}

const d = committeeDepartments;
const parent = aliasedTable(committeeDepartments, 'parent_department');
const live = eq(d.deleted, false);
const childCount = sql<number>`(select count(*)::int from committee_departments c where c.parent_id = ${d.id} and c.deleted = false)`;

const select = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: d.id, organId: d.organId, organName: organizations.sortName, parentId: d.parentId, parentName: parent.name, name: d.name, code: d.code,
      industry: d.industry, contactName: d.contactName, contactPhone: d.contactPhone, sort: d.sort, remark: d.remark, childCount, version: d.version,
    })
    .from(d)
    .leftJoin(parent, eq(parent.id, d.parentId))
    .leftJoin(organizations, eq(organizations.id, d.organId))
    .where(where)
    .orderBy(asc(d.sort), asc(d.code));

/** Departments of committees the caller may manage: its unit and those below (all for an administrator). */
async function inScope(db: Db, user: SessionUser): Promise<SQL[]> {
  const scope = await scopeOf(db, user);
  return [live, ...(scope ? [inArray(d.organId, scope)] : [])];
}

export async function committeeDepartmentPage(db: Db, user: SessionUser, f: CommitteeDepartmentFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where = await inScope(db, user);
  const name = f.name?.trim();
  if (name) where.push(or(ilike(d.name, `%${escapeLike(name)}%`), ilike(d.industry, `%${escapeLike(name)}%`), ilike(d.code, `${escapeLike(name)}%`))!);
  if (f.organId) where.push(eq(d.organId, f.organId));
  if (f.parentId) where.push(eq(d.parentId, f.parentId));
  const [{ total }] = await db.select({ total: count() }).from(d).where(and(...where));
  return { current, size, total, records: await select(db, and(...where)).limit(limit).offset(offset) };
}

export async function committeeDepartmentDetail(db: Db, user: SessionUser, id: string): Promise<CommitteeDepartmentRow> {
  const [row] = await select(db, and(eq(d.id, id), ...(await inScope(db, user))));
  if (!row) throw notFound('消安委成员单位不存在或已被删除');
  return row;
}

/** The departments in scope as a tree (a department whose parent is out of scope is a root). */
export async function committeeDepartmentTree(db: Db, user: SessionUser, organId?: string): Promise<CommitteeTreeNode[]> {
  const where = await inScope(db, user);
  if (organId) where.push(eq(d.organId, organId));
  const rows: CommitteeDepartmentRow[] = await select(db, and(...where));
  const nodes = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, code: r.code, value: r.id, label: r.name, children: [] as CommitteeTreeNode[] }]));
  const roots: CommitteeTreeNode[] = [];
  for (const r of rows) {
    const up = r.parentId ? nodes.get(r.parentId) : undefined;
    (up ? up.children : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

const blankToNull = (v: string | null | undefined) => v?.trim() || null;

async function cleaned(db: Db, input: CommitteeDepartmentInput, exceptId?: string) {
  const values = {
    name: input.name.trim(),
    code: input.code.trim(),
    industry: blankToNull(input.industry),
    contactName: blankToNull(input.contactName),
    contactPhone: blankToNull(input.contactPhone),
    sort: input.sort ?? 0,
    remark: blankToNull(input.remark),
  };
  if (!values.name) throw badRequest('单位名称不能为空');
  if (!values.code) throw badRequest('单位编码不能为空');
  const where = [eq(d.code, values.code), live];
  if (exceptId) where.push(ne(d.id, exceptId));
  const [taken] = await db.select({ id: d.id }).from(d).where(and(...where));
  if (taken) throw badRequest(`单位编码${values.code}已存在`);
  return values;
}

/** Where a new department goes: under its parent (and the parent's committee) or on a unit's committee. */
async function placeOf(db: Db, user: SessionUser, input: CommitteeDepartmentCreate) {
  const parentCode = input.parentCode?.trim();
  if (parentCode) {
    const [up] = await db.select({ id: d.id, organId: d.organId }).from(d).where(and(eq(d.code, parentCode), ...(await inScope(db, user))));
    if (!up) throw badRequest(`上级单位编码${parentCode}不存在或不在本单位管辖范围内`);
    return { parentId: up.id, organId: up.organId };
  }
  const organId = input.organId || user.unitId;
  const scope = await scopeOf(db, user);
  const [organ] = await db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, organId), eq(organizations.deleted, false)));
  if (!organ || (scope && !scope.includes(organId))) throw badRequest('所属单位不存在或不在本单位管辖范围内');
  return { parentId: null, organId };
}

export async function addCommitteeDepartment(db: Db, user: SessionUser, input: CommitteeDepartmentCreate): Promise<CommitteeDepartmentRow> {
  const values = await cleaned(db, input);
  const place = await placeOf(db, user, input);
  const id = `cd-${randomUUID()}`;
  const now = new Date();
  await db.insert(d).values({ id, ...place, ...values, createdAt: now, updatedAt: now });
  return committeeDepartmentDetail(db, user, id);
}

/** Edits a department's own fields; its place in the tree stays. */
export async function updateCommitteeDepartment(db: Db, user: SessionUser, input: CommitteeDepartmentInput & { id: string; version: number }): Promise<CommitteeDepartmentRow> {
  await committeeDepartmentDetail(db, user, input.id);
  const values = await cleaned(db, input, input.id);
  await updateAtVersion(db, d, input.id, input.version, values);
  return committeeDepartmentDetail(db, user, input.id);
}

/** Soft delete, all or nothing: a department with live sub-departments outside the call stays. */
export async function removeCommitteeDepartments(db: Db, user: SessionUser, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    for (const id of unique) {
      const row = await committeeDepartmentDetail(txDb, user, id);
      const kids = await txDb.select({ id: d.id }).from(d).where(and(eq(d.parentId, id), live));
      if (kids.some((k) => !unique.includes(k.id))) throw new BizError(Code.CONFLICT, `${row.name}下还有成员单位，请先删除下级单位`);
    }
    await txDb.update(d).set({ deleted: true, updatedAt: new Date() }).where(and(inArray(d.id, unique), live));
    return unique.length;
  });
}
