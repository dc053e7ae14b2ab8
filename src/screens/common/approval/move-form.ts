/**
 * The move dialog's check: the opinion by the routes' own Opinion field (titled as the dialog labels it,
 * required where the server's moveNeeds says so); the receiver is the picker's own rule.
 */
import type { FormValidator } from '../../../resources/types';
import { callInputValidator } from '../../../resources/entity/input-validator';
import { Opinion, OPINION_MAX } from '../../../shared/flow-inputs';
import type { JsonSchema } from '../../../shared/validation/json-schema';
import type { FlowMove } from '../../../machines/approval-flow/types';
import { approvalText as text } from '../../../messages/approval';

export { OPINION_MAX };

export interface MoveFormValues {
  assigneeId: string;
  opinion: string;
}

/** What a move's dialog asks for (the server's moveNeeds; revoke sends no opinion). */
export interface MoveForm {
  receiver: boolean;
  opinion: 'required' | 'optional' | 'none';
  opinionLabel: string;
}

export function moveFormOf(move: FlowMove, need: { receiver: boolean; opinion: boolean } | undefined): MoveForm {
  const starting = move === 'send' || move === 'submit';
  return {
    receiver: Boolean(need?.receiver),
    opinion: move === 'revoke' ? 'none' : need?.opinion ? 'required' : 'optional',
    opinionLabel: starting ? text.sendOpinion : text.opinion,
  };
}

export function moveValidator(form: MoveForm): FormValidator {
  const opinion: JsonSchema = { ...(Opinion as JsonSchema), title: form.opinionLabel, ...(form.opinion === 'required' ? { minLength: 1 } : {}) };
  const schema: JsonSchema = { type: 'object', required: form.opinion === 'required' ? ['opinion'] : [], properties: { opinion } };
  return callInputValidator(schema, (v: MoveFormValues) => ({ opinion: v.opinion.trim() }), (v): Record<string, string> =>
    form.receiver && !v.assigneeId ? { assigneeId: text.receiverRequired } : {},
  );
}
