import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appointments as a, organizations as o, societyCompanies, users } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { scopeOf } from '../services/org-scope';
import { appointmentMoves } from '../../src/shared/appointment-rules';

const handler = alias(users, 'appointment_handler');
const assistant = alias(users, 'appointment_assistant');

/**
 * 预约受理 (8200): bookings from the public, one list per matter (8220–8260) and the queue of pending ones
 * (8210). 办理 (accept with a date and officers, or refuse with a reason) is a route of its own
 * (server/routes/appointments); the row's actions come from the pure rules.
 */
export const appointment = defineEntity({
  name: 'appointment',
  title: '预约',
  route: 'yysl',
  buttonRoute: 'yyslDcl',
  table: a,
  idPrefix: 'ap-',
  select: {
    id: a.id,
    organId: a.organId,
    organName: { column: o.name, title: '受理单位' },
    kind: a.kind,
    kindText: optionText(a.kind),
    channel: a.channel,
    channelText: optionText(a.channel),
    companyId: a.companyId,
    unitName: a.unitName,
    address: a.address,
    applicant: a.applicant,
    phone: a.phone,
    preferredDate: a.preferredDate,
    content: a.content,
    status: a.status,
    statusText: optionText(a.status),
    appointedDate: a.appointedDate,
    handlerId: a.handlerId,
    handlerName: { column: handler.name, title: '承办人' },
    assistantId: a.assistantId,
    assistantName: { column: assistant.name, title: '协办人' },
    refuseReason: a.refuseReason,
    taskId: a.taskId,
    handledAt: a.handledAt,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    version: a.version,
  },
  join: (q) => q.leftJoin(o, eq(o.id, a.organId)).leftJoin(handler, eq(handler.id, a.handlerId)).leftJoin(assistant, eq(assistant.id, a.assistantId)),
  input: ['kind', 'channel', 'companyId', 'applicant', 'phone', 'preferredDate', 'content'],
  fill: (user) => ({ createdBy: user.userId, organId: user.unitId, status: 'pending' }),
  scope: a.organId,
  outOfScope: '只能查看本单位及下级单位受理的预约',
  filters: {
    keyword: contains('keyword', [a.unitName, a.applicant, a.phone], '单位名称'),
    kind: equals('kind', a.kind),
    status: equals('status', a.status),
    channel: equals('channel', a.channel),
    organ: organ(a.organId, '受理单位'),
  },
  order: [desc(a.createdAt), desc(a.id)],
  paths: {
    page: { url: '/appointment/page', summary: '预约分页（本单位及下级；按单位名称/联系人、预约事项、受理状态、渠道、受理单位筛选）' },
    detail: { url: '/appointment/detail', summary: '预约详情' },
    add: { url: '/appointment/add', summary: '登记预约（窗口、电话或其他渠道收到的）' },
    update: { url: '/appointment/update', summary: '修改预约（受理前；带读取的版本）' },
    remove: { url: '/appointment/delete', summary: '删除预约（仅待处理的，可批量）' },
    export: { url: '/appointment/export', summary: '导出预约（.xlsx，当前筛选条件）' },
  },
  buttons: { add: 'new', update: 'handle', remove: 'delete' },
  export: {
    fileName: '预约受理.xlsx',
    sheet: '预约受理',
    columns: ['unitName', 'kind', 'channel', 'applicant', 'phone', 'preferredDate', 'status', 'appointedDate', 'handlerName', 'organName'],
  },
  label: (values) => values.unitName as string | undefined,
  hooks: {
    /** The unit's name and address come from the social-unit library; the receiving brigade is the caller's. */
    async values(values, { db, user, current }) {
      const companyId = values.companyId ?? current?.companyId ?? '';
      const [company] = await db
        .select({ name: societyCompanies.name, address: societyCompanies.address })
        .from(societyCompanies)
        .where(and(eq(societyCompanies.id, companyId), eq(societyCompanies.deleted, false)));
      if (!company) throw badRequest('社会单位不存在或已被删除');
      const scope = await scopeOf(db, user);
      if (current && scope && !scope.includes(current.organId)) throw badRequest('只能修改本单位及下级单位受理的预约');
      return { ...values, unitName: company.name, address: company.address };
    },
    check(_values, { current }) {
      if (current && current.status !== 'pending') throw badRequest('已办理的预约不能修改');
    },
    beforeRemove(rows) {
      if (rows.some((row) => row.status !== 'pending')) throw badRequest('只能删除待处理的预约');
    },
  },
  allows: (row, _user, holds) => {
    const moves = appointmentMoves(row);
    return { edit: moves.includes('edit'), delete: moves.includes('edit'), handle: moves.includes('handle') && holds('handle'), task: moves.includes('task') };
  },
});

export type AppointmentRow = EntityRow<typeof appointment>;
