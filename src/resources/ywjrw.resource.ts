import { UserTaskPageDocument } from '../graphql/generated/graphql';
import { defineResourceGroup } from './group';
import { inspectionTaskTab } from './my-inspection-tasks';
import { defineResource } from './types';
import { APPROVAL_ROUTE, TASK_FILTERS, TASK_STATUS_OPTIONS, approvalQuery, busiTypeFromQuery, exportParams, taskPageVariables } from './user-tasks';

/** 已完成任务 (个人任务 2120): the tasks the caller handled, with how; 查看 opens the work's approval page. */
const approvals = defineResource({
  name: 'ywjrw',
  title: '审批事项',
  routeName: 'ywjrw',
  rowKey: 'id',
  list: {
    document: UserTaskPageDocument,
    variables: (query) => taskPageVariables(query, true),
    select: (data) => data.getUserTodoTaskPage,
    columns: {
      busiTypeName: { title: '业务类型', width: 120 },
      title: { title: '事项名称' },
      stepName: { title: '当前步骤', width: 130 },
      senderName: { title: '发送人', width: 100 },
      sendOrganName: { title: '发送单位', width: 160 },
      receivedAt: { title: '接收时间', render: 'datetime', width: 170 },
      dueAt: { title: '办理期限', render: 'datetime', width: 170 },
      approveActionName: { title: '办理操作', width: 90 },
      approvalTime: { title: '办理时间', render: 'datetime', width: 170 },
      status: { title: '状态', render: 'status', options: TASK_STATUS_OPTIONS, width: 90 },
    },
    filters: TASK_FILTERS,
    filtersFromQuery: busiTypeFromQuery,
  },
  actions: [{ key: 'view', label: '查看', scope: 'row', openRoute: { route: APPROVAL_ROUTE, query: (row) => approvalQuery(row) } }],
  export: { url: '/flow/runtime/task/export', fileName: '已完成任务.xlsx', params: exportParams(true) },
});

/** 已完成任务 (个人任务): the approval work and the caller's inspection tasks (主办人 or 协办人). */
export default defineResourceGroup({ routeName: 'ywjrw', title: '已完成任务', tabs: [approvals, inspectionTaskTab('ywjrw', true)] });
