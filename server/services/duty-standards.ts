import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { updateAtVersion } from './versioned-rows';
import { dutyStandards } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import { escapeLike } from './like';

/** Categories of duty-quantification standards. */
export const DUTY_CATEGORY_TEXT: Record<number, string> = { 1: '监督检查', 2: '行政执法', 3: '火灾调查', 4: '宣传培训', 5: '综合业务' };
/** Scores are kept to two decimals (hundredths of a point). */
const SCORE_STEPS = 100;

export interface DutyStandardInput {
  code: string;
  name: string;
  category: number;
  unit: string;
  unitScore: number;
  monthlyCap?: number | null;
  remark?: string | null;
}

export interface DutyStandardFilter extends PageArgs {
  name?: string;
  category?: number;
}

export interface DutyStandardRow extends Omit<DutyStandardInput, 'monthlyCap' | 'remark'> {
  id: string;
  categoryText: string;
  monthlyCap: number | null;
  remark: string | null;
  creatorName: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

const s = dutyStandards;
const live = eq(s.deleted, false);

type Stored = typeof dutyStandards.$inferSelect;
const toRow = (r: Stored): DutyStandardRow => ({
  id: r.id,
  code: r.code,
  name: r.name,
  category: r.category,
  categoryText: DUTY_CATEGORY_TEXT[r.category] ?? '',
  unit: r.unit,
  unitScore: r.unitScore,
  monthlyCap: r.monthlyCap,
  remark: r.remark,
  creatorName: r.creatorName,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

export async function dutyStandardPage(db: Db, f: DutyStandardFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: SQL[] = [live];
  const name = f.name?.trim();
  if (name) where.push(or(ilike(s.name, `%${escapeLike(name)}%`), ilike(s.code, `${escapeLike(name)}%`))!);
  if (f.category !== undefined) where.push(eq(s.category, f.category));
  const [{ total }] = await db.select({ total: count() }).from(s).where(and(...where));
  const rows = await db.select().from(s).where(and(...where)).orderBy(asc(s.category), asc(s.code)).limit(limit).offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

export async function dutyStandardDetail(db: Db, id: string): Promise<DutyStandardRow> {
  const [row] = await db.select().from(s).where(and(eq(s.id, id), live));
  if (!row) throw notFound('履职量化标准不存在或已被删除');
  return toRow(row);
}

const hundredths = (value: number) => Math.abs(Math.round(value * SCORE_STEPS) - value * SCORE_STEPS) < 1e-6;

async function cleaned(db: Db, input: DutyStandardInput, exceptId?: string) {
  const values = {
    code: input.code.trim(),
    name: input.name.trim(),
    category: input.category,
    unit: input.unit.trim(),
    unitScore: input.unitScore,
    monthlyCap: input.monthlyCap ?? null,
    remark: input.remark?.trim() || null,
  };
  if (!values.name) throw badRequest('标准名称不能为空');
  if (!values.unit) throw badRequest('计分单位不能为空');
  if (!hundredths(values.unitScore)) throw badRequest('单位分值最多保留两位小数');
  if (values.monthlyCap !== null && !hundredths(values.monthlyCap)) throw badRequest('每月上限最多保留两位小数');
  if (values.monthlyCap !== null && values.monthlyCap < values.unitScore) throw badRequest('每月上限不能小于单位分值');
  const where = [eq(s.code, values.code), live];
  if (exceptId) where.push(ne(s.id, exceptId));
  const [taken] = await db.select({ id: s.id }).from(s).where(and(...where));
  if (taken) throw badRequest(`标准编码${values.code}已存在`);
  return values;
}

export async function addDutyStandard(db: Db, input: DutyStandardInput, creatorName: string): Promise<DutyStandardRow> {
  const values = await cleaned(db, input);
  const id = `ds-${randomUUID()}`;
  const now = new Date();
  await db.insert(s).values({ id, ...values, creatorName, createdAt: now, updatedAt: now });
  return dutyStandardDetail(db, id);
}

export async function updateDutyStandard(db: Db, input: DutyStandardInput & { id: string; version: number }): Promise<DutyStandardRow> {
  await dutyStandardDetail(db, input.id);
  const values = await cleaned(db, input, input.id);
  await updateAtVersion(db, s, input.id, input.version, values);
  return dutyStandardDetail(db, input.id);
}

/** Soft delete, all or nothing: an id that is missing or already deleted fails the whole call. */
export async function removeDutyStandards(db: Db, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const changed = await txDb.update(s).set({ deleted: true, updatedAt: new Date() }).where(and(inArray(s.id, unique), live)).returning({ id: s.id });
    if (changed.length !== unique.length) throw notFound('履职量化标准不存在或已被删除');
    return changed.length;
  });
}
