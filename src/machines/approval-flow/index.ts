export { createApprovalFlowMachine, stepStateId, type ApprovalFlowMachine } from './approval-flow.machine';
export { allowedMoves, approveFinishes, FLOW_MOVES, MOVE_NEEDS, moveEvent, persist, phaseOf, stepKeyOf, type FlowSnapshot } from './moves';
export { applyMove, restoreFlow, startFlow } from './engine';
export type * from './types';
