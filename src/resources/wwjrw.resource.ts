import { findRouteByName } from '../catalogue';
import { UserTaskPageDocument } from '../graphql/generated/graphql';
import { defineResourceGroup } from './group';
import { inspectionTaskTab } from './my-inspection-tasks';
import { defineResource } from './types';
import { APPROVAL_ROUTE, TASK_FILTERS, TASK_STATUS_OPTIONS, approvalQuery, busiTypeFromQuery, exportParams, overdueTone, taskPageVariables } from './user-tasks';

const buttons = findRouteByName('wwjrw')!.buttons;

/** 未完成任务 (个人任务 2110): the caller's pending tasks; 办理 opens the work's approval page. */
const approvals = defineResource({
  name: 'wwjrw',
  title: '审批事项',
  routeName: 'wwjrw',
  rowKey: 'id',
  list: {
    document: UserTaskPageDocument,
    variables: (query) => taskPageVariables(query, false),
    select: (data) => data.getUserTodoTaskPage,
    columns: {
      busiTypeName: { title: '业务类型', width: 120 },
      title: { title: '事项名称' },
      stepName: { title: '当前步骤', width: 130 },
      senderName: { title: '发送人', width: 100 },
      sendOrganName: { title: '发送单位', width: 160 },
      receivedAt: { title: '接收时间', render: 'datetime', width: 170 },
      dueAt: { title: '办理期限', render: 'datetime', width: 170, tone: (value, row) => overdueTone(value, row) },
      status: { title: '状态', render: 'status', options: TASK_STATUS_OPTIONS, width: 90 },
    },
    filters: TASK_FILTERS,
    filtersFromQuery: busiTypeFromQuery,
    reloadOnNotice: true,
  },
  actions: [{ key: 'handle', label: '办理', scope: 'row', buttonId: buttons.view, openRoute: { route: APPROVAL_ROUTE, query: (row) => approvalQuery(row) } }],
  export: { url: '/flow/runtime/task/export', buttonId: buttons.export, fileName: '未完成任务.xlsx', params: exportParams(false) },
});

/** 未完成任务 (个人任务): the approval work and the caller's inspection tasks (主办人 or 协办人). */
export default defineResourceGroup({ routeName: 'wwjrw', title: '未完成任务', tabs: [approvals, inspectionTaskTab('wwjrw', false)] });
