import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { updateAtVersion, softRemoveAll } from './versioned-rows';
import { noticeTemplates } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import { escapeLike } from './like';

export type TemplateCategory = 'task' | 'approval' | 'system';

export interface NoticeTemplateInput {
  name: string;
  code: string;
  category: TemplateCategory;
  title: string;
  content: string;
  enabled: boolean;
  remark?: string | null;
}

export interface NoticeTemplateRow extends Omit<NoticeTemplateInput, 'remark'> {
  id: string;
  remark: string | null;
  /** The ${name} placeholders of title and content, in order of first use. */
  placeholders: string[];
  creatorName: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface NoticeTemplateFilter extends PageArgs {
  name?: string;
  category?: TemplateCategory;
  enabled?: boolean;
}

const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Placeholder names of a text; throws 400 naming the field when a ${ is not a well-formed placeholder. */
export function placeholdersOf(text: string, field: string): string[] {
  const opened = text.split('${').length - 1;
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
  if (opened !== names.length) throw badRequest(`${field}中的占位符格式不正确，应为\${字母、数字或下划线}`);
  return names;
}

/** Fills a template's placeholders; unknown names stay as written so a missing value shows. */
export const fillTemplate = (text: string, values: Record<string, string>) => text.replace(PLACEHOLDER, (all, name: string) => values[name] ?? all);

type Stored = typeof noticeTemplates.$inferSelect;
const toRow = (r: Stored): NoticeTemplateRow => ({
  id: r.id,
  name: r.name,
  code: r.code,
  category: r.category,
  title: r.title,
  content: r.content,
  enabled: r.enabled,
  remark: r.remark,
  placeholders: [...new Set([...placeholdersOf(r.title, '消息标题'), ...placeholdersOf(r.content, '模板内容')])],
  creatorName: r.creatorName,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

const live = eq(noticeTemplates.deleted, false);

export async function noticeTemplatePage(db: Db, f: NoticeTemplateFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: SQL[] = [live];
  const name = f.name?.trim();
  if (name) where.push(ilike(noticeTemplates.name, `%${escapeLike(name)}%`));
  if (f.category) where.push(eq(noticeTemplates.category, f.category));
  if (f.enabled !== undefined) where.push(eq(noticeTemplates.enabled, f.enabled));
  const [{ total }] = await db.select({ total: count() }).from(noticeTemplates).where(and(...where));
  const rows = await db.select().from(noticeTemplates).where(and(...where)).orderBy(desc(noticeTemplates.updatedAt), desc(noticeTemplates.id)).limit(limit).offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

export async function noticeTemplateDetail(db: Db, id: string): Promise<NoticeTemplateRow> {
  const [row] = await db.select().from(noticeTemplates).where(and(eq(noticeTemplates.id, id), live));
  if (!row) throw notFound('消息模板不存在或已被删除');
  return toRow(row);
}

/** Trims and checks what the schema cannot: placeholders, a code not used by another live template. */
async function cleaned(db: Db, input: NoticeTemplateInput, exceptId?: string) {
  const values = {
    name: input.name.trim(),
    code: input.code.trim(),
    category: input.category,
    title: input.title.trim(),
    content: input.content.trim(),
    enabled: input.enabled,
    remark: input.remark?.trim() || null,
  };
  if (!values.name) throw badRequest('模板名称不能为空');
  if (!values.title) throw badRequest('消息标题不能为空');
  if (!values.content) throw badRequest('模板内容不能为空');
  placeholdersOf(values.title, '消息标题');
  placeholdersOf(values.content, '模板内容');
  const where = [eq(noticeTemplates.code, values.code), live];
  if (exceptId) where.push(ne(noticeTemplates.id, exceptId));
  const [taken] = await db.select({ id: noticeTemplates.id }).from(noticeTemplates).where(and(...where));
  if (taken) throw badRequest(`模板编码${values.code}已存在`);
  return values;
}

export async function addNoticeTemplate(db: Db, input: NoticeTemplateInput, creatorName: string): Promise<NoticeTemplateRow> {
  const values = await cleaned(db, input);
  const id = randomUUID();
  const now = new Date();
  await db.insert(noticeTemplates).values({ id, ...values, creatorName, createdAt: now, updatedAt: now });
  return noticeTemplateDetail(db, id);
}

export async function updateNoticeTemplate(db: Db, input: NoticeTemplateInput & { id: string; version: number }): Promise<NoticeTemplateRow> {
  await noticeTemplateDetail(db, input.id);
  const values = await cleaned(db, input, input.id);
  await updateAtVersion(db, noticeTemplates, input.id, input.version, values);
  return noticeTemplateDetail(db, input.id);
}

/** Soft delete, all or nothing. */
export async function removeNoticeTemplates(db: Db, ids: string[]): Promise<number> {
  return softRemoveAll(db, noticeTemplates, ids, '消息模板不存在或已被删除');
}
