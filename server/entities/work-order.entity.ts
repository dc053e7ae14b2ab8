import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WORK_ORDER_STATUS_OPTIONS } from '../../src/constants/options';
import { chinaDateOf } from '../../src/shared/working-days';
import { WORK_ORDER_MOVE_BUTTON, workOrderHandleProblems, workOrderMoveProblem, workOrderMoves } from '../../src/shared/work-order-rules';
import { committeeDepartments as dept, organizations, societyCompanies, users, workOrders as w } from '../db/schema';
import { badRequest, forbidden } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { between, contains, equals } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { writeWorkOrderFacts } from '../services/work-orders/facts';
import { receiversOf } from '../services/work-orders/receivers';
import type { WorkOrderKind } from '../services/work-orders/kinds';

const statusLabel = (status: string | null) => WORK_ORDER_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? '';

const issuer = alias(organizations, 'issuer_organ');
const receiver = alias(organizations, 'receiver_organ');
const issuerUser = alias(users, 'issuer_user');
const handler = alias(users, 'handler_user');

/** Fire-rescue units issue orders (corps, detachment, brigade, station); partners receive them. */
const ISSUER_MAX_LEVEL = 4;

const RECEIVER_IDS = Type.Array(Type.String({ title: '接收单位', minLength: 1, maxLength: 64 }), { title: '接收单位', minItems: 1, maxItems: 50 });

/**
 * 工单 of one receiver kind (消安委 5110, 行业部门 5220, 派出所 5300, 社区 5400, 街道 5510): one table, one set of
 * services, each kind a screen of its own (its menu guards it). 下发 is the add (one row per receiver, routes in
 * server/routes/work-orders); 办理 is the update, by the receiving unit; the other moves are routes of their own.
 */
