/**
 * The rules of 安全检查 (aqjc 2999) the server runs and the tests check without a database: which moves an
 * application allows, what 办结 makes of the check's result, and the due date of a dispatched task.
 */

/** notifyStatus of the spec: 0 承诺制 (permit on the spot, verified later), 1 非承诺制 (inspected first). */
export const COMMITMENT = 0;
export const STANDARD = 1;

export interface SafetyInspectionState {
  notifyStatus: number;
  status: string;
  taskId: string | null;
  taskStatus: string | null;
  taskAgentId: string | null;
  taskAssistantId: string | null;
}

/** 下发检查任务 (the inspection, or the verification of a commitment) and 办结 once the task is checked. */
export type SafetyMove = 'dispatch' | 'conclude';

const checked = (taskStatus: string | null) => taskStatus === 'checked' || taskStatus === 'closed';

export function safetyMoves(row: SafetyInspectionState): SafetyMove[] {
  const waiting = row.notifyStatus === COMMITMENT ? 'permitted' : 'accepted';
  const inspecting = row.notifyStatus === COMMITMENT ? 'verifying' : 'inspecting';
  if (row.status === waiting && !row.taskId) return ['dispatch'];
  if (row.status === inspecting && checked(row.taskStatus)) return ['conclude'];
  return [];
}

export const SAFETY_MOVE_REFUSALS: Record<SafetyMove, string> = {
  dispatch: '只有待检查（承诺制为已许可待核查）的申请可以下发检查任务',
  conclude: '检查任务填写检查记录后才能办结',
};

/** Row actions in the order shown; each needs its catalogue button (`holds`). */
export function safetyActions(row: SafetyInspectionState, userId: string, holds: (key: string) => boolean): string[] {
  const actions: string[] = [];
  if (holds('view')) actions.push('view');
  const moves = safetyMoves(row);
  if (holds('handle') && moves.length) actions.push('handle', ...moves);
  const officer = userId === row.taskAgentId || userId === row.taskAssistantId;
  if (row.taskId && row.taskStatus === 'accepted' && officer) actions.push('editRecord');
  if (row.taskId) actions.push('task');
  return actions;
}

/**
 * 办结 from the check's result: 非承诺制 is permitted when qualified and refused otherwise; a commitment
 * whose place does not match it (any result but qualified) loses its permit.
 */
export function safetyConclusion(notifyStatus: number, checkResult: string | null): 'permitted' | 'refused' | 'verified' | 'revoked' {
  const qualified = checkResult === 'qualified';
  if (notifyStatus === COMMITMENT) return qualified ? 'verified' : 'revoked';
  return qualified ? 'permitted' : 'refused';
}

/** The task must be due by the application's working-day deadline and not before today. */
export function safetyDueProblem(endDate: string, dueDate: string, today: string): string | null {
  if (endDate < today) return '截止日期不能早于今天';
  return endDate <= dueDate ? null : `截止日期不能晚于检查期限${dueDate}`;
}
