import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { EXPORT_SIZE, PageQuery, pageOf } from '../../../http/paging';
import { operationRecordDetail, operationRecordPage, type OperationRecordRow } from '../../../services/operation-records';
import { FilterTime } from '../../../services/filter-time';
import { scopeOf } from '../../../services/org-scope';
import { sendXlsx, type XlsxColumn } from '../../../services/xlsx';
import { screenGrants } from '../catalogue-menu';
import { verifyAuditChain } from '../../../services/audit-chain';

const rzck = screenGrants('rzck', ['view']);
const nullableText = (title: string) => Type.Union([Type.String({ title }), Type.Null()]);
const nullableInt = (title: string) => Type.Union([Type.Integer({ title }), Type.Null()]);
const Outcome = Type.Union([Type.Literal('success'), Type.Literal('failure')], { title: '操作结果' });

export const OperationRecord = Type.Object({
  id: Type.String({ title: '日志ID' }),
  userId: nullableText('操作人ID'),
  userName: nullableText('操作人'),
  organId: nullableText('所属单位ID'),
  organName: nullableText('所属单位'),
  operationId: Type.String({ title: '接口' }),
  method: Type.String({ title: '请求方式' }),
  url: Type.String({ title: '请求地址' }),
  menuId: nullableInt('菜单'),
  buttonId: nullableInt('按钮'),
  target: nullableText('操作对象'),
  detail: nullableText('操作内容'),
  outcome: Outcome,
  message: nullableText('返回信息'),
  ip: nullableText('IP地址'),
  createdAt: Type.String({ title: '操作时间' }),
});

const Filters = Type.Object({
  userName: Type.Optional(Type.String({ title: '操作人', maxLength: 50 })),
  route: Type.Optional(Type.String({ title: '接口', maxLength: 200 })),
  outcome: Type.Optional(Outcome),
  startTime: FilterTime('开始时间'),
  endTime: FilterTime('结束时间'),
});

export const OPERATION_RECORD_EXPORT_FILE = '操作日志.xlsx';
const OUTCOME_TEXT = { success: '成功', failure: '失败' } as const;
const stamp = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium' });
type ExportRow = OperationRecordRow & { outcomeText: string; timeText: string };
const EXPORT_COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: '操作时间', key: 'timeText', width: 20 },
  { header: '操作人', key: 'userName' },
  { header: '所属单位', key: 'organName', width: 16 },
  { header: '接口', key: 'operationId', width: 24 },
  { header: '请求地址', key: 'url', width: 36 },
  { header: '操作对象', key: 'target', width: 20 },
  { header: '操作结果', key: 'outcomeText' },
  { header: '返回信息', key: 'message', width: 30 },
  { header: 'IP地址', key: 'ip', width: 16 },
];

export const operationRecordRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/OperationRecord/page',
    operationId: 'operationRecordPage',
    summary: '操作日志分页（按操作人、时间、接口、结果筛选）',
    access: rzck.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([PageQuery, Filters]),
    data: pageOf(OperationRecord),
    handler: async ({ body, db, user }) => operationRecordPage(db, body, await scopeOf(db, user!)),
  }),
  defineRoute({
    method: 'GET',
    url: '/OperationRecord/detail',
    operationId: 'operationRecordDetail',
    summary: '操作日志明细',
    access: rzck.menuId,
    buttonId: rzck.buttons.view,
    querystring: Type.Object({ id: Type.String({ title: '日志ID' }) }),
    data: OperationRecord,
    handler: async ({ query, db, user }) => operationRecordDetail(db, query.id, await scopeOf(db, user!)),
  }),
  defineRoute({
    method: 'POST',
    url: '/OperationRecord/export',
    operationId: 'exportOperationRecords',
    summary: `导出操作日志（.xlsx，按当前筛选，最多${EXPORT_SIZE}条）`,
    access: rzck.menuId,
    buttonId: rzck.buttons.view,
    raw: true,
    // The client sends its paging too; the export always takes every matching record.
    body: Type.Composite([PageQuery, Filters]),
    data: Type.Null(),
    handler: async ({ body, db, user, reply }) => {
      const { records } = await operationRecordPage(db, { ...body, current: 1, size: EXPORT_SIZE }, await scopeOf(db, user!));
      const rows = records.map((r) => ({ ...r, outcomeText: OUTCOME_TEXT[r.outcome], timeText: stamp.format(new Date(r.createdAt)) }));
      await sendXlsx(reply, { fileName: OPERATION_RECORD_EXPORT_FILE, sheet: '操作日志', columns: EXPORT_COLUMNS, rows });
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/OperationRecord/verify',
    operationId: 'verifyOperationRecords',
    summary: '校验操作日志链：逐条重算哈希，指出第一条被修改或删除的日志',
    access: rzck.menuId,
    buttonId: rzck.buttons.view,
    graphql: 'query',
    data: Type.Object({
      intact: Type.Boolean({ title: '完整' }),
      checked: Type.Integer({ title: '校验条数' }),
      problem: Type.Union([Type.Literal('altered'), Type.Literal('removed'), Type.Null()], { title: '问题' }),
      seq: Type.Union([Type.Integer(), Type.Null()], { title: '序号' }),
      recordId: Type.Union([Type.String(), Type.Null()], { title: '日志ID' }),
      message: Type.String({ title: '结论' }),
    }),
    handler: async ({ db, audit }) => {
      const verdict = await verifyAuditChain(db);
      audit.detail = verdict.message;
      return verdict;
    },
  }),
];
