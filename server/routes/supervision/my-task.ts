/** 个人任务 calls of /myTask beyond the two lists and the detail (server/routes/supervision/index.ts): export, remove, PUT, home page. */
import { Type } from '@sinclair/typebox';
import { TASK_REMARK_MAX } from '../../../src/constants/my-tasks';
import { missingGrantMessage } from '../../auth/grants';
import { supervisionTask } from '../../entities/supervision-task.entity';
import { exportColumns } from '../../entity/export-columns';
import { forbidden } from '../../http/envelope';
import { EXPORT_SIZE } from '../../http/paging';
import { VersionField } from '../../http/record-fields';
import { defineRoute, type AnyRoute } from '../../http/route';
import { myTaskHomePage, noteMyTask, removeMyTasks } from '../../services/supervision/my-tasks';
import { sendXlsx } from '../../services/xlsx';
import { screenGrants } from '../system/catalogue-menu';

const unfinished = screenGrants('wwjrw', ['export']);
const finishedList = screenGrants('ywjrw', []);
const row = supervisionTask.row;

const count = (title: string) => Type.Integer({ title });

export const myTaskRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/myTask/exportData',
    operationId: 'exportMyTasks',
    summary: `导出本人未完成或已完成的监督检查任务（.xlsx，按当前筛选，最多${EXPORT_SIZE}条）`,
    access: 'session',
    raw: true,
    body: Type.Object({
      finished: Type.Optional(Type.Boolean({ title: '是否已办结' })),
      keyword: Type.Optional(Type.String({ title: '单位名称', maxLength: 100 })),
    }),
    data: Type.Null(),
    handler: async ({ body, db, user, reply, audit }) => {
      // The list exported decides: 已完成任务's menu, or 未完成任务's menu and its 导出 button.
      const [menuId, buttonId] = body.finished ? [finishedList.menuId, undefined] : [unfinished.menuId, unfinished.buttons.export];
      if (!user!.grants.has(menuId) || (buttonId !== undefined && !user!.grants.has(buttonId))) throw forbidden(await missingGrantMessage(db, menuId, buttonId));
      const rows = await supervisionTask.ops.all(db, user!, { keyword: body.keyword, mine: true, finished: Boolean(body.finished), size: EXPORT_SIZE });
      audit.detail = `${rows.length}条`;
      await sendXlsx(reply, {
        fileName: body.finished ? '已完成任务.xlsx' : '未完成任务.xlsx',
        sheet: body.finished ? '已完成任务' : '未完成任务',
        columns: exportColumns(supervisionTask as never),
        rows: rows.map((r) => exportColumns.values(supervisionTask as never, r)),
      });
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/myTask/remove',
    operationId: 'removeMyTasks',
    summary: '删除本人下发、尚未接收的监督检查任务（ids 以逗号分隔）',
    access: unfinished.menuId,
    querystring: Type.Object({ ids: Type.String({ title: '任务ID', minLength: 1, maxLength: 2000 }) }),
    data: Type.Integer({ title: '删除条数' }),
    handler: ({ query, db, user, audit }) => {
      const ids = query.ids.split(',').map((id) => id.trim()).filter(Boolean);
      audit.target = ids.join(',');
      return removeMyTasks(db, user!, ids);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/myTask',
    operationId: 'noteMyTask',
    summary: '主办人或协办人为检查前的任务填写备注（带读取的版本）',
    access: unfinished.menuId,
    querystring: Type.Object({
      id: Type.String({ title: '任务ID', minLength: 1, maxLength: 64 }),
      version: VersionField,
      remark: Type.String({ title: '备注', maxLength: TASK_REMARK_MAX }),
    }),
    data: row,
    handler: ({ query, db, user, audit }) => {
      audit.target = query.id;
      return noteMyTask(db, user!, query);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/myTask/getLawExamTaskHomePage',
    operationId: 'myTaskHomePage',
    summary: '首页的本人任务概况：各环节数量、逾期数量与最近到期的未办结任务',
    access: 'session',
    graphql: 'query',
    audit: false,
    data: Type.Object({
      unfinished: count('未完成'), toAccept: count('待接收'), toCheck: count('待检查'), toClose: count('待办结'),
      overdue: count('已逾期'), finished: count('已完成'), upcoming: Type.Array(row, { title: '最近到期' }),
    }),
    handler: ({ db, user }) => myTaskHomePage(db, user!),
  }),
];
