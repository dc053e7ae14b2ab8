import { Type } from '@sinclair/typebox';
import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ORDER_MOVE_BUTTON, orderMoveProblem, orderMoves, type FirePreventionKind } from '../../src/shared/fire-prevention-rules';
import { chinaDateOf } from '../../src/shared/working-days';
import type { Db } from '../db/client';
import { firePreventionOrders as f, organizations as o, users } from '../db/schema';
import { badRequest, forbidden } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { between, contains, equals } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { approverOrgans, receiverChoices } from '../services/fire-prevention/organs';
import { orderProgress } from '../services/fire-prevention/progress';

const creator = alias(users, 'fp_creator');
const approver = alias(users, 'fp_approver');
const count = (title: string) => Type.Integer({ title });
type Stored = { id: string; issuerOrganId: string; receiverOrganIds: string[] };

async function receiverNames(db: Db, rows: Stored[]): Promise<string[]> {
  const ids = [...new Set(rows.flatMap((r) => r.receiverOrganIds))];
  const found = ids.length ? await db.select({ id: o.id, name: o.name }).from(o).where(inArray(o.id, ids)) : [];
  const name = new Map(found.map((r) => [r.id, r.name]));
  return rows.map((r) => r.receiverOrganIds.map((id) => name.get(id) ?? id).join('、'));
}

const select = {
  id: f.id,
  kind: f.kind,
  kindText: optionText(f.kind),
  issuerOrganId: f.issuerOrganId,
  issuerOrganName: { column: o.name, title: '下发单位' },
  issuerUserName: { column: creator.name, title: '创建人' },
  title: f.title,
  content: f.content,
  startDate: f.startDate,
  endDate: f.endDate,
  receiverOrganIds: f.receiverOrganIds,
  receiverNames: { load: (rows: Stored[], db: Db) => receiverNames(db, rows), schema: Type.String({ title: '接收单位' }) },
  approverOrganIds: { load: async (rows: Stored[], db: Db) => { const chain = await approverOrgans(db, rows.map((r) => r.issuerOrganId)); return rows.map((r) => chain.get(r.issuerOrganId) ?? []); }, schema: Type.Array(Type.String({ title: '审批单位' }), { title: '审批单位' }) },
  status: f.status,
  statusText: optionText(f.status),
  submittedAt: f.submittedAt,
  approverName: { column: approver.name, title: '审批人' },
  approvalNote: f.approvalNote,
  approvedAt: f.approvedAt,
  progress: {
    load: (rows: Stored[], db: Db) => orderProgress(db, rows.map((r) => r.id)),
    schema: Type.Object({ total: count('接收单位数'), done: count('已完成'), overdue: count('已逾期') }, { title: '完成进度' }),
  },
  createdAt: f.createdAt,
  updatedAt: f.updatedAt,
  version: f.version,
};

/**
 * 火灾防控任务 of one kind (防控工单 1100, 防控指导 1200, 防控宣传 1300): drafted and edited by the issuing unit (add,
 * update), then 送审, 审批 (通过 dispatches it, 退回 returns it) through server/services/fire-prevention/moves.ts.
 */
