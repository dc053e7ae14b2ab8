/**
 * The rules of 大型活动检查 (1060) and 移交受理 (2400) the server runs and the tests check without a database:
 * which moves a row allows its caller, the inspection's due date against the event's start, the conclusion.
 */
import { chinaDateOf } from './working-days';

export interface EventState {
  status: string;
  taskStatus: string | null;
  taskAgentId: string | null;
  taskAssistantId: string | null;
}

/** The moves of 办理: 受理 a registered event, 下发检查任务 once accepted, 办结 once the task is checked. */
export type EventMove = 'accept' | 'dispatch' | 'conclude';

export function eventMoves(row: EventState): EventMove[] {
  if (row.status === 'registered') return ['accept'];
  if (row.status === 'accepted') return ['dispatch'];
  if (row.status === 'inspecting' && (row.taskStatus === 'checked' || row.taskStatus === 'closed')) return ['conclude'];
  return [];
}

export const EVENT_MOVE_REFUSALS: Record<EventMove, string> = {
  accept: '只有待受理的大型活动可以受理',
  dispatch: '只有已受理、未下发检查任务的大型活动可以下发检查任务',
  conclude: '检查任务填写检查记录后才能办结',
};

/** Row actions in the order shown; each needs its catalogue button (`holds`). */
export function eventActions(row: EventState, userId: string, holds: (key: string) => boolean): string[] {
  const actions: string[] = [];
  if (holds('view')) actions.push('view');
  if (holds('handle') && eventMoves(row).length) actions.push('handle', ...eventMoves(row));
  const officer = userId === row.taskAgentId || userId === row.taskAssistantId;
  if (holds('editRecord') && row.status === 'inspecting' && row.taskStatus === 'accepted' && officer) actions.push('editRecord');
  if (row.status === 'registered') actions.push('edit', 'delete');
  return actions;
}

/** The check is due before the event starts: the due date is a China date before the start's. */
export function eventDueProblem(endDate: string, startAt: string | Date): string | null {
  const start = chinaDateOf(new Date(startAt));
  return endDate < start ? null : `截止日期须早于活动开始日期${start}`;
}

/** A qualified check lets the event be held; any other result refuses it (its notices are the task's). */
export const eventConclusion = (checkResult: string | null): 'passed' | 'failed' => (checkResult === 'qualified' ? 'passed' : 'failed');

export interface HandoverState {
  status: string;
  receiverOrganId: string;
}

/** 受理 and 退回 belong to the receiving brigade while the handover waits. */
export function handoverActions(row: HandoverState, unitId: string, holds: (key: string) => boolean): string[] {
  const actions = ['view'];
  if (row.status === 'pending' && row.receiverOrganId === unitId) {
    if (holds('accept')) actions.push('accept');
    if (holds('back')) actions.push('back');
  }
  return actions;
}
