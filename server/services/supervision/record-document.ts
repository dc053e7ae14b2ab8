/**
 * 消防监督检查记录 of one checked task: the enabled template of 模板设置 filled from the check record, as the
 * printable page reads it and as a .docx. The record carries no number of its own (the notices it led to do);
 * it is drawn at reading time, so a template edited later prints the old records in the new wording.
 */
import { and, eq } from 'drizzle-orm';
import { RECORD_TEMPLATE_CODE } from '../../../src/constants/inspection-record';
import { hazardsText, itemsText } from '../../../src/shared/check-record-text';
import type { Db } from '../../db/client';
import { writTemplates } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { supervisionTask, type SupervisionTaskRow } from '../../entities/supervision-task.entity';
import type { WritPaper } from '../writ-docx';
import { chinaDateText, chinaDateTime, renderWrit, writPlaceholders } from '../writ-text';

export interface RecordDocument {
  taskId: string;
  title: string;
  unitName: string;
  lines: string[];
  organName: string;
  checkDate: string;
  datedText: string;
}

const signed = (name: string | null, at: string | null) => (at ? `${name ?? ''}（${chinaDateTime(new Date(at))}）` : name ?? '');
const dateText = (isoDate: string) => chinaDateText(new Date(`${isoDate}T00:00:00+08:00`));

/** What the record says under 检查情况: the items, the hazards, the outcome and the notices served. */
function findings(task: SupervisionTaskRow): string {
  const lines = [itemsText(task.checkItems)];
  const hazards = hazardsText(task.hazards);
  lines.push(hazards ? `发现火灾隐患：\n${hazards}` : '未发现火灾隐患。');
  lines.push(`检查结果：${task.checkResultText}`);
  if (task.immediateNoticeNumber) lines.push(`已当场签发责令立即改正通知书（${task.immediateNoticeNumber}）`);
  if (task.deadlineNoticeNumber) lines.push(`已签发责令限期改正通知书（${task.deadlineNoticeNumber}），改正期限至${task.rectifyDeadline ?? ''}`);
  if (task.checkRemark) lines.push(task.checkRemark);
  return lines.filter(Boolean).join('\n');
}

/** The record of a task the caller may see (organisation scope of the task list); 400 before its check. */
export async function recordDocument(db: Db, user: SessionUser, taskId: string): Promise<RecordDocument> {
  const task = await supervisionTask.ops.detail(db, user, taskId);
  if (!task.checkDate || !task.checkedAt) throw badRequest('该任务尚未填写检查记录');
  const [template] = await db
    .select({ name: writTemplates.name, body: writTemplates.body })
    .from(writTemplates)
    .where(and(eq(writTemplates.code, RECORD_TEMPLATE_CODE), eq(writTemplates.deleted, false), eq(writTemplates.enabled, true)));
  if (!template) throw badRequest('未找到启用的消防监督检查记录模板，请在模板设置中启用');
  const known: Record<string, string> = {
    当事人: task.address ? `${task.unitName}（${task.address}）` : task.unitName,
    检查日期: dateText(task.checkDate),
    检查人员: `${task.agentName ?? ''}（主办人）、${task.assistantHandlerName ?? ''}（协办人）`,
    检查情况: findings(task),
    随同人员: task.unitSigner ?? '',
  };
  const values = Object.fromEntries(writPlaceholders(template.body).map((name) => [name, known[name] || '（略）']));
  const signatures = [
    `检查人员签名：${signed(task.agentName, task.agentSignedAt)}、${signed(task.assistantHandlerName, task.assistantSignedAt)}`,
    `被检查单位签字：${signed(task.unitSigner, task.unitSignedAt)}`,
  ];
  return {
    taskId: task.id,
    title: template.name,
    unitName: task.unitName,
    lines: [...renderWrit(template.body, values).split(/\r?\n/), ...signatures],
    organName: task.organName ?? '',
    checkDate: task.checkDate,
    datedText: dateText(task.checkDate),
  };
}

export const recordPaper = (doc: RecordDocument): WritPaper => ({
  title: doc.title,
  numberLine: null,
  lines: doc.lines,
  organName: doc.organName,
  dated: new Date(`${doc.checkDate}T00:00:00+08:00`),
});

export const recordFileName = (doc: RecordDocument) => `${doc.title}-${doc.unitName}-${doc.checkDate}.docx`.replace(/[\\/:*?"<>|]/g, '_');
