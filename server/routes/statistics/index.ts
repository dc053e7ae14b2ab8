import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../http/route';
import { statisticsExport, statisticsRows, statisticsView } from '../../services/statistics';
import { sendXlsx } from '../../services/xlsx';
import { exportSheet } from './export';
import { RowsQuery, StatisticsRowsData, StatisticsViewData, ViewQuery } from './schemas';

/**
 * Statistics (/tjfx 10000). Each view needs its own menu id, so the routes take any session and the
 * service checks the view's grant (403 otherwise) and the organisation scope. See STATISTICS_API.md.
 */
export const statisticsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/statistics/view',
    operationId: 'statisticsView',
    summary: '统计视图：按单位（本级/含下级）与时间或年份范围汇总的行与合计',
    access: 'session',
    querystring: ViewQuery,
    data: StatisticsViewData,
    handler: ({ query, db, user }) => statisticsView(db, user!, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/statistics/rows',
    operationId: 'statisticsRows',
    summary: '统计明细：某一行（和指标）背后的记录，分页',
    access: 'session',
    querystring: RowsQuery,
    data: StatisticsRowsData,
    handler: ({ query, db, user }) => statisticsRows(db, user!, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/statistics/export',
    operationId: 'exportStatisticsView',
    summary: '导出统计视图（.xlsx：标题与筛选条件、行维度与指标、各行、合计）',
    access: 'session',
    raw: true,
    querystring: ViewQuery,
    data: Type.Null(),
    handler: async ({ query, db, user, reply }) => {
      const { view, heading } = await statisticsExport(db, user!, query);
      const sheet = exportSheet(view, heading);
      await sendXlsx(reply, sheet);
      return null;
    },
  }),
];
