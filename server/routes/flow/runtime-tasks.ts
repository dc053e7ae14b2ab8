/** The caller's task lists (个人任务 brjcrw: unfinished wwjrw 2110, finished ywjrw 2120), counts and export. */
import { Type } from '@sinclair/typebox';
import { REPORT_BUSI_TYPE, XJ_BUSI_TYPES } from '../../../src/constants/flow-runtime';
import { missingGrantMessage } from '../../auth/grants';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/envelope';
import { EXPORT_SIZE, pageOf } from '../../http/paging';
import { defineRoute, type AnyRoute, type SessionUser } from '../../http/route';
import { pendingCountsByBusiType, userPendingTasksOf, userTaskPage } from '../../services/flow-runtime/tasks';
import { sendXlsx } from '../../services/xlsx';
import { screenGrants } from '../system/catalogue-menu';
import { Task, TaskFilter } from './runtime-schemas';
import { taskExportColumns, taskExportFile, taskExportRow } from './runtime-task-export';

/** Menu id of the home page (dashboard), whose pending-work panel reads the counts. */
const DASHBOARD_MENU_ID = 100;
const unfinished = screenGrants('wwjrw', ['view', 'export']);
const finishedList = screenGrants('ywjrw', []);

/** The list a page or export reads belongs to one of the two screens: its menu (and the export button) decide. */
async function requireScreen(db: Db, user: SessionUser, finished: boolean | undefined, exporting = false): Promise<void> {
  const menuId = finished ? finishedList.menuId : unfinished.menuId;
  const buttonId = exporting && !finished ? unfinished.buttons.export : undefined;
  if (!user.grants.has(menuId) || (buttonId !== undefined && !user.grants.has(buttonId))) throw forbidden(await missingGrantMessage(db, menuId, buttonId));
}

export const flowRuntimeTaskRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/flow/runtime/task/getUserTodoTaskPage',
    operationId: 'getUserTodoTaskPage',
    summary: '本人任务分页：未完成（待办）或已完成（已办），按业务类型、发送人、接收时间、截止时间筛选',
    access: 'session',
    graphql: 'query',
    audit: false,
    body: TaskFilter,
    data: pageOf(Task),
    handler: async ({ body, db, user }) => {
      await requireScreen(db, user!, body.finished);
      return userTaskPage(db, user!.userId, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/flow/runtime/task/getUserTodoTaskPageXJ',
    operationId: 'getUserTodoTaskPageXJ',
    summary: `本人巡检类任务分页（业务类型：${XJ_BUSI_TYPES.join('、')}）`,
    access: 'session',
    graphql: 'query',
    audit: false,
    body: TaskFilter,
    data: pageOf(Task),
    handler: ({ body, db, user }) => userTaskPage(db, user!.userId, body, XJ_BUSI_TYPES),
  }),
  defineRoute({
    method: 'GET',
    url: '/flow/runtime/task/getStatisticsByBusiType',
    operationId: 'getStatisticsByBusiType',
    summary: '本人待办数量（按业务类型）',
    access: DASHBOARD_MENU_ID,
    data: Type.Array(Type.Object({ busiTypeCode: Type.String(), busiTypeName: Type.String(), count: Type.Integer() })),
    handler: ({ db, user }) => pendingCountsByBusiType(db, user!.userId),
  }),
  defineRoute({
    method: 'POST',
    url: '/flow/runtime/task/getUserTodoReportTaskList',
    operationId: 'getUserTodoReportTaskList',
    summary: '本人待办的投诉举报核查任务',
    access: 'session',
    graphql: 'query',
    audit: false,
    data: Type.Array(Task),
    handler: ({ db, user }) => userPendingTasksOf(db, user!.userId, REPORT_BUSI_TYPE),
  }),
  defineRoute({
    method: 'POST',
    url: '/flow/runtime/task/export',
    operationId: 'exportUserTasks',
    summary: `导出本人未完成或已完成任务（.xlsx，按当前筛选，最多${EXPORT_SIZE}条）`,
    access: 'session',
    raw: true,
    body: TaskFilter,
    data: Type.Null(),
    handler: async ({ body, db, user, reply }) => {
      const finished = Boolean(body.finished);
      await requireScreen(db, user!, finished, true);
      const { records } = await userTaskPage(db, user!.userId, { ...body, current: 1, size: EXPORT_SIZE });
      await sendXlsx(reply, { fileName: taskExportFile(finished), sheet: finished ? '已完成任务' : '未完成任务', columns: taskExportColumns(finished), rows: records.map(taskExportRow) });
      return null;
    },
  }),
];
