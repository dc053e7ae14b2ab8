/** Types of the approval-flow machine, shared by the server (which enforces) and the client (which shows). */
import type { FlowActionCode } from '../../constants/flow-labels';

/** What the machine needs of a definition step: its key, name and the actions its receiver may take. */
export interface FlowStepSpec {
  key: string;
  name: string;
  actions: readonly FlowActionCode[];
}

export interface FlowDefinitionSpec {
  /** Names the machine (the inspector shows it). */
  id: string;
  steps: readonly FlowStepSpec[];
}

/** The last hand-over: who gave the work to the current assignee, from which step (null: the starter's start). */
export interface Handover {
  fromStep: string | null;
  fromUserId: string;
}

export interface ApprovalFlowContext {
  starterId: string;
  /** Who must act now (null when nobody: draft, finished). */
  assigneeId: string | null;
  /** Who held each step before the work moved on (reback returns to them). */
  holders: Record<string, string>;
  /** The pending hand-over, which its giver may revoke until the receiver acts. */
  handover: Handover | null;
  /** The last opinion given (reject, reback, approve). */
  opinion: string | null;
}

export interface ApprovalFlowInput {
  starterId: string;
}

/** Every event names the person acting; the server fills it from the session, never from the client. */
interface Acting {
  actorId: string;
}

export type ApprovalFlowEvent =
  /** The starter sends a draft to the first step's receiver. */
  | ({ type: 'flow.send'; assigneeId: string; opinion?: string } & Acting)
  /** The starter sends again after a rejection or a revoke. */
  | ({ type: 'flow.submit'; assigneeId: string; opinion?: string } & Acting)
  /** Agree: to the next step's receiver (assigneeId), or approved after the last step. */
  | ({ type: 'flow.approve'; assigneeId?: string; opinion?: string } & Acting)
  | ({ type: 'flow.reject'; opinion: string } & Acting)
  /** Back to whoever held the previous step. */
  | ({ type: 'flow.reback'; opinion: string } & Acting)
  /** The giver of the pending hand-over takes the work back. */
  | ({ type: 'flow.revoke' } & Acting)
  /** To another person of the same unit, same step. */
  | ({ type: 'flow.transfer'; assigneeId: string; opinion?: string } & Acting)
  /** To a person of another unit, same step. */
  | ({ type: 'flow.forward'; assigneeId: string; opinion?: string } & Acting)
  /** 办结: finished here, approved. */
  | ({ type: 'flow.close'; opinion?: string } & Acting)
  /** 终止: stopped without an outcome. */
  | ({ type: 'flow.end'; opinion?: string } & Acting);

export type FlowEventType = ApprovalFlowEvent['type'];

/** Every action a person may be offered, including the starter's. */
export type FlowMove = 'send' | 'submit' | FlowActionCode | 'revoke';

/** Where a work stands, for display only: decisions go through the machine. */
export type FlowPhase = 'draft' | 'inApproval' | 'approved' | 'rejected' | 'revoked' | 'closed';

/** A work's state as the server stores it. */
export interface PersistedFlow {
  value: string | Record<string, string>;
  context: ApprovalFlowContext;
}
