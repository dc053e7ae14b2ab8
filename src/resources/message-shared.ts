/** What 收件箱 and 已发送 share: the category options and the filters. */
import { categoryLabel, NOTICE_CATEGORIES } from '../constants/message-centre';
import { messageText as text } from '../messages/message-centre';
import type { FilterDef, FilterValues, Option } from './types';

export const CATEGORY_OPTIONS: readonly Option[] = NOTICE_CATEGORIES.map((c) => ({ value: c.value, label: c.label }));

export const categoryText = (value: unknown) => categoryLabel(value === null || value === undefined ? null : String(value));

export const MESSAGE_FILTERS: readonly FilterDef[] = [
  { name: 'title', label: text.title, kind: 'text' },
  { name: 'category', label: text.category, kind: 'select', options: CATEGORY_OPTIONS },
  { name: 'sent', label: text.sendTime, kind: 'dateRange', to: ['startTime', 'endTime'] },
];

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));

/** The page and filter variables both lists take. */
export const messageFilterInput = (current: number, size: number, filters: FilterValues) => ({
  current,
  size,
  title: textOf(filters, 'title'),
  category: textOf(filters, 'category'),
  startTime: textOf(filters, 'startTime'),
  endTime: textOf(filters, 'endTime'),
});

export const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
