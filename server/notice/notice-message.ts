import type { NoticeEvent } from './bus';

/**
 * The notice as both sockets send it: every field of the spec's notification message (document 2 §3) at the
 * top level, plus receiver, title, content, time and read flag. Fields without a column of their own come
 * from the row's payload.
 */
export interface NoticeMessage {
  id: string;
  receiverId: string;
  title: string;
  content: string;
  time: string;
  visited: boolean;
  templateCategory: string | null;
  category: string | null;
  taskCategoryName: string | null;
  taskCategory: string | null;
  taskId: string | null;
  taskDetailId: string | null;
  caseTransId: string | null;
  caseProjectId: string | null;
  busiInstId: string | null;
  busiTypeCode: string | null;
  busiTypeName: string | null;
  approveAction: string | null;
  flowWorkId: string | null;
  hasNextTask: boolean | null;
}

const TEXT_FIELDS = [
  'templateCategory',
  'category',
  'taskCategoryName',
  'taskCategory',
  'taskId',
  'taskDetailId',
  'caseTransId',
  'caseProjectId',
  'busiInstId',
  'busiTypeCode',
  'busiTypeName',
  'approveAction',
  'flowWorkId',
] as const;

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : String(value);
}

export function toNoticeMessage(event: NoticeEvent): NoticeMessage {
  const payload = event.payload ?? {};
  const pick = (name: (typeof TEXT_FIELDS)[number]) => text(event[name] ?? payload[name]);
  const hasNextTask = event.hasNextTask ?? payload.hasNextTask;
  return {
    id: event.id,
    receiverId: event.receiverId,
    title: event.title,
    content: event.content ?? '',
    time: event.createdAt,
    visited: event.visited,
    ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, pick(name)])) as Record<(typeof TEXT_FIELDS)[number], string | null>),
    hasNextTask: typeof hasNextTask === 'boolean' ? hasNextTask : null,
  };
}
