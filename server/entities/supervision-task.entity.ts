import { Type } from '@sinclair/typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lawOfficers, organizations as o, societyCompanies, supervisionTasks as t, users } from '../db/schema';
import type { Db } from '../db/client';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { scopeOf } from '../services/org-scope';
import { movesFor, officersProblem } from '../services/supervision/rules';
import { removeInspectionTaskFact } from '../services/statistics/fact-writes';
import { finished, mine } from '../services/supervision/task-filters';
import { writeTaskFact } from '../services/supervision/task-fact';

const agent = alias(users, 'agent');
const assistant = alias(users, 'assistant_handler');
const nullableText = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });
const noticeOf = (kind: 'immediate' | 'deadline', column: 'document_number' | 'deadline') =>
  sql<string | null>`(select ${sql.raw(column)} from rectify_notices rn where rn.task_id = ${t.id} and rn.kind = ${kind})`;

/** An officer of the task: a live enforcement officer (执法人员) of the task's brigade. */
async function officerProblem(db: Db, userId: string, organId: string, title: string): Promise<string | null> {
  const [row] = await db
    .select({ organId: users.organId })
    .from(lawOfficers)
    .innerJoin(users, eq(users.id, lawOfficers.userId))
    .where(and(eq(lawOfficers.userId, userId), eq(lawOfficers.deleted, false)));
  if (!row) return `${title}须是执法人员`;
  return row.organId === organId ? null : `${title}须是承办单位的执法人员`;
}

/**
 * 消防安全检查 (xfaqjc 1030): inspection tasks of a brigade and its subordinates. Accepting, the check record,
 * the notices and closing are routes of their own (server/routes/supervision); the moves each row allows
 * come from the pure rules (server/services/supervision/rules.ts).
 */
