/** TypeBox shapes of the message-centre routes (titles name the fields in validation messages). */
import { Type } from '@sinclair/typebox';
import { MSG_ORGANS_MAX, MSG_RECEIVERS_MAX, MSG_TITLE_MAX } from '../../../src/constants/message-centre';
import { FilterTime } from '../../services/filter-time';

export const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });
export const Id = (title: string) => Type.String({ title, minLength: 1, maxLength: 64 });

/** Filters shared by 收件箱 (getReceivePage) and 已发送 (getSendPage). */
export const MessageFilterFields = {
  title: Type.Optional(Type.String({ title: '消息标题', maxLength: MSG_TITLE_MAX })),
  category: Type.Optional(Type.String({ title: '消息类别', maxLength: 32 })),
  startTime: FilterTime('开始时间'),
  endTime: FilterTime('结束时间'),
};

export const Receivers = {
  receiverIds: Type.Optional(Type.Array(Id('接收人ID'), { title: '接收人', maxItems: MSG_RECEIVERS_MAX })),
  organIds: Type.Optional(Type.Array(Id('接收单位ID'), { title: '接收单位', maxItems: MSG_ORGANS_MAX })),
};

export const SentMessage = Type.Object({
  id: Type.String({ title: '发送记录ID' }),
  title: Type.String({ title: '消息标题' }),
  content: Type.String({ title: '消息内容' }),
  category: Type.String({ title: '消息类别' }),
  categoryName: Type.String({ title: '消息类别' }),
  receiverNames: Type.String({ title: '接收人' }),
  receiverCount: Type.Integer({ title: '接收人数' }),
  readCount: Type.Integer({ title: '已读人数' }),
  forwarded: Type.Boolean({ title: '转发' }),
  sendTime: Type.String({ title: '发送时间' }),
});

export const NoticeDetail = Type.Object({
  id: Type.String({ title: '消息ID' }),
  title: Type.String({ title: '消息标题' }),
  content: Type.String({ title: '消息内容' }),
  category: nullable('消息类别'),
  categoryName: Type.String({ title: '消息类别' }),
  senderName: nullable('发送人'),
  sendTime: Type.String({ title: '发送时间' }),
  visited: Type.Boolean({ title: '已读' }),
  templateCategory: nullable('模板类别'),
  taskCategoryName: nullable('任务类别名称'),
  taskCategory: nullable('任务类别'),
  taskId: nullable('任务ID'),
  taskDetailId: nullable('任务明细ID'),
  caseTransId: nullable('案件移送ID'),
  caseProjectId: nullable('案件项目ID'),
  busiInstId: nullable('业务实例ID'),
  busiTypeCode: nullable('业务类型编码'),
  busiTypeName: nullable('业务类型'),
  approveAction: nullable('审批动作'),
  flowWorkId: nullable('流程事项ID'),
  hasNextTask: Type.Union([Type.Boolean(), Type.Null()], { title: '有后续任务' }),
});

export const Sent = Type.Object({ id: Type.String({ title: '发送记录ID' }), receiverCount: Type.Integer({ title: '接收人数' }) });

export const Counts = { received: Type.Integer({ title: '收到' }), unread: Type.Integer({ title: '未读' }), sent: Type.Integer({ title: '已发送' }) };
