import { Type } from '@sinclair/typebox';
/**
 * 预约受理 rules, pure: which matters need a visit by two officers (an inspection task), and what a booking
 * allows in its state.
 */
export type AppointmentKind = 'reinspection' | 'guidance' | 'training' | 'event' | 'inspection';
export type AppointmentMove = 'edit' | 'handle' | 'task';

/** 复查, 大型活动 and 监督检查 are inspections of the unit; 指导 and 培训 are a visit by one officer. */
export const VISIT_TASK: Partial<Record<AppointmentKind, { source: 'reinspection' | 'event' | 'appointment'; taskClassification: 'rectifyReview' | 'inspection' }>> = {
  reinspection: { source: 'reinspection', taskClassification: 'rectifyReview' },
  event: { source: 'event', taskClassification: 'inspection' },
  inspection: { source: 'appointment', taskClassification: 'inspection' },
};

export const needsTask = (kind: string) => kind in VISIT_TASK;

export function appointmentMoves(row: { status: string; taskId?: string | null }): AppointmentMove[] {
  if (row.status === 'pending') return ['edit', 'handle'];
  return row.taskId ? ['task'] : [];
}

export interface HandleDecision {
  accept: boolean;
  appointedDate?: string | null;
  handlerId?: string | null;
  assistantId?: string | null;
  refuseReason?: string | null;
}

/** The first thing wrong with a decision, in the words the form shows; null when it may be written. */
export function decisionProblem(kind: string, d: HandleDecision, today: string): string | null {
  if (!d.accept) return d.refuseReason?.trim() ? null : '不予受理理由不能为空';
  if (!d.appointedDate) return '约定日期不能为空';
  if (d.appointedDate < today) return '约定日期不能早于今天';
  if (!d.handlerId) return '承办人不能为空';
  if (needsTask(kind)) {
    if (!d.assistantId) return '协办人不能为空';
    if (d.assistantId === d.handlerId) return '承办人与协办人不能是同一人';
  }
  return null;
}

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const nullableText = (title: string, maxLength: number, pattern?: string) =>
  Type.Optional(Type.Union([Type.String({ title, maxLength, ...(pattern ? { pattern } : {}) }), Type.Null()], { title }));

/** What 办理预约 sends: the route validates with it and the screen checks it before sending. */
export const HANDLE_APPOINTMENT_FIELDS = {
  accept: Type.Boolean({ title: '办理结果' }),
  appointedDate: nullableText('约定日期', 10, DATE),
  handlerId: nullableText('承办人', 64),
  assistantId: nullableText('协办人', 64),
  refuseReason: nullableText('不予受理理由', 500),
};
