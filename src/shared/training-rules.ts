import { Type } from '@sinclair/typebox';
import { TRAINING_LIMITS } from '../constants/publicity';
/** 培训任务 rules, pure: what a session allows in its state, and what 培训登记 / 取消 send. */
export type TrainingMove = 'edit' | 'hold' | 'close' | 'cancel';

export function trainingMoves(status: string): TrainingMove[] {
  if (status === 'planned') return ['edit', 'hold', 'cancel'];
  if (status === 'held') return ['close'];
  return [];
}

export const AttendanceInput = Type.Object({
  companyId: Type.String({ title: '参训单位', minLength: 1, maxLength: 64 }),
  attendees: Type.Integer({ title: '参训人数', minimum: 0, maximum: TRAINING_LIMITS.attendeesMax }),
});

/** 培训登记: each invited unit's attendance (0 for a unit that did not come). */
export const HOLD_TRAINING_FIELDS = {
  attendance: Type.Array(AttendanceInput, { title: '签到情况', minItems: 1, maxItems: TRAINING_LIMITS.unitsMax }),
};
export const CANCEL_TRAINING_FIELDS = {
  cancelReason: Type.String({ title: '取消原因', minLength: 1, maxLength: 500 }),
};

/** The first thing wrong with an attendance list against the units invited; null when it may be written. */
export function attendanceProblem(invited: readonly string[], attendance: readonly { companyId: string; attendees: number }[]): string | null {
  const given = attendance.map((a) => a.companyId);
  if (new Set(given).size !== given.length) return '参训单位不能重复';
  if (given.some((id) => !invited.includes(id))) return '签到单位须是受邀参训单位';
  if (invited.some((id) => !given.includes(id))) return '请登记每个参训单位的签到人数';
  if (!attendance.some((a) => a.attendees > 0)) return '参训人数合计须大于0';
  return null;
}