function workOrderEntity<K extends WorkOrderKind>(kind: K, name: string, route: string, noun: string, pageUrl: string) {
  return defineEntity({
    name,
    title: noun,
    route,
    table: w,
    idPrefix: 'wo-',
    select: {
      id: w.id,
      batchId: w.batchId,
      parentId: w.parentId,
      kind: w.kind,
      issuerOrganId: w.issuerOrganId,
      issuerOrganName: { column: issuer.name, title: '下发单位' },
      issuerUserName: { column: issuerUser.name, title: '下发人' },
      receiverOrganId: w.receiverOrganId,
      receiverDepartmentId: w.receiverDepartmentId,
      receiverName: { sql: sql<string>`coalesce(${dept.name}, ${receiver.name}, '')`, schema: Type.String({ title: '接收单位' }) },
      title: w.title,
      content: w.content,
      companyId: w.companyId,
      companyName: { column: societyCompanies.name, title: '检查对象' },
      dueDate: w.dueDate,
      overdue: { derive: (row: { dueDate: string; status: string }) => row.status !== 'closed' && row.dueDate < chinaDateOf(new Date()), schema: Type.Boolean({ title: '是否超期' }) },
      status: w.status,
      statusText: optionText(w.status),
      forwardedToName: { sql: sql<string | null>`(SELECT o.name FROM work_orders c JOIN organizations o ON o.id = c.receiver_organ_id WHERE c.parent_id = ${w.id} AND c.deleted = false ORDER BY c.created_at DESC LIMIT 1)`, schema: Type.Union([Type.String(), Type.Null()], { title: '转发社区' }) },
      forwardedStatus: { sql: sql<string | null>`(SELECT c.status FROM work_orders c WHERE c.parent_id = ${w.id} AND c.deleted = false ORDER BY c.created_at DESC LIMIT 1)`, schema: Type.Union([Type.String(), Type.Null()], { title: '社区办理进度' }) },
      forwardedStatusText: { derive: (row: { forwardedStatus: string | null }) => statusLabel(row.forwardedStatus), schema: Type.String({ title: '社区办理进度' }) },
      checkResult: w.checkResult,
      checkResultText: optionText(w.checkResult),
      hazardCount: w.hazardCount,
      report: w.report,
      handlerName: { column: handler.name, title: '办理人' },
      handledAt: w.handledAt,
      returnedAt: w.returnedAt,
      reviewNote: w.reviewNote,
      closedAt: w.closedAt,
      createdAt: w.createdAt,
      updatedAt: w.updatedAt,
      version: w.version,
    },
    join: (q) =>
      q
        .leftJoin(issuer, eq(issuer.id, w.issuerOrganId))
        .leftJoin(receiver, eq(receiver.id, w.receiverOrganId))
        .leftJoin(dept, eq(dept.id, w.receiverDepartmentId))
        .leftJoin(issuerUser, eq(issuerUser.id, w.issuerUserId))
        .leftJoin(handler, eq(handler.id, w.handlerId))
        .leftJoin(societyCompanies, eq(societyCompanies.id, w.companyId)),
    input: ['title', 'content', 'companyId', 'dueDate', 'checkResult', 'hazardCount', 'report'],
    addOnly: ['title', 'content', 'companyId', 'dueDate'],
    addFields: { receiverIds: RECEIVER_IDS },
    fixed: { kind },
    fill: (user) => ({ issuerOrganId: user.unitId, issuerUserId: user.userId, status: 'sent' }),
    scope: w.receiverOrganId,
    outOfScope: '只能查看发给本单位及下级单位的工单',
    filters: {
      keyword: contains('keyword', [w.title, w.content], '工单标题'),
      status: equals('status', w.status),
      createdAt: between(w.createdAt, ['createdFrom', 'createdTo']),
    },
    order: [desc(w.createdAt), desc(w.id)],
    paths: {
      page: { url: pageUrl, summary: `${noun}分页（发给本单位及下级单位的；含每条可执行的操作）` },
      detail: { url: `/tw/order/${kind}/detail`, summary: `${noun}详情` },
      add: { url: `/tw/order/${kind}/issueOrder`, summary: `下发${noun}（一个或多个接收单位，每个接收单位一条工单）` },
      update: { url: `/tw/order/${kind}/createCheckRecordForOrder`, summary: `办理${noun}（接收单位填写检查结果、发现隐患数和工作报告）` },
    },
    ownRoutes: ['add'],
    buttons: { detail: 'view', add: 'issue', update: 'handle' },
    label: (values) => values.title as string | undefined,
    hooks: {
      async values(values, { db, user, current, now }, input) {
        if (current) {
          const problem = workOrderMoveProblem(current, user.unitId, 'handle');
          if (problem) throw current.receiverOrganId === user.unitId ? badRequest(problem) : forbidden(problem);
          const [missing] = Object.values(workOrderHandleProblems(values));
          if (missing) throw badRequest(missing);
          return { ...values, hazardCount: values.hazardCount ?? 0, handlerId: user.userId, handledAt: now };
        }
        const [unit] = await db.select({ level: organizations.level }).from(organizations).where(and(eq(organizations.id, user.unitId), eq(organizations.deleted, false)));
        if (!unit || unit.level > ISSUER_MAX_LEVEL) throw forbidden('只有消防救援机构可以下发工单');
        if (values.dueDate && values.dueDate < chinaDateOf(now)) throw badRequest('办理期限不能早于今天');
        const ids = (input as { receiverIds?: string[] }).receiverIds ?? [];
        const [first] = await receiversOf(db, user, kind, ids.slice(0, 1));
        if (!first) throw badRequest('接收单位不存在或不在本单位辖区内');
        if (values.companyId) {
          const [company] = await db.select({ id: societyCompanies.id }).from(societyCompanies).where(and(eq(societyCompanies.id, values.companyId), eq(societyCompanies.deleted, false)));
          if (!company) throw badRequest('检查对象不存在或已被删除');
        }
        const { checkResult: _r, hazardCount: _h, report: _p, ...issued } = values;
        return { ...issued, batchId: `wb-${randomUUID()}`, receiverOrganId: first.receiverOrganId, receiverDepartmentId: first.receiverDepartmentId };
      },
      /** 办理's findings count as the department's check (10420) in the same transaction; an issue writes its facts itself. */
      async afterWrite(key, { db, current }) {
        if (current) await writeWorkOrderFacts(db, key);
      },
    },
    allows: (row, user, holds) => {
      const moves = workOrderMoves(row, user.unitId).filter((m) => holds(WORK_ORDER_MOVE_BUTTON[m]));
      return {
        edit: moves.includes('handle') ? undefined : false,
        receive: moves.includes('receive'),
        reply: moves.includes('reply'),
        close: moves.includes('close'),
        sendBack: moves.includes('sendBack'),
        forward: moves.includes('forward'),
      };
    },
  });
}

export const committeeWorkOrder = workOrderEntity('committee', 'committeeWorkOrder', 'xawhGd', '消安委工单', '/tw/order/queryWorkOrderPageForAnwei');
export const industryWorkOrder = workOrderEntity('industry', 'industryWorkOrder', 'hybmGd', '行业部门工单', '/tw/order/queryWorkOrderPageForHangye');
export const policeWorkOrder = workOrderEntity('police', 'policeWorkOrder', 'pcsjg', '派出所工单', '/tw/order/queryWorkOrderPageForPaichusuo');
export const communityWorkOrder = workOrderEntity('community', 'communityWorkOrder', 'sqjg', '社区工单', '/tw/order/queryWorkOrderPageForShequ');
export const streetWorkOrder = workOrderEntity('street', 'streetWorkOrder', 'jdxfjcGd', '街道工单', '/tw/order/queryWorkOrderPageForJieDao');

export const WORK_ORDER_ENTITIES = { committee: committeeWorkOrder, industry: industryWorkOrder, police: policeWorkOrder, community: communityWorkOrder, street: streetWorkOrder } as const;

export type WorkOrderRow = EntityRow<typeof policeWorkOrder>;
