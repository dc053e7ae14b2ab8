/**
 * Re-inspection applications (复查申请, fcys): registered and sent at once (fcsqdj), listed with the work's
 * phase (fcsl), and concluded by the last step's assignee, who records 合格 (pass) / 不合格 (fail) with a note.
 */
import type { Static, TObject } from '@sinclair/typebox';
import { outcomeNoteProblem, type REINSPECTION_FIELDS } from '../../src/shared/business-inputs';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REINSPECTION_BUSI_TYPE, REINSPECTION_OUTCOME_NAMES, type ReinspectionOutcome } from '../../src/constants/business-flow';
import type { Db } from '../db/client';
import { organizations, reinspectionApplications, societyCompanies, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/envelope';
import type { SessionUser } from '../http/route';
import { flowFields, mayEdit, movesOn, onTheWork, sendRecord, workOfRecord } from './business-flow';
import { parseFilterTime } from './filter-time';
import { asDb } from './flow-runtime/context';
import { scopeOf } from './org-scope';
import { updateAtVersion } from './versioned-rows';

export type ReinspectionInput = Static<TObject<typeof REINSPECTION_FIELDS>>;

const BUSI = REINSPECTION_BUSI_TYPE;
const registrar = alias(users, 'registrar');
const concluder = alias(users, 'concluder');
const t = reinspectionApplications;

export const reinspectionTitle = (companyName: string) => `${companyName}复查验收申请`;

export async function reinspectionDetail(db: Db, user: SessionUser, id: string) {
  const [row] = await db
    .select({ r: t, organName: organizations.name, registrarName: registrar.name, outcomeByName: concluder.name })
    .from(t)
    .leftJoin(organizations, eq(organizations.id, t.organId))
    .leftJoin(registrar, eq(registrar.id, t.registeredBy))
    .leftJoin(concluder, eq(concluder.id, t.outcomeBy))
    .where(and(eq(t.id, id), eq(t.deleted, false)));
  if (!row) throw notFound('复查申请不存在或已被删除');
  const { r } = row;
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(r.organId) && !(await onTheWork(db, user, BUSI, r.id))) throw forbidden('您无权查看该复查申请');
  const work = await workOfRecord(db, BUSI, r.id);
  return {
    id: r.id,
    title: reinspectionTitle(r.companyName),
    companyName: r.companyName,
    companyId: r.companyId,
    address: r.address,
    originalWritNo: r.originalWritNo,
    hazards: r.hazards,
    rectifiedAt: r.rectifiedAt.toISOString(),
    applicant: r.applicant,
    phone: r.phone,
    organId: r.organId,
    organName: row.organName,
    registeredBy: r.registeredBy,
    registrarName: row.registrarName,
    outcome: r.outcome,
    outcomeName: r.outcome ? REINSPECTION_OUTCOME_NAMES[r.outcome] : null,
    outcomeNote: r.outcomeNote,
    outcomeAt: r.outcomeAt?.toISOString() ?? null,
    outcomeByName: row.outcomeByName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
    ...(await flowFields(db, BUSI, work, r.registeredBy, user)),
  };
}

async function cleaned(db: Db, user: SessionUser, input: ReinspectionInput) {
  const values = {
    companyName: input.companyName.trim(),
    companyId: input.companyId?.trim() || null,
    address: input.address.trim(),
    originalWritNo: input.originalWritNo.trim(),
    hazards: input.hazards.map((h) => h.trim()).filter(Boolean),
    rectifiedAt: parseFilterTime(input.rectifiedAt),
    applicant: input.applicant.trim(),
    phone: input.phone.trim(),
    organId: input.organId?.trim() || user.unitId,
  };
  if (!values.companyName) throw badRequest('单位名称不能为空');
  if (!values.address) throw badRequest('单位地址不能为空');
  if (!values.originalWritNo) throw badRequest('责令改正通知书文号不能为空');
  if (!values.hazards.length) throw badRequest('整改项不能为空');
  if (!values.applicant) throw badRequest('申请人不能为空');
  if (Number.isNaN(values.rectifiedAt.getTime())) throw badRequest('申请复查日期格式不正确');
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(values.organId)) throw badRequest('受理单位只能选择本单位及下级单位');
  const [organ] = await db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, values.organId), eq(organizations.deleted, false)));
  if (!organ) throw badRequest('受理单位不存在');
  if (values.companyId) {
    const [company] = await db.select({ id: societyCompanies.id }).from(societyCompanies).where(and(eq(societyCompanies.id, values.companyId), eq(societyCompanies.deleted, false)));
    if (!company) throw badRequest('社会单位不存在或已被删除');
  }
  return values;
}

