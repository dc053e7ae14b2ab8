/**
 * Legal pre-reviews (法制预审): a record per case, sent at once through the flow of its kind (tqsh, jzsh, lash).
 * The starter edits it only while the machine lets them send it again (a rejection or a revoke).
 */
import type { Static, TObject } from '@sinclair/typebox';
import type { LEGAL_REVIEW_FIELDS } from '../../src/shared/business-inputs';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LEGAL_REVIEW_KIND_NAMES, type LegalReviewKind } from '../../src/constants/business-flow';
import type { Db } from '../db/client';
import { caseCauses, legalReviews, organizations, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/envelope';
import type { SessionUser } from '../http/route';
import { flowFields, mayEdit, movesOn, onTheWork, sendRecord, workOfRecord } from './business-flow';
import { asDb } from './flow-runtime/context';
import { scopeOf, subordinateOrganIds } from './org-scope';
import { updateAtVersion } from './versioned-rows';

/** 承办单位 defaults to the handler's unit, 承办人 to the caller. */
export type LegalReviewInput = Static<TObject<typeof LEGAL_REVIEW_FIELDS>> & { reviewKind: LegalReviewKind };

/** Who receives it now (the first step's receiver) and the sender's remark. */
export interface SendPart {
  assigneeId: string;
  comment?: string | null;
}

const handler = alias(users, 'handler');
const creator = alias(users, 'creator');

export const legalReviewTitle = (caseName: string, kind: LegalReviewKind) => `${caseName}（${LEGAL_REVIEW_KIND_NAMES[kind]}）`;

/** The record with the names a page shows, or undefined. */
export async function legalReviewRecord(db: Db, id: string) {
  const [row] = await db
    .select({ r: legalReviews, organName: organizations.name, handlerName: handler.name, creatorName: creator.name, caseCauseName: caseCauses.name })
    .from(legalReviews)
    .leftJoin(organizations, eq(organizations.id, legalReviews.organId))
    .leftJoin(handler, eq(handler.id, legalReviews.handlerId))
    .leftJoin(creator, eq(creator.id, legalReviews.createdBy))
    .leftJoin(caseCauses, eq(caseCauses.id, legalReviews.caseCause))
    .where(and(eq(legalReviews.id, id), eq(legalReviews.deleted, false)));
  return row;
}

/** The detail: the record, its names and its work (phase, step, assignee, the caller's moves). */
export async function legalReviewDetail(db: Db, user: SessionUser, id: string) {
  const row = await legalReviewRecord(db, id);
  if (!row) throw notFound('预审记录不存在或已被删除');
  const { r } = row;
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(r.organId) && !(await onTheWork(db, user, r.reviewKind, r.id))) throw forbidden('您无权查看该预审记录');
  const work = await workOfRecord(db, r.reviewKind, r.id);
  return {
    id: r.id,
    reviewKind: r.reviewKind,
    reviewKindName: LEGAL_REVIEW_KIND_NAMES[r.reviewKind],
    caseName: r.caseName,
    caseNo: r.caseNo,
    partyName: r.partyName,
    caseCause: r.caseCause,
    caseCauseName: row.caseCauseName,
    organId: r.organId,
    organName: row.organName,
    handlerId: r.handlerId,
    handlerName: row.handlerName,
    summary: r.summary,
    proposal: r.proposal,
    materials: r.materials,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    createdBy: r.createdBy,
    creatorName: row.creatorName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
    title: legalReviewTitle(r.caseName, r.reviewKind),
    ...(await flowFields(db, r.reviewKind, work, r.createdBy, user)),
  };
}

