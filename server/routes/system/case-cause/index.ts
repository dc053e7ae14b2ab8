import { Type } from '@sinclair/typebox';
import { BizError, Code } from '../../../http/envelope';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf } from '../../../http/paging';
import { applyCauseCounts, caseCauseDetail, caseCausePage, type CountedCause } from '../../../services/case-causes';
import { xxjClient } from '../../../services/xxj-client';
import { screenGrants } from '../catalogue-menu';

const aysz = screenGrants('aysz', ['sync']);

export const CAUSE_SYNC_FAILED = '案由同步失败：信息系统暂不可用，请稍后重试';

const Source = Type.Union([Type.Literal('national'), Type.Literal('xxj')], { title: '来源' });

export const CaseCause = Type.Object({
  id: Type.String({ title: '案由ID' }),
  code: Type.String({ title: '案由编码' }),
  name: Type.String({ title: '案由名称' }),
  legalBasis: Type.Union([Type.String({ title: '违法依据' }), Type.Null()], { title: '违法依据' }),
  penaltyBasis: Type.Union([Type.String({ title: '处罚依据' }), Type.Null()], { title: '处罚依据' }),
  caseCount: Type.Integer({ title: '案件数' }),
  source: Source,
  syncedAt: Type.Union([Type.String({ title: '同步时间' }), Type.Null()], { title: '同步时间' }),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
});

export const caseCauseRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/causeaction/getPage',
    operationId: 'caseCausePage',
    summary: '处罚案由分页（按案件数从多到少）',
    access: aysz.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([
      PageQuery,
      Type.Object({
        name: Type.Optional(Type.String({ title: '案由名称', maxLength: 100 })),
        source: Type.Optional(Source),
      }),
    ]),
    data: pageOf(CaseCause),
    handler: ({ body, db }) => caseCausePage(db, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/causeaction/getDetail',
    operationId: 'caseCauseDetail',
    summary: '处罚案由详情',
    access: aysz.menuId,
    querystring: Type.Object({ id: Type.String({ title: '案由ID' }) }),
    data: CaseCause,
    handler: ({ query, db }) => caseCauseDetail(db, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/causeaction/sync',
    operationId: 'syncCaseCauses',
    summary: '从信息系统同步处罚案由及案件数',
    access: aysz.menuId,
    buttonId: aysz.buttons.sync,
    data: Type.Object({
      added: Type.Integer({ title: '新增案由数' }),
      updated: Type.Integer({ title: '更新案由数' }),
      total: Type.Integer({ title: '案由总数' }),
    }),
    handler: async ({ db, req, config, audit }) => {
      let counted: CountedCause[];
      try {
        counted = (await xxjClient(req.server, config).get<{ items: CountedCause[] }>('/statistics/topCaseCauses')).items;
      } catch (err) {
        req.log.warn({ err }, 'case cause sync: xxj call failed');
        throw new BizError(Code.INTERNAL, CAUSE_SYNC_FAILED);
      }
      const result = await applyCauseCounts(db, counted);
      audit.detail = `新增${result.added}条，更新${result.updated}条`;
      return result;
    },
  }),
];
