import { Type } from '@sinclair/typebox';
import { desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { handovers as h, organizations } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { between, contains, equals, type FilterSpec } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { handoverActions } from '../../src/shared/events-handovers-rules';
import { brigadeProblem, inOrgans } from '../services/events-handovers/brigades';
import { scopeOf } from '../services/org-scope';
import { chinaDateOf } from '../../src/shared/working-days';

const sender = alias(organizations, 'sender_organ');
const receiver = alias(organizations, 'receiver_organ');
const task = (column: string) => sql<string | null>`(select ${sql.raw(column)} from supervision_tasks st where st.id = ${h.taskId})`;
const nullableText = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });

/** Each side sees what it sent or received within its organisation tree (no body field: always applied). */
const parties: FilterSpec = {
  fields: {},
  where: async (_body, { db, user }) => {
    const scope = await scopeOf(db, user);
    return scope ? or(inOrgans(h.senderOrganId, scope), inOrgans(h.receiverOrganId, scope)) : undefined;
  },
};

/**
 * 移交受理 (yjsl 2400): hazards partners (派出所, 街道) hand over to a fire brigade. 移交 is the add; 受理 (an
 * inspection task of source 'handover') and 退回 are routes of their own; the detail checks the sides itself.
 */
export const handover = defineEntity({
  name: 'handover',
  title: '移交',
  route: 'yjsl',
  table: h,
  idPrefix: 'ho-',
  select: {
    id: h.id,
    senderOrganId: h.senderOrganId,
    senderOrganName: { column: sender.name, title: '移交单位' },
    receiverOrganId: h.receiverOrganId,
    receiverOrganName: { column: receiver.name, title: '接收大队' },
    unitName: h.unitName,
    address: h.address,
    hazard: h.hazard,
    foundDate: h.foundDate,
    status: h.status,
    statusText: optionText(h.status),
    returnReason: h.returnReason,
    taskId: h.taskId,
    taskStatus: { sql: task('status'), schema: nullableText('任务状态') },
    checkResult: { sql: task('check_result'), schema: nullableText('检查结果') },
    checkDate: { sql: task('check_date'), schema: nullableText('检查日期') },
    createdBy: h.createdBy,
    creatorName: { sql: sql<string | null>`(select name from users u where u.id = ${h.createdBy})`, schema: nullableText('移交人') },
    handledAt: h.handledAt,
    createdAt: h.createdAt,
    version: h.version,
  },
  join: (q) => q.leftJoin(sender, eq(sender.id, h.senderOrganId)).leftJoin(receiver, eq(receiver.id, h.receiverOrganId)),
  input: ['receiverOrganId', 'unitName', 'address', 'hazard', 'foundDate'],
  fill: (user) => ({ senderOrganId: user.unitId, createdBy: user.userId, status: 'pending' }),
  filters: {
    parties,
    keyword: contains('keyword', [h.unitName, h.address, h.hazard], '单位/场所'),
    status: equals('status', h.status),
    createdAt: between(h.createdAt, ['createdFrom', 'createdTo']),
  },
  order: [desc(h.createdAt), desc(h.id)],
  paths: {
    page: { url: '/handover/page', summary: '移交分页（本单位及下级发出或接收的；按单位/场所、状态、移交时间筛选）' },
    detail: { url: '/handover/detail', method: 'GET', summary: '移交详情（含检查任务状态与检查结果）' },
    add: { url: '/handover/add', summary: '移交隐患（派出所、街道移交消防救援大队；通知接收大队）' },
  },
  ownRoutes: ['add', 'detail'],
  buttons: { add: 'handover' },
  label: (values) => values.unitName as string | undefined,
  hooks: {
    async values(values, { db, user, now }) {
      const problem = await brigadeProblem(db, values.receiverOrganId ?? '', '接收大队');
      if (problem) throw badRequest(problem);
      if (values.receiverOrganId === user.unitId) throw badRequest('不能移交给本单位');
      if (values.foundDate && values.foundDate > chinaDateOf(now)) throw badRequest('发现日期不能晚于今天');
      return values;
    },
  },
  allows: (row, user, holds) => handoverActions(row, user.unitId, holds),
});

export type HandoverRow = EntityRow<typeof handover>;
