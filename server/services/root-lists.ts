/**
 * The lists of two roots when their external platforms are not what the user opens: 火灾调查 (6000) shows the
 * fires the product holds (scope: the caller's organisations), 信用公示 (7000) the administrative penalty
 * decisions made public (every decided case: disclosure is public).
 */
import { and, desc, eq, gte, ilike, inArray, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { caseCauses, fireIncidents as f, organizations, penaltyCases as p } from '../db/schema';
import type { SessionUser } from '../http/route';
import { page, pageWindow, type PageArgs } from '../http/paging';
import { optionLabel, PENALTY_KIND_OPTIONS } from '../../src/constants/options';
import { parseFilterTime } from './filter-time';
import { scopeOf } from './org-scope';

export interface FireFilter extends PageArgs { keyword?: string; startTime?: string; endTime?: string }

export async function firePage(db: Db, user: SessionUser, q: FireFilter) {
  const { limit, offset } = pageWindow(q);
  const scope = await scopeOf(db, user);
  const kw = q.keyword?.trim();
  const where = and(
    scope ? inArray(f.organId, scope) : undefined,
    kw ? or(ilike(f.address, `%${kw}%`), ilike(f.cause, `%${kw}%`)) : undefined,
    q.startTime ? gte(f.occurredAt, parseFilterTime(q.startTime)) : undefined,
    q.endTime ? lte(f.occurredAt, parseFilterTime(q.endTime)) : undefined,
  );
  const total = await db.$count(f, where);
  const rows = await db
    .select({ id: f.id, address: f.address, cause: f.cause, loss: f.loss, casualties: f.casualties, listed: f.listed, occurredAt: f.occurredAt, organName: organizations.name })
    .from(f)
    .leftJoin(organizations, eq(organizations.id, f.organId))
    .where(where)
    .orderBy(desc(f.occurredAt), desc(f.id))
    .limit(limit)
    .offset(offset);
  return page(q, total, rows.map((r) => ({ ...r, occurredAt: r.occurredAt.toISOString(), organName: r.organName ?? null })));
}

export interface DisclosureFilter extends PageArgs { keyword?: string }

export async function penaltyDisclosurePage(db: Db, q: DisclosureFilter) {
  const { limit, offset } = pageWindow(q);
  const kw = q.keyword?.trim();
  const where: SQL | undefined = and(eq(p.deleted, false), isNotNull(p.decidedAt), isNotNull(p.decisionNumber), kw ? or(ilike(p.partyName, `%${kw}%`), ilike(p.decisionNumber, `%${kw}%`)) : undefined);
  const total = await db.$count(p, where);
  const rows = await db
    .select({ id: p.id, partyName: p.partyName, decisionNumber: p.decisionNumber, penaltyKind: p.penaltyKind, fineAmount: p.fineAmount, decidedAt: p.decidedAt, causeName: caseCauses.name, organName: organizations.name })
    .from(p)
    .leftJoin(caseCauses, eq(caseCauses.id, p.causeId))
    .leftJoin(organizations, eq(organizations.id, p.organId))
    .where(where)
    .orderBy(desc(p.decidedAt), desc(p.id))
    .limit(limit)
    .offset(offset);
  return page(q, total, rows.map((r) => ({
    id: r.id, partyName: r.partyName, decisionNumber: r.decisionNumber ?? '', causeName: r.causeName ?? '', organName: r.organName ?? '',
    penalty: [optionLabel(PENALTY_KIND_OPTIONS, r.penaltyKind ?? ''), r.fineAmount ? `罚款${r.fineAmount}元` : ''].filter(Boolean).join('，'),
    decidedAt: r.decidedAt!.toISOString(),
  })));
}
