/** Labels of approval-flow definitions (lcgl), shared by the server's replies and the client's options. */
import { FLOW_STATUS_OPTIONS } from './options';

export type FlowDefinitionStatus = 'draft' | 'enabled' | 'disabled';
export type FlowReceiverKind = 'level' | 'organ' | 'role' | 'leader';

export const FLOW_STATUS_NAMES = Object.fromEntries(FLOW_STATUS_OPTIONS.map((o) => [o.value, o.label])) as Record<FlowDefinitionStatus, string>;

/** Badge colours of the definition states. */
export const FLOW_STATUS_COLORS = Object.fromEntries(FLOW_STATUS_OPTIONS.map((o) => [o.value, o.color])) as Record<FlowDefinitionStatus, string>;

export { FLOW_STATUS_OPTIONS };

/** What a receiver of a step may do with the work, in the order the buttons show. */
export const FLOW_ACTION_NAMES = {
  approve: '同意',
  reject: '不同意',
  reback: '退回',
  transfer: '转办',
  forward: '转发',
  close: '办结',
  end: '终止',
} as const;

export type FlowActionCode = keyof typeof FLOW_ACTION_NAMES;
export const FLOW_ACTIONS = Object.keys(FLOW_ACTION_NAMES) as FlowActionCode[];

export const FLOW_RECEIVER_KIND_NAMES: Record<FlowReceiverKind, string> = {
  level: '按单位层级',
  organ: '指定单位',
  role: '指定角色',
  leader: '发送人单位领导',
};

/** Organisation levels a `level` receiver names (0 ministry bureau … 6 other). */
export const ORGAN_LEVEL_NAMES: Record<number, string> = { 0: '部局', 1: '总队', 2: '支队', 3: '大队', 4: '中队', 5: '派出所', 6: '其他' };
