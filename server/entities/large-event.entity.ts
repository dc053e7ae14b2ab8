import { Type } from '@sinclair/typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import { largeEvents as e, organizations as o, societyCompanies } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { between, contains, equals, organ } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { brigadeProblem } from '../services/events-handovers/brigades';
import { eventActions } from '../../src/shared/events-handovers-rules';
import { scopeOf } from '../services/org-scope';

const task = (column: string) => sql<string | null>`(select ${sql.raw(column)} from supervision_tasks st where st.id = ${e.taskId})`;
const nullableText = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });

/**
 * 大型活动检查 (dxhd 1060): events of the brigade and below. 登记 is the add; 受理, 办理 (the inspection task
 * dispatched before the event starts) and 办结 are routes of their own (server/routes/events-handovers); the
 * check record is the task's (修改检查记录 opens it).
 */
export const largeEvent = defineEntity({
  name: 'largeEvent',
  title: '大型活动',
  route: 'dxhd',
  table: e,
  idPrefix: 'le-',
  select: {
    id: e.id,
    organId: e.organId,
    organName: { column: o.name, title: '承办大队' },
    name: e.name,
    organiser: e.organiser,
    companyId: e.companyId,
    companyName: { column: societyCompanies.name, title: '场所单位' },
    place: e.place,
    address: e.address,
    startAt: e.startAt,
    endAt: e.endAt,
    attendance: e.attendance,
    contactPerson: e.contactPerson,
    contactPhone: e.contactPhone,
    safetyPlan: e.safetyPlan,
    status: e.status,
    statusText: optionText(e.status),
    taskId: e.taskId,
    taskStatus: { sql: task('status'), schema: nullableText('任务状态') },
    checkResult: { sql: task('check_result'), schema: nullableText('检查结果') },
    taskAgentId: { sql: task('agent_id'), schema: nullableText('主办人') },
    taskAssistantId: { sql: task('assistant_handler_id'), schema: nullableText('协办人') },
    immediateNoticeNumber: { sql: sql<string | null>`(select document_number from rectify_notices rn where rn.task_id = ${e.taskId} and rn.kind = 'immediate')`, schema: nullableText('责令立即改正通知书文号') },
    deadlineNoticeNumber: { sql: sql<string | null>`(select document_number from rectify_notices rn where rn.task_id = ${e.taskId} and rn.kind = 'deadline')`, schema: nullableText('责令限期改正通知书文号') },
    registeredBy: e.registeredBy,
    registrantName: { sql: sql<string | null>`(select name from users u where u.id = ${e.registeredBy})`, schema: nullableText('登记人') },
    acceptedAt: e.acceptedAt,
    concludedAt: e.concludedAt,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    version: e.version,
  },
  join: (q) => q.leftJoin(o, eq(o.id, e.organId)).leftJoin(societyCompanies, eq(societyCompanies.id, e.companyId)),
  input: ['organId', 'name', 'organiser', 'companyId', 'place', 'address', 'startAt', 'endAt', 'attendance', 'contactPerson', 'contactPhone', 'safetyPlan'],
  fill: (user) => ({ registeredBy: user.userId, status: 'registered' }),
  scope: e.organId,
  outOfScope: '只能查看本单位及下级单位的大型活动',
  filters: {
    keyword: contains('keyword', [e.name, e.organiser, e.place], '活动名称'),
    status: equals('status', e.status),
    startAt: between(e.startAt, ['startFrom', 'startTo']),
    organ: organ(e.organId, '承办大队'),
  },
  order: [desc(e.createdAt), desc(e.id)],
  paths: {
    page: { url: '/largescaleactivityinspection/list', summary: '大型活动分页（本单位及下级；按名称、状态、开始时间、承办大队筛选）' },
    detail: { url: '/largescaleactivityinspection/getInfoById', method: 'GET', summary: '大型活动详情（含检查任务状态、检查结果与通知书文号）' },
    add: { url: '/largescaleactivityinspection/addLargeScaleActivity', summary: '登记大型活动（通知承办大队）' },
    update: { url: '/largescaleactivityinspection/update', summary: '修改大型活动（受理前；带读取的版本）' },
    remove: { url: '/largescaleactivityinspection/deleteLargeScaleActivityTask', summary: '删除大型活动（仅待受理的）' },
  },
  ownRoutes: ['add'],
  buttons: { add: 'register', update: 'register', remove: 'register', detail: 'view' },
  label: (values) => values.name as string | undefined,
  hooks: {
    async values(values, { db, user, current }) {
      const organId = values.organId ?? current?.organId ?? '';
      const problem = await brigadeProblem(db, organId, '承办大队');
      if (problem) throw badRequest(problem);
      const scope = await scopeOf(db, user);
      if (scope && !scope.includes(organId)) throw badRequest('承办大队只能是本单位或下级单位');
      const [company] = await db.select({ id: societyCompanies.id }).from(societyCompanies).where(and(eq(societyCompanies.id, values.companyId ?? current?.companyId ?? ''), eq(societyCompanies.deleted, false)));
      if (!company) throw badRequest('场所单位不存在或已被删除');
      return values;
    },
    check(values, { current, now }) {
      if (current && current.status !== 'registered') throw badRequest('已受理的大型活动不能修改');
      const start = values.startAt ?? (current ? new Date(current.startAt) : undefined);
      const end = values.endAt ?? (current ? new Date(current.endAt) : undefined);
      if (start && end && new Date(end).getTime() <= new Date(start).getTime()) throw badRequest('结束时间须晚于开始时间');
      if (!current && start && new Date(start).getTime() <= now.getTime()) throw badRequest('开始时间须晚于当前时间');
    },
    beforeRemove(rows) {
      if (rows.some((row) => row.status !== 'registered')) throw badRequest('只能删除待受理的大型活动');
    },
  },
  allows: (row, user, holds) => eventActions(row, user.userId, holds),
});

export type LargeEventRow = EntityRow<typeof largeEvent>;