export const supervisionTask = defineEntity({
  name: 'supervisionTask',
  title: '监督检查任务',
  route: 'xfaqjc',
  table: t,
  idPrefix: 'st-',
  select: {
    id: t.id,
    organId: t.organId,
    organName: { column: o.name, title: '承办单位' },
    companyId: t.companyId,
    unitName: t.unitName,
    address: t.address,
    taskClassification: t.taskClassification,
    taskClassificationText: optionText(t.taskClassification),
    category: t.category,
    categoryText: optionText(t.category),
    source: t.source,
    sourceText: optionText(t.source),
    sourceRef: t.sourceRef,
    agentId: t.agentId,
    agentName: { column: agent.name, title: '主办人' },
    assistantHandlerId: t.assistantHandlerId,
    assistantHandlerName: { column: assistant.name, title: '协办人' },
    status: t.status,
    statusText: optionText(t.status),
    endDate: t.endDate,
    overdue: t.overdue,
    checkDate: t.checkDate,
    checkResult: t.checkResult,
    checkResultText: optionText(t.checkResult),
    parentTaskId: t.parentTaskId,
    templateId: t.templateId,
    checkItems: t.checkItems,
    hazards: t.hazards,
    causeId: t.causeId,
    unitSigner: t.unitSigner,
    unitSignedAt: t.unitSignedAt,
    agentSignedAt: t.agentSignedAt,
    assistantSignedAt: t.assistantSignedAt,
    checkRemark: t.checkRemark,
    remark: t.remark,
    immediateNoticeNumber: { sql: noticeOf('immediate', 'document_number'), schema: nullableText('责令立即改正通知书文号') },
    deadlineNoticeNumber: { sql: noticeOf('deadline', 'document_number'), schema: nullableText('责令限期改正通知书文号') },
    rectifyDeadline: { sql: noticeOf('deadline', 'deadline'), schema: nullableText('改正期限') },
    checkedAt: t.checkedAt,
    closedAt: t.closedAt,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    version: t.version,
  },
  join: (q) => q.leftJoin(o, eq(o.id, t.organId)).leftJoin(agent, eq(agent.id, t.agentId)).leftJoin(assistant, eq(assistant.id, t.assistantHandlerId)),
  input: ['companyId', 'taskClassification', 'source', 'agentId', 'assistantHandlerId', 'endDate', 'templateId', 'remark'],
  // The brigade defaults to the caller's unit (a field of its own: the column is required, the input is not).
  fields: { organId: Type.Optional(Type.Union([Type.String({ title: '承办单位', maxLength: 64 }), Type.Null()], { title: '承办单位' })) },
  addOnly: ['source'],
  fill: (user) => ({ createdBy: user.userId, createdByOrganId: user.unitId, status: 'dispatched' }),
  scope: t.organId,
  outOfScope: '只能查看本单位及下级单位的监督检查任务',
  filters: {
    keyword: contains('keyword', [t.unitName, t.address], '单位名称'),
    status: equals('status', t.status),
    source: equals('source', t.source),
    sourceRef: equals('sourceRef', t.sourceRef),
    companyId: equals('companyId', t.companyId, '社会单位'),
    taskClassification: equals('taskClassification', t.taskClassification),
    checkResult: equals('checkResult', t.checkResult),
    overdue: equals('overdue', t.overdue),
    mine,
    finished,
    organ: organ(t.organId, '承办单位'),
  },
  order: [desc(t.createdAt), desc(t.id)],
  paths: {
    page: { url: '/supervision/list', summary: '监督检查任务分页（本单位及下级；按单位名称、状态、来源、任务类型、检查结果、是否逾期、承办单位、本人、是否办结筛选）' },
    detail: { url: '/supervision/details', summary: '监督检查任务详情（含检查记录与通知书文号）' },
    add: { url: '/supervision/add', summary: '下发监督检查任务（社会单位、来源、主办人与协办人两名执法人员、截止日期）' },
    update: { url: '/supervision/update', summary: '修改监督检查任务（检查前；带读取的版本）' },
    remove: { url: '/supervision/delete', summary: '删除监督检查任务（仅待接收的，可批量）' },
    export: { url: '/supervision/export', summary: '导出监督检查任务（.xlsx，当前筛选条件）' },
  },
  export: {
    fileName: '监督检查任务.xlsx',
    sheet: '监督检查任务',
    columns: ['unitName', 'taskClassification', 'category', 'source', 'agentName', 'assistantHandlerName', 'status', 'endDate', 'checkDate', 'checkResult', 'organName'],
  },
  label: (values) => values.unitName as string | undefined,
  hooks: {
    /** The unit's name, address and category come from the social-unit library; the brigade defaults to the caller's. */
    async values(values, { db, user, current }, input) {
      const organId = (input as { organId?: string | null }).organId?.trim() || current?.organId || user.unitId;
      const scope = await scopeOf(db, user);
      if (scope && !scope.includes(organId)) throw badRequest('承办单位只能是本单位或下级单位');
      const [unit] = await db.select({ id: o.id }).from(o).where(and(eq(o.id, organId), eq(o.deleted, false)));
      if (!unit) throw badRequest('承办单位不存在');
      const companyId = values.companyId ?? current?.companyId ?? '';
      const [company] = await db
        .select({ name: societyCompanies.name, address: societyCompanies.address, category: societyCompanies.unitCategory })
        .from(societyCompanies)
        .where(and(eq(societyCompanies.id, companyId), eq(societyCompanies.deleted, false)));
      if (!company) throw badRequest('社会单位不存在或已被删除');
      return { ...values, organId, unitName: company.name, address: company.address, category: company.category };
    },
    async check(values, { db, current }) {
      if (current && !['dispatched', 'accepted'].includes(current.status)) throw badRequest('已检查的任务不能修改');
      const agentId = values.agentId ?? current?.agentId ?? '';
      const assistantId = values.assistantHandlerId ?? current?.assistantHandlerId ?? '';
      const organId = values.organId ?? current?.organId ?? '';
      const problem = officersProblem(agentId, assistantId) ?? (await officerProblem(db, agentId, organId, '主办人')) ?? (await officerProblem(db, assistantId, organId, '协办人'));
      if (problem) throw badRequest(problem);
    },
    async beforeRemove(rows, { db }) {
      if (rows.some((row) => row.status !== 'dispatched')) throw badRequest('只能删除待接收的任务');
      for (const row of rows) await removeInspectionTaskFact(db, row.id);
    },
    /** The statistics fact follows the task in the same transaction (pending until checked). */
    async afterWrite(key, { db }) {
      await writeTaskFact(db, key);
    },
  },
  allows: (row, user) => {
    const moves = movesFor({ ...row, deadlineNoticeIssued: row.deadlineNoticeNumber !== null }, user.userId);
    const open = row.status === 'dispatched' || row.status === 'accepted';
    return {
      edit: open,
      delete: row.status === 'dispatched',
      accept: moves.includes('accept'),
      record: moves.includes('record'),
      issueDeadlineNotice: moves.includes('issueDeadlineNotice'),
      close: moves.includes('close'),
    };
  },
});

export type SupervisionTaskRow = EntityRow<typeof supervisionTask>;
