/**
 * What the regulation library (guifanku) and the case library (anliku) definitions share: the review
 * states, the form, and the rule that buttons follow the allowed actions the server sends with each row.
 */
import * as yup from 'yup';
import type { ActionInput, FilterValues, Option } from './types';

export const LIBRARY_STATUS_OPTIONS: readonly Option[] = [
  { value: 'draft', label: '草稿', color: 'gray' },
  { value: 'reviewing', label: '审核中', color: 'orange' },
  { value: 'approved', label: '已通过', color: 'green' },
];

export type LibraryStatusValue = 'draft' | 'reviewing' | 'approved';

export interface LibraryFormValues {
  title: string;
  category: string;
  docNo: string;
  issuer: string;
  content: string;
}

export const libraryDefaults: LibraryFormValues = { title: '', category: '', docNo: '', issuer: '', content: '' };

/** Same limits as the server (server/routes/system/library/schemas.ts). */
export const librarySchema = yup.object({
  title: yup.string().trim().required('标题不能为空').max(200, '标题长度不能超过200位'),
  category: yup.string().required('类别不能为空'),
  docNo: yup.string().max(100, '文号长度不能超过100位'),
  issuer: yup.string().max(100, '发布单位长度不能超过100位'),
  content: yup.string().trim().required('正文不能为空').max(50000, '正文长度不能超过50000位'),
});

export const libraryInput = (v: LibraryFormValues) => ({
  title: v.title.trim(),
  category: v.category,
  docNo: v.docNo.trim() || null,
  issuer: v.issuer.trim() || null,
  content: v.content.trim(),
});

export const libraryValues = (row: { title: string; category: string; docNo: string | null; issuer: string | null; content: string }): LibraryFormValues => ({
  title: row.title,
  category: row.category,
  docNo: row.docNo ?? '',
  issuer: row.issuer ?? '',
  content: row.content,
});

export const libraryFilterInput = (filters: FilterValues) => {
  const text = (name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
  return { title: text('title'), category: text('category'), status: text('status') as LibraryStatusValue | undefined };
};

/** A row action is shown only when the server lists it among the row's allowed actions. */
export const allows = (action: string) => (row: { allowedActions: ReadonlyArray<string | null> }) => row.allowedActions.includes(action);

export const versioned = (rows: { id: string; version: number }[]) => ({ input: { id: rows[0].id, version: rows[0].version } });

/** Approving may carry an opinion; returning must (the server refuses a return without one). */
export const REVIEW_OPINION = { label: '审核意见', maxLength: 500 } as const;
export const RETURN_OPINION = { label: '退回意见', required: true, maxLength: 500 } as const;
export const reviewed = (rows: { id: string; version: number }[], input: ActionInput) => ({
  input: { id: rows[0].id, version: rows[0].version, comment: input.comment ?? null },
});
export const idsOf = (rows: { id: string }[]) => ({ input: { ids: rows.map((r) => r.id) } });

export const optionsOf = (labels: readonly string[]): readonly Option[] => labels.map((label) => ({ value: label, label }));
