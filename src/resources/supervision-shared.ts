/** What the inspection task screens share: their routes and how a record's lists read. */
import { HAZARD_LEVEL_OPTIONS, optionLabel } from '../constants/options';

export const TASK_DETAIL_ROUTE = 'xfaqjcDetail';
export const CHECK_RECORD_ROUTE = 'xfaqjcRecord';
export const DEADLINE_NOTICE_ROUTE = 'zlxqgztzs';
export const IMMEDIATE_NOTICE_ROUTE = 'zlljgztzs';

interface Item {
  item: string;
  passed: boolean;
  finding: string;
}
interface Hazard {
  description: string;
  level: string;
}

export const itemsText = (value: unknown) =>
  ((value ?? []) as Item[]).map((i, n) => `${n + 1}. ${i.item}：${i.passed ? '符合' : '不符合'}${i.finding ? `，${i.finding}` : ''}`).join('\n');
export const hazardsText = (value: unknown) =>
  ((value ?? []) as Hazard[]).map((h, n) => `${n + 1}. ${h.description}（${optionLabel(HAZARD_LEVEL_OPTIONS, h.level)}）`).join('\n');


/** A due date the server marked overdue is red, as in the personal task lists. */
export { overdueTone } from './user-tasks';
