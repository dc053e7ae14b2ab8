import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, users } from '../db/schema';
import { notFound } from '../http/envelope';
import { escapeLike } from './like';

export interface Organ {
  organId: string;
  organName: string;
  organSortName: string;
  level: number;
  parentId: string | null;
}

export interface OrganNode extends Omit<Organ, 'parentId'> {
  value: string;
  label: string;
  children: OrganNode[];
}

export interface OrganUserNode {
  id: string;
  label: string;
  type: 'organ' | 'user';
  children: OrganUserNode[];
}

export const MAX_QUERY_ORGAN_ROWS = 500;

type OrganRow = typeof organizations.$inferSelect;
const toOrgan = (r: OrganRow): Organ => ({ organId: r.id, organName: r.name, organSortName: r.sortName, level: r.level, parentId: r.parentId });

/** All live organisations in tree order (one query; the tree is built in memory). */
async function liveOrgans(db: Db): Promise<OrganRow[]> {
  return db.select().from(organizations).where(eq(organizations.deleted, false)).orderBy(asc(organizations.sort), asc(organizations.id));
}

function childrenIndex<T extends { parentId: string | null }>(rows: T[]): Map<string | null, T[]> {
  const index = new Map<string | null, T[]>();
  for (const row of rows) index.set(row.parentId, [...(index.get(row.parentId) ?? []), row]);
  return index;
}

/**
 * The organisation tree. With rootId, the subtree of that unit (the caller's unit for search forms);
 * without, every top-level unit (parent absent or unknown).
 */
export async function organTree(db: Db, rootId?: string): Promise<OrganNode[]> {
  const rows = await liveOrgans(db);
  const index = childrenIndex(rows);
  const build = (row: OrganRow): OrganNode => ({
    ...toOrgan(row),
    value: row.id,
    label: row.sortName,
    children: (index.get(row.id) ?? []).map(build),
  });
  if (rootId) {
    const root = rows.find((r) => r.id === rootId);
    return root ? [build(root)] : [];
  }
  const ids = new Set(rows.map((r) => r.id));
  return rows.filter((r) => r.parentId === null || !ids.has(r.parentId)).map(build);
}

/** Organisations with their (active, not deleted) users as leaves, rooted like organTree. */
export async function organUserTree(db: Db, rootId?: string): Promise<OrganUserNode[]> {
  const [rows, people] = await Promise.all([
    liveOrgans(db),
    db
      .select({ id: users.id, name: users.name, organId: users.organId })
      .from(users)
      .where(and(eq(users.deleted, false), eq(users.state, 'active')))
      .orderBy(asc(users.id)),
  ]);
  const index = childrenIndex(rows);
  const usersByOrgan = new Map<string, OrganUserNode[]>();
  for (const u of people) {
    usersByOrgan.set(u.organId, [...(usersByOrgan.get(u.organId) ?? []), { id: u.id, label: u.name, type: 'user', children: [] }]);
  }
  const build = (row: OrganRow): OrganUserNode => ({
    id: row.id,
    label: row.sortName,
    type: 'organ',
    children: [...(usersByOrgan.get(row.id) ?? []), ...(index.get(row.id) ?? []).map(build)],
  });
  if (rootId) {
    const root = rows.find((r) => r.id === rootId);
    return root ? [build(root)] : [];
  }
  const ids = new Set(rows.map((r) => r.id));
  return rows.filter((r) => r.parentId === null || !ids.has(r.parentId)).map(build);
}

export async function getOrgan(db: Db, organId: string): Promise<Organ> {
  const [row] = await db.select().from(organizations).where(and(eq(organizations.id, organId), eq(organizations.deleted, false)));
  if (!row) throw notFound('所属单位不存在或已被删除');
  return toOrgan(row);
}

export async function queryOrgans(db: Db, filter: { organName?: string; level?: number; parentId?: string }): Promise<Organ[]> {
  const where: SQL[] = [eq(organizations.deleted, false)];
  const name = filter.organName?.trim();
  if (name) where.push(ilike(organizations.name, `%${escapeLike(name)}%`));
  if (filter.level !== undefined) where.push(eq(organizations.level, filter.level));
  if (filter.parentId) where.push(eq(organizations.parentId, filter.parentId));
  const rows = await db
    .select()
    .from(organizations)
    .where(and(...where))
    .orderBy(asc(organizations.level), asc(organizations.sort), asc(organizations.id))
    .limit(MAX_QUERY_ORGAN_ROWS);
  return rows.map(toOrgan);
}
