import { Type } from '@sinclair/typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PENALTY_REVIEW_KIND } from '../../src/constants/penalty-cases';
import { nextMoves } from '../../src/shared/penalty-case-rules';
import { chinaDateOf } from '../../src/shared/working-days';
import { caseCauses, organizations as o, penaltyCases as c, supervisionTasks, users } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { scopeOf } from '../services/org-scope';

const handler = alias(users, 'handler');
const reviewPhase = sql<string | null>`(select fw.phase from flow_works fw where fw.busi_type_code = ${PENALTY_REVIEW_KIND} and fw.busi_inst_id = ${c.legalReviewId})`;

/**
 * 行政处罚 (xzcf 3100): penalty cases of the unit and below. 立案 is the add (from a referred inspection task or
 * directly); every later step is a route of its own (server/routes/penalty) in one transaction, and the steps a
 * row allows come from the pure rules (src/shared/penalty-case-rules.ts).
 */
export const penaltyCase = defineEntity({
  name: 'penaltyCase',
  title: '行政处罚案件',
  route: 'xzcf',
  table: c,
  idPrefix: 'pc-',
  select: {
    id: c.id,
    organId: c.organId,
    organName: { column: o.name, title: '承办单位' },
    caseName: c.caseName,
    source: c.source,
    sourceText: optionText(c.source),
    sourceTaskId: c.sourceTaskId,
    companyId: c.companyId,
    partyName: c.partyName,
    address: c.address,
    causeId: c.causeId,
    causeName: { column: caseCauses.name, title: '案由' },
    facts: c.facts,
    handlerId: c.handlerId,
    handlerName: { column: handler.name, title: '承办人' },
    status: c.status,
    statusText: optionText(c.status),
    evidence: c.evidence,
    inquiries: c.inquiries,
    rights: c.rights,
    proposedPenalty: c.proposedPenalty,
    notifiedAt: c.notifiedAt,
    replyDeadline: c.replyDeadline,
    partyReply: c.partyReply,
    replyNote: c.replyNote,
    legalReviewId: c.legalReviewId,
    reviewPhase: { sql: reviewPhase, schema: Type.Union([Type.String({ title: '法制审核结果' }), Type.Null()], { title: '法制审核结果' }) },
    penaltyKind: c.penaltyKind,
    penaltyKindText: optionText(c.penaltyKind),
    fineAmount: c.fineAmount,
    decisionNumber: c.decisionNumber,
    decisionWritId: c.decisionWritId,
    decidedAt: c.decidedAt,
    executionKind: c.executionKind,
    paidAmount: c.paidAmount,
    paidAt: c.paidAt,
    executionNote: c.executionNote,
    executedAt: c.executedAt,
    closedAt: c.closedAt,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    version: c.version,
  },
  join: (q) => q.leftJoin(o, eq(o.id, c.organId)).leftJoin(handler, eq(handler.id, c.handlerId)).leftJoin(caseCauses, eq(caseCauses.id, c.causeId)),
  input: ['caseName', 'partyName', 'address', 'causeId', 'facts', 'sourceTaskId'],
  fill: (user) => ({ createdBy: user.userId, handlerId: user.userId, status: 'filed' }),
  scope: c.organId,
  outOfScope: '只能查看本单位及下级单位的行政处罚案件',
  filters: {
    keyword: contains('keyword', [c.caseName, c.partyName, c.decisionNumber], '案件名称'),
    status: equals('status', c.status),
    source: equals('source', c.source),
    causeId: equals('causeId', c.causeId),
    sourceTaskId: equals('sourceTaskId', c.sourceTaskId),
    organ: organ(c.organId, '承办单位'),
  },
  order: [desc(c.createdAt), desc(c.id)],
  paths: {
    page: { url: '/fh/punish/page', summary: '行政处罚案件分页（本单位及下级；按案件名称/当事人/文号、状态、来源、案由、承办单位筛选）' },
    detail: { url: '/fh/punish/detail', summary: '行政处罚案件详情（证据、询问笔录、告知、法制审核、决定、执行）' },
    add: { url: '/fh/punish/add', summary: '立案（移送立案的检查任务或直接立案；案由取自案由设置）' },
    export: { url: '/fh/punish/export', summary: '导出行政处罚案件（.xlsx，当前筛选条件）' },
  },
  export: {
    fileName: '行政处罚.xlsx',
    sheet: '行政处罚',
    columns: ['caseName', 'partyName', 'causeName', 'source', 'status', 'handlerName', 'organName', 'penaltyKind', 'fineAmount', 'decisionNumber', 'decidedAt', 'closedAt', 'createdAt'],
  },
  label: (values) => values.partyName as string | undefined,
  hooks: {
    /** A referred task gives the unit, the party and the brigade; a direct case names its party. The name defaults to 当事人+案由+案. */
    async values(values, { db, user }) {
      let organId = user.unitId;
      let partyName = String(values.partyName ?? '').trim();
      let address = (values.address as string | null | undefined)?.trim() || null;
      let companyId: string | null = null;
      const sourceTaskId = (values.sourceTaskId as string | null | undefined)?.trim() || null;
      if (sourceTaskId) {
        const [task] = await db.select().from(supervisionTasks).where(and(eq(supervisionTasks.id, sourceTaskId), eq(supervisionTasks.deleted, false)));
        if (!task) throw badRequest('移送的检查任务不存在或已被删除');
        if (task.checkResult !== 'referral') throw badRequest('只有检查结果为移送立案的检查任务可以立案');
        const scope = await scopeOf(db, user);
        if (scope && !scope.includes(task.organId)) throw badRequest('只能对本单位及下级单位的检查任务立案');
        const [open] = await db.select({ id: c.id }).from(c).where(and(eq(c.sourceTaskId, sourceTaskId), eq(c.deleted, false)));
        if (open) throw badRequest('该检查任务已立案');
        ({ organId, unitName: partyName, companyId } = task);
        address = task.address;
      } else if (!partyName) throw badRequest('当事人不能为空');
      const [cause] = await db.select({ name: caseCauses.name }).from(caseCauses).where(eq(caseCauses.id, String(values.causeId)));
      if (!cause) throw badRequest('案由不存在');
      const caseName = String(values.caseName ?? '').trim() || `${partyName}${cause.name}案`;
      return { ...values, organId, partyName, address, companyId, sourceTaskId, caseName, source: sourceTaskId ? 'referral' : 'direct' };
    },
  },
  // A case moves on only by the next step of its order; nothing is edited or removed by the standard routes.
  allows: (row) =>
    nextMoves({ status: row.status, evidenceCount: row.evidence.length, replyDeadline: row.replyDeadline, partyReply: row.partyReply, reviewPhase: row.reviewPhase }, chinaDateOf(new Date())),
});

export type PenaltyCaseRow = EntityRow<typeof penaltyCase>;
