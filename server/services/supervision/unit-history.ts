/**
 * 项目详情 (projectDetail): one social unit's inspection history on one page — every task the caller may see
 * (routine, campaign, complaint, event, handover, appointment and the re-inspections), their notices and the
 * penalty cases they were referred to; 其他检查记录 (otherCheckRecord): the unit's check records made by
 * tasks other than the one being worked on.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { optionLabel, PENALTY_CASE_STATUS_OPTIONS, RECTIFY_NOTICE_KIND_OPTIONS } from '../../../src/constants/options';
import type { Db } from '../../db/client';
import { penaltyCases, rectifyNotices as n, societyCompanies as c } from '../../db/schema';
import { notFound } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { supervisionTask, type SupervisionTaskRow } from '../../entities/supervision-task.entity';

/** More tasks than one unit gathers in years; the page shows them all. */
const HISTORY_MAX = 500;

async function unitOf(db: Db, companyId: string) {
  const [unit] = await db
    .select({ id: c.id, name: c.name, address: c.address, creditCode: c.creditCode, managerName: c.managerName, managerPhone: c.managerPhone })
    .from(c)
    .where(and(eq(c.id, companyId), eq(c.deleted, false)));
  if (!unit) throw notFound('社会单位不存在或已被删除');
  return unit;
}

const tasksOf = (db: Db, user: SessionUser, companyId: string): Promise<SupervisionTaskRow[]> =>
  supervisionTask.ops.all(db, user, { companyId, size: HISTORY_MAX });

export async function unitHistory(db: Db, user: SessionUser, companyId: string) {
  const unit = await unitOf(db, companyId);
  const tasks = await tasksOf(db, user, companyId);
  const ids = tasks.map((task) => task.id);
  const unitNameOf = new Map(tasks.map((task) => [task.id, task.unitName]));
  const notices = ids.length ? await db.select().from(n).where(inArray(n.taskId, ids)).orderBy(asc(n.issuedAt)) : [];
  const cases = ids.length
    ? await db
        .select({ id: penaltyCases.id, taskId: penaltyCases.sourceTaskId, caseName: penaltyCases.caseName, status: penaltyCases.status, decisionNumber: penaltyCases.decisionNumber, createdAt: penaltyCases.createdAt })
        .from(penaltyCases)
        .where(and(inArray(penaltyCases.sourceTaskId, ids), eq(penaltyCases.deleted, false)))
    : [];
  return {
    unit,
    tasks,
    notices: notices.map((row) => ({
      id: row.id, taskId: row.taskId, kindText: optionLabel(RECTIFY_NOTICE_KIND_OPTIONS, row.kind), documentNumber: row.documentNumber,
      deadline: row.deadline, issuedAt: row.issuedAt.toISOString(), reinspectionTaskId: row.reinspectionTaskId, unitName: unitNameOf.get(row.taskId) ?? '',
    })),
    cases: cases.map((row) => ({
      id: row.id, taskId: row.taskId ?? '', caseName: row.caseName, statusText: optionLabel(PENALTY_CASE_STATUS_OPTIONS, row.status),
      decisionNumber: row.decisionNumber, createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** The unit's checked tasks other than `exceptTaskId`, newest check first. */
export async function otherCheckRecords(db: Db, user: SessionUser, companyId: string, exceptTaskId?: string): Promise<SupervisionTaskRow[]> {
  await unitOf(db, companyId);
  const tasks = await tasksOf(db, user, companyId);
  return tasks
    .filter((task) => task.checkDate && task.id !== exceptTaskId)
    .sort((a, b) => (b.checkDate ?? '').localeCompare(a.checkDate ?? '') || b.id.localeCompare(a.id));
}
