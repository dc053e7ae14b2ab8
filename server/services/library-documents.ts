import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { libraryDocuments, organizations } from '../db/schema';
import { BizError, Code, badRequest, conflict, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import type { SessionUser } from '../http/route';
import { allowedActions, nextStatus, type LibraryAction, type LibraryStatus, type LibraryTransition } from './library-flow';
import { escapeLike } from './like';
import { scopeOf } from './org-scope';

export type LibraryKind = 'regulation' | 'case';

export interface LibraryInput {
  title: string;
  category: string;
  docNo?: string | null;
  issuer?: string | null;
  content: string;
}

export interface LibraryFilter extends PageArgs {
  title?: string;
  category?: string;
  status?: LibraryStatus;
}

const NOUN: Record<LibraryKind, string> = { regulation: '规范文件', case: '案例' };
const cols = libraryDocuments;
type Stored = typeof libraryDocuments.$inferSelect;

const toRow = (r: Stored & { organName: string | null }) => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  category: r.category,
  docNo: r.docNo,
  issuer: r.issuer,
  content: r.content,
  status: r.status,
  organId: r.organId,
  organName: r.organName,
  creatorName: r.creatorName,
  sentAt: r.sentAt?.toISOString() ?? null,
  reviewerName: r.reviewerName,
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
  reviewComment: r.reviewComment,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
  allowedActions: allowedActions(r.status),
});
export type LibraryRow = ReturnType<typeof toRow>;

/** Live documents of one kind the user may see: those of the user's unit and below (all for an administrator). */
async function visible(db: Db, kind: LibraryKind, user: SessionUser): Promise<SQL[]> {
  const scope = await scopeOf(db, user);
  return [eq(cols.kind, kind), eq(cols.deleted, false), ...(scope ? [inArray(cols.organId, scope)] : [])];
}

const selectRows = (db: Db, where: SQL | undefined) =>
  db.select({ ...getTableColumns(cols), organName: organizations.sortName }).from(cols).leftJoin(organizations, eq(organizations.id, cols.organId)).where(where);

export async function libraryPage(db: Db, kind: LibraryKind, user: SessionUser, f: LibraryFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where = await visible(db, kind, user);
  const title = f.title?.trim();
  if (title) where.push(or(ilike(cols.title, `%${escapeLike(title)}%`), ilike(cols.docNo, `%${escapeLike(title)}%`))!);
  if (f.category) where.push(eq(cols.category, f.category));
  if (f.status) where.push(eq(cols.status, f.status));
  const [{ total }] = await db.select({ total: count() }).from(cols).where(and(...where));
  const rows = await selectRows(db, and(...where)).orderBy(desc(cols.updatedAt), desc(cols.id)).limit(limit).offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

export async function libraryDetail(db: Db, kind: LibraryKind, user: SessionUser, id: string): Promise<LibraryRow> {
  const [row] = await selectRows(db, and(eq(cols.id, id), ...(await visible(db, kind, user))));
  if (!row) throw notFound(`${NOUN[kind]}不存在或已被删除`);
  return toRow(row);
}

function cleaned(input: LibraryInput) {
  const values = {
    title: input.title.trim(),
    category: input.category.trim(),
    docNo: input.docNo?.trim() || null,
    issuer: input.issuer?.trim() || null,
    content: input.content.trim(),
  };
  if (!values.title) throw badRequest('标题不能为空');
  if (!values.category) throw badRequest('类别不能为空');
  if (!values.content) throw badRequest('正文不能为空');
  return values;
}

export async function addLibraryDocument(db: Db, kind: LibraryKind, user: SessionUser, input: LibraryInput): Promise<LibraryRow> {
  const id = randomUUID();
  const now = new Date();
  await db.insert(cols).values({ id, kind, ...cleaned(input), organId: user.unitId, creatorId: user.userId, creatorName: user.name, createdAt: now, updatedAt: now });
  return libraryDetail(db, kind, user, id);
}

/** Checks the flow for one document at the version the caller read: 409 for a stale version or a refused move. */
async function guard(db: Db, kind: LibraryKind, user: SessionUser, id: string, version: number, action: LibraryAction) {
  const row = await libraryDetail(db, kind, user, id);
  if (row.version !== version) throw conflict();
  const next = nextStatus(row.status, action);
  if (!next.ok) throw new BizError(Code.CONFLICT, next.message);
  return { row, to: next.to };
}

/** Writes only if nobody changed the row in between (same version), else 409. */
async function writeVersioned(db: Db, id: string, version: number, set: Partial<typeof cols.$inferInsert>) {
  const changed = await db
    .update(cols)
    .set({ ...set, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(cols.id, id), eq(cols.version, version), eq(cols.deleted, false)))
    .returning({ id: cols.id });
  if (!changed.length) throw conflict();
}

export async function updateLibraryDocument(db: Db, kind: LibraryKind, user: SessionUser, input: LibraryInput & { id: string; version: number }): Promise<LibraryRow> {
  const values = cleaned(input);
  await guard(db, kind, user, input.id, input.version, 'edit');
  await writeVersioned(db, input.id, input.version, values);
  return libraryDetail(db, kind, user, input.id);
}

export async function moveLibraryDocument(
  db: Db,
  kind: LibraryKind,
  user: SessionUser,
  input: { id: string; version: number; comment?: string | null },
  action: LibraryTransition,
): Promise<LibraryRow> {
  const { to } = await guard(db, kind, user, input.id, input.version, action);
  const now = new Date();
  const comment = input.comment?.trim() || null;
  const set: Partial<typeof cols.$inferInsert> = { status: to };
  if (action === 'send') Object.assign(set, { sentAt: now, reviewerName: null, reviewedAt: null, reviewComment: null });
  if (action === 'approve' || action === 'reject') Object.assign(set, { reviewerName: user.name, reviewedAt: now, reviewComment: comment });
  if (action === 'reject' && !comment) throw badRequest('退回意见不能为空');
  await writeVersioned(db, input.id, input.version, set);
  return libraryDetail(db, kind, user, input.id);
}

/** Soft delete of drafts, all or nothing: one document not found or not a draft refuses the whole call. */
export async function removeLibraryDocuments(db: Db, kind: LibraryKind, user: SessionUser, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    for (const id of unique) {
      const row = await libraryDetail(txDb, kind, user, id);
      const next = nextStatus(row.status, 'delete');
      if (!next.ok) throw new BizError(Code.CONFLICT, `${row.title}：${next.message}`);
    }
    await txDb.update(cols).set({ deleted: true, updatedAt: new Date() }).where(inArray(cols.id, unique));
    return unique.length;
  });
}
