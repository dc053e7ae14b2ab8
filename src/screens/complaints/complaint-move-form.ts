/** The move forms of a complaint: which fields each route sends, the call's input and its validator (the route's own fields and rule). */
import { Type, type TProperties } from '@sinclair/typebox';
import { callInputValidator } from '../../resources/entity/input-validator';
import { preHandleProblem, PRE_HANDLE_FIELDS, REPLY_FIELDS, REVIEW_FIELDS, SEND_VERIFY_FIELDS, VERIFY_RECORD_FIELDS } from '../../shared/complaint-inputs';
import type { JsonSchema } from '../../shared/validation/json-schema';

export type MoveKey = 'preHandle' | 'send' | 'verify' | 'reply' | 'review';
export type MoveValues = Record<string, string>;

const FIELDS: Record<MoveKey, TProperties> = { preHandle: PRE_HANDLE_FIELDS, send: SEND_VERIFY_FIELDS, verify: VERIFY_RECORD_FIELDS, reply: REPLY_FIELDS, review: REVIEW_FIELDS };

/** The values typed, as the route takes them (selects give text; the finding is a boolean, the review a number). */
export function moveInput(move: MoveKey, v: MoveValues): Record<string, unknown> {
  const text = (k: string) => (v[k] ?? '').trim();
  const orNull = (k: string) => text(k) || null;
  switch (move) {
    case 'preHandle': return { decision: text('decision'), organId: orNull('organId'), handleNote: orNull('handleNote') };
    case 'send': return { companyId: text('companyId'), agentId: text('agentId'), assistantHandlerId: text('assistantHandlerId'), endDate: text('endDate') };
    case 'verify': return { finding: v.finding === 'true' ? true : v.finding === 'false' ? false : undefined, verifyNote: text('verifyNote') };
    case 'reply': return { reply: text('reply') };
    case 'review': return { satisfaction: v.satisfaction ? Number(v.satisfaction) : undefined, reviewNote: orNull('reviewNote') };
  }
}

export const moveValidator = (move: MoveKey) =>
  callInputValidator(Type.Object(FIELDS[move]) as unknown as JsonSchema, (v: MoveValues) => moveInput(move, v), (v: MoveValues): Record<string, string> => {
    if (move !== 'preHandle') return {};
    const problem = preHandleProblem(moveInput(move, v) as { decision: string });
    return problem ? { [problem.field]: problem.message } : {};
  });
