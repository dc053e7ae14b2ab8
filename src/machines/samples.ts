/**
 * A sample for each machine of the registry: the input a copy starts with and a payload for every event it
 * may receive, including the done/error events of its invoked actors and its delayed events, which the
 * inspector's sandbox sends by hand. The coverage tests (tests/machines/coverage/) walk from the same data.
 */
import type { AnyStateMachine } from 'xstate';
import { afterEventOf, doneEventOf, errorEventOf } from './actor-events';
import type { ApprovalWork } from './approval-page';
import { findMachine } from './registry';

export type EventPayload = Record<string, unknown>;

export interface MachineSample {
  /** The input a copy of the machine starts with. */
  input?: unknown;
  /** A payload (the event without `type`) for each event type, keyed by type. */
  events: Record<string, EventPayload>;
  /** Side effects replaced in a copy (toasts); invoked actors are replaced by the sandbox itself. */
  implementations?: { actions?: Record<string, () => void> };
}

const machineOf = (id: string): AnyStateMachine => {
  const entry = findMachine(id);
  if (!entry) throw new Error(`no machine ${id} in the registry`);
  return entry.machine;
};

/** The done and error events of the actor that `statePath` invokes. */
function actorEnd(machine: AnyStateMachine, statePath: string, output: unknown, message: string): Record<string, EventPayload> {
  return { [doneEventOf(machine, statePath)]: { output }, [errorEventOf(machine, statePath)]: { error: { message } } };
}

const silent = () => undefined;

const USER = { userId: 'u-sample', userCode: 'sample', name: '示例用户', unitId: 'o-sample' };

function sessionSample(): MachineSample {
  const machine = machineOf('session');
  return {
    input: undefined,
    events: {
      'login.submit': { account: 'sample', password: '示例密码' },
      'session.logout': {},
      'session.expired': { message: '登录已过期，请重新登录' },
      'session.passwordChanged': {},
      'session.profileUpdated': { userInfo: { ...USER, name: '示例用户（已修改）' } },
      'session.remindPassword': {},
      ...actorEnd(machine, 'authenticating', { token: 'sample-token', ...USER, needChangePassword: false }, '用户名或密码错误'),
      ...actorEnd(machine, 'loadingUser', { userInfo: USER, roles: [], roleList: [{ roleId: 'r-sample', roleName: '示例角色' }], menuIds: [1, 100], buttonIds: [], needChangePassword: false }, '加载用户信息失败'),
      ...actorEnd(machine, 'failing', undefined, '清除登录信息失败'),
      ...actorEnd(machine, 'loggingOut', undefined, '退出登录失败'),
      ...actorEnd(machine, 'expiring', undefined, '清除登录信息失败'),
      [afterEventOf(machine, 'ready.reminderCooldown')]: {},
    },
  };
}

const USERS_PAGE = '/system/zhgl/yhgl';

const tagsViewSample = (): MachineSample => ({
  input: { affixTabs: [{ fullPath: '/dashboard', name: 'dashboard', title: '首页' }] },
  events: {
    'tags.open': { tab: { fullPath: USERS_PAGE, name: 'yhgl', title: '用户管理' } },
    'tags.activate': { fullPath: '/dashboard' },
    'tags.close': { fullPath: USERS_PAGE },
    'tags.closeOthers': { fullPath: '/dashboard' },
    'tags.closeLeft': { fullPath: USERS_PAGE },
    'tags.closeRight': { fullPath: '/dashboard' },
    'tags.closeAll': {},
    'tags.refresh': { fullPath: USERS_PAGE },
    'tags.pin': { fullPath: USERS_PAGE },
    'tags.unpin': { fullPath: USERS_PAGE },
    'tags.reset': {},
  },
});

export const SAMPLE_ROWS = [
  { id: '1', name: '示例记录一' },
  { id: '2', name: '示例记录二' },
];

function resourceListSample(): MachineSample {
  const machine = machineOf('resourceList');
  return {
    input: { name: 'sample', rowKey: 'id', defaultFilters: {}, pageSizes: [10, 20, 50, 100] },
    events: {
      'list.reload': {},
      'filters.apply': { filters: { name: '示例' } },
      'filters.reset': {},
      'page.change': { current: 2 },
      'page.resize': { size: 20 },
      'sort.change': { sort: { field: 'name', order: 'desc' } },
      'selection.toggle': { id: '1' },
      'selection.all': {},
      'selection.clear': {},
      'action.request': { key: 'delete', rows: [SAMPLE_ROWS[0]], confirm: '确定删除所选记录吗？' },
      'confirm.accept': {},
      'confirm.cancel': {},
      'notice.dismiss': {},
      ...actorEnd(machine, 'loading', { rows: SAMPLE_ROWS, total: 2 }, '网络异常'),
      ...actorEnd(machine, 'acting', undefined, '删除失败'),
    },
    implementations: { actions: { notifySuccess: silent } },
  };
}

