/** Task talk (任务交流): a conversation per flow work between the people on it. Only participants read and send (403 otherwise). */
import { Type } from '@sinclair/typebox';
import { TALK_TEXT_MAX, TALK_TYPE } from '../../../src/constants/task-talk';
import { PageQuery, pageOf } from '../../http/paging';
import { defineRoute, type AnyRoute } from '../../http/route';
import { contentPage, sendContent } from '../../services/task-talk/contents';
import { myTalks, openTalk } from '../../services/task-talk/talks';

const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });
const Id = (title: string) => Type.String({ title, minLength: 1, maxLength: 64 });

const TalkFields = {
  id: Type.String({ title: '交流ID' }),
  taskId: Type.String({ title: '流程事项ID' }),
  subject: Type.String({ title: '业务类型' }),
  taskName: Type.String({ title: '事项名称' }),
  busiTypeCode: Type.String({ title: '业务类型编码' }),
  busiInstId: Type.String({ title: '业务实例ID' }),
  lastMessageAt: nullable('最新消息时间'),
};

const Participant = Type.Object({ userId: Type.String({ title: '人员ID' }), username: Type.String({ title: '姓名' }), organName: nullable('所属单位') });

const TalkMessage = Type.Object({
  id: Type.String({ title: '消息ID' }),
  talkId: Type.String({ title: '交流ID' }),
  msgType: Type.String({ title: '消息类型' }),
  type: Type.Integer({ title: '内容类型（1文字 2文件 3图片或视频）' }),
  content: Type.String({ title: '内容' }),
  subject: Type.String({ title: '业务类型' }),
  taskId: Type.String({ title: '流程事项ID' }),
  taskName: Type.String({ title: '事项名称' }),
  userId: Type.String({ title: '发送人ID' }),
  username: Type.String({ title: '发送人' }),
  fileId: nullable('文件ID'),
  fileName: nullable('文件名'),
  mediaType: nullable('文件类型'),
  fileSize: Type.Union([Type.Integer(), Type.Null()], { title: '文件大小（字节）' }),
  fileUrl: nullable('文件地址'),
  createdAt: Type.String({ title: '发送时间' }),
  mine: Type.Boolean({ title: '本人发送' }),
});

export const taskTalkRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/taskTalkUser/page',
    operationId: 'myTaskTalks',
    summary: '我参与的任务交流（按最新消息），含未读条数',
    access: 'session',
    graphql: 'query',
    audit: false,
    body: PageQuery,
    data: pageOf(Type.Object({ ...TalkFields, unreadCount: Type.Integer({ title: '未读条数' }), participantCount: Type.Integer({ title: '参与人数' }) })),
    handler: ({ body, db, user }) => myTalks(db, user!.userId, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/taskTalkUser/open',
    operationId: 'openTaskTalk',
    summary: '打开流程事项的任务交流（首次打开时创建）；参与人员为事项的发起人、各环节办理人与当前办理人',
    access: 'session',
    graphql: 'query',
    audit: false,
    body: Type.Object({ flowWorkId: Id('流程事项ID') }),
    data: Type.Object({ ...TalkFields, participants: Type.Array(Participant) }),
    handler: ({ body, db, user }) => openTalk(db, user!.userId, body.flowWorkId),
  }),
  defineRoute({
    method: 'POST',
    url: '/taskTalkUserContent/page',
    operationId: 'taskTalkContentPage',
    summary: '任务交流的消息（分页，最新在前）；读取即标记为已读',
    access: 'session',
    graphql: 'query',
    audit: false,
    body: Type.Composite([PageQuery, Type.Object({ talkId: Id('交流ID') })]),
    data: pageOf(TalkMessage),
    handler: ({ body, db, user }) => contentPage(db, user!.userId, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/taskTalkUserContent/send',
    operationId: 'sendTaskTalkContent',
    summary: '在任务交流中发送消息：type 1 文字（content），2 事项附件（fileId），3 图片或视频（先经 /public/fdfs/upload 上传，fileId）',
    access: 'session',
    body: Type.Object({
      talkId: Id('交流ID'),
      type: Type.Union([Type.Literal(TALK_TYPE.text), Type.Literal(TALK_TYPE.file), Type.Literal(TALK_TYPE.media)], { title: '消息类型' }),
      content: Type.Optional(Type.String({ title: '消息内容', maxLength: TALK_TEXT_MAX })),
      fileId: Type.Optional(Id('文件ID')),
    }),
    data: TalkMessage,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.talkId;
      return sendContent(db, { userId: user!.userId, name: user!.name }, body);
    },
  }),
];
