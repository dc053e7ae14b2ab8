/**
 * The pure rules of an inspection task (监督检查任务): which moves a person may make in which state, what
 * state a move leads to, and the statistics fact a task stands for. No database, no React: tested alone.
 */
import type { InspectionTaskFact } from '../statistics/fact-writes';

export type TaskStatus = 'dispatched' | 'accepted' | 'checked' | 'closed';
export type CheckResult = 'qualified' | 'immediate' | 'deadline' | 'referral';
export type TaskMove = 'accept' | 'record' | 'issueDeadlineNotice' | 'close';

export interface TaskState {
  status: string;
  agentId: string;
  assistantHandlerId: string;
  checkResult: string | null;
  /** Whether the task's 责令限期改正通知书 has been issued. */
  deadlineNoticeIssued: boolean;
}

const NEXT: Record<TaskMove, { from: TaskStatus; to: TaskStatus }> = {
  accept: { from: 'dispatched', to: 'accepted' },
  record: { from: 'accepted', to: 'checked' },
  issueDeadlineNotice: { from: 'checked', to: 'checked' },
  close: { from: 'checked', to: 'closed' },
};

/** The two officers of the task carry it out; nobody else moves it. */
export const isOfficerOf = (task: Pick<TaskState, 'agentId' | 'assistantHandlerId'>, userId: string) =>
  task.agentId === userId || task.assistantHandlerId === userId;

/** Whether the task's state lets the move happen at all (whoever asks). */
export function stateAllows(task: TaskState, move: TaskMove): boolean {
  if (task.status !== NEXT[move].from) return false;
  if (move === 'issueDeadlineNotice') return task.checkResult === 'deadline' && !task.deadlineNoticeIssued;
  // A 限期改正 check is closed only once its notice is issued (the re-inspection follows it).
  if (move === 'close') return task.checkResult !== 'deadline' || task.deadlineNoticeIssued;
  return true;
}

/** The moves `userId` may make now: one of the task's two officers, in a state that allows the move. */
export function movesFor(task: TaskState, userId: string): TaskMove[] {
  if (!isOfficerOf(task, userId)) return [];
  return (Object.keys(NEXT) as TaskMove[]).filter((move) => stateAllows(task, move));
}

/** The state after a move; the refusal's words when the state does not allow it. */
export function statusAfter(task: TaskState, move: TaskMove): { status: TaskStatus } | { problem: string } {
  if (!stateAllows(task, move)) return { problem: MOVE_REFUSED[move] };
  return { status: NEXT[move].to };
}

export const MOVE_REFUSED: Record<TaskMove, string> = {
  accept: '只有待接收的任务可以接收',
  record: '只有已接收、未检查的任务可以填写检查记录',
  issueDeadlineNotice: '只有检查结果为责令限期改正且尚未签发通知书的任务可以签发责令限期改正通知书',
  close: '只有已检查的任务可以办结（责令限期改正的须先签发通知书）',
};

/** Two different officers: the rule of every inspection. */
export function officersProblem(agentId: string, assistantHandlerId: string): string | null {
  return agentId === assistantHandlerId ? '主办人和协办人不能是同一人' : null;
}

/** The statistics' source of a task's source (campaigns and appointments count as planned work, handovers as industry). */
const FACT_SOURCE: Record<string, InspectionTaskFact['source']> = {
  plan: 'plan', random: 'random', campaign: 'plan', complaint: 'complaint', event: 'event', handover: 'industry', appointment: 'plan', reinspection: 'reinspection',
};

export interface FactSource {
  id: string;
  organId: string;
  createdByOrganId: string;
  agentId: string;
  companyId: string;
  source: string;
  status: string;
  overdue: boolean;
  checkResult: string | null;
  causeId: string | null;
  hazards: readonly unknown[];
  createdAt: Date;
  checkedAt: Date | null;
}

/** The fact row of a task: pending until checked (overdue when marked so), then done with its result. */
export function factOf(task: FactSource): InspectionTaskFact {
  const checked = task.status === 'checked' || task.status === 'closed';
  return {
    id: task.id,
    organId: task.organId,
    userId: task.agentId,
    companyId: task.companyId,
    source: FACT_SOURCE[task.source] ?? 'plan',
    status: checked ? 'done' : task.overdue ? 'overdue' : 'pending',
    result: checked ? (task.checkResult === 'qualified' ? 'qualified' : 'unqualified') : null,
    causeId: checked && task.checkResult !== 'qualified' ? task.causeId : null,
    hazards: checked ? task.hazards.length : 0,
    issuedByOrganId: task.createdByOrganId === task.organId ? null : task.createdByOrganId,
    departmentId: null,
    createdAt: task.createdAt,
    checkedAt: checked ? task.checkedAt : null,
  };
}
