import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { operationRecords, organizations } from '../db/schema';
import { notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import { parseFilterTime } from './filter-time';
import { escapeLike } from './like';
import { subordinateOrganIds } from './org-scope';
import type { SessionUser } from '../http/route';

export interface OperationRecordFilter extends PageArgs {
  userName?: string;
  /** Matches the operationId or the url of the call. */
  route?: string;
  outcome?: 'success' | 'failure';
  startTime?: string;
  endTime?: string;
}

export interface OperationRecordRow {
  id: string;
  userId: string | null;
  userName: string | null;
  organId: string | null;
  organName: string | null;
  operationId: string;
  method: string;
  url: string;
  menuId: number | null;
  buttonId: number | null;
  target: string | null;
  detail: string | null;
  outcome: 'success' | 'failure';
  message: string | null;
  ip: string | null;
  createdAt: string;
}

const columns = {
  id: operationRecords.id,
  userId: operationRecords.userId,
  userName: operationRecords.userName,
  organId: operationRecords.organId,
  organName: organizations.sortName,
  operationId: operationRecords.operationId,
  method: operationRecords.method,
  url: operationRecords.url,
  menuId: operationRecords.menuId,
  buttonId: operationRecords.buttonId,
  target: operationRecords.target,
  detail: operationRecords.detail,
  outcome: operationRecords.outcome,
  message: operationRecords.message,
  ip: operationRecords.ip,
  createdAt: operationRecords.createdAt,
};

const toRow = (r: Omit<OperationRecordRow, 'createdAt'> & { createdAt: Date }): OperationRecordRow => ({ ...r, createdAt: r.createdAt.toISOString() });

function conditions(f: OperationRecordFilter, scope: string[] | null): SQL[] {
  const where: SQL[] = [];
  if (scope) where.push(inArray(operationRecords.organId, scope));
  const name = f.userName?.trim();
  if (name) where.push(ilike(operationRecords.userName, `%${escapeLike(name)}%`));
  const route = f.route?.trim();
  if (route) {
    const pattern = `%${escapeLike(route)}%`;
    where.push(or(ilike(operationRecords.operationId, pattern), ilike(operationRecords.url, pattern))!);
  }
  if (f.outcome) where.push(eq(operationRecords.outcome, f.outcome));
  if (f.startTime) where.push(gte(operationRecords.createdAt, parseFilterTime(f.startTime)));
  if (f.endTime) where.push(lte(operationRecords.createdAt, parseFilterTime(f.endTime)));
  return where;
}

/**
 * The audit log's range: users of the top unit (the audit administrator) see every record, the
 * anonymous login failures included; others their unit and below.
 */
export async function auditScopeOf(db: Db, user: SessionUser): Promise<string[] | null> {
  if (user.isAdmin) return null;
  const [organ] = await db.select({ parentId: organizations.parentId }).from(organizations).where(eq(organizations.id, user.unitId));
  return organ && organ.parentId === null ? null : subordinateOrganIds(db, user.unitId);
}

/** Newest first; `scope` limits the records to calls made by users of those units (null: all). */
export async function operationRecordPage(db: Db, f: OperationRecordFilter, scope: string[] | null) {
  const { current, size, limit, offset } = pageWindow(f);
  const where = and(...conditions(f, scope));
  const [{ total }] = await db.select({ total: count() }).from(operationRecords).where(where);
  const rows = await db
    .select(columns)
    .from(operationRecords)
    .leftJoin(organizations, eq(organizations.id, operationRecords.organId))
    .where(where)
    .orderBy(desc(operationRecords.createdAt), desc(operationRecords.id))
    .limit(limit)
    .offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

export async function operationRecordDetail(db: Db, id: string, scope: string[] | null): Promise<OperationRecordRow> {
  const where = and(eq(operationRecords.id, id), ...(scope ? [inArray(operationRecords.organId, scope)] : []));
  const [row] = await db.select(columns).from(operationRecords).leftJoin(organizations, eq(organizations.id, operationRecords.organId)).where(where);
  if (!row) throw notFound('日志不存在');
  return toRow(row);
}
