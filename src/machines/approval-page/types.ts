/** Types of the guided approval page's machine: the work as the page shows it, and what a move sends. */
import type { FlowStepState } from '../../constants/flow-runtime';
import type { FlowMove } from '../approval-flow/types';

/** Which work the page shows: by its id, or by the business record it carries (notices carry either). */
export interface WorkQuery {
  flowWorkId?: string;
  busiTypeCode?: string;
  busiInstId?: string;
  /** The title a first send gives the work (business pages pass it). */
  title?: string;
}

export interface FlowStepView {
  key: string;
  name: string;
  state: FlowStepState;
  timeLimitHours: number | null;
}

/** What a move asks of the person making it, as the server's machine says (getFlowWorkInfo moveNeeds). */
export interface MoveNeed {
  move: FlowMove;
  moveName: string;
  receiver: boolean;
  opinion: boolean;
}

/** A work as getFlowWorkInfo answers for the caller; `exists` is false before the record was first sent. */
export interface ApprovalWork {
  id: string | null;
  exists: boolean;
  busiTypeCode: string;
  busiTypeName: string;
  busiInstId: string;
  title: string | null;
  version: number;
  definitionName: string;
  phase: string;
  phaseName: string;
  stepName: string | null;
  opinion: string | null;
  starterName: string | null;
  starterOrganName: string | null;
  assigneeName: string | null;
  createdAt: string | null;
  finishedAt: string | null;
  steps: FlowStepView[];
  /** Computed by the server's machine for the caller: the only moves the page offers. */
  allowedMoves: FlowMove[];
  /** What else the server lets the caller use on the page: 'talk' (任务交流), 'files' (附件). */
  allows: string[];
  moveNeeds: MoveNeed[];
}

/** What the move dialog collected. */
export interface MoveValues {
  assigneeId?: string;
  opinion?: string;
}

export interface MoveRequest {
  work: ApprovalWork;
  move: FlowMove;
  values: MoveValues;
  query: WorkQuery;
}

export interface ApprovalPageContext {
  query: WorkQuery;
  work?: ApprovalWork;
  /** The move whose dialog is open (or was, when a conflict closed it). */
  move?: FlowMove;
  /** The dialog's last submitted values, kept through a failure or a conflict. */
  draft: MoveValues;
  /** The server's message about the last submit (shown in the dialog), or why loading failed. */
  error?: string;
  /** Shown on the page when a conflict left the chosen move no longer allowed. */
  notice?: string;
}

export interface ApprovalPageInput {
  query: WorkQuery;
}

export type ApprovalPageEvent =
  | { type: 'move.choose'; move: FlowMove }
  | { type: 'move.cancel' }
  | { type: 'move.submit'; values: MoveValues }
  | { type: 'page.reload' };
