/**
 * 消防安全检查 (xfaqjc 1030) beyond its entity's standard routes (server/entities/supervision-task.entity.ts):
 * 接收, 检查记录, 责令限期改正通知书, 办结; and the personal lists 未完成任务/已完成任务 (myTask, 2110/2120).
 */
import { Type } from '@sinclair/typebox';
import { supervisionTask } from '../../entities/supervision-task.entity';
import { PageQuery, pageOf } from '../../http/paging';
import { VersionField } from '../../http/record-fields';
import { defineRoute, type AnyRoute } from '../../http/route';
import { recordCheck } from '../../services/supervision/check-record';
import { issueDeadlineNotice } from '../../services/supervision/rectify-notices';
import { acceptTask, closeTask } from '../../services/supervision/task-moves';
import { brigadeOfficers, checkTemplates, unitChoices } from '../../services/supervision/pickers';
import { DrawBody, drawTasks } from '../../services/supervision/random-draw';
import { taskChain } from '../../services/supervision/task-chain';
import { CHECK_RECORD_FIELDS, DEADLINE_NOTICE_FIELDS } from '../../../src/shared/supervision-inputs';
import { screenGrants } from '../system/catalogue-menu';

const xfaqjc = screenGrants('xfaqjc', ['draw']);
const unfinished = screenGrants('wwjrw', ['view']);
const finishedList = screenGrants('ywjrw', []);
const Key = { id: Type.String({ title: '任务ID', minLength: 1 }), version: VersionField };
const row = supervisionTask.row;

const MyTaskQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String({ title: '单位名称', maxLength: 100 })),
    status: Type.Optional(Type.String({ title: '任务状态', maxLength: 20 })),
  }),
]);

const moveRoute = (url: string, operationId: string, summary: string, handler: typeof acceptTask) =>
  defineRoute({
    method: 'POST',
    url,
    operationId,
    summary,
    access: xfaqjc.menuId,
    body: Type.Object(Key),
    data: row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      return handler(db, user!, body);
    },
  });

