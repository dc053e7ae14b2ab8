/** 消息中心 (/sys/notice/*): sent list, details, mark read, delete, send, forward, statistics. Any logged-in user may message. */
import { Type } from '@sinclair/typebox';
import {
  MSG_RECEIVERS_MAX,
  MSG_STAT_DAYS,
  MSG_STAT_DAYS_MAX,
  MSG_TEMPLATE_VALUE_MAX,
} from '../../../src/constants/message-centre';
import { FORWARD_COMMENT, MESSAGE_TEXT_FIELDS } from '../../../src/shared/message-inputs';
import { badRequest } from '../../http/envelope';
import { PageQuery, pageOf } from '../../http/paging';
import { idList } from '../../http/record-fields';
import { defineRoute, type AnyRoute } from '../../http/route';
import { markRead, noticeDetail, removeMessages, sendDetail, sendPage } from '../../services/message-centre/lists';
import { forwardMessage, sendMessage } from '../../services/message-centre/send';
import { messageStatistics } from '../../services/message-centre/statistics';
import { templateOptions } from '../../services/message-centre/compose';
import { Counts, Id, MessageFilterFields, NoticeDetail, nullable, Receivers, Sent, SentMessage } from './message-schemas';

export const messageCentreRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/sys/notice/getSendPage',
    operationId: 'getSendPage',
    summary: '已发送的消息（分页），含接收人数与已读人数',
    access: 'session',
    graphql: 'query',
    audit: false,
    body: Type.Composite([PageQuery, Type.Object(MessageFilterFields)]),
    data: pageOf(SentMessage),
    handler: ({ body, db, user }) => sendPage(db, user!.userId, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/sys/notice/getDetail',
    operationId: 'getNoticeDetail',
    summary: '收到的消息详情（打开即标记为已读）',
    access: 'session',
    querystring: Type.Object({ id: Type.String({ title: '消息ID' }) }),
    data: NoticeDetail,
    handler: ({ query, db, user }) => noticeDetail(db, user!.userId, query.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/sys/notice/getSendDetail',
    operationId: 'getSendDetail',
    summary: '已发送的消息详情，含每位接收人的已读状态',
    access: 'session',
    querystring: Type.Object({ id: Type.String({ title: '发送记录ID' }) }),
    data: Type.Composite([
      SentMessage,
      Type.Object({
        receivers: Type.Array(Type.Object({ userId: Type.String({ title: '接收人ID' }), name: Type.String({ title: '接收人' }), organName: nullable('所属单位'), visited: Type.Boolean({ title: '已读' }) })),
      }),
    ]),
    handler: ({ query, db, user }) => sendDetail(db, user!.userId, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/sys/notice/batchMarkAsRead',
    operationId: 'batchMarkAsRead',
    summary: '批量标记为已读（只限本人收到的消息）',
    access: 'session',
    body: Type.Object({ ids: idList('消息', '消息ID') }),
    data: Type.Object({ updated: Type.Integer({ title: '新标记已读条数' }) }),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.ids.join(',');
      return { updated: await markRead(db, user!.userId, body.ids) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/sys/notice/batchDelete',
    operationId: 'batchDeleteNotices',
    summary: '批量删除本人的消息（box=receive 收件箱，send 已发送；对方的消息不受影响）',
    access: 'session',
    body: Type.Object({
      ids: idList('消息', '消息ID'),
      box: Type.Optional(Type.Union([Type.Literal('receive'), Type.Literal('send')], { title: '信箱' })),
    }),
    data: Type.Object({ removed: Type.Integer({ title: '删除条数' }) }),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.ids.join(',');
      audit.detail = body.box ?? 'receive';
      return { removed: await removeMessages(db, user!.userId, body.ids, body.box ?? 'receive') };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/sys/notice/sendMsg',
    operationId: 'sendMsg',
    summary: `发送消息：接收人与接收单位（含下级单位全部人员，去重，不超过${MSG_RECEIVERS_MAX}人）；可用消息模板并填写占位符`,
    access: 'session',
    body: Type.Object({
      title: Type.Optional(MESSAGE_TEXT_FIELDS.title),
      content: Type.Optional(MESSAGE_TEXT_FIELDS.content),
      ...Receivers,
      templateId: Type.Optional(Id('消息模板')),
      values: Type.Optional(
        Type.Array(
          Type.Object({ name: Type.String({ title: '占位符', minLength: 1, maxLength: 64 }), value: Type.String({ title: '占位符内容', maxLength: MSG_TEMPLATE_VALUE_MAX }) }),
          { title: '模板占位符', maxItems: 50 },
        ),
      ),
    }),
    data: Sent,
    handler: async ({ body, db, user, audit }) => {
      const sent = await sendMessage(db, user!.userId, body);
      audit.target = sent.id;
      audit.detail = `${sent.receiverCount}人`;
      return sent;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/sys/notice/forwardMsg',
    operationId: 'forwardMsg',
    summary: '转发本人收到或发送的消息，可附言；保留原消息的业务关联',
    access: 'session',
    body: Type.Object({ id: Id('消息ID'), ...Receivers, comment: Type.Optional(FORWARD_COMMENT) }),
    data: Sent,
    handler: async ({ body, db, user, audit }) => {
      const sent = await forwardMessage(db, user!.userId, body);
      audit.target = body.id;
      audit.detail = `${sent.receiverCount}人`;
      return sent;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/sys/notice/templateOptions',
    operationId: 'noticeTemplateOptions',
    summary: '发送消息可选用的消息模板（已启用），含占位符',
    access: 'session',
    data: Type.Array(
      Type.Object({
        id: Type.String({ title: '模板ID' }),
        name: Type.String({ title: '模板名称' }),
        title: Type.String({ title: '消息标题' }),
        content: Type.String({ title: '模板内容' }),
        placeholders: Type.Array(Type.String({ title: '占位符' })),
      }),
    ),
    handler: ({ db }) => templateOptions(db),
  }),
  defineRoute({
    method: 'GET',
    url: '/sys/notice/statistics',
    operationId: 'noticeStatistics',
    summary: `本人的消息统计：收到、未读、已发送，按类别与按天（默认近${MSG_STAT_DAYS}天）`,
    access: 'session',
    // A bounded integer would become a custom GraphQL scalar: the range is checked in the handler.
    querystring: Type.Object({ days: Type.Optional(Type.Integer({ title: '统计天数' })) }),
    data: Type.Object({
      ...Counts,
      byCategory: Type.Array(Type.Object({ category: Type.String({ title: '消息类别' }), categoryName: Type.String({ title: '消息类别' }), ...Counts })),
      byDay: Type.Array(Type.Object({ day: Type.String({ title: '日期' }), received: Type.Integer({ title: '收到' }), sent: Type.Integer({ title: '已发送' }) })),
    }),
    handler: ({ query, db, user }) => {
      if (query.days !== undefined && (query.days < 1 || query.days > MSG_STAT_DAYS_MAX)) throw badRequest(`统计天数应为1到${MSG_STAT_DAYS_MAX}`);
      return messageStatistics(db, user!.userId, query.days);
    },
  }),
];
