/** The tab of 未完成任务/已完成任务 (2110/2120) listing the caller's inspection tasks with the spec's task summary row. */
import { MyTaskPageDocument, MyTaskPageV2Document } from '../graphql/generated/graphql';
import { SUPERVISION_STATUS_OPTIONS } from '../constants/options';
import { supervisionText as text } from '../messages/supervision';
import { CHECK_RECORD_ROUTE, DEADLINE_NOTICE_ROUTE, overdueTone, RECORD_DOCUMENT_ROUTE, TASK_DETAIL_ROUTE } from './supervision-shared';
import { inspectionRecordText as recordText } from '../messages/inspection-record';
import { defineResource, type ListQuery } from './types';

const variables = ({ current, size, filters }: ListQuery) => ({
  input: { current, size, keyword: filters.keyword === undefined ? undefined : String(filters.keyword) },
});

const columns = {
  unitName: { title: '单位名称' },
  taskClassificationText: { title: '任务类型', width: 110 },
  categoryText: { title: '单位类别', width: 100 },
  agentName: { title: '主办人', width: 90 },
  assistantHandlerName: { title: '协办人', width: 90 },
  status: { title: '任务状态', render: 'status' as const, options: SUPERVISION_STATUS_OPTIONS, width: 90 },
  endDate: { title: '截止日期', width: 110, tone: overdueTone },
  checkDate: { title: '检查日期', width: 110 },
  checkResultText: { title: '检查结果', width: 120 },
};

const filters = [{ name: 'keyword', label: '单位名称', kind: 'text' as const }];

export function inspectionTaskTab(routeName: 'wwjrw' | 'ywjrw', finished: boolean) {
  if (finished) {
    return defineResource({
      name: `${routeName}Inspection`,
      title: '检查任务',
      routeName,
      rowKey: 'id',
      list: { document: MyTaskPageV2Document, variables, select: (data) => data.myTaskPageV2, columns, filters },
      actions: [{ key: 'view', label: text.view, scope: 'row', openRoute: { route: TASK_DETAIL_ROUTE, query: (row) => ({ id: row.id }) } },
        { key: 'recordDocument', label: recordText.openRecord, scope: 'row', visible: (row) => Boolean(row.checkDate), openRoute: { route: RECORD_DOCUMENT_ROUTE, query: (row) => ({ id: row.id }) } },
      ],
    });
  }
  return defineResource({
    name: `${routeName}Inspection`,
    title: '检查任务',
    routeName,
    rowKey: 'id',
    list: { document: MyTaskPageDocument, variables, select: (data) => data.myTaskPage, columns, filters, reloadOnNotice: true },
    actions: [
      { key: 'view', label: text.view, scope: 'row', openRoute: { route: TASK_DETAIL_ROUTE, query: (row) => ({ id: row.id }) } },
      { key: 'record', label: text.record, scope: 'row', allow: 'record', openRoute: { route: CHECK_RECORD_ROUTE, query: (row) => ({ id: row.id }) } },
      { key: 'deadlineNotice', label: text.deadlineNotice, scope: 'row', allow: 'issueDeadlineNotice', openRoute: { route: DEADLINE_NOTICE_ROUTE, query: (row) => ({ id: row.id }) } },
      { key: 'recordDocument', label: recordText.openRecord, scope: 'row', visible: (row) => Boolean(row.checkDate), openRoute: { route: RECORD_DOCUMENT_ROUTE, query: (row) => ({ id: row.id }) } },
    ],
  });
}
