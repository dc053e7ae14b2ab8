/**
 * Who may receive a work order of each kind from the caller: organisations of the tree and committee
 * departments (消安委成员单位, 行业部门 of 11220) within the caller's scope.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/route';
import { scopeOf } from '../org-scope';
import type { WorkOrderKind } from './kinds';

export interface Receiver {
  id: string;
  name: string;
  receiverOrganId: string;
  receiverDepartmentId: string | null;
}

const STREET = sql`o.level = 6 AND EXISTS (SELECT 1 FROM areas a WHERE a.code = o.area_code AND a.level = 4 AND a.deleted = false)`;
const COMMUNITY = sql`o.level = 6 AND o.unit_category = 4 AND EXISTS (SELECT 1 FROM organizations s JOIN areas a ON a.code = s.area_code AND a.level = 4 WHERE s.id = o.parent_id)`;

function organQuery(kind: 'police' | 'street' | 'community', inScope: SQL, only: SQL): SQL {
  const which = kind === 'police' ? sql`o.level = 5` : kind === 'street' ? STREET : COMMUNITY;
  return sql`SELECT o.id, o.name, o.id AS receiver_organ_id, NULL AS receiver_department_id FROM organizations o
    WHERE o.deleted = false AND ${which} AND ${inScope} AND ${only} ORDER BY o.sort, o.id`;
}

function departmentQuery(kind: 'committee' | 'industry', inScope: SQL, only: SQL): SQL {
  const which = kind === 'committee' ? sql`d.parent_id IS NULL` : sql`d.industry IS NOT NULL`;
  return sql`SELECT d.id, d.name, d.organ_id AS receiver_organ_id, d.id AS receiver_department_id FROM committee_departments d
    WHERE d.deleted = false AND ${which} AND ${inScope} AND ${only} ORDER BY d.sort, d.id`;
}

/** The receivers of a kind the caller may send to (all of them, or those among `ids`). */
export async function receiversOf(db: Db, user: SessionUser, kind: WorkOrderKind, ids?: readonly string[]): Promise<Receiver[]> {
  const scope = await scopeOf(db, user);
  const organ = kind === 'committee' || kind === 'industry' ? sql.raw('d.organ_id') : sql.raw('o.id');
  const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
  const inScope = scope ? sql`${organ} IN (${list(scope.length ? scope : [''])})` : sql`true`;
  const key = kind === 'committee' || kind === 'industry' ? sql.raw('d.id') : sql.raw('o.id');
  const only = ids ? sql`${key} IN (${list(ids.length ? ids : [''])})` : sql`true`;
  const query = kind === 'committee' || kind === 'industry' ? departmentQuery(kind, inScope, only) : organQuery(kind, inScope, only);
  const result = await db.execute<{ id: string; name: string; receiver_organ_id: string; receiver_department_id: string | null }>(query);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return (rows as { id: string; name: string; receiver_organ_id: string; receiver_department_id: string | null }[]).map((r) => ({
    id: r.id, name: r.name, receiverOrganId: r.receiver_organ_id, receiverDepartmentId: r.receiver_department_id,
  }));
}

/** The communities directly under a street (转发社区): all of them, or the one among `ids`. */
export async function communitiesOf(db: Db, streetId: string, ids?: readonly string[]): Promise<{ id: string; name: string }[]> {
  const only = ids ? sql`o.id IN (${sql.join((ids.length ? ids : ['']).map((v) => sql`${v}`), sql`, `)})` : sql`true`;
  const result = await db.execute<{ id: string; name: string }>(sql`SELECT o.id, o.name FROM organizations o
    WHERE o.deleted = false AND o.parent_id = ${streetId} AND ${COMMUNITY} AND ${only} ORDER BY o.sort, o.id`);
  return ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as { id: string; name: string }[];
}
