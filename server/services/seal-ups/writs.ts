/** 临时查封决定书 and 解除临时查封决定书: the writs of the templates (模板设置), filled from the sealing and issued with the next number. */
import { and, eq } from 'drizzle-orm';
import { SEAL_DECISION_TEMPLATE_CODE, SEAL_LIFT_TEMPLATE_CODE, SEAL_REVIEW_BODY } from '../../../src/constants/seal-ups';
import type { Db } from '../../db/client';
import { organizations, writDocuments, writTemplates } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { writDocument } from '../../entities/writ-document.entity';
import type { Clock } from '../events-handovers/notify';
import { nextSeq } from '../writ-issue';
import { chinaDateText, chinaYear, writNumber, writPlaceholders } from '../writ-text';
import type { SealUp } from './access';

/**
 * Drafts the writ of `code` from the enabled template and issues it in the caller's transaction: the number
 * comes from the counter of the template's prefix and year (a rollback gives it back). A placeholder the
 * sealing does not know is written as （略）.
 */
async function issue(tx: Db, user: SessionUser, row: SealUp, code: string, name: string, known: Record<string, string>, clock: Clock) {
  const [template] = await tx
    .select({ id: writTemplates.id, body: writTemplates.body, numberPrefix: writTemplates.numberPrefix })
    .from(writTemplates)
    .where(and(eq(writTemplates.code, code), eq(writTemplates.deleted, false), eq(writTemplates.enabled, true)));
  if (!template) throw badRequest(`未找到启用的${name}模板，请在模板设置中启用`);
  const values = writPlaceholders(template.body).map((key) => ({ name: key, value: known[key] || '（略）' }));
  const draft = await writDocument.ops.add(tx, user, { templateId: template.id, partyName: row.partyName, organId: row.organId, values } as never, undefined, { now: clock.now, id: clock.newId() });
  const year = chinaYear(clock.now);
  const documentNumber = writNumber(template.numberPrefix, year, await nextSeq(tx, template.numberPrefix, year));
  await tx.update(writDocuments).set({ status: 'issued', documentNumber, issuedAt: clock.now, updatedAt: clock.now, version: draft.version + 1 }).where(eq(writDocuments.id, draft.id));
  return { writId: draft.id, documentNumber };
}

const dateText = (date: string) => chinaDateText(new Date(`${date}T04:00:00Z`));

export const issueSealDecision = (tx: Db, user: SessionUser, row: SealUp, clock: Clock) =>
  issue(tx, user, row, SEAL_DECISION_TEMPLATE_CODE, '临时查封决定书', {
    当事人: row.partyName, 火灾隐患: row.hazard, 查封开始日期: chinaDateText(clock.now), 查封部位: row.places, 查封期限: `${row.periodDays}日`, 复议机关: SEAL_REVIEW_BODY,
  }, clock);

export async function issueSealLift(tx: Db, user: SessionUser, row: SealUp, reason: string, clock: Clock) {
  const [organ] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, row.organId));
  return issue(tx, user, row, SEAL_LIFT_TEMPLATE_CODE, '解除临时查封决定书', {
    当事人: row.partyName, 检查单位: organ?.name ?? '', 查封日期: row.sealedOn ? dateText(row.sealedOn) : '', 查封决定书文号: row.decisionNumber ?? '', 查封部位: row.places,
    解除理由: reason, 解除日期: chinaDateText(clock.now), 复议机关: SEAL_REVIEW_BODY,
  }, clock);
}
