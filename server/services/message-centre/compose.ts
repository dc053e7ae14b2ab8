/** The title and content of a message: typed by the sender, or a message template (xxmb) with its placeholders filled. */
import { and, asc, eq } from 'drizzle-orm';
import { MessageCentreMessages as M, MSG_CONTENT_MAX, MSG_TITLE_MAX } from '../../../src/constants/message-centre';
import type { Db } from '../../db/client';
import { noticeTemplates } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { fillTemplate, placeholdersOf } from '../notice-templates';

export interface Composition {
  title?: string;
  content?: string;
  templateId?: string;
  values?: { name: string; value: string }[];
}

export interface Composed {
  title: string;
  content: string;
  templateId: string | null;
  templateCategory: string | null;
}

function checked(title: string, content: string) {
  if (!title) throw badRequest(M.noTitle);
  if (!content) throw badRequest(M.noContent);
  if (title.length > MSG_TITLE_MAX) throw badRequest(M.titleTooLong);
  if (content.length > MSG_CONTENT_MAX) throw badRequest(M.contentTooLong);
}

/** With a template, every placeholder of its title and content must be given a non-empty value. */
export async function compose(db: Db, input: Composition): Promise<Composed> {
  if (!input.templateId) {
    const title = input.title?.trim() ?? '';
    const content = input.content?.trim() ?? '';
    checked(title, content);
    return { title, content, templateId: null, templateCategory: null };
  }
  const [template] = await db
    .select()
    .from(noticeTemplates)
    .where(and(eq(noticeTemplates.id, input.templateId), eq(noticeTemplates.deleted, false), eq(noticeTemplates.enabled, true)));
  if (!template) throw badRequest(M.templateMissing);
  const values = Object.fromEntries((input.values ?? []).map((v) => [v.name, v.value.trim()]).filter(([, value]) => value));
  const wanted = [...new Set([...placeholdersOf(template.title, '消息标题'), ...placeholdersOf(template.content, '模板内容')])];
  const unfilled = wanted.filter((name) => !values[name]);
  if (unfilled.length) throw badRequest(M.unfilled(unfilled));
  const title = fillTemplate(template.title, values).trim();
  const content = fillTemplate(template.content, values).trim();
  checked(title, content);
  return { title, content, templateId: template.id, templateCategory: template.category };
}

/** Enabled templates a sender may choose, with the placeholders to fill. */
export async function templateOptions(db: Db) {
  const rows = await db
    .select()
    .from(noticeTemplates)
    .where(and(eq(noticeTemplates.deleted, false), eq(noticeTemplates.enabled, true)))
    .orderBy(asc(noticeTemplates.name), asc(noticeTemplates.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    title: r.title,
    content: r.content,
    placeholders: [...new Set([...placeholdersOf(r.title, '消息标题'), ...placeholdersOf(r.content, '模板内容')])],
  }));
}
