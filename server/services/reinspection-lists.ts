/** 复查受理 (fcsl): the applications of the caller's organisation scope with their work's phase and the outcome. */
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BUSINESS_PHASE_NAMES, REINSPECTION_BUSI_TYPE, REINSPECTION_OUTCOME_NAMES, type BusinessPhase, type ReinspectionOutcome } from '../../src/constants/business-flow';
import type { Db } from '../db/client';
import { flowWorks, organizations, reinspectionApplications, users } from '../db/schema';
import { pageWindow, type PageArgs } from '../http/paging';
import type { SessionUser } from '../http/route';
import { assignee, assigneeOf, flowFields, phaseIs, workColumns, workOf } from './business-flow';
import { parseFilterTime } from './filter-time';
import { escapeLike } from './like';
import { scopeOf } from './org-scope';
import { DAY_MS } from '../../src/constants/timings';

export interface ReinspectionFilter extends PageArgs {
  keyword?: string;
  phase?: BusinessPhase;
  /** pass 合格, fail 不合格, or none: no outcome yet. */
  outcome?: ReinspectionOutcome | 'none';
  rectifiedStart?: string;
  rectifiedEnd?: string;
}

const t = reinspectionApplications;
const registrar = alias(users, 'registrar');

async function conditions(db: Db, user: SessionUser, f: ReinspectionFilter): Promise<SQL[]> {
  const where: SQL[] = [eq(t.deleted, false)];
  const scope = await scopeOf(db, user);
  if (scope) where.push(inArray(t.organId, scope));
  const keyword = f.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    where.push(or(ilike(t.companyName, like), ilike(t.originalWritNo, like), ilike(t.applicant, like))!);
  }
  if (f.phase) where.push(phaseIs([f.phase]));
  if (f.outcome === 'none') where.push(isNull(t.outcome));
  else if (f.outcome) where.push(eq(t.outcome, f.outcome));
  if (f.rectifiedStart) where.push(gte(t.rectifiedAt, parseFilterTime(f.rectifiedStart)));
  if (f.rectifiedEnd) {
    const end = parseFilterTime(f.rectifiedEnd);
    where.push(lt(t.rectifiedAt, /^\d{4}-\d{2}-\d{2}$/.test(f.rectifiedEnd.trim()) ? new Date(end.getTime() + DAY_MS) : new Date(end.getTime() + 1)));
  }
  return where;
}

/** A page of applications, newest first, each with whether the caller may edit it now (the machine's say). */
export async function reinspectionPage(db: Db, user: SessionUser, f: ReinspectionFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where = and(...(await conditions(db, user, f)));
  const joinWork = workOf(REINSPECTION_BUSI_TYPE, t.id);
  const [{ total }] = await db.select({ total: count() }).from(t).leftJoin(flowWorks, joinWork).where(where);
  const rows = await db
    .select({
      id: t.id,
      companyName: t.companyName,
      address: t.address,
      originalWritNo: t.originalWritNo,
      applicant: t.applicant,
      phone: t.phone,
      rectifiedAt: t.rectifiedAt,
      organName: organizations.name,
      registeredBy: t.registeredBy,
      registrarName: registrar.name,
      outcome: t.outcome,
      createdAt: t.createdAt,
      version: t.version,
      ...workColumns,
    })
    .from(t)
    .leftJoin(flowWorks, joinWork)
    .leftJoin(assignee, assigneeOf)
    .leftJoin(organizations, eq(organizations.id, t.organId))
    .leftJoin(registrar, eq(registrar.id, t.registeredBy))
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit)
    .offset(offset);
  const records = [];
  for (const row of rows) {
    const { definitionId: _d, definitionVersion: _v, state: _s, assigneeId: _a, ...r } = row;
    const flow = await flowFields(db, REINSPECTION_BUSI_TYPE, row, row.registeredBy, user);
    records.push({
      ...r,
      rectifiedAt: r.rectifiedAt.toISOString(),
      outcomeName: r.outcome ? REINSPECTION_OUTCOME_NAMES[r.outcome] : null,
      createdAt: r.createdAt.toISOString(),
      finishedAt: flow.finishedAt,
      phase: flow.phase,
      phaseName: BUSINESS_PHASE_NAMES[flow.phase],
      editable: flow.editable,
    });
  }
  return { current, size, total: Number(total), records };
}
