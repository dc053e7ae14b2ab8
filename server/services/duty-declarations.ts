/**
 * Personal duty declarations (个人工作审批 grgz, 个人履职审批 grlz, 个人履职申诉 grss): a person declares the work
 * of a month against the duty standards (userManage) and sends it at once; points are quantity × the
 * standard's unit score, at most its monthly cap.
 */
import { randomUUID } from 'node:crypto';
import type { Static, TObject } from '@sinclair/typebox';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { DUTY_KIND_NAMES, type DutyKind } from '../../src/constants/business-flow';
import type { Db } from '../db/client';
import { dutyDeclarations, dutyStandards, organizations, users, type DutyItem } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/envelope';
import { declarationProblems, type DECLARATION_FIELDS, type DECLARATION_KIND } from '../../src/shared/business-inputs';
import type { SessionUser } from '../http/route';
import { flowFields, mayEdit, movesOn, onTheWork, sendRecord, workOfRecord } from './business-flow';
import { asDb } from './flow-runtime/context';
import { scopeOf } from './org-scope';
import { updateAtVersion } from './versioned-rows';

/** What savePersonals takes to declare (the shared fields and the kind). */
export type DeclarationInput = Static<TObject<typeof DECLARATION_FIELDS & { kind: typeof DECLARATION_KIND }>>;

export interface SaveDeclaration extends DeclarationInput {
  /** Sending again a declaration the machine lets the caller resend (rejected, revoked). */
  id?: string | null;
  version?: number | null;
  assigneeId: string;
  comment?: string | null;
}

const t = dutyDeclarations;
const round2 = (n: number) => Math.round(n * 100) / 100;

export const declarationTitle = (userName: string, period: string, kind: DutyKind) => `${userName}${period}${DUTY_KIND_NAMES[kind]}`;

/** The live duty standards a person may declare against. */
export function dutyStandardOptions(db: Db) {
  return db
    .select({ id: dutyStandards.id, name: dutyStandards.name, unit: dutyStandards.unit, unitScore: dutyStandards.unitScore, monthlyCap: dutyStandards.monthlyCap })
    .from(dutyStandards)
    .where(eq(dutyStandards.deleted, false))
    .orderBy(asc(dutyStandards.category), asc(dutyStandards.code));
}

/** Items priced by their standards; unknown or removed standards are refused naming the item. */
export async function pricedItems(db: Db, items: { standardId: string; quantity: number }[]): Promise<DutyItem[]> {
  if (!items.length) return [];
  const ids = [...new Set(items.map((i) => i.standardId))];
  const standards = await db.select().from(dutyStandards).where(and(inArray(dutyStandards.id, ids), eq(dutyStandards.deleted, false)));
  const byId = new Map(standards.map((s) => [s.id, s]));
  return items.map((item, index) => {
    const standard = byId.get(item.standardId);
    if (!standard) throw badRequest(`第${index + 1}项申报项目不存在或已被删除`);
    if (!(item.quantity > 0)) throw badRequest(`第${index + 1}项数量须大于0`);
    const raw = item.quantity * standard.unitScore;
    const score = round2(standard.monthlyCap === null ? raw : Math.min(raw, standard.monthlyCap));
    return { standardId: standard.id, name: standard.name, unit: standard.unit, quantity: item.quantity, score };
  });
}

async function cleaned(db: Db, user: SessionUser, input: DeclarationInput, exceptId?: string) {
  const items = await pricedItems(db, input.items ?? []);
  const reason = input.reason?.trim() || null;
  const problem = Object.values(declarationProblems(input.kind, reason, items.length))[0];
  if (problem) throw badRequest(problem);
  if (input.kind !== 'grss') {
    const same = [eq(t.userId, user.userId), eq(t.kind, input.kind), eq(t.period, input.period), eq(t.deleted, false)];
    if (exceptId) same.push(ne(t.id, exceptId));
    const [taken] = await db.select({ id: t.id }).from(t).where(and(...same));
    if (taken) throw badRequest(`${input.period}已有${DUTY_KIND_NAMES[input.kind]}申报`);
  }
  return { items, score: round2(items.reduce((sum, i) => sum + i.score, 0)), reason, attachments: (input.attachments ?? []).map((a) => a.trim()).filter(Boolean) };
}

export async function declarationDetail(db: Db, user: SessionUser, id: string) {
  const [row] = await db
    .select({ d: t, userName: users.name, organName: organizations.name })
    .from(t)
    .leftJoin(users, eq(users.id, t.userId))
    .leftJoin(organizations, eq(organizations.id, t.organId))
    .where(and(eq(t.id, id), eq(t.deleted, false)));
  if (!row) throw notFound('申报记录不存在或已被删除');
  const { d } = row;
  const scope = await scopeOf(db, user);
  if (d.userId !== user.userId && scope && !scope.includes(d.organId) && !(await onTheWork(db, user, d.kind, d.id))) throw forbidden('您无权查看该申报记录');
  const work = await workOfRecord(db, d.kind, d.id);
  return {
    id: d.id,
    kind: d.kind,
    kindName: DUTY_KIND_NAMES[d.kind],
    title: declarationTitle(row.userName ?? '', d.period, d.kind),
    userId: d.userId,
    userName: row.userName,
    organId: d.organId,
    organName: row.organName,
    period: d.period,
    items: d.items,
    score: d.score,
    reason: d.reason,
    attachments: d.attachments,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    version: d.version,
    ...(await flowFields(db, d.kind, work, d.userId, user)),
  };
}

/**
 * 保存并送审 (savePersonals): a new declaration of the caller's own, or one the machine lets them send again;
 * the record and its send are one transaction.
 */
export async function saveDeclaration(db: Db, user: SessionUser, input: SaveDeclaration) {
  const id = await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const now = new Date();
    let id = input.id?.trim() || '';
    if (id) {
      const [current] = await tx.select().from(t).where(and(eq(t.id, id), eq(t.deleted, false))).for('update');
      if (!current) throw notFound('申报记录不存在或已被删除');
      if (current.kind !== input.kind) throw badRequest('申报类型不能修改');
      const work = await workOfRecord(tx, current.kind, current.id);
      if (!mayEdit((await movesOn(tx, current.kind, work.flowWorkId ? work : null, current.userId, user.userId)).moves)) {
        throw conflict('只有申报人可以修改不通过或已撤回的申报');
      }
      const values = await cleaned(tx, user, input, id);
      await updateAtVersion(tx, t, id, input.version ?? current.version, { ...values, period: input.period });
    } else {
      const values = await cleaned(tx, user, input);
      id = randomUUID();
      await tx.insert(t).values({ id, kind: input.kind, userId: user.userId, organId: user.unitId, period: input.period, ...values, createdAt: now, updatedAt: now });
    }
    await sendRecord(tx, user, { busiTypeCode: input.kind, busiInstId: id, title: declarationTitle(user.name, input.period, input.kind), assigneeId: input.assigneeId, comment: input.comment ?? undefined });
    return id;
  });
  return declarationDetail(db, user, id);
}
