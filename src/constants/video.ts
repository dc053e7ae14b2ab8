/**
 * Remote video dispatch (远程视频调度, /approval/lawEnforcement, getWSUrl, replaceWSUrl, getRoomStatus,
 * lawOffline, endRoom): room status values, limits, timings and messages, shared by server and client.
 * See server/routes/video/VIDEO_API.md.
 */

/** Room status (spec document 2 §4: 3 ends the call and closes the dialog; the others are this design's). */
export const VIDEO_ROOM_STATUS = { waiting: 1, live: 2, ended: 3 } as const;
export type VideoRoomStatus = (typeof VIDEO_ROOM_STATUS)[keyof typeof VIDEO_ROOM_STATUS];
export const VIDEO_ROOM_STATUS_NAMES: Readonly<Record<number, string>> = { 1: '等待加入', 2: '通话中', 3: '已结束' };

/** What a room is opened on. */
export const VIDEO_SUBJECT_TYPES = ['task', 'officer'] as const;
export type VideoSubjectType = (typeof VIDEO_SUBJECT_TYPES)[number];

/** Mesh WebRTC (every member sends to every other): a small room only. Invitees besides the creator. */
export const VIDEO_MAX_INVITEES = 5;
/** A signalling ticket only has to last until the socket opens; replaceWSUrl gives a new one. */
export const VIDEO_TICKET_TTL_MS = 60_000;
/** The signalling socket's path on the server's origin (wsUrl is this path with ?ticket=). */
export const VIDEO_SIGNAL_PATH = '/video/signal';
/** Consecutive failed status polls before the dialog shows its error state. */
export const ROOM_POLL_MAX_FAILURES = 3;
/** Wait before the signalling socket reconnects with a renewed ticket (not in the spec). */
export const VIDEO_RECONNECT_DELAY_MS = 2_000;
/** How long the "the dispatch has ended" notice stays. */
export const VIDEO_ENDED_NOTICE_MS = 3_000;
/** Close codes of the signalling socket: the member left, was replaced by a newer socket, or the room ended. */
export const VIDEO_SIGNAL_CLOSE = { left: 4000, replaced: 4001, ended: 4002 } as const;
/** ICE servers of the peer connections: none on one network; add STUN/TURN for calls across NATs. */
export const VIDEO_ICE_SERVERS: readonly { urls: string | string[] }[] = [];
/** A signalling message larger than this is dropped (SDP offers are a few kB). */
export const VIDEO_SIGNAL_MAX_BYTES = 64 * 1024;
/** Across instances (Redis): each instance says it is alive this often; a member whose instance has not said so within the TTL is not offered as a peer. */
export const VIDEO_INSTANCE_HEARTBEAT_MS = 5_000;
export const VIDEO_INSTANCE_TTL_MS = 15_000;
/** A room's member list in Redis is dropped this long after its last change (an ended room's is dropped at once). */
export const VIDEO_ROOM_MEMBERS_TTL_MS = 24 * 3_600_000;

/** Notice category of an invitation; the notice's taskId is the room id. */
export const VIDEO_NOTICE_CATEGORY = 'video';
/** The query parameter that opens the room dialog on any page (a notice's target). */
export const VIDEO_ROOM_QUERY_KEY = 'videoRoom';

export const VideoMessages = {
  notAllowed: '您没有发起远程视频调度的权限',
  notMember: '您不是该视频调度的成员',
  roomNotFound: '视频调度不存在',
  roomEnded: '视频调度已结束',
  noInvitees: '请选择要邀请的执法人员',
  tooManyInvitees: `邀请人数不能超过${VIDEO_MAX_INVITEES}人`,
  unknownInvitee: (id: string) => `被邀请人员${id}不存在或已停用`,
  inviteSelf: '不能邀请自己',
  taskNotFound: '事项不存在',
  officerNotFound: '执法人员不存在',
  onlyCreatorEnds: '只有发起人可以结束视频调度',
  onlyCreatorRemoves: '只能退出本人的视频调度',
  memberNotFound: '该人员不在视频调度中',
  title: (subject: string) => `远程视频调度：${subject}`,
  noticeTitle: (creator: string, subject: string) => `${creator}邀请您加入远程视频调度：${subject}`,
  noticeContent: '请点击加入视频调度',
} as const;
