import { Type } from '@sinclair/typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sealNextMoves } from '../../src/shared/seal-up-rules';
import { chinaDateOf } from '../../src/shared/working-days';
import { organizations as o, sealUps as s, societyCompanies, supervisionTasks, users } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { scopeOf } from '../services/org-scope';

const handler = alias(users, 'handler');
const approver = alias(users, 'approver');
const recheck = alias(supervisionTasks, 'recheck');

/**
 * 行政强制措施 (xzqzcs 3200), 临时查封: sealings of the unit and below. 登记 is the add (from an inspection task
 * that found hazards, or directly on a social unit) and 编辑 the update while a draft; every later step is a
 * route of its own (server/routes/seal-ups) in one transaction; the steps a row allows come from the pure rules
 * (src/shared/seal-up-rules.ts) and the caller's buttons.
 */
export const sealUp = defineEntity({
  name: 'sealUp',
  title: '临时查封',
  route: 'xzqzcs',
  table: s,
  idPrefix: 'su-',
  select: {
    id: s.id,
    organId: s.organId,
    organName: { column: o.name, title: '承办单位' },
    source: s.source,
    sourceText: optionText(s.source),
    sourceTaskId: s.sourceTaskId,
    companyId: s.companyId,
    partyName: s.partyName,
    address: s.address,
    hazard: s.hazard,
    places: s.places,
    periodDays: s.periodDays,
    status: s.status,
    statusText: optionText(s.status),
    handlerId: s.handlerId,
    handlerName: { column: handler.name, title: '承办人' },
    submittedAt: s.submittedAt,
    approverId: s.approverId,
    approverName: { column: approver.name, title: '审批人' },
    approvalOpinion: s.approvalOpinion,
    decidedAt: s.decidedAt,
    decisionNumber: s.decisionNumber,
    decisionWritId: s.decisionWritId,
    sealedOn: s.sealedOn,
    expiresOn: s.expiresOn,
    sealOfficers: s.sealOfficers,
    sealPhotoIds: s.sealPhotoIds,
    sealNote: s.sealNote,
    appliedOn: s.appliedOn,
    applyNote: s.applyNote,
    recheckTaskId: s.recheckTaskId,
    recheckResult: { sql: sql<string | null>`${recheck.checkResult}`, schema: Type.Union([Type.String({ title: '复查结果' }), Type.Null()], { title: '复查结果' }) },
    liftedAt: s.liftedAt,
    liftNumber: s.liftNumber,
    liftWritId: s.liftWritId,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    version: s.version,
  },
  join: (q) =>
    q.leftJoin(o, eq(o.id, s.organId)).leftJoin(handler, eq(handler.id, s.handlerId)).leftJoin(approver, eq(approver.id, s.approverId))
      .leftJoin(recheck, eq(recheck.id, s.recheckTaskId)),
  input: ['sourceTaskId', 'companyId', 'hazard', 'places', 'periodDays'],
  fill: (user) => ({ createdBy: user.userId, handlerId: user.userId, status: 'draft' }),
  buttons: { add: 'new', update: 'new' },
  scope: s.organId,
  outOfScope: '只能查看本单位及下级单位的临时查封',
  filters: {
    keyword: contains('keyword', [s.partyName, s.places, s.decisionNumber], '当事人'),
    status: equals('status', s.status),
    source: equals('source', s.source),
    organ: organ(s.organId, '承办单位'),
  },
  order: [desc(s.createdAt), desc(s.id)],
  paths: {
    page: { url: '/fh/sealUp/page', summary: '临时查封分页（本单位及下级；按当事人/部位/文号、状态、来源、承办单位筛选）' },
    detail: { url: '/fh/sealUp/detail', summary: '临时查封详情（决定、查封、解除申请与复查、解除）' },
    add: { url: '/fh/sealUp/add', summary: `登记临时查封（发现隐患的检查任务或直接登记；查封期限不超过法定天数）` },
    update: { url: '/fh/sealUp/update', summary: '修改待报批或已退回的临时查封' },
    export: { url: '/fh/sealUp/export', summary: '导出临时查封（.xlsx，当前筛选条件）' },
  },
  export: {
    fileName: '临时查封.xlsx',
    sheet: '临时查封',
    columns: ['partyName', 'places', 'periodDays', 'status', 'decisionNumber', 'sealedOn', 'expiresOn', 'liftNumber', 'liftedAt', 'handlerName', 'organName', 'createdAt'],
  },
  label: (values) => values.partyName as string | undefined,
  hooks: {
    /** A task gives the unit, the party and the brigade; a direct sealing names its social unit. */
    async values(values, { db, user, current }) {
      if (current && (current.status !== 'draft' && current.status !== 'rejected')) throw badRequest('只有待报批或已退回的临时查封可以修改');
      const given = 'sourceTaskId' in values ? values.sourceTaskId : current?.sourceTaskId;
      const sourceTaskId = (given as string | null | undefined)?.trim() || null;
      const scope = await scopeOf(db, user);
      if (sourceTaskId) {
        const [task] = await db.select().from(supervisionTasks).where(and(eq(supervisionTasks.id, sourceTaskId), eq(supervisionTasks.deleted, false)));
        if (!task) throw badRequest('发现隐患的检查任务不存在或已被删除');
        if (!task.hazards.length) throw badRequest('该检查任务没有发现火灾隐患，不能临时查封');
        if (scope && !scope.includes(task.organId)) throw badRequest('只能对本单位及下级单位的检查任务登记临时查封');
        return { ...values, sourceTaskId, source: 'inspection', organId: task.organId, companyId: task.companyId, partyName: task.unitName, address: task.address };
      }
      const companyId = String(values.companyId ?? current?.companyId ?? '').trim();
      if (!companyId) throw badRequest('社会单位不能为空');
      const [company] = await db.select().from(societyCompanies).where(and(eq(societyCompanies.id, companyId), eq(societyCompanies.deleted, false)));
      if (!company) throw badRequest('社会单位不存在或已被删除');
      return { ...values, sourceTaskId: null, source: 'direct', organId: current?.organId ?? user.unitId, companyId, partyName: company.name, address: company.address };
    },
  },
  allows: (row, _user, holds) => {
    const moves = sealNextMoves({ status: row.status, expiresOn: row.expiresOn, recheckResult: row.recheckResult }, chinaDateOf(new Date()));
    const button = { edit: 'new', submit: 'new', approve: 'approve', reject: 'approve', seal: 'seal', apply: 'lift', lift: 'lift', expire: 'lift' } as const;
    return moves.filter((m) => holds(button[m]));
  },
});

export type SealUpRow = EntityRow<typeof sealUp>;
