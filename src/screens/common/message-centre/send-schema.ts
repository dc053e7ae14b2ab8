/** The rules of 发送消息 and 转发, the same as the server's (src/constants/message-centre.ts), with messages naming the field. */
import * as yup from 'yup';
import { MessageCentreMessages as M, MSG_COMMENT_MAX, MSG_CONTENT_MAX, MSG_TITLE_MAX } from '../../../constants/message-centre';
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

export function sendSchema(mode: SendMode) {
  const typed = !mode.forward && !mode.placeholders;
  return yup.object({
    receivers: yup
      .object({ receiverIds: yup.array(yup.string().required()).required(), organIds: yup.array(yup.string().required()).required() })
      .test('chosen', M.noReceivers, (v) => Boolean(v && v.receiverIds.length + v.organIds.length > 0)),
    templateId: yup.string().default(''),
    values: yup
      .object()
      .test('filled', (values, ctx) => {
        const missing = (mode.placeholders ?? []).filter((name) => !String((values as Record<string, string> | undefined)?.[name] ?? '').trim());
        return missing.length ? ctx.createError({ message: M.unfilled(missing) }) : true;
      }),
    title: typed ? yup.string().trim().required(M.noTitle).max(MSG_TITLE_MAX, M.titleTooLong) : yup.string(),
    content: typed ? yup.string().trim().required(M.noContent).max(MSG_CONTENT_MAX, M.contentTooLong) : yup.string(),
    comment: yup.string().max(MSG_COMMENT_MAX, `转发附言长度不能超过${MSG_COMMENT_MAX}位`),
  });
}

export const SEND_DEFAULTS: SendValues = { receivers: { receiverIds: [], organIds: [] }, templateId: '', values: {}, title: '', content: '', comment: '' };

const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The template's text with the values given so far; a placeholder not yet filled stays as written. */
export const fillPreview = (textWithPlaceholders: string, values: Record<string, string>) =>
  textWithPlaceholders.replace(PLACEHOLDER, (all, name: string) => values[name]?.trim() || all);
