/**
 * The step forms of a penalty case (案件办理): for each step the server allows, its fields, the input the
 * route takes made from them, and the validator over the route's own fields and rules.
 */
import { Type, type TProperties } from '@sinclair/typebox';
import type { DocumentNode } from 'graphql';
import { PENALTY_EXECUTION_OPTIONS, PENALTY_KIND_OPTIONS, PENALTY_REPLY_OPTIONS, PENALTY_RIGHTS_OPTIONS } from '../../constants/options';
import { ClosePenaltyCaseDocument, DecidePenaltyCaseDocument, ExecutePenaltyCaseDocument, NotifyPenaltyCaseDocument, ReplyPenaltyCaseDocument, SubmitPenaltyCaseReviewDocument } from '../../graphql/generated/graphql';
import { penaltyText as text } from '../../messages/penalty';
import { callInputValidator } from '../../resources/entity/input-validator';
import type { FormValidator } from '../../resources/types';
import { DECIDE_FIELDS, EXECUTE_FIELDS, NOTIFY_FIELDS, REPLY_FIELDS, SUBMIT_REVIEW_FIELDS } from '../../shared/penalty-case-inputs';
import { decisionProblem, executionProblem } from '../../shared/penalty-case-rules';
import type { JsonSchema } from '../../shared/validation/json-schema';

export type StepValues = Record<string, string>;
export interface StepField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'number' | 'date' | 'select' | 'receiver';
  options?: readonly { value: string; label: string }[];
  required?: boolean;
}
export interface StepSpec {
  move: string;
  title: string;
  fields: StepField[];
  defaults: StepValues;
  toInput: (v: StepValues) => Record<string, unknown>;
  validator: FormValidator;
  document: DocumentNode;
  confirm?: string;
}
/** What the decision and execution rules read of the case. */
export interface CaseFacts {
  penaltyKind: string | null;
  fineAmount: number | null;
}

const text_ = (v: string | undefined) => v?.trim() ?? '';
const orNull = (v: string | undefined) => text_(v) || null;
const num = (v: string | undefined) => (text_(v) === '' ? null : Number(v));
const validator = (fields: TProperties, toInput: StepSpec['toInput'], extra?: (v: StepValues) => Record<string, string>) =>
  callInputValidator(Type.Object(fields) as unknown as JsonSchema, toInput, extra);

const notifyInput = (v: StepValues) => ({ rights: v.rights, proposedPenalty: text_(v.proposedPenalty) });
const replyInput = (v: StepValues) => ({ partyReply: v.partyReply, replyNote: orNull(v.replyNote) });
const reviewInput = (v: StepValues) => ({ assigneeId: v.assigneeId ?? '', comment: orNull(v.comment) });
const decideInput = (v: StepValues) => ({ penaltyKind: v.penaltyKind, fineAmount: v.penaltyKind === 'fine' ? num(v.fineAmount) : null, legalBasis: text_(v.legalBasis) });
const executeInput = (v: StepValues) => ({ executionKind: v.executionKind, paidAmount: v.executionKind === 'paid' ? num(v.paidAmount) : null, paidAt: v.executionKind === 'paid' ? orNull(v.paidAt) : null, executionNote: orNull(v.executionNote) });

export function stepSpecs(c: CaseFacts): StepSpec[] {
  return [
    {
      move: 'notify', title: text.notify, document: NotifyPenaltyCaseDocument, confirm: text.confirmNotify, toInput: notifyInput, defaults: { rights: 'statement', proposedPenalty: '' },
      fields: [{ name: 'rights', label: text.rights, kind: 'select', options: PENALTY_RIGHTS_OPTIONS, required: true }, { name: 'proposedPenalty', label: text.proposedPenalty, kind: 'textarea', required: true }],
      validator: validator(NOTIFY_FIELDS, notifyInput),
    },
    {
      move: 'reply', title: text.reply, document: ReplyPenaltyCaseDocument, toInput: replyInput, defaults: { partyReply: 'waived', replyNote: '' },
      fields: [{ name: 'partyReply', label: text.partyReply, kind: 'select', options: PENALTY_REPLY_OPTIONS, required: true }, { name: 'replyNote', label: text.replyNote, kind: 'textarea' }],
      validator: validator(REPLY_FIELDS, replyInput),
    },
    {
      move: 'submitReview', title: text.submitReview, document: SubmitPenaltyCaseReviewDocument, toInput: reviewInput, defaults: { assigneeId: '', comment: '' },
      fields: [{ name: 'assigneeId', label: text.reviewer, kind: 'receiver', required: true }, { name: 'comment', label: text.comment, kind: 'textarea' }],
      validator: validator(SUBMIT_REVIEW_FIELDS, reviewInput),
    },
    {
      move: 'decide', title: text.decide, document: DecidePenaltyCaseDocument, confirm: text.confirmDecide, toInput: decideInput, defaults: { penaltyKind: 'fine', fineAmount: '', legalBasis: '' },
      fields: [
        { name: 'penaltyKind', label: text.penaltyKind, kind: 'select', options: PENALTY_KIND_OPTIONS, required: true }, { name: 'fineAmount', label: text.fineAmount, kind: 'number' },
        { name: 'legalBasis', label: text.legalBasis, kind: 'text', required: true },
      ],
      validator: validator(DECIDE_FIELDS, decideInput, (v): Record<string, string> => {
        const problem = decisionProblem(decideInput(v));
        return problem ? { fineAmount: problem } : {};
      }),
    },
    {
      move: 'execute', title: text.execute, document: ExecutePenaltyCaseDocument, toInput: executeInput,
      defaults: { executionKind: c.penaltyKind === 'fine' ? 'paid' : 'performed', paidAmount: c.fineAmount === null ? '' : String(c.fineAmount), paidAt: '', executionNote: '' },
      fields: [
        { name: 'executionKind', label: text.executionKind, kind: 'select', options: PENALTY_EXECUTION_OPTIONS, required: true }, { name: 'paidAmount', label: text.paidAmount, kind: 'number' },
        { name: 'paidAt', label: text.paidAt, kind: 'date' }, { name: 'executionNote', label: text.executionNote, kind: 'textarea' },
      ],
      validator: validator(EXECUTE_FIELDS, executeInput, (v): Record<string, string> => {
        const problem = executionProblem(c, executeInput(v));
        return problem ? { executionKind: problem } : {};
      }),
    },
    {
      move: 'close', title: text.close, document: ClosePenaltyCaseDocument, confirm: text.confirmClose, toInput: () => ({}), defaults: {}, fields: [],
      validator: validator({}, () => ({})),
    },
  ];
}
