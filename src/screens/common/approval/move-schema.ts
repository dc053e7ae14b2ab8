/** The move dialog's yup schema: a receiver when the move needs one, an opinion required for reject and reback, at most 500 characters. */
import * as yup from 'yup';
import type { FlowMove } from '../../../machines/approval-flow/types';
import { approvalText as text } from '../../../messages/approval';

export const OPINION_MAX = 500;

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

export function moveSchema(form: MoveForm) {
  const opinion = yup.string().trim().max(OPINION_MAX, text.opinionTooLong(form.opinionLabel, OPINION_MAX));
  return yup.object({
    assigneeId: form.receiver ? yup.string().required(text.receiverRequired) : yup.string().default(''),
    opinion: form.opinion === 'required' ? opinion.required(text.opinionRequired(form.opinionLabel)) : opinion.default(''),
  });
}
