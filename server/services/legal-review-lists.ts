/**
 * Lists of legal pre-reviews in the caller's organisation scope: 预审管理 by kind and 待审核/已审核 (the
 * work in approval / finished), 法制审核列表 by kind, phase and submission date, and their export rows.
 */
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BUSINESS_PHASE_NAMES, LEGAL_REVIEW_KIND_NAMES, type BusinessPhase, type LegalReviewKind, type LegalReviewState } from '../../src/constants/business-flow';
import type { Db } from '../db/client';
import { caseCauses, flowWorks, legalReviews, organizations, users } from '../db/schema';
import type { PageArgs } from '../http/paging';
import { pageWindow } from '../http/paging';
import type { SessionUser } from '../http/route';
import { assignee, assigneeOf, flowFields, phaseIs, workColumns, workOf } from './business-flow';
import { parseFilterTime } from './filter-time';
import { escapeLike } from './like';
import { scopeOf } from './org-scope';
import { DAY_MS } from '../../src/constants/timings';

export interface LegalReviewFilter extends PageArgs {
  reviewKind?: LegalReviewKind;
  /** 预审管理: 待审核 (in approval) or 已审核 (approved, not approved). */
  state?: LegalReviewState;
  /** 法制审核列表: one phase. */
  phase?: BusinessPhase;
  keyword?: string;
  submittedStart?: string;
  submittedEnd?: string;
}

const handler = alias(users, 'handler');
const STATE_PHASES: Record<LegalReviewState, BusinessPhase[]> = { pending: ['inApproval'], done: ['approved', 'rejected'] };

async function conditions(db: Db, user: SessionUser, f: LegalReviewFilter): Promise<SQL[]> {
  const where: SQL[] = [eq(legalReviews.deleted, false)];
  const scope = await scopeOf(db, user);
  if (scope) where.push(inArray(legalReviews.organId, scope));
  if (f.reviewKind) where.push(eq(legalReviews.reviewKind, f.reviewKind));
  if (f.state) where.push(phaseIs(STATE_PHASES[f.state]));
  if (f.phase) where.push(phaseIs([f.phase]));
  const keyword = f.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    where.push(or(ilike(legalReviews.caseName, like), ilike(legalReviews.partyName, like), ilike(legalReviews.caseNo, like))!);
  }
  if (f.submittedStart) where.push(gte(legalReviews.submittedAt, parseFilterTime(f.submittedStart)));
  if (f.submittedEnd) {
    const end = parseFilterTime(f.submittedEnd);
    // A date without a time covers that whole day.
    where.push(lt(legalReviews.submittedAt, /^\d{4}-\d{2}-\d{2}$/.test(f.submittedEnd.trim()) ? new Date(end.getTime() + DAY_MS) : new Date(end.getTime() + 1)));
  }
  return where;
}

const columns = {
  id: legalReviews.id,
  reviewKind: legalReviews.reviewKind,
  caseName: legalReviews.caseName,
  caseNo: legalReviews.caseNo,
  partyName: legalReviews.partyName,
  caseCauseName: caseCauses.name,
  organName: organizations.name,
  handlerName: handler.name,
  createdBy: legalReviews.createdBy,
  submittedAt: legalReviews.submittedAt,
  updatedAt: legalReviews.updatedAt,
  version: legalReviews.version,
  ...workColumns,
};

function rowsQuery(db: Db) {
  return db
    .select(columns)
    .from(legalReviews)
    .leftJoin(flowWorks, workOf(legalReviews.reviewKind, legalReviews.id))
    .leftJoin(assignee, assigneeOf)
    .leftJoin(organizations, eq(organizations.id, legalReviews.organId))
    .leftJoin(handler, eq(handler.id, legalReviews.handlerId))
    .leftJoin(caseCauses, eq(caseCauses.id, legalReviews.caseCause));
}

type Raw = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

const plain = ({ definitionId: _d, definitionVersion: _v, state: _s, assigneeId: _a, flowWorkId, phase, ...r }: Raw) => {
  const shown = (phase ?? 'draft') as BusinessPhase;
  return {
    ...r,
    flowWorkId,
    phase: shown,
    phaseName: BUSINESS_PHASE_NAMES[shown],
    reviewKindName: LEGAL_REVIEW_KIND_NAMES[r.reviewKind],
    submittedAt: r.submittedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
};

/** A page of reviews, newest submission first, each with whether the caller may edit it now (the machine's say). */
export async function legalReviewPage(db: Db, user: SessionUser, f: LegalReviewFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where = and(...(await conditions(db, user, f)));
  const [{ total }] = await db.select({ total: count() }).from(legalReviews).leftJoin(flowWorks, workOf(legalReviews.reviewKind, legalReviews.id)).where(where);
  const rows = await rowsQuery(db).where(where).orderBy(desc(legalReviews.submittedAt), desc(legalReviews.createdAt), desc(legalReviews.id)).limit(limit).offset(offset);
  const records = [];
  for (const row of rows) {
    const { editable } = await flowFields(db, row.reviewKind, row, row.createdBy, user);
    records.push({ ...plain(row), editable });
  }
  return { current, size, total: Number(total), records };
}

/** Every matching review for an export (at most `size`), without the per-row moves. */
export async function legalReviewRows(db: Db, user: SessionUser, f: LegalReviewFilter) {
  const { limit, offset } = pageWindow(f);
  const rows = await rowsQuery(db).where(and(...(await conditions(db, user, f)))).orderBy(desc(legalReviews.submittedAt), desc(legalReviews.id)).limit(limit).offset(offset);
  return rows.map(plain);
}
