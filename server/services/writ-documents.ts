import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, writDocuments, writTemplates } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import type { SessionUser } from '../http/route';
import type { WritStatus } from '../../src/constants/writ-labels';
import { screenGrants } from '../routes/system/catalogue-menu';
import { escapeLike } from './like';
import { organFilter, scopeOf } from './org-scope';
import { renderWrit, writPlaceholders } from './writ-text';

export interface PlaceholderValue {
  name: string;
  value: string;
}

export interface WritDocumentInput {
  title?: string | null;
  partyName: string;
  /** The issuing unit; the caller's unit when left out. */
  organId?: string | null;
  values: PlaceholderValue[];
}

export interface WritDocumentFilter extends PageArgs {
  /** Title, party or number, in part. */
  keyword?: string;
  status?: WritStatus;
  templateId?: string;
  organId?: string;
}

/** 模板设置's grants: writs are drafted under 新增, edited and issued under 编辑, removed under 删除. */
export const mbsz = screenGrants('mbsz', ['new', 'edit', 'delete']);

/** What the caller may do with a writ: a draft is edited, issued and removed by the holders of those buttons; an issued writ is locked. */
function allowsOf(status: WritStatus, user: SessionUser): string[] {
  if (status !== 'draft') return [];
  const holds = (button: number) => user.grants.has(button);
  return [...(holds(mbsz.buttons.edit) ? ['edit', 'issue'] : []), ...(holds(mbsz.buttons.delete) ? ['delete'] : [])];
}

const d = writDocuments;
const live = eq(d.deleted, false);

const SELECT = {
  id: d.id, templateId: d.templateId, templateName: d.templateName, body: d.body, documentNumber: d.documentNumber, title: d.title,
  partyName: d.partyName, organId: d.organId, organName: organizations.name, values: d.values, status: d.status, issuedAt: d.issuedAt,
  creatorName: d.creatorName, createdAt: d.createdAt, updatedAt: d.updatedAt, version: d.version,
};
const base = (db: Db) => db.select(SELECT).from(d).leftJoin(organizations, eq(organizations.id, d.organId));
type Selected = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

function toRow({ body, values, ...r }: Selected, user: SessionUser) {
  const placeholders = writPlaceholders(body);
  return {
    ...r,
    organName: r.organName ?? '',
    placeholders,
    values: placeholders.map((name) => ({ name, value: values[name] ?? '' })),
    /** The body with the values filled in: the text of the writ. */
    content: renderWrit(body, values),
    issuedAt: r.issuedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    allows: allowsOf(r.status, user),
  };
}
export type WritDocumentRow = ReturnType<typeof toRow>;

export async function writDocumentPage(db: Db, user: SessionUser, f: WritDocumentFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: SQL[] = [live];
  const organs = await organFilter(db, user, f.organId);
  if (organs) where.push(inArray(d.organId, organs.length ? organs : ['']));
  const keyword = f.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    where.push(or(ilike(d.title, like), ilike(d.partyName, like), ilike(d.documentNumber, like))!);
  }
  if (f.status) where.push(eq(d.status, f.status));
  if (f.templateId) where.push(eq(d.templateId, f.templateId));
  const [{ total }] = await db.select({ total: count() }).from(d).where(and(...where));
  const rows = await base(db).where(and(...where)).orderBy(desc(d.updatedAt), desc(d.id)).limit(limit).offset(offset);
  return { current, size, total, records: rows.map((row) => toRow(row, user)) };
}

/** A live writ of the caller's unit or below (404 when missing, 403 when another unit's). */
export async function writDocumentDetail(db: Db, user: SessionUser, id: string): Promise<WritDocumentRow> {
  const [row] = await base(db).where(and(eq(d.id, id), live));
  if (!row) throw notFound('文书不存在或已被删除');
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(row.organId)) throw forbidden('只能查看本单位及下级单位的文书');
  return toRow(row, user);
}

/** The template's text and every placeholder filled; the issuing unit inside the caller's scope. */
async function cleaned(db: Db, user: SessionUser, input: WritDocumentInput, template: { name: string; body: string }) {
  const partyName = input.partyName.trim();
  if (!partyName) throw badRequest('当事人不能为空');
  const placeholders = writPlaceholders(template.body);
  const values: Record<string, string> = {};
  for (const { name, value } of input.values) {
    if (!placeholders.includes(name)) throw badRequest(`占位符「${name}」不属于文书模板${template.name}`);
    values[name] = value.trim();
  }
  const missing = placeholders.find((name) => !values[name]);
  if (missing) throw badRequest(`占位符「${missing}」不能为空`);
  const organId = input.organId?.trim() || user.unitId;
  const [organ] = await db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, organId), eq(organizations.deleted, false)));
  if (!organ) throw badRequest('签发单位不存在');
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(organId)) throw badRequest('签发单位只能是本单位或下级单位');
  return { title: input.title?.trim() || template.name, partyName, organId, values };
}

export async function addWritDocument(db: Db, user: SessionUser, input: WritDocumentInput & { templateId: string }): Promise<WritDocumentRow> {
  const [template] = await db
    .select({ name: writTemplates.name, body: writTemplates.body, numberPrefix: writTemplates.numberPrefix, enabled: writTemplates.enabled })
    .from(writTemplates)
    .where(and(eq(writTemplates.id, input.templateId), eq(writTemplates.deleted, false)));
  if (!template?.enabled) throw badRequest('文书模板不存在或已停用');
  const values = await cleaned(db, user, input, template);
  const id = randomUUID();
  const now = new Date();
  await db.insert(d).values({
    id, templateId: input.templateId, templateName: template.name, numberPrefix: template.numberPrefix, body: template.body,
    ...values, creatorName: user.name, createdAt: now, updatedAt: now,
  });
  return writDocumentDetail(db, user, id);
}

const ISSUED_LOCKED = '文书已签发，不能修改';

/** Changes a draft with the version read; the template's text copied at creation stays. */
export async function updateWritDocument(db: Db, user: SessionUser, input: WritDocumentInput & { id: string; version: number }): Promise<WritDocumentRow> {
  const current = await writDocumentDetail(db, user, input.id);
  if (current.status === 'issued') throw badRequest(ISSUED_LOCKED);
  const [stored] = await db.select({ body: d.body }).from(d).where(eq(d.id, input.id));
  const values = await cleaned(db, user, input, { name: current.templateName, body: stored.body });
  const changed = await db
    .update(d)
    .set({ ...values, updatedAt: new Date(), version: input.version + 1 })
    .where(and(eq(d.id, input.id), eq(d.version, input.version), eq(d.status, 'draft'), live))
    .returning({ id: d.id });
  if (!changed.length) {
    if ((await writDocumentDetail(db, user, input.id)).status === 'issued') throw badRequest(ISSUED_LOCKED);
    throw conflict();
  }
  return writDocumentDetail(db, user, input.id);
}

/** Soft delete of drafts, all or nothing: an issued writ is kept for the record. */
export async function removeWritDocuments(db: Db, user: SessionUser, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  for (const id of unique) {
    if ((await writDocumentDetail(db, user, id)).status === 'issued') throw badRequest('文书已签发，不能删除');
  }
  return db.transaction(async (tx) => {
    const removed = await (tx as unknown as Db)
      .update(d)
      .set({ deleted: true, updatedAt: new Date() })
      .where(and(inArray(d.id, unique), eq(d.status, 'draft'), live))
      .returning({ id: d.id });
    if (removed.length !== unique.length) throw conflict();
    return removed.length;
  });
}
