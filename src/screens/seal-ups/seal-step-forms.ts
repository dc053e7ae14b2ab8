/**
 * The move forms of a sealing (临时查封办理): for each move the server allows, its fields, the input the route
 * takes made from them, and the validator over the route's own fields and rules.
 */
import { Type, type TProperties } from '@sinclair/typebox';
import type { DocumentNode } from 'graphql';
import { SEAL_OFFICERS_MIN } from '../../constants/seal-ups';
import {
  ApplyLiftSealUpDocument, ApproveSealUpDocument, ExpireSealUpDocument, LiftSealUpDocument, RejectSealUpDocument, SealSealUpDocument, SubmitSealUpDocument,
} from '../../graphql/generated/graphql';
import { sealUpText as text } from '../../messages/seal-ups';
import { callInputValidator } from '../../resources/entity/input-validator';
import type { FormValidator } from '../../resources/types';
import { APPLY_LIFT_FIELDS, APPROVE_SEAL_FIELDS, REJECT_SEAL_FIELDS, SEAL_FIELDS } from '../../shared/seal-up-inputs';
import { sealingProblem } from '../../shared/seal-up-rules';
import type { JsonSchema } from '../../shared/validation/json-schema';

export type SealValues = Record<string, string>;
export interface SealField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'date' | 'officer' | 'photos';
  required?: boolean;
}
export interface SealStepSpec {
  move: string;
  title: string;
  fields: SealField[];
  defaults: SealValues;
  toInput: (v: SealValues) => Record<string, unknown>;
  validator: FormValidator;
  document: DocumentNode;
  confirm?: string;
}

const trim = (v: string | undefined) => v?.trim() ?? '';
const orNull = (v: string | undefined) => trim(v) || null;
const lines = (v: string | undefined) => trim(v).split('\n').map((l) => l.trim()).filter(Boolean);
const validator = (fields: TProperties, toInput: SealStepSpec['toInput'], extra?: (v: SealValues) => Record<string, string>) =>
  callInputValidator(Type.Object(fields) as unknown as JsonSchema, toInput, extra);

const approveInput = (v: SealValues) => ({ opinion: orNull(v.opinion) });
const rejectInput = (v: SealValues) => ({ opinion: trim(v.opinion) });
const sealInput = (v: SealValues) => ({ sealedOn: v.sealedOn ?? '', officers: lines(v.officers), photoIds: lines(v.photoIds), sealNote: orNull(v.sealNote) });
const applyInput = (v: SealValues) => ({ appliedOn: v.appliedOn ?? '', applyNote: trim(v.applyNote), agentId: v.agentId ?? '', assistantHandlerId: v.assistantHandlerId ?? '' });
const none = () => ({});

/** `today` and `decidedOn` are China dates: the sealing form checks the day as the server will. */
export function sealStepSpecs(today: string, decidedOn: string | null): SealStepSpec[] {
  return [
    { move: 'submit', title: text.submit, document: SubmitSealUpDocument, confirm: text.confirmSubmit, toInput: none, defaults: {}, fields: [], validator: validator({}, none) },
    {
      move: 'approve', title: text.approve, document: ApproveSealUpDocument, confirm: text.confirmApprove, toInput: approveInput, defaults: { opinion: '' },
      fields: [{ name: 'opinion', label: text.opinion, kind: 'textarea' }], validator: validator(APPROVE_SEAL_FIELDS, approveInput),
    },
    {
      move: 'reject', title: text.reject, document: RejectSealUpDocument, toInput: rejectInput, defaults: { opinion: '' },
      fields: [{ name: 'opinion', label: text.rejectReason, kind: 'textarea', required: true }], validator: validator(REJECT_SEAL_FIELDS, rejectInput),
    },
    {
      move: 'seal', title: text.seal, document: SealSealUpDocument, toInput: sealInput, defaults: { sealedOn: today, officers: '', photoIds: '', sealNote: '' },
      fields: [
        { name: 'sealedOn', label: text.sealedOn, kind: 'date', required: true }, { name: 'officers', label: text.officers, kind: 'textarea', required: true },
        { name: 'photoIds', label: text.photos, kind: 'photos' }, { name: 'sealNote', label: text.sealNote, kind: 'textarea' },
      ],
      validator: validator(SEAL_FIELDS, sealInput, (v): Record<string, string> => {
        const input = sealInput(v);
        const problem = sealingProblem(input, decidedOn, today, SEAL_OFFICERS_MIN);
        if (!problem) return {};
        return { [problem.startsWith('执法人员') ? 'officers' : 'sealedOn']: problem };
      }),
    },
    {
      move: 'apply', title: text.apply, document: ApplyLiftSealUpDocument, toInput: applyInput, defaults: { appliedOn: today, applyNote: '', agentId: '', assistantHandlerId: '' },
      fields: [
        { name: 'appliedOn', label: text.appliedOn, kind: 'date', required: true }, { name: 'agentId', label: text.agent, kind: 'officer', required: true },
        { name: 'assistantHandlerId', label: text.assistant, kind: 'officer', required: true }, { name: 'applyNote', label: text.applyNote, kind: 'textarea', required: true },
      ],
      validator: validator(APPLY_LIFT_FIELDS, applyInput),
    },
    { move: 'lift', title: text.lift, document: LiftSealUpDocument, confirm: text.confirmLift, toInput: none, defaults: {}, fields: [], validator: validator({}, none) },
    { move: 'expire', title: text.expire, document: ExpireSealUpDocument, confirm: text.confirmExpire, toInput: none, defaults: {}, fields: [], validator: validator({}, none) },
  ];
}