export const supervisionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/supervision/officers',
    operationId: 'supervisionOfficers',
    summary: '可选的主办人、协办人：承办单位（默认本单位）的执法人员',
    access: xfaqjc.menuId,
    audit: false,
    querystring: Type.Object({ organId: Type.Optional(Type.String({ title: '承办单位', maxLength: 64 })) }),
    data: Type.Array(Type.Object({ userId: Type.String({ title: '用户ID' }), username: Type.String({ title: '姓名' }) })),
    handler: ({ query, db, user }) => brigadeOfficers(db, user!, query.organId),
  }),
  defineRoute({
    method: 'GET',
    url: '/supervision/units',
    operationId: 'supervisionUnits',
    summary: '可选的被检查单位：社会单位库中按名称或地址查找（至多50个）',
    access: xfaqjc.menuId,
    audit: false,
    querystring: Type.Object({ keyword: Type.Optional(Type.String({ title: '关键字', maxLength: 100 })) }),
    data: Type.Array(Type.Object({ id: Type.String({ title: '单位ID' }), name: Type.String({ title: '单位名称' }), address: Type.String({ title: '单位地址' }), unitCategory: Type.Integer({ title: '单位类别' }) })),
    handler: ({ query, db }) => unitChoices(db, query.keyword),
  }),
  defineRoute({
    method: 'GET',
    url: '/supervision/templates',
    operationId: 'supervisionCheckTemplates',
    summary: '检查记录可选的任务模板（启用的监督检查、双随机抽查、隐患整改复查模板及其检查项）',
    access: xfaqjc.menuId,
    audit: false,
    data: Type.Array(Type.Object({ id: Type.String({ title: '模板ID' }), name: Type.String({ title: '模板名称' }), taskType: Type.String({ title: '任务类型' }), items: Type.Array(Type.String({ title: '检查项' })) })),
    handler: ({ db }) => checkTemplates(db),
  }),
  moveRoute('/supervision/accept', 'acceptSupervisionTask', '接收监督检查任务（主办人或协办人）', acceptTask),
  moveRoute('/supervision/close', 'closeSupervisionTask', '办结监督检查任务（已检查的；责令限期改正的须先签发通知书）', closeTask),
  defineRoute({
    method: 'POST',
    url: '/supervision/checkRecord',
    operationId: 'recordSupervisionCheck',
    summary: '填写检查记录（检查项与检查情况、火灾隐患及等级、检查结果、签字；责令立即改正的当场签发通知书）',
    access: xfaqjc.menuId,
    body: Type.Object({ ...Key, ...CHECK_RECORD_FIELDS }),
    data: row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      audit.detail = body.checkResult;
      return recordCheck(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/supervision/deadlineNotice',
    operationId: 'issueSupervisionDeadlineNotice',
    summary: '签发责令限期改正通知书（改正期限按工作日计算，文号连续不重号）',
    access: xfaqjc.menuId,
    body: Type.Object({ ...Key, ...DEADLINE_NOTICE_FIELDS }),
    data: row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      return issueDeadlineNotice(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/supervision/generateTask',
    operationId: 'generateSupervisionTasks',
    summary: '双随机抽取：按单位类别、行政区划从本单位及下级监管的社会单位中抽取，并为每个单位抽取两名本单位执法人员下发任务（记录随机种子，同一种子可复现）',
    access: xfaqjc.menuId,
    buttonId: xfaqjc.buttons.draw,
    body: DrawBody,
    data: Type.Object({ drawId: Type.String({ title: '抽取ID' }), seed: Type.Integer({ title: '随机种子' }), candidates: Type.Integer({ title: '符合条件的单位数' }), tasks: Type.Array(row) }),
    handler: async ({ body, db, user, audit }) => {
      const result = await drawTasks(db, user!, body);
      audit.target = result.drawId;
      audit.detail = `种子${result.seed}，抽取${result.tasks.length}个`;
      return result;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/supervision/chain',
    operationId: 'supervisionTaskChain',
    summary: '任务链：从来源、任务、检查记录、通知书到复查任务、移送立案和办结的时间线（从链上任一任务查看）',
    access: xfaqjc.menuId,
    audit: false,
    querystring: Type.Object({ id: Type.String({ title: '任务ID', minLength: 1 }) }),
    data: Type.Array(
      Type.Object({
        id: Type.String({ title: '事件ID' }),
        taskId: Type.String({ title: '任务ID' }),
        kind: Type.String({ title: '环节' }),
        title: Type.String({ title: '事项' }),
        detail: Type.String({ title: '说明' }),
        at: Type.String({ title: '时间' }),
      }),
    ),
    handler: ({ query, db, user }) => taskChain(db, user!, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/myTask/page',
    operationId: 'myTaskPage',
    summary: '未完成任务：本人为主办人或协办人、未办结的监督检查任务',
    access: unfinished.menuId,
    graphql: 'query',
    audit: false,
    body: MyTaskQuery,
    data: pageOf(row),
    handler: ({ body, db, user }) => supervisionTask.ops.page(db, user!, { ...body, mine: true, finished: false }),
  }),
  defineRoute({
    method: 'POST',
    url: '/myTask/pageV2',
    operationId: 'myTaskPageV2',
    summary: '已完成任务：本人为主办人或协办人、已办结的监督检查任务',
    access: finishedList.menuId,
    graphql: 'query',
    audit: false,
    body: MyTaskQuery,
    data: pageOf(row),
    handler: ({ body, db, user }) => supervisionTask.ops.page(db, user!, { ...body, mine: true, finished: true }),
  }),
  defineRoute({
    method: 'GET',
    url: '/myTask/detail',
    operationId: 'myTaskDetail',
    summary: '个人任务详情（监督检查任务，本单位及下级单位的）',
    access: unfinished.menuId,
    buttonId: unfinished.buttons.view,
    audit: false,
    querystring: Type.Object({ id: Type.String({ title: '任务ID', minLength: 1 }) }),
    data: row,
    handler: ({ query, db, user }) => supervisionTask.ops.detail(db, user!, query.id),
  }),
];
