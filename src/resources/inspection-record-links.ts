/** The common screens an inspection task opens: its printed 消防监督检查记录, its unit's 项目详情 and 其他检查记录. */
import { inspectionRecordText as text } from '../messages/inspection-record';
import { OTHER_CHECK_RECORD_ROUTE, PROJECT_DETAIL_ROUTE, RECORD_DOCUMENT_ROUTE } from './supervision-shared';
import type { ActionDef, DetailLink } from './types';

interface TaskLinkRow {
  id: string;
  companyId: string;
  checkDate?: string | null;
}

const checked = (row: TaskLinkRow) => Boolean(row.checkDate);

export function taskDetailLinks<Row extends TaskLinkRow>(): DetailLink<Row>[] {
  return [
    { label: text.openRecord, route: RECORD_DOCUMENT_ROUTE, query: (row) => ({ id: row.id }), visible: checked, testId: 'task-open-record' },
    { label: text.openProject, route: PROJECT_DETAIL_ROUTE, query: (row) => ({ companyId: row.companyId }), testId: 'task-open-project' },
    { label: text.openOthers, route: OTHER_CHECK_RECORD_ROUTE, query: (row) => ({ companyId: row.companyId, taskId: row.id }), testId: 'task-open-others' },
  ];
}

/** The row action of the task lists: the printed record of a checked task. */
export function taskRecordAction<Row extends TaskLinkRow>(): ActionDef<Row> {
  return { key: 'recordDocument', label: text.openRecord, scope: 'row', visible: checked, openRoute: { route: RECORD_DOCUMENT_ROUTE, query: (row) => ({ id: row.id }) } };
}
