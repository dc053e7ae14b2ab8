import { Type } from '@sinclair/typebox';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { taskMayComplete, taskOverdue } from '../../src/shared/fire-prevention-rules';
import { chinaDateOf } from '../../src/shared/working-days';
import { firePreventionOrders as f, firePreventionTasks as t, organizations, users } from '../db/schema';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ } from '../entity/filters';
import { optionText } from '../entity/select-helpers';

const issuer = alias(organizations, 'fp_issuer');
const receiver = alias(organizations, 'fp_receiver');
const doer = alias(users, 'fp_doer');

/**
 * A receiver's part of a dispatched 火灾防控任务 (任务统计 1400, 未处理防控任务 hzfkNotDealWith): the receiving
 * unit and its superiors see it; a person of the receiving unit completes it (完成, the update, with a short
 * report: server/services/fire-prevention/complete.ts).
 */
export const firePreventionTask = defineEntity({
  name: 'firePreventionTask',
  title: '防控任务接收单位',
  route: 'hzfkTj',
  table: t,
  idPrefix: 'fpt-',
  select: {
    id: t.id,
    orderId: t.orderId,
    orderTitle: { column: f.title, title: '任务名称' },
    orderKind: { column: f.kind, title: '任务类型' },
    orderKindText: optionText(f.kind, '任务类型'),
    orderStatus: { column: f.status, title: '任务状态' },
    orderContent: { column: f.content, title: '任务内容' },
    issuerOrganName: { column: issuer.name, title: '下发单位' },
    startDate: { column: f.startDate, title: '开始日期' },
    endDate: { column: f.endDate, title: '完成期限' },
    receiverOrganId: t.receiverOrganId,
    receiverName: { column: receiver.name, title: '接收单位' },
    status: t.status,
    statusText: optionText(t.status),
    overdue: { derive: (row: { status: string; endDate: string }) => taskOverdue(row, chinaDateOf(new Date())), schema: Type.Boolean({ title: '是否逾期' }) },
    report: t.report,
    inspectionTaskIds: t.inspectionTaskIds,
    doneByName: { column: doer.name, title: '完成人' },
    doneAt: t.doneAt,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    version: t.version,
  },
  join: (q) =>
    q
      .innerJoin(f, eq(f.id, t.orderId))
      .leftJoin(issuer, eq(issuer.id, f.issuerOrganId))
      .leftJoin(receiver, eq(receiver.id, t.receiverOrganId))
      .leftJoin(doer, eq(doer.id, t.doneBy)),
  input: ['report'],
  scope: t.receiverOrganId,
  outOfScope: '只能查看发给本单位及下级单位的防控任务',
  filters: {
    keyword: contains('keyword', [f.title], '任务名称'),
    status: equals('status', t.status),
    orderId: equals('orderId', t.orderId, '防控任务'),
    organ: organ(t.receiverOrganId, '接收单位'),
  },
  order: [desc(t.createdAt), desc(t.id)],
  paths: {
    page: { url: '/fireFightingActiities/list', summary: '防控任务接收单位分页（发给本单位及下级单位的；完成状态、是否逾期）' },
    detail: { url: '/fireFightingActiities/details', summary: '防控任务接收单位详情（任务内容、完成情况）' },
    update: { url: '/fireFightingActiities/update', summary: '完成防控任务（接收单位填写完成情况；工单可同时生成检查任务；全部完成后任务完成并通知下发人）' },
  },
  ownRoutes: ['update'],
  buttons: { update: 'complete' },
  allows: (row, user, holds) => ({ edit: row.orderStatus === 'dispatched' && taskMayComplete(row, user.unitId) && holds('complete') ? undefined : false }),
});

export type FirePreventionTaskRow = EntityRow<typeof firePreventionTask>;
