import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../http/route';
import { PageQuery, pageOf } from '../../http/paging';
import { unitRiskPage } from '../../services/early-warning';
import { RISK_LEVEL_OPTIONS } from '../../../src/constants/early-warning';

/** 预警研判 (menu 9000). */
const MENU_ID = 9000;

const UnitRisk = Type.Object({
  companyId: Type.String({ title: '单位ID' }),
  companyName: Type.String({ title: '单位名称' }),
  address: Type.String({ title: '地址' }),
  organName: Type.Union([Type.String(), Type.Null()], { title: '监管单位' }),
  openHazards: Type.Integer({ title: '未消除隐患' }),
  overdueRectifications: Type.Integer({ title: '逾期未整改' }),
  complaints: Type.Integer({ title: '投诉举报' }),
  fires: Type.Integer({ title: '火灾' }),
  score: Type.Integer({ title: '风险分值' }),
  level: Type.String({ title: '风险等级' }),
});

export const earlyWarningRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/warning/unitRisk/page',
    operationId: 'unitRiskPage',
    summary: '预警研判：本单位及下级辖区单位按风险分值排序（未消除隐患、逾期未整改、投诉举报、火灾）',
    access: MENU_ID,
    graphql: 'query',
    audit: false,
    body: Type.Object({
      ...PageQuery.properties,
      keyword: Type.Optional(Type.String({ title: '关键词', maxLength: 50 })),
      organId: Type.Optional(Type.String({ title: '监管单位', maxLength: 64 })),
      level: Type.Optional(Type.Union(RISK_LEVEL_OPTIONS.map((o) => Type.Literal(o.value)), { title: '风险等级' })),
    }),
    data: pageOf(UnitRisk),
    handler: ({ body, db, user }) => unitRiskPage(db, user!, body),
  }),
];
