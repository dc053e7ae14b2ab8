/** Remote video dispatch (远程视频调度): rooms, signalling tickets, status and leaving. See VIDEO_API.md. */
import { Type } from '@sinclair/typebox';
import { VIDEO_MAX_INVITEES, VIDEO_SUBJECT_TYPES } from '../../../src/constants/video';
import { defineRoute, type AnyRoute } from '../../http/route';
import { mayStartRoom } from '../../services/video/room-access';
import { endRoom, leaveRoom } from '../../services/video/room-exits';
import { joinRoom, openRoom, renewTicket, roomInfo, roomStatus } from '../../services/video/rooms';

const Id = (title: string) => Type.String({ title, minLength: 1, maxLength: 64 });
const RoomRef = Type.Object({ roomId: Id('房间ID') });
const Status = Type.Integer({ title: '房间状态（1 等待加入 2 通话中 3 已结束）' });
const Ticket = Type.Object({
  roomId: Type.String({ title: '房间ID' }),
  status: Status,
  wsUrl: Type.String({ title: '信令 WebSocket 地址（本站同源路径，含一次性票据）' }),
  expiresAt: Type.String({ title: '票据过期时间' }),
});
const Member = Type.Object({
  userId: Type.String({ title: '人员ID' }),
  username: Type.String({ title: '姓名' }),
  organName: Type.String({ title: '所属单位' }),
  expert: Type.Integer({ title: '专家（1 是 0 否）' }),
  present: Type.Boolean({ title: '在通话中' }),
});
const Invitees = (title: string) => Type.Array(Id('人员ID'), { title, maxItems: VIDEO_MAX_INVITEES });

export const videoRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/approval/videoAccess',
    operationId: 'getVideoAccess',
    summary: '当前用户能否发起远程视频调度（管理员、单位领导或有执法人员菜单权限的人员）',
    access: 'session',
    data: Type.Object({ canStart: Type.Boolean({ title: '可发起' }) }),
    handler: async ({ db, user }) => ({ canStart: await mayStartRoom(db, user!) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/approval/lawEnforcement',
    operationId: 'lawEnforcement',
    summary: '发起远程视频调度：在事项或执法人员上开房间并邀请执法人员（被邀请人收到通知），返回房间与发起人的信令地址',
    access: 'session',
    body: Type.Object({
      subjectType: Type.Union([Type.Literal(VIDEO_SUBJECT_TYPES[0]), Type.Literal(VIDEO_SUBJECT_TYPES[1])], { title: '调度对象类型（task 事项 / officer 执法人员）' }),
      subjectId: Id('调度对象ID'),
      userIds: Invitees('邀请的执法人员'),
      expertIds: Type.Optional(Invitees('邀请的专家')),
    }),
    data: Type.Composite([Ticket, Type.Object({ title: Type.String({ title: '房间标题' }) })]),
    handler: async ({ body, db, config, user, audit }) => {
      const room = await openRoom(db, config, user!, body);
      audit.target = room.roomId;
      return room;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/approval/getWSUrl',
    operationId: 'getWsUrl',
    summary: '加入视频调度（成员）：记为在通话中，返回信令地址与票据',
    access: 'session',
    body: RoomRef,
    data: Ticket,
    handler: ({ body, db, config, user, audit }) => {
      audit.target = body.roomId;
      return joinRoom(db, config, user!, body.roomId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/approval/replaceWSUrl',
    operationId: 'replaceWsUrl',
    summary: '更换信令票据（在通话中的成员重连信令时使用）',
    access: 'session',
    audit: false,
    body: RoomRef,
    data: Ticket,
    handler: ({ body, db, config, user }) => renewTicket(db, config, user!, body.roomId),
  }),
  defineRoute({
    method: 'POST',
    url: '/approval/getRoomStatus',
    operationId: 'getRoomStatus',
    summary: '视频调度房间状态（成员；每 2 秒轮询，3 表示已结束）',
    access: 'session',
    graphql: 'query',
    audit: false,
    body: RoomRef,
    data: Type.Object({ roomId: Type.String({ title: '房间ID' }), status: Status, statusName: Type.String({ title: '状态名称' }) }),
    handler: ({ body, db, user }) => roomStatus(db, user!, body.roomId),
  }),
  defineRoute({
    method: 'POST',
    url: '/approval/getRoomInfo',
    operationId: 'getRoomInfo',
    summary: '视频调度房间信息与成员（成员）',
    access: 'session',
    graphql: 'query',
    audit: false,
    body: RoomRef,
    data: Type.Object({
      roomId: Type.String({ title: '房间ID' }),
      title: Type.String({ title: '房间标题' }),
      subjectType: Type.String({ title: '调度对象类型' }),
      subjectId: Type.String({ title: '调度对象ID' }),
      status: Status,
      statusName: Type.String({ title: '状态名称' }),
      creatorId: Type.String({ title: '发起人ID' }),
      creatorName: Type.String({ title: '发起人' }),
      mine: Type.Boolean({ title: '本人发起' }),
      expert: Type.Integer({ title: '本人为专家（1 是 0 否）' }),
      createdAt: Type.String({ title: '发起时间' }),
      members: Type.Array(Member, { title: '成员' }),
    }),
    handler: ({ body, db, user }) => roomInfo(db, user!, body.roomId),
  }),
  defineRoute({
    method: 'POST',
    url: '/approval/lawOffline',
    operationId: 'lawOffline',
    summary: '退出视频调度：成员本人退出（发起人可移出他人）；发起人退出即结束房间（状态 3）',
    access: 'session',
    body: Type.Object({
      expert: Type.Union([Type.Literal(0), Type.Literal(1)], { title: '专家（1 是 0 否）' }),
      roomId: Id('房间ID'),
      userId: Id('人员ID'),
    }),
    data: Type.Object({ roomId: Type.String({ title: '房间ID' }), status: Status }),
    handler: ({ body, db, user, audit }) => {
      audit.target = body.roomId;
      return leaveRoom(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/approval/endRoom',
    operationId: 'endRoom',
    summary: '结束视频调度（发起人）：房间状态变为 3，全部成员的对话框在下一次轮询时关闭',
    access: 'session',
    body: RoomRef,
    data: Type.Object({ roomId: Type.String({ title: '房间ID' }), status: Status }),
    handler: ({ body, db, user, audit }) => {
      audit.target = body.roomId;
      return endRoom(db, user!, body.roomId);
    },
  }),
];