/** 复查申请登记: saves the application and sends it to the first step's receiver, both or neither. */
export async function addReinspection(db: Db, user: SessionUser, input: ReinspectionInput & { assigneeId: string; comment?: string | null }) {
  const id = await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const values = await cleaned(tx, user, input);
    const id = randomUUID();
    const now = new Date();
    await tx.insert(t).values({ id, ...values, registeredBy: user.userId, createdAt: now, updatedAt: now });
    await sendRecord(tx, user, { busiTypeCode: BUSI, busiInstId: id, title: reinspectionTitle(values.companyName), assigneeId: input.assigneeId, comment: input.comment ?? undefined });
    return id;
  });
  return reinspectionDetail(db, user, id);
}

/** Changes an application the machine lets the caller send again; with a receiver it is sent again at once. */
export async function updateReinspection(db: Db, user: SessionUser, input: ReinspectionInput & { id: string; version: number; assigneeId?: string | null; comment?: string | null }) {
  await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const [current] = await tx.select().from(t).where(and(eq(t.id, input.id), eq(t.deleted, false))).for('update');
    if (!current) throw notFound('复查申请不存在或已被删除');
    const work = await workOfRecord(tx, BUSI, current.id);
    if (!mayEdit((await movesOn(tx, BUSI, work.flowWorkId ? work : null, current.registeredBy, user.userId)).moves)) {
      throw conflict('只有登记人可以修改未送审、不通过或已撤回的复查申请');
    }
    const values = await cleaned(tx, user, input);
    await updateAtVersion(tx, t, current.id, input.version, values);
    const assigneeId = input.assigneeId?.trim();
    if (assigneeId) await sendRecord(tx, user, { busiTypeCode: BUSI, busiInstId: current.id, title: reinspectionTitle(values.companyName), assigneeId, comment: input.comment ?? undefined });
  });
  return reinspectionDetail(db, user, input.id);
}

/**
 * 复查结论: only the person the machine lets approve the last step (approving there ends the flow) records
 * 合格 or 不合格; they approve afterwards on the approval page.
 */
export async function recordReinspectionOutcome(db: Db, user: SessionUser, input: { id: string; version: number; outcome: ReinspectionOutcome; outcomeNote?: string | null }) {
  await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const [current] = await tx.select().from(t).where(and(eq(t.id, input.id), eq(t.deleted, false))).for('update');
    if (!current) throw notFound('复查申请不存在或已被删除');
    const work = await workOfRecord(tx, BUSI, current.id);
    const { lastStepAssignee } = await movesOn(tx, BUSI, work.flowWorkId ? work : null, current.registeredBy, user.userId);
    if (!lastStepAssignee) throw forbidden('只有最后一步的办理人可以填写复查结论');
    const note = input.outcomeNote?.trim() || null;
    const problem = outcomeNoteProblem(input.outcome, note);
    if (problem) throw badRequest(problem);
    await updateAtVersion(tx, t, current.id, input.version, { outcome: input.outcome, outcomeNote: note, outcomeAt: new Date(), outcomeBy: user.userId });
  });
  return reinspectionDetail(db, user, input.id);
}
