/**
 * Route name → screen, loaded on demand. Every catalogue page without an entry renders the
 * placeholder, which names the screen and its menu id.
 */
import { lazy } from 'react';
import Placeholder from './common/Placeholder';
import { resourceRouteNames, resourceScreenFor } from './resource';
import { statisticsRouteNames } from './statistics/views';
import type { ScreenComponent } from './types';
import { RegisterScreen } from './safety-inspection/RegisterScreen';

/**
 * Catalogue pages that show one work through its approval flow (?flowWorkId= or ?busiTypeCode=&busiInstId=).
 * personalResumptionSummary (个人履职汇总) is a summary list of its own (src/resources/personalResumptionSummary.resource.ts).
 */
const APPROVAL_ROUTES = [
  'spym',
  'dashboardSpym',
  'pfym',
  'fgym',
  'shym',
  'mySpym',
  'personalWorkApproval',
  'personalResumptionApproval',
  'personalResumptionAppeal',
] as const;
const ApprovalScreen = lazy(() => import('./common/approval/ApprovalScreen'));

/** 预审管理's hidden pages that are its tabs (提前审核（待审核）…): they open the list on that tab. */
const LEGAL_REVIEW_TAB_ROUTES = ['tqshDsh', 'tqshYsh', 'jzshDsh', 'jzshYsh', 'lashDsh', 'lashYsh'] as const;
const FzysTabScreen = lazy(() => import('./business/FzysTabScreen'));
const LegalReviewDetailScreen = lazy(() => import('./business/LegalReviewDetailScreen'));

/** 统计分析 (/tjfx): one declarative screen for every view (src/screens/statistics/views.ts). */
const StatisticsScreen = lazy(() => import('./statistics/StatisticsScreen'));

const RectifyNoticeScreen = lazy(() => import('./supervision/RectifyNoticeScreen'));
const CheckRecordScreen = lazy(() => import('./supervision/CheckRecordScreen'));
const EventHandleScreen = lazy(() => import('./supervision/EventHandleScreen'));
const SafetyHandleScreen = lazy(() => import('./safety-inspection/SafetyHandleScreen'));
const ComplaintMoveScreen = lazy(() => import('./complaints/ComplaintMoveScreen'));
const OtherReviewScreen = lazy(() => import('./review/OtherReviewScreen'));
const COMPLAINT_MOVE_ROUTES = ['beforehandler', 'reportProessing', 'jbtshcSend', 'jbtshcRecord'] as const;