function resourceFormSample(): MachineSample {
  const machine = machineOf('resourceForm');
  const values = { name: '示例名称' };
  return {
    input: { mode: 'edit', id: '1', defaults: { name: '' } },
    events: {
      'form.submit': { values },
      'form.retry': {},
      'form.reload': {},
      'form.dismiss': {},
      ...actorEnd(machine, 'loading', { row: { id: '1', version: 1, ...values }, values }, '记录不存在'),
      [doneEventOf(machine, 'validating')]: { output: values },
      [errorEventOf(machine, 'validating')]: { error: { path: 'name', message: '名称不能为空' } },
      [doneEventOf(machine, 'submitting')]: { output: { id: '1' } },
      [errorEventOf(machine, 'submitting')]: { error: { code: 409, message: '数据已被他人修改，请刷新后重试' } },
    },
    implementations: { actions: { notifySuccess: silent } },
  };
}

const approvalFlowSample = (): MachineSample => ({
  input: { starterId: 'u-starter' },
  events: {
    'flow.send': { actorId: 'u-starter', assigneeId: 'u-handler' },
    'flow.submit': { actorId: 'u-starter', assigneeId: 'u-handler' },
    'flow.approve': { actorId: 'u-handler', assigneeId: 'u-leader', opinion: '同意' },
    'flow.reject': { actorId: 'u-leader', opinion: '材料不全' },
    'flow.reback': { actorId: 'u-leader', opinion: '请补充材料' },
    'flow.revoke': { actorId: 'u-starter' },
    'flow.transfer': { actorId: 'u-handler', assigneeId: 'u-colleague' },
    'flow.forward': { actorId: 'u-handler', assigneeId: 'u-other-unit' },
    'flow.close': { actorId: 'u-leader', opinion: '办结' },
    'flow.end': { actorId: 'u-starter' },
  },
});

export const SAMPLE_WORK: ApprovalWork = {
  id: 'w-sample',
  exists: true,
  busiTypeCode: 'fcsq',
  busiTypeName: '复查申请',
  busiInstId: 'b-sample',
  title: '示例事项',
  version: 1,
  definitionName: '复查申请（示例）',
  phase: 'inApproval',
  phaseName: '审批中',
  stepName: '大队承办',
  opinion: null,
  starterName: '示例发起人',
  starterOrganName: '示例大队',
  assigneeName: '示例用户',
  createdAt: '2026-05-04T10:00:00+08:00',
  finishedAt: null,
  steps: [{ key: 'handle', name: '大队承办', state: 'current', timeLimitHours: null }],
  allows: ['talk', 'files'],
  allowedMoves: ['approve'],
  moveNeeds: [{ move: 'approve', moveName: '同意', receiver: true, opinion: false }],
};

function approvalPageSample(): MachineSample {
  const machine = machineOf('approvalPage');
  return {
    input: { query: { flowWorkId: 'w-sample' } },
    events: {
      'page.reload': {},
      'move.choose': { move: 'approve' },
      'move.cancel': {},
      'move.submit': { values: { assigneeId: 'u-leader', opinion: '同意' } },
      ...actorEnd(machine, 'loading', SAMPLE_WORK, '事项不存在'),
      [doneEventOf(machine, 'submitting')]: { output: null },
      [errorEventOf(machine, 'submitting')]: { error: { code: 409, message: '该事项已被他人办理' } },
      ...actorEnd(machine, 'reloading', { ...SAMPLE_WORK, version: 2, allowedMoves: [] }, '事项不存在'),
      ...actorEnd(machine, 'conflict', { ...SAMPLE_WORK, version: 2 }, '事项不存在'),
    },
    implementations: { actions: { announceSuccess: silent } },
  };
}