function orderEntity(kind: FirePreventionKind, name: string, route: string, noun: string) {
  return defineEntity({
    name,
    title: noun,
    route,
    table: f,
    idPrefix: 'fp-',
    select,
    join: (q) => q.leftJoin(o, eq(o.id, f.issuerOrganId)).leftJoin(creator, eq(creator.id, f.issuerUserId)).leftJoin(approver, eq(approver.id, f.approverId)),
    input: ['title', 'content', 'startDate', 'endDate', 'receiverOrganIds'],
    fixed: { kind },
    fill: (user) => ({ issuerOrganId: user.unitId, issuerUserId: user.userId, status: 'draft' }),
    scope: f.issuerOrganId,
    outOfScope: '只能查看本单位及下级单位的防控任务',
    filters: {
      keyword: contains('keyword', [f.title, f.content], '任务名称'),
      status: equals('status', f.status),
      createdAt: between(f.createdAt, ['createdFrom', 'createdTo']),
    },
    order: [desc(f.createdAt), desc(f.id)],
    paths: {
      page: { url: `/firePrevention/${kind}/list`, summary: `${noun}分页（本单位及下级单位下发的；含完成进度和每条可执行的操作）` },
      detail: { url: `/firePrevention/${kind}/details`, summary: `${noun}详情` },
      add: { url: `/firePrevention/${kind}/add`, summary: `新建${noun}（草稿：名称、内容、期限、接收单位）` },
      update: { url: `/firePrevention/${kind}/update`, summary: `修改${noun}（草稿或被退回的；带读取的版本）` },
    },
    buttons: { detail: 'view', add: 'new', update: 'new' },
    label: (values) => values.title as string | undefined,
    hooks: {
      async values(values, { db, user, current, now }) {
        if (current) {
          const state = { ...current, approverOrganIds: [] };
          const problem = orderMoveProblem(state, user.unitId, 'edit', user.isAdmin);
          if (problem) throw current.status === 'pending' || current.status === 'dispatched' || current.status === 'finished' ? badRequest(problem) : forbidden(problem);
        }
        const merged = { ...current, ...values } as { startDate: string; endDate: string };
        if (merged.endDate < merged.startDate) throw badRequest('完成期限不能早于开始日期');
        if (values.endDate && values.endDate !== current?.endDate && values.endDate < chinaDateOf(now)) throw badRequest('完成期限不能早于今天');
        const ids = values.receiverOrganIds ? [...new Set(values.receiverOrganIds)] : undefined;
        if (ids) {
          const found = await receiverChoices(db, user, ids);
          if (found.length !== ids.length) throw badRequest('接收单位不存在或不在本单位辖区内');
        }
        return ids ? { ...values, receiverOrganIds: ids } : values;
      },
    },
    allows: (row, user, holds) => {
      const moves = orderMoves(row, user.unitId, user.isAdmin).filter((m) => holds(ORDER_MOVE_BUTTON[m]));
      return { edit: moves.includes('edit') ? undefined : false, submit: moves.includes('submit'), approve: moves.includes('approve'), sendBack: moves.includes('sendBack') };
    },
  });
}

export const firePreventionOrder = orderEntity('order', 'firePreventionOrder', 'hzfkGd', '防控工单');
export const firePreventionGuidance = orderEntity('guidance', 'firePreventionGuidance', 'hzfkZd', '防控指导');
export const firePreventionPublicity = orderEntity('publicity', 'firePreventionPublicity', 'hzfkXc', '防控宣传');

export const FIRE_PREVENTION_ENTITIES = { order: firePreventionOrder, guidance: firePreventionGuidance, publicity: firePreventionPublicity } as const;

/** 任务统计 (1400): every kind's orders with their progress, read only. */
export const firePreventionProgress = defineEntity({
  name: 'firePreventionProgress',
  title: '防控任务进度',
  route: 'hzfkTj',
  table: f,
  idPrefix: 'fp-',
  select,
  join: (q) => q.leftJoin(o, eq(o.id, f.issuerOrganId)).leftJoin(creator, eq(creator.id, f.issuerUserId)).leftJoin(approver, eq(approver.id, f.approverId)),
  input: [],
  scope: f.issuerOrganId,
  outOfScope: '只能查看本单位及下级单位的防控任务',
  filters: {
    keyword: contains('keyword', [f.title], '任务名称'),
    kind: equals('kind', f.kind),
    status: equals('status', f.status),
  },
  order: [desc(f.createdAt), desc(f.id)],
  paths: {
    page: { url: '/firePrevention/statistics', summary: '任务统计：本单位及下级单位下发的防控任务及其接收单位完成数、逾期数' },
    detail: { url: '/firePrevention/statistics/details', summary: '防控任务进度详情' },
  },
});

export type FirePreventionOrderRow = EntityRow<typeof firePreventionOrder>;