const screens: Record<string, ScreenComponent> = {
  login: lazy(() => import('./login/LoginScreen')),
  notFound: lazy(() => import('./common/NotFoundScreen')),
  dashboard: lazy(() => import('./dashboard/DashboardScreen')),
  personalCenter: lazy(() => import('./common/personalCenter/PersonalCenterScreen')),
  editPassword: lazy(() => import('./common/editPassword/EditPasswordScreen')),
  // Role management (11110): the grant tree and the members are hand-written, the list is a resource.
  view: lazy(() => import('./system/roles/RoleGrantScreen')),
  member: lazy(() => import('./system/roles/RoleMemberScreen')),
  // 模板设置 (11410): the writ page adds its printed text, the .docx download and 签发 to the detail.
  checkDocument: lazy(() => import('./system/mbsz/CheckDocumentScreen')),
  // 流程定义 (11002): the flow editor with its live diagram, and the definition's paperwork and linked business.
  spbz: lazy(() => import('./system/lcgl/FlowStepsScreen')),
  glws: lazy(() => import('./system/lcgl/FlowPaperworkScreen')),
  glyw: lazy(() => import('./system/lcgl/FlowBusinessScreen')),
  // 状态机检查器 (11970, beyond the spec): the machines drawn, their live actors in this tab, a sandbox.
  machineInspector: lazy(() => import('./system/inspector/MachineInspectorScreen')),
  // 智能客服 (8800): the ask page under 问答知识库, and 客服统计.
  znkfZx: lazy(() => import('./smart-service/AskScreen')),
  znkfTj: lazy(() => import('./smart-service/StatisticsScreen')),
  // The guided approval page (one pattern for every approval, assignment and audit page of /xfjc).
  ...Object.fromEntries(APPROVAL_ROUTES.map((name) => [name, ApprovalScreen])),
  // Business records carried through their flows: each page adds where the record's flow stands.
  ...Object.fromEntries(LEGAL_REVIEW_TAB_ROUTES.map((name) => [name, FzysTabScreen])),
  fzysView: LegalReviewDetailScreen,
  fhck: LegalReviewDetailScreen,
  // 消防安全检查 (1030): the check record, and the two rectification notices of a task (common screens).
  yyslBl: lazy(() => import('./appointments/HandleAppointmentScreen')),
  // 街道工单 (5510): 转发社区.
  jdxfjcGdForward: lazy(() => import('./work-orders/ForwardWorkOrderScreen')),
  // 培训任务 (8400): 培训登记, each invited unit's attendance.
  pxrwDj: lazy(() => import('./training/HoldTrainingScreen')),
  // 待审核 (8500): 宣传审核 is the list's detail (src/resources/dsh.resource.ts); 题库审核 and 智能客服审核 are not built yet.
  dshTk: OtherReviewScreen,
  dshKf: OtherReviewScreen,
  xfaqjcDraw: lazy(() => import('./supervision/DrawScreen')),
  // 投诉受理 (8300) and 举报投诉核查 (1050): the moves of a complaint.
  ...Object.fromEntries(COMPLAINT_MOVE_ROUTES.map((name) => [name, ComplaintMoveScreen])),
  xfaqjcRecord: CheckRecordScreen,
  zlxqgztzs: RectifyNoticeScreen,
  // 大型活动检查 (1060): 办理 (the notice target dxNotDeal too) and 修改检查记录 (the task's check record); 移交受理's 生成任务.
  dxhdHandle: EventHandleScreen,
  dxNotDeal: EventHandleScreen,
  dxhdEditRecord: CheckRecordScreen,
  // 安全检查 (2999): 检查登记 / 未检查详情 / 已受理详情 (notice targets) are the application's page; 任务详情 is the
  // inspection task with its record; 基本信息登记 is the lists' registration form.
  checkUnchecked: SafetyHandleScreen,
  viewUnchecked: SafetyHandleScreen,
  accepted: SafetyHandleScreen,
  aqjcTaskDetail: CheckRecordScreen,
  jbxxdj: RegisterScreen,
  scrw: lazy(() => import('./supervision/HandoverGenerateScreen')),
  zlljgztzs: RectifyNoticeScreen,
  // Common screens of an inspection task: its printed record (full page), the unit's history, its other check records.
  jdjcxfjdjcjl: lazy(() => import('./supervision/RecordDocumentScreen')),
  projectDetail: lazy(() => import('./supervision/ProjectDetailScreen')),
  otherCheckRecord: lazy(() => import('./supervision/OtherCheckRecordScreen')),
  // 行政处罚 (3100): 案件办理, the case page with the form of each step the server allows.
  xzcfDetail: lazy(() => import('./penalty/PenaltyCaseScreen')),
  xzqzcsDetail: lazy(() => import('./seal-ups/SealUpScreen')),
  // 复查管理 (1070): fcxq and fcsqdj are siblings of the list fcsl, so the resource does not claim them.
  fcxq: lazy(() => import('./business/ReinspectionDetailScreen')),
  fcsqdj: lazy(() => import('./business/ReinspectionFormScreen')),
  personalResumptionSummary: lazy(() => import('./business/DutySummaryScreen')),
  // 消息中心: the 收件箱 / 已发送 tabs (src/resources/messageCenter.resource.ts) under a statistics panel, live.
  messageCenter: lazy(() => import('./common/message-centre/MessageCenterScreen')),
  sendMessage: lazy(() => import('./common/message-centre/SendMessageScreen')),
  msgDetails: lazy(() => import('./common/message-centre/MsgDetailsScreen')),
  // Wall screens: the public cockpit, its original variant (role 200) and the monitoring room (role 300).
  bigscreenNormal: lazy(() => import('./bigscreen/CockpitScreen')),
  bigscreenNormalOrigin: lazy(() => import('./bigscreen/CockpitOriginScreen')),
  bigscreen: lazy(() => import('./bigscreen/MonitoringRoomScreen')),
  // 执法轨迹 (under 执法人员 11330): track replay and track statistics.
  zfgj: lazy(() => import('./system/track/TrackViewerScreen')),
  ...Object.fromEntries(statisticsRouteNames().map((name) => [name, StatisticsScreen])),
};

/** A screen of its own wins; then the generic resource screens (src/resources/<route>.resource.ts). */
export function screenFor(routeName: string): ScreenComponent {
  return screens[routeName] ?? resourceScreenFor(routeName) ?? Placeholder;
}

/** Names of the routes that have a real screen. */
export function builtScreenNames(): string[] {
  return [...new Set([...Object.keys(screens), ...resourceRouteNames()])];
}

/** Names with a screen of their own (not the generic resource screens). */
export function ownScreenNames(): string[] {
  return Object.keys(screens);
}
