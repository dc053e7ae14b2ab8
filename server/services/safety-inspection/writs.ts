/**
 * The writs of 安全检查: 公众聚集场所投入使用、营业前消防安全检查意见书 from the template of 模板设置 (11400),
 * filled from the application and issued with the next number of its prefix and year in the caller's
 * transaction (as the penalty decision, server/services/penalty/decision-writ.ts).
 */
import { and, eq } from 'drizzle-orm';
import { SAFETY_INSPECTION_TEMPLATE_CODE } from '../../../src/constants/safety-inspection';
import type { Db } from '../../db/client';
import { organizations, securityCheckPermits, writDocuments, writTemplates } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { writDocument } from '../../entities/writ-document.entity';
import type { Clock } from '../events-handovers/notify';
import { nextSeq } from '../writ-issue';
import { chinaDateText, chinaYear, writNumber, writPlaceholders } from '../writ-text';

export interface WritApplication {
  id: string;
  organId: string;
  companyId: string;
  unitName: string;
  placeName: string;
  address: string;
  notifyStatus: number;
}

/** Drafts and issues the opinion writ; a placeholder the application does not know is written as （略）. */
export async function issueSafetyWrit(tx: Db, user: SessionUser, app: WritApplication, opinion: string, checkDate: Date, clock: Clock) {
  const [template] = await tx
    .select({ id: writTemplates.id, body: writTemplates.body, numberPrefix: writTemplates.numberPrefix })
    .from(writTemplates)
    .where(and(eq(writTemplates.code, SAFETY_INSPECTION_TEMPLATE_CODE), eq(writTemplates.deleted, false), eq(writTemplates.enabled, true)));
  if (!template) throw badRequest('未找到启用的公众聚集场所投入使用、营业前消防安全检查意见书模板，请在模板设置中启用');
  const [organ] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, app.organId));
  const known: Record<string, string> = {
    当事人: app.unitName, 检查单位: organ?.name ?? '', 检查日期: chinaDateText(checkDate), 场所名称: app.placeName, 场所地址: app.address, 检查意见: opinion,
  };
  const values = writPlaceholders(template.body).map((name) => ({ name, value: known[name] || '（略）' }));
  const draft = await writDocument.ops.add(tx, user, { templateId: template.id, partyName: app.unitName, organId: app.organId, values } as never, undefined, { now: clock.now, id: `wd-${clock.newId()}` });
  const year = chinaYear(clock.now);
  const documentNumber = writNumber(template.numberPrefix, year, await nextSeq(tx, template.numberPrefix, year));
  await tx.update(writDocuments).set({ status: 'issued', documentNumber, issuedAt: clock.now, updatedAt: clock.now, version: draft.version + 1 }).where(eq(writDocuments.id, draft.id));
  return { writId: draft.id, documentNumber };
}

/** The permit: the writ issued and its licence row (/fh/securityCheckPermit), valid from now. */
export async function issuePermit(tx: Db, user: SessionUser, app: WritApplication, opinion: string, checkDate: Date, clock: Clock): Promise<string> {
  const writ = await issueSafetyWrit(tx, user, app, opinion, checkDate, clock);
  const id = `scp-${clock.newId()}`;
  await tx.insert(securityCheckPermits).values({
    id, applicationId: app.id, organId: app.organId, companyId: app.companyId, unitName: app.unitName, placeName: app.placeName, address: app.address,
    notifyStatus: app.notifyStatus, writId: writ.writId, documentNumber: writ.documentNumber, status: 'valid', issuedAt: clock.now, createdAt: clock.now, updatedAt: clock.now,
  });
  return id;
}
