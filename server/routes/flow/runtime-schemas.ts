/** TypeBox shapes of the runtime calls (/flow/runtime/*), with Chinese titles so messages name the field. */
import { Type, type TSchema } from '@sinclair/typebox';
import { PageQuery } from '../../http/paging';
import { VersionField } from '../../http/record-fields';
import { FilterTime } from '../../services/filter-time';

const nullable = <T extends TSchema>(schema: T, title: string) => Type.Union([schema, Type.Null()], { title });
const text = (title: string) => nullable(Type.String({ title }), title);

export const FlowWorkId = Type.String({ title: '流程事项ID', minLength: 1, maxLength: 64 });
export const BusiTypeCode = Type.String({ title: '业务类型', minLength: 1, maxLength: 50 });
export const BusiInstId = Type.String({ title: '业务记录ID', minLength: 1, maxLength: 64 });
export { AssigneeId, Opinion } from '../../../src/shared/flow-inputs';
const MoveCode = Type.String({ title: '操作' });

export const Candidate = Type.Object({
  userId: Type.String({ title: '用户ID' }),
  username: Type.String({ title: '姓名' }),
  organId: Type.String({ title: '单位ID' }),
  organName: Type.String({ title: '单位' }),
});

export const FlowWorkInfo = Type.Object({
  id: text('流程事项ID'),
  exists: Type.Boolean({ title: '已发起' }),
  busiTypeCode: Type.String({ title: '业务类型' }),
  busiTypeName: Type.String({ title: '业务类型名称' }),
  busiInstId: Type.String({ title: '业务记录ID' }),
  title: text('标题'),
  version: Type.Integer({ title: '版本' }),
  definitionId: Type.String({ title: '流程定义ID' }),
  definitionVersion: Type.Integer({ title: '流程定义版本' }),
  definitionName: Type.String({ title: '流程名称' }),
  phase: Type.String({ title: '阶段' }),
  phaseName: Type.String({ title: '阶段' }),
  stepKey: text('当前步骤'),
  stepName: text('当前步骤'),
  opinion: text('最近意见'),
  starterId: text('发起人ID'),
  starterName: text('发起人'),
  starterOrganName: text('发起单位'),
  assigneeId: text('当前办理人ID'),
  assigneeName: text('当前办理人'),
  createdAt: text('发起时间'),
  updatedAt: text('更新时间'),
  finishedAt: text('办结时间'),
  steps: Type.Array(
    Type.Object({
      key: Type.String({ title: '步骤标识' }),
      name: Type.String({ title: '步骤名称' }),
      state: Type.String({ title: '步骤状态' }),
      timeLimitHours: nullable(Type.Number({ title: '办理时限（小时）' }), '办理时限（小时）'),
    }),
    { title: '审批步骤' },
  ),
  allowedMoves: Type.Array(MoveCode, { title: '可用操作' }),
  allows: Type.Array(Type.String(), { title: '可用功能（talk 任务交流，files 附件）' }),
  moveNeeds: Type.Array(
    Type.Object({
      move: MoveCode,
      moveName: Type.String({ title: '操作名称' }),
      receiver: Type.Boolean({ title: '需选择办理人' }),
      opinion: Type.Boolean({ title: '需填写意见' }),
    }),
    { title: '操作要求' },
  ),
});

export const Circulation = Type.Object({
  id: Type.String({ title: '记录ID' }),
  move: MoveCode,
  moveName: Type.String({ title: '操作名称' }),
  stepName: Type.String({ title: '环节' }),
  sourceUnitName: text('发送单位'),
  username: Type.String({ title: '发送人' }),
  sendTime: Type.String({ title: '发送时间' }),
  targetUnitName: text('接收单位'),
  targetUserName: text('接收人'),
  comment: text('备注'),
});

const organName = Type.Object({ organName: text('单位') });
const username = Type.Object({ username: text('姓名') });

export const ApprovalFlowInfo = Type.Object({
  taskList: Type.Array(
    Type.Object({
      id: Type.String({ title: '任务ID' }),
      stepName: Type.String({ title: '环节' }),
      status: Type.String({ title: '状态' }),
      statusName: Type.String({ title: '状态' }),
      receiveOrgan: organName,
      receiveUser: username,
      approvalTime: text('审批时间'),
      approveAction: text('审批操作'),
      approveActionName: text('审批操作'),
      approveContent: text('审批意见'),
      sendOrgan: organName,
      sendUser: username,
      sendTime: Type.String({ title: '发送时间' }),
      sendUserComment: text('发送意见'),
    }),
  ),
});

export const TaskFilter = Type.Composite([
  PageQuery,
  Type.Object({
    finished: Type.Optional(Type.Boolean({ title: '已完成' })),
    busiTypeCode: Type.Optional(Type.String({ title: '业务类型', maxLength: 50 })),
    title: Type.Optional(Type.String({ title: '标题', maxLength: 100 })),
    senderName: Type.Optional(Type.String({ title: '发送人', maxLength: 50 })),
    receivedStart: FilterTime('接收开始时间'),
    receivedEnd: FilterTime('接收结束时间'),
    dueStart: FilterTime('截止开始时间'),
    dueEnd: FilterTime('截止结束时间'),
  }),
]);

export const Task = Type.Object({
  id: Type.String({ title: '任务ID' }),
  flowWorkId: Type.String({ title: '流程事项ID' }),
  busiTypeCode: Type.String({ title: '业务类型' }),
  busiTypeName: Type.String({ title: '业务类型名称' }),
  busiInstId: Type.String({ title: '业务记录ID' }),
  title: Type.String({ title: '标题' }),
  stepKey: Type.String({ title: '环节标识' }),
  stepName: Type.String({ title: '环节' }),
  status: Type.String({ title: '状态' }),
  statusName: Type.String({ title: '状态' }),
  senderId: text('发送人ID'),
  senderName: text('发送人'),
  sendOrganName: text('发送单位'),
  sendComment: text('发送意见'),
  receivedAt: Type.String({ title: '接收时间' }),
  dueAt: text('截止时间'),
  overdue: Type.Boolean({ title: '已超期' }),
  approveAction: text('办理操作'),
  approveActionName: text('办理操作'),
  approveContent: text('办理意见'),
  approvalTime: text('办理时间'),
});

export { VersionField };