function socketHeartbeatSample(): MachineSample {
  const machine = machineOf('socketHeartbeat');
  const notice = {
    id: 'n-sample', receiverId: 'u-sample', title: '示例通知', content: '您有一条新的待办任务', time: '2026-05-04 10:00:00', visited: false,
    templateCategory: null, category: null, taskCategoryName: null, taskCategory: null, taskId: null, taskDetailId: null, caseTransId: null,
    caseProjectId: null, busiInstId: null, busiTypeCode: null, busiTypeName: null, approveAction: null, flowWorkId: null, hasNextTask: null,
  };
  return {
    events: {
      'socket.opened': {},
      'socket.pong': {},
      'socket.notice': { notice },
      'socket.closed': { code: 1006, reason: '网络中断' },
      'socket.refused': { message: '登录已过期，请重新登录' },
      'link.online': {},
      'link.offline': {},
      [afterEventOf(machine, 'link.connecting')]: {},
      [afterEventOf(machine, 'link.open.heartbeat.waiting')]: {},
      [afterEventOf(machine, 'link.open.heartbeat.awaitingPong')]: {},
      [afterEventOf(machine, 'closed.waitingToReconnect')]: {},
    },
  };
}

const yearRangeSample = (): MachineSample => ({
  input: { currentYear: 2026 },
  events: {
    'year.pick': { year: 2025 },
    'year.focus': { year: 2023 },
    'focus.move': { delta: 1 },
    'focus.pick': {},
    'selection.cancel': {},
    'page.previous': {},
    'page.next': {},
    'input.change': { field: 'start', text: '2024' },
    'input.commit': { field: 'start' },
    'range.set': { start: 2024, end: 2026 },
    'range.clear': {},
  },
});

function trackViewerSample(): MachineSample {
  const machine = machineOf('trackViewer');
  const points = [
    { longitude: 114.05, latitude: 22.54, time: '2026-05-04T12:00:00.000Z' },
    { longitude: 114.051, latitude: 22.541, time: '2026-05-04T12:00:30.000Z' },
    { longitude: 114.052, latitude: 22.541, time: '2026-05-04T12:01:00.000Z' },
  ];
  return {
    events: {
      'track.query': { query: { userId: 'u-sample', date: '2026-05-04 20:00:00', dateEnd: '2026-05-04 22:00:00' } },
      'track.retry': {},
      'playback.play': {},
      'playback.pause': {},
      'playback.seek': { index: 1 },
      ...actorEnd(machine, 'loading', points, '网络连接异常'),
      [afterEventOf(machine, 'shown.playing')]: {},
    },
    implementations: { actions: { warnMissingOfficer: silent, announceEmpty: silent } },
  };
}

function videoRoomSample(): MachineSample {
  const machine = machineOf('videoRoom');
  return {
    input: { roomId: 'room-sample', userId: 'u-sample', expert: 0, creator: true },
    events: {
      'room.leave': {},
      'room.end': {},
      'room.retry': {},
      'room.close': {},
      'media.toggleMic': {},
      'media.toggleCamera': {},
      'call.opened': {},
      'call.lost': {},
      'call.ended': {},
      ...actorEnd(machine, 'joining', { wsUrl: '/video/signal?ticket=sample' }, '视频调度已结束'),
      ...actorEnd(machine, 'live.poll.checking', { status: 2 }, '网络异常'),
      ...actorEnd(machine, 'live.call.renewing', { wsUrl: '/video/signal?ticket=renewed' }, '网络异常'),
      ...actorEnd(machine, 'live.control.ending', { status: 3 }, '结束视频调度失败'),
      ...actorEnd(machine, 'leaving', { status: 1 }, '网络异常'),
      [afterEventOf(machine, 'live.poll.waiting')]: {},
      [afterEventOf(machine, 'live.call.reconnecting')]: {},
    },
  };
}

const builders: Record<string, () => MachineSample> = {
  trackViewer: trackViewerSample,
  session: sessionSample,
  tagsView: tagsViewSample,
  resourceList: resourceListSample,
  resourceForm: resourceFormSample,
  approvalFlow: approvalFlowSample,
  approvalPage: approvalPageSample,
  socketHeartbeat: socketHeartbeatSample,
  videoRoom: videoRoomSample,
  yearRange: yearRangeSample,
};

const built = new Map<string, MachineSample>();

/** The sample of a registry entry; undefined for a machine that has none yet. */
export function sampleFor(id: string): MachineSample | undefined {
  const build = builders[id];
  if (!build) return undefined;
  if (!built.has(id)) built.set(id, build());
  return built.get(id);
}

/** The registry ids that have a sample. */
export const sampledMachineIds = () => Object.keys(builders);
