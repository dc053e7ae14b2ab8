/**
 * 行政处罚 (xzcf 3100) beyond its entity's routes (server/entities/penalty-case.entity.ts): each step after 立案,
 * the referred inspection tasks a case may be opened from, and the decision writ as .docx.
 */
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/route';
import { penaltyCase, type PenaltyCaseRow } from '../../entities/penalty-case.entity';
import { writDocument } from '../../entities/writ-document.entity';
import { notFound } from '../../http/envelope';
import { VersionField } from '../../http/record-fields';
import { defineRoute, type AnyRoute } from '../../http/route';
import { caseFormOptions } from '../../services/penalty/referrals';
import { closeCase, decideCase, executeCase, investigateCase, notifyCase, replyCase, submitCaseReview } from '../../services/penalty/case-steps';
import { sendWritDocx } from '../../services/writ-docx';
import { DECIDE_FIELDS, EXECUTE_FIELDS, INVESTIGATE_FIELDS, NOTIFY_FIELDS, REPLY_FIELDS, SUBMIT_REVIEW_FIELDS } from '../../../src/shared/penalty-case-inputs';
import { screenGrants } from '../system/catalogue-menu';

const xzcf = screenGrants('xzcf', []);
const Key = { id: Type.String({ title: '案件ID', minLength: 1 }), version: VersionField };

function stepRoute<F extends TProperties>(path: string, operationId: string, summary: string, fields: F, handler: (db: Db, user: SessionUser, body: Static<TObject<F>> & { id: string; version: number }) => Promise<PenaltyCaseRow>) {
  return defineRoute({
    method: 'POST',
    url: `/fh/punish/${path}`,
    operationId,
    summary,
    access: xzcf.menuId,
    body: Type.Object({ ...Key, ...fields }),
    data: penaltyCase.row,
    handler: async ({ body, db, user, audit }) => {
      const input = body as unknown as Static<TObject<F>> & { id: string; version: number };
      audit.target = input.id;
      return handler(db, user!, input);
    },
  });
}

export const penaltyRoutes: AnyRoute[] = [
  stepRoute('investigate', 'investigatePenaltyCase', '调查取证：保存证据与询问笔录（调查取证阶段；带读取的版本）', INVESTIGATE_FIELDS, investigateCase),
  stepRoute('notify', 'notifyPenaltyCase', '告知：拟处罚内容与陈述申辩/听证权利，期限按工作日计（3日/5日）', NOTIFY_FIELDS, notifyCase),
  stepRoute('reply', 'replyPenaltyCase', '记录当事人意见：放弃、陈述申辩或听证', REPLY_FIELDS, replyCase),
  stepRoute('submitReview', 'submitPenaltyCaseReview', '提交法制审核：生成集中审核的预审记录并送审（告知期满或当事人意见已记录后；不通过可重新提交）', SUBMIT_REVIEW_FIELDS, submitCaseReview),
  stepRoute('decide', 'decidePenaltyCase', '作出处罚决定：签发行政处罚决定书（文号取自文书编号），写入处罚统计（法制审核通过后）', DECIDE_FIELDS, decideCase),
  stepRoute('execute', 'executePenaltyCase', '执行：缴纳罚款、自觉履行或申请强制执行', EXECUTE_FIELDS, executeCase),
  stepRoute('close', 'closePenaltyCase', '结案（执行完毕后）', {}, closeCase),
  defineRoute({
    method: 'GET',
    url: '/fh/punish/formOptions',
    operationId: 'penaltyCaseFormOptions',
    summary: '立案可选项：本单位及下级检查结果为移送立案、尚未立案的检查任务，案由设置的案由',
    access: xzcf.menuId,
    audit: false,
    data: Type.Object({
      referrals: Type.Array(Type.Object({
        id: Type.String({ title: '任务ID' }), unitName: Type.String({ title: '单位名称' }), checkDate: Type.String({ title: '检查日期' }),
        hazards: Type.String({ title: '火灾隐患' }), causeId: Type.Union([Type.String({ title: '案由' }), Type.Null()], { title: '案由' }),
      })),
      causes: Type.Array(Type.Object({ id: Type.String({ title: '案由ID' }), name: Type.String({ title: '案由名称' }) })),
    }),
    handler: ({ db, user }) => caseFormOptions(db, user!),
  }),
  defineRoute({
    method: 'GET',
    url: '/fh/punish/decisionDocx',
    operationId: 'downloadPenaltyDecision',
    summary: '下载案件的行政处罚决定书（.docx）',
    access: xzcf.menuId,
    audit: false,
    raw: true,
    querystring: Type.Object({ id: Type.String({ title: '案件ID', minLength: 1 }) }),
    data: Type.Null(),
    handler: async ({ query, db, user, reply }) => {
      const row = await penaltyCase.ops.detail(db, user!, query.id);
      if (!row.decisionWritId) throw notFound('案件尚未作出处罚决定');
      await sendWritDocx(reply, await writDocument.ops.detail(db, user!, row.decisionWritId));
      return null;
    },
  }),
];
