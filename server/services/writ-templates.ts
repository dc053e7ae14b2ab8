import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { updateAtVersion, softRemoveAll } from './versioned-rows';
import { dictionaries, writTemplates } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import type { WritCategory } from '../../src/constants/writ-labels';
import { escapeLike } from './like';
import { writPlaceholders } from './writ-text';

export interface WritTemplateInput {
  name: string;
  code: string;
  category: WritCategory;
  busiTypeCode: string;
  numberPrefix: string;
  body: string;
  enabled: boolean;
  remark?: string | null;
}

export interface WritTemplateRow extends Omit<WritTemplateInput, 'remark'> {
  id: string;
  busiTypeName: string;
  remark: string | null;
  /** The ${名称} placeholders of the body, in order of first use. */
  placeholders: string[];
  creatorName: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface WritTemplateFilter extends PageArgs {
  /** Name or code, in part. */
  name?: string;
  category?: WritCategory;
  busiTypeCode?: string;
  enabled?: boolean;
}

const w = writTemplates;
const live = eq(w.deleted, false);
const BUSI_TYPE = 'busiType';

const SELECT = {
  id: w.id, name: w.name, code: w.code, category: w.category, busiTypeCode: w.busiTypeCode, busiTypeName: dictionaries.label,
  numberPrefix: w.numberPrefix, body: w.body, enabled: w.enabled, remark: w.remark, creatorName: w.creatorName,
  createdAt: w.createdAt, updatedAt: w.updatedAt, version: w.version,
};
const base = (db: Db) =>
  db.select(SELECT).from(w).leftJoin(dictionaries, and(eq(dictionaries.type, BUSI_TYPE), eq(dictionaries.code, w.busiTypeCode)));
type Selected = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

const toRow = (r: Selected): WritTemplateRow => ({
  ...r,
  busiTypeName: r.busiTypeName ?? r.busiTypeCode,
  placeholders: writPlaceholders(r.body),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function writTemplatePage(db: Db, f: WritTemplateFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: SQL[] = [live];
  const name = f.name?.trim();
  if (name) where.push(or(ilike(w.name, `%${escapeLike(name)}%`), ilike(w.code, `%${escapeLike(name)}%`))!);
  if (f.category) where.push(eq(w.category, f.category));
  if (f.busiTypeCode) where.push(eq(w.busiTypeCode, f.busiTypeCode));
  if (f.enabled !== undefined) where.push(eq(w.enabled, f.enabled));
  const [{ total }] = await db.select({ total: count() }).from(w).where(and(...where));
  const rows = await base(db).where(and(...where)).orderBy(desc(w.updatedAt), desc(w.id)).limit(limit).offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

export async function writTemplateDetail(db: Db, id: string): Promise<WritTemplateRow> {
  const [row] = await base(db).where(and(eq(w.id, id), live));
  if (!row) throw notFound('文书模板不存在或已被删除');
  return toRow(row);
}

/** Trims and checks what the schema cannot: placeholders, the business type, a code no other live template uses. */
async function cleaned(db: Db, input: WritTemplateInput, exceptId?: string) {
  const values = {
    name: input.name.trim(),
    code: input.code.trim(),
    category: input.category,
    busiTypeCode: input.busiTypeCode.trim(),
    numberPrefix: input.numberPrefix.trim(),
    body: input.body.trim(),
    enabled: input.enabled,
    remark: input.remark?.trim() || null,
  };
  if (!values.name) throw badRequest('文书名称不能为空');
  if (!values.numberPrefix) throw badRequest('文号前缀不能为空');
  if (/[\s〔〕]/.test(values.numberPrefix)) throw badRequest('文号前缀不能含空白或〔〕');
  if (!values.body) throw badRequest('正文不能为空');
  writPlaceholders(values.body);
  const [busi] = await db.select({ code: dictionaries.code }).from(dictionaries).where(and(eq(dictionaries.type, BUSI_TYPE), eq(dictionaries.code, values.busiTypeCode)));
  if (!busi) throw badRequest('业务类型不正确');
  const where = [eq(w.code, values.code), live];
  if (exceptId) where.push(ne(w.id, exceptId));
  const [taken] = await db.select({ id: w.id }).from(w).where(and(...where));
  if (taken) throw badRequest(`文书编码${values.code}已存在`);
  return values;
}

export async function addWritTemplate(db: Db, input: WritTemplateInput, creatorName: string): Promise<WritTemplateRow> {
  const values = await cleaned(db, input);
  const id = randomUUID();
  const now = new Date();
  await db.insert(w).values({ id, ...values, creatorName, createdAt: now, updatedAt: now });
  return writTemplateDetail(db, id);
}

export async function updateWritTemplate(db: Db, input: WritTemplateInput & { id: string; version: number }): Promise<WritTemplateRow> {
  await writTemplateDetail(db, input.id);
  const values = await cleaned(db, input, input.id);
  await updateAtVersion(db, w, input.id, input.version, values);
  return writTemplateDetail(db, input.id);
}

/** Soft delete, all or nothing; writs already made keep their copy of the text. */
export async function removeWritTemplates(db: Db, ids: string[]): Promise<number> {
  return softRemoveAll(db, w, ids, '文书模板不存在或已被删除');
}
