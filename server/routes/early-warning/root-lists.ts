import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../http/route';
import { PageQuery, pageOf } from '../../http/paging';
import { firePage, penaltyDisclosurePage } from '../../services/root-lists';

const Keyword = Type.Optional(Type.String({ title: '关键词', maxLength: 50 }));
const Time = (title: string) => Type.Optional(Type.String({ title, maxLength: 30 }));

const FireRow = Type.Object({
  id: Type.String({ title: 'ID' }),
  address: Type.String({ title: '起火地点' }),
  cause: Type.String({ title: '起火原因' }),
  loss: Type.Number({ title: '直接损失（元）' }),
  casualties: Type.Integer({ title: '伤亡人数' }),
  listed: Type.Boolean({ title: '挂牌督办' }),
  occurredAt: Type.String({ title: '起火时间' }),
  organName: Type.Union([Type.String(), Type.Null()], { title: '辖区单位' }),
});

const DisclosureRow = Type.Object({
  id: Type.String({ title: 'ID' }),
  partyName: Type.String({ title: '当事人' }),
  decisionNumber: Type.String({ title: '决定书文号' }),
  causeName: Type.String({ title: '违法行为' }),
  penalty: Type.String({ title: '处罚内容' }),
  decidedAt: Type.String({ title: '决定日期' }),
  organName: Type.String({ title: '处罚机关' }),
});

export const rootListRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/hzdc/fire/page',
    operationId: 'fireIncidentPage',
    summary: '火灾调查：本单位及下级辖区的火灾（按起火时间倒序）',
    access: 6000,
    graphql: 'query',
    audit: false,
    body: Type.Object({ ...PageQuery.properties, keyword: Keyword, startTime: Time('开始时间'), endTime: Time('结束时间') }),
    data: pageOf(FireRow),
    handler: ({ body, db, user }) => firePage(db, user!, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/xyjg/punishPublicity/page',
    operationId: 'penaltyDisclosurePage',
    summary: '信用公示：已作出决定的行政处罚（公开信息，按决定日期倒序）',
    access: 7000,
    graphql: 'query',
    audit: false,
    body: Type.Object({ ...PageQuery.properties, keyword: Keyword }),
    data: pageOf(DisclosureRow),
    handler: ({ body, db }) => penaltyDisclosurePage(db, body),
  }),
];
