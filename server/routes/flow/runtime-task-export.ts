import type { TaskRow } from '../../services/flow-runtime/tasks';
import type { XlsxColumn } from '../../services/xlsx';

const stamp = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'short' });
const at = (iso: string | null) => (iso ? stamp.format(new Date(iso)) : '');

type ExportRow = TaskRow & { receivedText: string; dueText: string; approvalText: string; overdueText: string };

export const taskExportRow = (row: TaskRow): ExportRow => ({
  ...row,
  receivedText: at(row.receivedAt),
  dueText: at(row.dueAt),
  approvalText: at(row.approvalTime),
  overdueText: row.overdue ? '是' : '否',
});

const COMMON: XlsxColumn<ExportRow>[] = [
  { header: '标题', key: 'title', width: 36 },
  { header: '业务类型', key: 'busiTypeName', width: 14 },
  { header: '环节', key: 'stepName', width: 16 },
  { header: '发送人', key: 'senderName', width: 10 },
  { header: '发送单位', key: 'sendOrganName', width: 26 },
  { header: '发送意见', key: 'sendComment', width: 28 },
  { header: '接收时间', key: 'receivedText', width: 18 },
  { header: '截止时间', key: 'dueText', width: 18 },
];

/** Unfinished tasks show whether they are overdue; finished ones how they were handled. */
export const taskExportColumns = (finished: boolean): XlsxColumn<ExportRow>[] =>
  finished
    ? [...COMMON, { header: '办理操作', key: 'approveActionName', width: 10 }, { header: '办理意见', key: 'approveContent', width: 28 }, { header: '办理时间', key: 'approvalText', width: 18 }]
    : [...COMMON, { header: '是否超期', key: 'overdueText', width: 10 }];

export const taskExportFile = (finished: boolean) => (finished ? '已完成任务.xlsx' : '未完成任务.xlsx');
