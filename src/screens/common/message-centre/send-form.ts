/**
 * The check of 发送消息 and 转发: the typed title, content and comment by the fields sendMsg and forwardMsg
 * validate with (src/shared/message-inputs.ts); receivers and template placeholders are the form's own rules.
 */
import { Type } from '@sinclair/typebox';
import { MessageCentreMessages as M } from '../../../constants/message-centre';
import { callInputValidator } from '../../../resources/entity/input-validator';
import type { FormValidator } from '../../../resources/types';
import { FORWARD_COMMENT, MESSAGE_TEXT_FIELDS } from '../../../shared/message-inputs';
import type { JsonSchema } from '../../../shared/validation/json-schema';
import type { ReceiverValue } from './receiver-tree';

export interface SendValues {
  receivers: ReceiverValue;
  templateId: string;
  /** Template placeholders by name. */
  values: Record<string, string>;
  title: string;
  content: string;
  comment: string;
}

export interface SendMode {
  /** Forwarding: the original's text goes along, only the comment is typed. */
  forward: boolean;
  /** The chosen template's placeholders (none: title and content are typed). */
  placeholders: readonly string[] | null;
}

const required = (schema: object) => ({ ...schema, minLength: 1 });

/** The call's fields the mode sends typed: title and content (required) when no template, the comment when forwarding. */
function typedFields(mode: SendMode): JsonSchema {
  if (mode.forward) return Type.Object({ comment: Type.Optional(FORWARD_COMMENT) }) as unknown as JsonSchema;
  if (mode.placeholders) return Type.Object({}) as unknown as JsonSchema;
  return { type: 'object', required: ['title', 'content'], properties: { title: required(MESSAGE_TEXT_FIELDS.title), content: required(MESSAGE_TEXT_FIELDS.content) } } as JsonSchema;
}

function formProblems(v: SendValues, mode: SendMode): Record<string, string> {
  const problems: Record<string, string> = {};
  if (v.receivers.receiverIds.length + v.receivers.organIds.length === 0) problems.receivers = M.noReceivers;
  const missing = (mode.placeholders ?? []).filter((name) => !String(v.values?.[name] ?? '').trim());
  if (missing.length) problems.values = M.unfilled(missing);
  return problems;
}

export function sendValidator(mode: SendMode): FormValidator {
  return callInputValidator(typedFields(mode), (v: SendValues) => ({ title: v.title.trim(), content: v.content.trim(), comment: v.comment }), (v) => formProblems(v, mode));
}

export const SEND_DEFAULTS: SendValues = { receivers: { receiverIds: [], organIds: [] }, templateId: '', values: {}, title: '', content: '', comment: '' };

const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The template's text with the values given so far; a placeholder not yet filled stays as written. */
export const fillPreview = (textWithPlaceholders: string, values: Record<string, string>) =>
  textWithPlaceholders.replace(PLACEHOLDER, (all, name: string) => values[name]?.trim() || all);
