/** 行政处罚决定书: the writ of the decision template (模板设置), filled from the case and issued with the next number. */
import { and, eq } from 'drizzle-orm';
import { DECISION_TEMPLATE_CODE, PENALTY_PAYMENT_BANK, PENALTY_REVIEW_BODY } from '../../../src/constants/penalty-cases';
import type { Db } from '../../db/client';
import { writDocuments, writTemplates } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { writDocument } from '../../entities/writ-document.entity';
import { nextSeq } from '../writ-issue';
import { chinaYear, writNumber, writPlaceholders } from '../writ-text';
import type { PenaltyCase } from './case-access';

/** The penalty as the decision states it. */
export function penaltyText(kind: string, fineAmount: number | null): string {
  if (kind === 'fine') return `罚款人民币${fineAmount ?? 0}元`;
  return { warning: '警告', suspend: '责令停产停业', detain: '拘留' }[kind] ?? kind;
}

/**
 * Drafts the decision from the enabled template and issues it in the caller's transaction: the number comes
 * from the counter of the template's prefix and year (locked until the transaction ends, so a rollback gives
 * it back and concurrent decisions wait). A placeholder the case does not know is written as （略）.
 */
export async function issueDecisionWrit(tx: Db, user: SessionUser, row: PenaltyCase, decision: { penaltyKind: string; fineAmount: number | null; legalBasis: string }, now: Date) {
  const [template] = await tx
    .select({ id: writTemplates.id, body: writTemplates.body, numberPrefix: writTemplates.numberPrefix })
    .from(writTemplates)
    .where(and(eq(writTemplates.code, DECISION_TEMPLATE_CODE), eq(writTemplates.deleted, false), eq(writTemplates.enabled, true)));
  if (!template) throw badRequest('未找到启用的行政处罚决定书模板，请在模板设置中启用');
  const known: Record<string, string> = {
    当事人: row.partyName,
    违法事实: row.facts,
    证据: row.evidence.map((e) => e.name).join('、') || '现场检查记录',
    法律条款: decision.legalBasis,
    处罚内容: penaltyText(decision.penaltyKind, decision.fineAmount),
    缴款银行: PENALTY_PAYMENT_BANK,
    复议机关: PENALTY_REVIEW_BODY,
  };
  const values = writPlaceholders(template.body).map((name) => ({ name, value: known[name] || '（略）' }));
  const draft = await writDocument.ops.add(tx, user, { templateId: template.id, partyName: row.partyName, organId: row.organId, values } as never);
  const documentNumber = writNumber(template.numberPrefix, chinaYear(now), await nextSeq(tx, template.numberPrefix, chinaYear(now)));
  await tx.update(writDocuments).set({ status: 'issued', documentNumber, issuedAt: now, updatedAt: now, version: draft.version + 1 }).where(eq(writDocuments.id, draft.id));
  return { writId: draft.id, documentNumber };
}
