import { Type } from '@sinclair/typebox';
import { MAX_PAGE_NUMBER } from '../../../src/constants/security';
import { defineRoute, type AnyRoute } from '../../http/route';
import { notVisitedTotal, receivePage } from '../../services/notices';
import { messageCentreRoutes } from './message-centre';
import { MessageFilterFields } from './message-schemas';

export const MAX_PAGE_SIZE = 100;

export const noticeRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/sys/notice/getNotVisitedTotal',
    operationId: 'getNotVisitedTotal',
    summary: '未读消息数',
    access: 'session',
    data: Type.Object({ notVisitedTotal: Type.Integer() }),
    handler: async ({ db, user }) => ({ notVisitedTotal: await notVisitedTotal(db, user!.userId) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/sys/notice/getReceivePage',
    operationId: 'getReceivePage',
    summary: '收到的消息（分页）',
    access: 'session',
    graphql: 'query',
    audit: false,
    body: Type.Object({
      current: Type.Integer({ title: '页码', minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 }),
      size: Type.Integer({ title: '每页条数', minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 }),
      visited: Type.Optional(Type.Boolean({ title: '是否已读' })),
      ...MessageFilterFields,
    }),
    data: Type.Object({
      current: Type.Integer(),
      size: Type.Integer(),
      total: Type.Integer(),
      records: Type.Array(
        Type.Object({
          id: Type.String(),
          title: Type.String(),
          content: Type.String(),
          category: Type.Union([Type.String(), Type.Null()]),
          senderName: Type.Union([Type.String(), Type.Null()]),
          sendTime: Type.String(),
          visited: Type.Boolean(),
        }),
      ),
    }),
    handler: ({ body, db, user }) => receivePage(db, user!.userId, body),
  }),
  ...messageCentreRoutes,
];
