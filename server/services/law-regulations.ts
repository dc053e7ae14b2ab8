import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lawRegulations } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import { REGULATION_LEVEL_NAMES, REGULATION_STATUS_NAMES } from '../../src/constants/company-labels';
import { escapeLike } from './like';

export interface RegulationInput {
  title: string;
  level: string;
  docNo?: string | null;
  issuer: string;
  issuedOn?: string | null;
  effectiveOn?: string | null;
  status: string;
  summary?: string | null;
}

export interface RegulationFilter extends PageArgs {
  /** Title, document number or issuer. */
  keyword?: string;
  level?: string;
  status?: string;
}

const r = lawRegulations;
const live = eq(r.deleted, false);
type Stored = typeof r.$inferSelect;

export type LawRegulationRow = Omit<Stored, 'deleted' | 'createdAt' | 'updatedAt'> & { levelName: string; statusName: string; createdAt: string; updatedAt: string };

const toRow = ({ deleted: _deleted, ...x }: Stored): LawRegulationRow => ({
  ...x,
  levelName: REGULATION_LEVEL_NAMES[x.level] ?? '',
  statusName: REGULATION_STATUS_NAMES[x.status] ?? '',
  createdAt: x.createdAt.toISOString(),
  updatedAt: x.updatedAt.toISOString(),
});

export async function regulationPage(db: Db, f: RegulationFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: (SQL | undefined)[] = [live];
  const keyword = f.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    where.push(or(ilike(r.title, like), ilike(r.docNo, like), ilike(r.issuer, like)));
  }
  if (f.level) where.push(eq(r.level, f.level));
  if (f.status) where.push(eq(r.status, f.status));
  const [{ total }] = await db.select({ total: count() }).from(r).where(and(...where));
  const rows = await db.select().from(r).where(and(...where)).orderBy(desc(r.effectiveOn), desc(r.id)).limit(limit).offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

export async function regulationDetail(db: Db, id: string): Promise<LawRegulationRow> {
  const [row] = await db.select().from(r).where(and(eq(r.id, id), live));
  if (!row) throw notFound('法规不存在或已被删除');
  return toRow(row);
}

function cleaned(input: RegulationInput) {
  const values = {
    title: input.title.trim(),
    level: input.level,
    docNo: input.docNo?.trim() || null,
    issuer: input.issuer.trim(),
    issuedOn: input.issuedOn || null,
    effectiveOn: input.effectiveOn || null,
    status: input.status,
    summary: input.summary?.trim() || null,
  };
  if (!values.title) throw badRequest('法规名称不能为空');
  if (!values.issuer) throw badRequest('发布机关不能为空');
  if (values.issuedOn && values.effectiveOn && values.effectiveOn < values.issuedOn) throw badRequest('施行日期不能早于发布日期');
  return values;
}

export async function addRegulation(db: Db, input: RegulationInput): Promise<LawRegulationRow> {
  const id = randomUUID();
  const now = new Date();
  await db.insert(r).values({ id, ...cleaned(input), createdAt: now, updatedAt: now });
  return regulationDetail(db, id);
}

export async function updateRegulation(db: Db, input: RegulationInput & { id: string; version: number }): Promise<LawRegulationRow> {
  await regulationDetail(db, input.id);
  const changed = await db
    .update(r)
    .set({ ...cleaned(input), updatedAt: new Date(), version: input.version + 1 })
    .where(and(eq(r.id, input.id), eq(r.version, input.version), live))
    .returning({ id: r.id });
  if (!changed.length) throw conflict();
  return regulationDetail(db, input.id);
}

/** Soft delete, all or nothing. */
export async function removeRegulations(db: Db, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await (tx as unknown as Db).update(r).set({ deleted: true, updatedAt: new Date() }).where(and(inArray(r.id, ids), live)).returning({ id: r.id });
    if (removed.length !== new Set(ids).size) throw notFound('法规不存在或已被删除');
    return removed.length;
  });
}
