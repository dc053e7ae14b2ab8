/** Labels of running approval flows (works, tasks, circulation), shared by the server's replies and the client. */
import type { FlowMove, FlowPhase } from '../machines/approval-flow/types';

export const FLOW_MOVE_NAMES: Record<FlowMove, string> = {
  send: '发送',
  submit: '重新提交',
  approve: '同意',
  reject: '不同意',
  reback: '退回',
  transfer: '转办',
  forward: '转发',
  close: '办结',
  end: '终止',
  revoke: '撤回',
};

export const FLOW_PHASE_NAMES: Record<FlowPhase, string> = {
  draft: '草稿',
  inApproval: '审批中',
  approved: '已通过',
  rejected: '未通过（已退回发起人）',
  revoked: '已撤回',
  closed: '已终止',
};

export type FlowTaskStatus = 'pending' | 'done' | 'cancelled';
export const FLOW_TASK_STATUS_NAMES: Record<FlowTaskStatus, string> = { pending: '待办', done: '已办', cancelled: '已撤回' };

/** Where a step stands in the stepper of a work. */
export type FlowStepState = 'done' | 'current' | 'todo';

/** Business types of the inspection task list (getUserTodoTaskPageXJ): supervision checks, safety checks, re-inspections. */
export const XJ_BUSI_TYPES: readonly string[] = ['xfjdjc', 'aqjc', 'fcys'];

/** Business type of complaints and reports (getUserTodoReportTaskList). */
export const REPORT_BUSI_TYPE = 'tsjb';

/** The step name a circulation record shows for the starter's own send or submit. */
export const START_STEP_NAME = '发起';
