import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { updateAtVersion } from './versioned-rows';
import { guideTemplates } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import { escapeLike } from './like';

export type GuideType = 'supervision' | 'enforcement' | 'investigation' | 'propaganda';

export interface GuideTemplateInput {
  name: string;
  guideType: GuideType;
  content: string;
  basis?: string | null;
  sort: number;
  remark?: string | null;
}

export interface GuideTemplateRow {
  id: string;
  name: string;
  guideType: GuideType;
  content: string;
  basis: string | null;
  sort: number;
  remark: string | null;
  creatorName: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface GuideTemplateFilter extends PageArgs {
  /** Matches the name or the content. */
  keyword?: string;
  guideType?: GuideType;
}

const NOT_FOUND = '指导模板不存在或已被删除';

type Stored = typeof guideTemplates.$inferSelect;
const toRow = ({ deleted: _deleted, createdAt, updatedAt, ...r }: Stored): GuideTemplateRow => ({
  ...r,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

const live = eq(guideTemplates.deleted, false);

export async function guideTemplatePage(db: Db, f: GuideTemplateFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: (SQL | undefined)[] = [live];
  const keyword = f.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    where.push(or(ilike(guideTemplates.name, like), ilike(guideTemplates.content, like)));
  }
  if (f.guideType) where.push(eq(guideTemplates.guideType, f.guideType));
  const [{ total }] = await db.select({ total: count() }).from(guideTemplates).where(and(...where));
  const rows = await db
    .select()
    .from(guideTemplates)
    .where(and(...where))
    .orderBy(asc(guideTemplates.guideType), asc(guideTemplates.sort), desc(guideTemplates.updatedAt), asc(guideTemplates.id))
    .limit(limit)
    .offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

export async function guideTemplateDetail(db: Db, id: string): Promise<GuideTemplateRow> {
  const [row] = await db.select().from(guideTemplates).where(and(eq(guideTemplates.id, id), live));
  if (!row) throw notFound(NOT_FOUND);
  return toRow(row);
}

function cleaned(input: GuideTemplateInput) {
  const name = input.name.trim();
  const content = input.content.trim();
  if (!name) throw badRequest('模板名称不能为空');
  if (!content) throw badRequest('指导内容不能为空');
  return { name, guideType: input.guideType, content, basis: input.basis?.trim() || null, sort: input.sort, remark: input.remark?.trim() || null };
}

export async function addGuideTemplate(db: Db, input: GuideTemplateInput, creatorName: string): Promise<GuideTemplateRow> {
  const values = cleaned(input);
  const id = randomUUID();
  const now = new Date();
  await db.insert(guideTemplates).values({ id, ...values, creatorName, createdAt: now, updatedAt: now });
  return guideTemplateDetail(db, id);
}

export async function updateGuideTemplate(db: Db, input: GuideTemplateInput & { id: string; version: number }): Promise<GuideTemplateRow> {
  await guideTemplateDetail(db, input.id);
  const values = cleaned(input);
  await updateAtVersion(db, guideTemplates, input.id, input.version, values);
  return guideTemplateDetail(db, input.id);
}

/** Soft delete, all or nothing. */
export async function removeGuideTemplates(db: Db, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await (tx as unknown as Db)
      .update(guideTemplates)
      .set({ deleted: true, updatedAt: new Date() })
      .where(and(inArray(guideTemplates.id, ids), live))
      .returning({ id: guideTemplates.id });
    if (removed.length !== new Set(ids).size) throw notFound(NOT_FOUND);
    return removed.length;
  });
}
