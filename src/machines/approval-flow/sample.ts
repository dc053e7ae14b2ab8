import type { FlowDefinitionSpec } from './types';

/** A three-step definition (复查申请) the inspector draws when no real definition is chosen. */
export const SAMPLE_FLOW: FlowDefinitionSpec = {
  id: '复查申请（示例）',
  steps: [
    { key: 'handle', name: '大队承办', actions: ['approve', 'transfer', 'forward', 'end'] },
    { key: 'leader', name: '大队领导审批', actions: ['approve', 'reject', 'reback', 'transfer', 'close'] },
    { key: 'audit', name: '支队审核', actions: ['approve', 'reject', 'reback'] },
  ],
};
