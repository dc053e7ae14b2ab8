import type { ResultNotice } from '../../resources/types';

export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;
export type FieldErrors = Record<string, string>;

export interface ResourceFormInput {
  mode: FormMode;
  /** The record id when editing. */
  id?: string;
  defaults: FormValues;
}

/** What loading a record for editing yields: the record (with its version) and the form values. */
export interface LoadedRecord {
  row: Record<string, unknown>;
  values: FormValues;
}

export interface SubmitInput {
  mode: FormMode;
  id?: string;
  row?: Record<string, unknown>;
  values: FormValues;
}

export interface ResourceFormContext {
  mode: FormMode;
  id?: string;
  /** The values shown: defaults, the loaded record, then the user's input (kept through every failure). */
  values: FormValues;
  row?: Record<string, unknown>;
  fieldErrors: FieldErrors;
  /** The server's message after a failed load or submit. */
  error?: string;
  /** What the save's reply asks to show once (e.g. an initial password) before leaving the form. */
  notice?: ResultNotice;
}

/** What a save yields: a notice to show once, if its reply has one. */
export type SubmitResult = { notice?: ResultNotice } | void;

export type ResourceFormEvent =
  | { type: 'form.submit'; values: FormValues }
  | { type: 'form.retry' }
  | { type: 'form.reload' }
  | { type: 'form.dismiss' };
