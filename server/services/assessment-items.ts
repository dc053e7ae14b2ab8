import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { updateAtVersion } from './versioned-rows';
import { assessmentItems } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import { escapeLike } from './like';

/** Where an item's score comes from. */
export const ASSESSMENT_SOURCE_TEXT: Record<number, string> = { 1: '履职量化', 2: '工作评价', 3: '领导评价', 4: '民主测评', 5: '其他' };
/** Enabled items' weights add up to at most this (percent). */
export const TOTAL_WEIGHT = 100;

export interface AssessmentItemInput {
  name: string;
  source: number;
  weight: number;
  fullScore: number;
  sort?: number;
  enabled: boolean;
  remark?: string | null;
}

export interface AssessmentItemFilter extends PageArgs {
  name?: string;
  source?: number;
  enabled?: boolean;
}

export interface AssessmentItemRow extends Omit<AssessmentItemInput, 'sort' | 'remark'> {
  id: string;
  sourceText: string;
  sort: number;
  remark: string | null;
  updatedAt: string;
  version: number;
}

const a = assessmentItems;
const live = eq(a.deleted, false);

type Stored = typeof assessmentItems.$inferSelect;
const toRow = (r: Stored): AssessmentItemRow => ({
  id: r.id,
  name: r.name,
  source: r.source,
  sourceText: ASSESSMENT_SOURCE_TEXT[r.source] ?? '',
  weight: r.weight,
  fullScore: r.fullScore,
  sort: r.sort,
  enabled: r.enabled,
  remark: r.remark,
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

export async function assessmentItemPage(db: Db, f: AssessmentItemFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: SQL[] = [live];
  const name = f.name?.trim();
  if (name) where.push(ilike(a.name, `%${escapeLike(name)}%`));
  if (f.source !== undefined) where.push(eq(a.source, f.source));
  if (f.enabled !== undefined) where.push(eq(a.enabled, f.enabled));
  const [{ total }] = await db.select({ total: count() }).from(a).where(and(...where));
  const rows = await db.select().from(a).where(and(...where)).orderBy(asc(a.sort), asc(a.name)).limit(limit).offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

export async function assessmentItemDetail(db: Db, id: string): Promise<AssessmentItemRow> {
  const [row] = await db.select().from(a).where(and(eq(a.id, id), live));
  if (!row) throw notFound('考评项目不存在或已被删除');
  return toRow(row);
}

async function cleaned(db: Db, input: AssessmentItemInput, exceptId?: string) {
  const values = {
    name: input.name.trim(),
    source: input.source,
    weight: input.weight,
    fullScore: input.fullScore,
    sort: input.sort ?? 0,
    enabled: input.enabled,
    remark: input.remark?.trim() || null,
  };
  if (!values.name) throw badRequest('考评项目不能为空');
  const others = exceptId ? [live, ne(a.id, exceptId)] : [live];
  const [taken] = await db.select({ id: a.id }).from(a).where(and(eq(a.name, values.name), ...others));
  if (taken) throw badRequest(`考评项目${values.name}已存在`);
  if (values.enabled) {
    const [{ used }] = await db.select({ used: sql<number>`coalesce(sum(${a.weight}), 0)::int` }).from(a).where(and(eq(a.enabled, true), ...others));
    if (used + values.weight > TOTAL_WEIGHT) throw badRequest(`启用的考评项目权重合计不能超过${TOTAL_WEIGHT}%（其他项目已占${used}%）`);
  }
  return values;
}

export async function addAssessmentItem(db: Db, input: AssessmentItemInput): Promise<AssessmentItemRow> {
  const values = await cleaned(db, input);
  const id = `ai-${randomUUID()}`;
  const now = new Date();
  await db.insert(a).values({ id, ...values, createdAt: now, updatedAt: now });
  return assessmentItemDetail(db, id);
}

export async function updateAssessmentItem(db: Db, input: AssessmentItemInput & { id: string; version: number }): Promise<AssessmentItemRow> {
  await assessmentItemDetail(db, input.id);
  const values = await cleaned(db, input, input.id);
  await updateAtVersion(db, a, input.id, input.version, values);
  return assessmentItemDetail(db, input.id);
}

/** Soft delete, all or nothing. */
export async function removeAssessmentItems(db: Db, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const changed = await txDb.update(a).set({ deleted: true, updatedAt: new Date() }).where(and(inArray(a.id, unique), live)).returning({ id: a.id });
    if (changed.length !== unique.length) throw notFound('考评项目不存在或已被删除');
    return changed.length;
  });
}
