/** Every state machine of the client, for the inspector page that draws them. */
import type { AnyStateMachine } from 'xstate';
import { sessionMachine } from './session';
import { tagsViewMachine } from './tags-view';
import { resourceListMachine } from './resource-list';
import { resourceFormMachine } from './resource-form';
import { createApprovalFlowMachine } from './approval-flow';
import { SAMPLE_FLOW } from './approval-flow/sample';
import { approvalPageMachine } from './approval-page';
import { socketHeartbeatMachine } from './socket-heartbeat';
import { videoRoomMachine } from './video-room';
import { trackViewerMachine } from './track-viewer';
import { yearRangeMachine } from './year-range';

export interface MachineEntry {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
}

export const machineRegistry: MachineEntry[] = [
  {
    id: 'session',
    title: '会话',
    description:
      '登录流程：无令牌 → 登录 → 加载用户信息（菜单与按钮权限）→ 就绪；登录或加载失败时重置令牌并返回登录页；退出登录或会话过期（408）时清除本地存储与令牌并关闭全部标签页；需修改密码时每 2 秒至多提醒一次。',
    machine: sessionMachine,
  },
  {
    id: 'tagsView',
    title: '标签页',
    description:
      '主区域已访问的标签页：打开、激活、关闭、关闭其他、关闭左侧、关闭右侧、关闭全部、刷新、固定与取消固定；首页与已固定的标签不可关闭，关闭当前标签时激活相邻标签。',
    machine: tagsViewMachine,
  },
  {
    id: 'resourceList',
    title: '资源列表',
    description:
      '通用列表：加载 → 有数据 | 暂无数据 | 出错；查询条件（查询、重置）、分页（每页 10/20/50/100，记住页码与条数）、排序、勾选；需确认的操作先弹出提示（确定 / 取消），执行成功提示“操作成功”并刷新。',
    machine: resourceListMachine,
  },
  {
    id: 'resourceForm',
    title: '资源表单',
    description:
      '通用表单：（编辑时）加载记录 → 编辑 → 校验 → 提交 → 完成；服务器拒绝时显示其消息并保留全部输入；数据已被他人修改（409）时保留输入并提示，可重新加载。',
    machine: resourceFormMachine,
  },
  {
    id: 'approvalFlow',
    title: '审批流程',
    description:
      '由流程定义生成：草稿 → 逐步审批（每一步只有定义允许的操作：同意、不同意、退回、转办、转发、办结、终止）→ 已通过 | 不同意 | 已撤回 | 已终止；只有当前办理人可以操作，发送人在接收人办理前可以撤回，退回不能从第一步发起，不同意和退回必须填写意见。服务端用同一状态机判断每次操作是否允许。',
    machine: createApprovalFlowMachine(SAMPLE_FLOW),
  },
  {
    id: 'approvalPage',
    title: '审批页面',
    description:
      '审批、待办审批、派发、分工、审核等页面：加载事项 → 就绪（只显示服务端状态机允许当前用户的操作）→ 选择操作并填写（办理人、审批意见）→ 提交 → 提示“操作成功”并重新加载事项，同时刷新首页待办数量与任务列表；服务器拒绝时保留对话框与输入并显示原因；他人已先办理（409）时提示并重新加载事项，仍可办理则重新打开对话框并保留已填写的意见；加载失败可重新加载。',
    machine: approvalPageMachine,
  },
  {
    id: 'socketHeartbeat',
    title: '通知连接',
    description:
      '登录后保持一条通知连接（graphql-ws）：连接中 → 已连接（每 28 秒发送一次心跳，28 秒内未收到回应即关闭连接；同时接收新通知）→ 已关闭 → 5 秒后重连；每次（重新）连接成功都刷新未读数量和消息列表，断线期间的通知不会遗漏；浏览器离线时立即关闭、恢复联网后立即重连；登录失效时不再重连。',
    machine: socketHeartbeatMachine,
  },
  {
    id: 'yearRange',
    title: '年份范围',
    description:
      '年份范围选择：未选择 → 点击第一个年份后为选择中 → 点击第二个年份后为已选择，较小的年份为开始年份；一次显示 20 年（两栏各 10 年），可前后翻页；手动输入必须为数字，否则恢复为上一个有效年份；方向键移动焦点年份，回车选择，Esc 取消正在进行的选择。',
    machine: yearRangeMachine,
  },
  {
    id: 'trackViewer',
    title: '执法轨迹',
    description:
      '执法轨迹回放：未选择执法人员时查询提示“请选择执法人员”；查询 → 加载轨迹点 → 显示轨迹（绿色轨迹线、起点与终点）| 暂无轨迹 | 出错（可重试）；显示后可播放（每 200 毫秒前进一个上报点，到最后一个点自动暂停，在终点再播放从头开始）、暂停和拖动时间滑块定位。',
    machine: trackViewerMachine,
  },
  {
    id: 'videoRoom',
    title: '视频调度房间',
    description:
      '远程视频调度的一方：加入（取得信令票据并打开摄像头）→ 通话中（每 2 秒查询一次房间状态，状态 3 表示已结束并关闭对话框；信令中断时换票重连）；退出时调用 lawOffline 后关闭；发起人可结束调度；连续 3 次查询失败进入出错状态（可重试、退出或关闭）。',
    machine: videoRoomMachine,
  },
];

export function findMachine(id: string): MachineEntry | undefined {
  return machineRegistry.find((entry) => entry.id === id);
}