/** Trims and checks what the schema cannot: the unit in the caller's scope, the handler of that unit, the cause. */
async function cleaned(db: Db, user: SessionUser, input: Omit<LegalReviewInput, 'reviewKind'>) {
  const values = {
    caseName: input.caseName.trim(),
    caseNo: input.caseNo?.trim() || null,
    partyName: input.partyName.trim(),
    caseCause: input.caseCause?.trim() || null,
    organId: input.organId?.trim() ?? '',
    handlerId: input.handlerId?.trim() || user.userId,
    summary: input.summary.trim(),
    proposal: input.proposal.trim(),
    materials: [...new Set((input.materials ?? []).map((m) => m.trim()).filter(Boolean))],
  };
  if (!values.caseName) throw badRequest('案件名称不能为空');
  if (!values.partyName) throw badRequest('当事人不能为空');
  if (!values.summary) throw badRequest('案情摘要不能为空');
  if (!values.proposal) throw badRequest('处理意见不能为空');
  const [person] = await db.select({ organId: users.organId }).from(users).where(and(eq(users.id, values.handlerId), eq(users.deleted, false)));
  if (!person) throw badRequest('承办人不存在');
  values.organId ||= person.organId;
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(values.organId)) throw badRequest('承办单位只能选择本单位及下级单位');
  const [organ] = await db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, values.organId), eq(organizations.deleted, false)));
  if (!organ) throw badRequest('承办单位不存在');
  if (!(await subordinateOrganIds(db, values.organId)).includes(person.organId)) throw badRequest('承办人须为承办单位的人员');
  if (values.caseCause) {
    const [cause] = await db.select({ id: caseCauses.id }).from(caseCauses).where(eq(caseCauses.id, values.caseCause));
    if (!cause) throw badRequest('案由不存在');
  }
  return values;
}

/** What the add form chooses from: the case causes (aysz) and the people of the caller's unit as handlers. */
export async function legalReviewFormOptions(db: Db, user: SessionUser) {
  const causes = await db.select({ id: caseCauses.id, name: caseCauses.name }).from(caseCauses).orderBy(asc(caseCauses.code));
  const handlers = await db
    .select({ userId: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.organId, user.unitId), eq(users.deleted, false), eq(users.state, 'active')))
    .orderBy(desc(users.leader), asc(users.name), asc(users.id));
  return { causes, handlers };
}

/** 新增预审: saves the record and sends it to the first step's receiver, both or neither. */
export async function addLegalReview(db: Db, user: SessionUser, input: LegalReviewInput & SendPart) {
  const id = await db.transaction(async (t) => {
    const tx = asDb(t);
    const values = await cleaned(tx, user, input);
    const id = randomUUID();
    const now = new Date();
    await tx.insert(legalReviews).values({ id, reviewKind: input.reviewKind, ...values, submittedAt: now, createdBy: user.userId, createdAt: now, updatedAt: now });
    await sendRecord(tx, user, { busiTypeCode: input.reviewKind, busiInstId: id, title: legalReviewTitle(values.caseName, input.reviewKind), assigneeId: input.assigneeId, comment: input.comment ?? undefined });
    return id;
  });
  return legalReviewDetail(db, user, id);
}

/**
 * 修改 (4111): only while the machine lets the caller send the record again (a draft, a rejection, a revoke);
 * with a receiver the record is sent again in the same transaction.
 */
export async function updateLegalReview(db: Db, user: SessionUser, input: Omit<LegalReviewInput, 'reviewKind'> & { id: string; version: number } & Partial<SendPart>) {
  await db.transaction(async (t) => {
    const tx = asDb(t);
    const [current] = await tx.select().from(legalReviews).where(and(eq(legalReviews.id, input.id), eq(legalReviews.deleted, false))).for('update');
    if (!current) throw notFound('预审记录不存在或已被删除');
    const work = await workOfRecord(tx, current.reviewKind, current.id);
    if (!mayEdit((await movesOn(tx, current.reviewKind, work.flowWorkId ? work : null, current.createdBy, user.userId)).moves)) {
      throw conflict('只有发起人可以修改未送审、不通过或已撤回的预审');
    }
    const values = await cleaned(tx, user, input);
    const assigneeId = input.assigneeId?.trim();
    await updateAtVersion(tx, legalReviews, current.id, input.version, { ...values, ...(assigneeId ? { submittedAt: new Date() } : {}) });
    if (assigneeId) {
      await sendRecord(tx, user, { busiTypeCode: current.reviewKind, busiInstId: current.id, title: legalReviewTitle(values.caseName, current.reviewKind), assigneeId, comment: input.comment ?? undefined });
    }
  });
  return legalReviewDetail(db, user, input.id);
}
