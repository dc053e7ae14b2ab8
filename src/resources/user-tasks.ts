/** What 未完成任务 (wwjrw) and 已完成任务 (ywjrw) share: the page query, columns, filters and the approval page. */
import { FLOW_TASK_STATUS_NAMES, type FlowTaskStatus } from '../constants/flow-runtime';
import type { UserTaskPageQuery, UserTaskPageQueryVariables } from '../graphql/generated/graphql';
import type { FilterDef, FilterValues, ListQuery, Option } from './types';

export type UserTaskRow = NonNullable<NonNullable<NonNullable<UserTaskPageQuery['getUserTodoTaskPage']>['records'][number]>>;

const STATUS_COLOR: Record<FlowTaskStatus, string> = { pending: 'orange', done: 'green', cancelled: 'gray' };
export const TASK_STATUS_OPTIONS: readonly Option[] = (Object.keys(FLOW_TASK_STATUS_NAMES) as FlowTaskStatus[]).map((value) => ({
  value,
  label: FLOW_TASK_STATUS_NAMES[value],
  color: STATUS_COLOR[value],
}));

/** The page the 办理/查看 buttons open: the guided approval page of the task's work. */
export const APPROVAL_ROUTE = 'spym';
export const approvalQuery = (row: UserTaskRow) => ({ flowWorkId: row.flowWorkId });

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined ? undefined : String(filters[name]));

export function taskPageVariables({ current, size, filters }: ListQuery, finished: boolean): UserTaskPageQueryVariables {
  return {
    input: {
      current,
      size,
      finished,
      busiTypeCode: textOf(filters, 'busiTypeCode'),
      senderName: textOf(filters, 'senderName'),
      receivedStart: textOf(filters, 'receivedStart'),
      receivedEnd: textOf(filters, 'receivedEnd'),
      dueStart: textOf(filters, 'dueStart'),
      dueEnd: textOf(filters, 'dueEnd'),
    },
  };
}

export const TASK_FILTERS: readonly FilterDef[] = [
  { name: 'busiTypeCode', label: '业务类型', kind: 'dict', dictType: 'busiType' },
  { name: 'senderName', label: '发送人', kind: 'text' },
  { name: 'receivedRange', label: '接收时间', kind: 'dateRange', to: ['receivedStart', 'receivedEnd'] },
  { name: 'dueRange', label: '办理期限', kind: 'dateRange', to: ['dueStart', 'dueEnd'] },
];

/** The dashboard's pending cards open the list of one business type. */
export function busiTypeFromQuery(params: URLSearchParams): FilterValues {
  const code = params.get('busiTypeCode')?.trim();
  return code ? { busiTypeCode: code } : {};
}

/** The red of an overdue due date: red.700 keeps 4.5:1 on white and on the striped rows (fg.error, red.500, does not). */
export const OVERDUE_COLOR = 'red.700';
/** An overdue due date (the server says which) is red. */
export const overdueTone = (_value: unknown, row: { overdue?: boolean | null }) => (row.overdue ? OVERDUE_COLOR : undefined);

/** The body of task/export: the applied filters and which list. */
export const exportParams = (finished: boolean) => (filters: FilterValues) => ({ ...filters, finished });
