/**
 * 个人履职 (/personal/*): declare and send (savePersonals), one declaration (getDetails), the summary of the
 * approved ones (stat, statExport). Personal pages are common screens: logged in, scoped by organisation.
 */
import { Type } from '@sinclair/typebox';
import { EXPORT_SIZE, PageQuery, pageOf } from '../../http/paging';
import { defineRoute, type AnyRoute } from '../../http/route';
import { declarationDetail, dutyStandardOptions, saveDeclaration } from '../../services/duty-declarations';
import { dutySummaryPage } from '../../services/duty-summary';
import { sendXlsx, type XlsxColumn } from '../../services/xlsx';
import { FlowDetailPart, nullable, SendFields, text } from './schemas';
import { DECLARATION_FIELDS, DECLARATION_KIND } from '../../../src/shared/business-inputs';

const Kind = DECLARATION_KIND;

const Item = Type.Object({
  standardId: Type.String({ title: '履职项目ID' }),
  name: Type.String({ title: '履职项目' }),
  unit: Type.String({ title: '单位' }),
  quantity: Type.Number({ title: '数量' }),
  score: Type.Number({ title: '得分' }),
});

const Declaration = Type.Object({
  id: Type.String({ title: '申报ID' }),
  kind: Kind,
  kindName: Type.String({ title: '申报类型' }),
  title: Type.String({ title: '标题' }),
  userId: Type.String({ title: '申报人ID' }),
  userName: text('申报人'),
  organId: Type.String({ title: '所属单位' }),
  organName: text('所属单位'),
  period: Type.String({ title: '申报月份' }),
  items: Type.Array(Item, { title: '申报项目' }),
  score: Type.Number({ title: '得分' }),
  reason: text('申诉理由'),
  attachments: Type.Array(Type.String({ title: '附件' }), { title: '附件' }),
  createdAt: Type.String({ title: '申报时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
  ...FlowDetailPart,
});

const SummaryRow = Type.Object({
  id: Type.String({ title: '行ID' }),
  userId: Type.String({ title: '人员ID' }),
  userName: text('姓名'),
  organId: Type.String({ title: '单位ID' }),
  organName: text('所属单位'),
  period: Type.String({ title: '月份' }),
  workScore: Type.Number({ title: '工作量得分' }),
  dutyScore: Type.Number({ title: '履职得分' }),
  appealScore: Type.Number({ title: '申诉调整' }),
  totalScore: Type.Number({ title: '合计得分' }),
  declarationCount: Type.Integer({ title: '已通过申报数' }),
});

const SummaryFilter = Type.Composite([
  PageQuery,
  Type.Object({
    period: Type.Optional(Type.String({ title: '月份', pattern: '^(\\d{4}-(0[1-9]|1[0-2]))?$' })),
    organId: Type.Optional(Type.String({ title: '所属单位', maxLength: 64 })),
    userName: Type.Optional(Type.String({ title: '姓名', maxLength: 50 })),
  }),
]);

type Row = Awaited<ReturnType<typeof dutySummaryPage>>['records'][number];
const SUMMARY_COLUMNS: XlsxColumn<Row>[] = [
  { header: '月份', key: 'period', width: 10 },
  { header: '姓名', key: 'userName', width: 10 },
  { header: '所属单位', key: 'organName', width: 26 },
  { header: '工作量得分', key: 'workScore', width: 12 },
  { header: '履职得分', key: 'dutyScore', width: 12 },
  { header: '申诉调整', key: 'appealScore', width: 12 },
  { header: '合计得分', key: 'totalScore', width: 12 },
  { header: '已通过申报数', key: 'declarationCount', width: 14 },
];

export const personalRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/personal/savePersonals',
    operationId: 'savePersonals',
    summary: '个人工作/履职申报或申诉，保存并送审（不通过或撤回后带申报ID重新送审）',
    access: 'session',
    body: Type.Object({
      id: Type.Optional(nullable(Type.String({ title: '申报ID', maxLength: 64 }), '申报ID')),
      version: Type.Optional(nullable(Type.Integer({ title: '版本', minimum: 1 }), '版本')),
      kind: Kind,
      ...DECLARATION_FIELDS,
      ...SendFields,
    }),
    data: Declaration,
    handler: async ({ body, db, user, audit }) => {
      audit.target = `${body.kind}:${body.period}`;
      return saveDeclaration(db, user!, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/personal/standards',
    operationId: 'personalStandards',
    summary: '可申报的履职项目（履职量化标准：单位、每单位分值、月上限）',
    access: 'session',
    data: Type.Array(
      Type.Object({
        id: Type.String({ title: '履职项目ID' }),
        name: Type.String({ title: '履职项目' }),
        unit: Type.String({ title: '单位' }),
        unitScore: Type.Number({ title: '每单位分值' }),
        monthlyCap: nullable(Type.Number({ title: '月上限' }), '月上限'),
      }),
    ),
    handler: ({ db }) => dutyStandardOptions(db),
  }),
  defineRoute({
    method: 'GET',
    url: '/personal/getDetails',
    operationId: 'personalDetails',
    summary: '申报详情（本人的、本单位及下级单位的，或本人经办的）',
    access: 'session',
    querystring: Type.Object({ id: Type.String({ title: '申报ID', minLength: 1 }) }),
    data: Declaration,
    handler: ({ query, db, user }) => declarationDetail(db, user!, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/personal/stat',
    operationId: 'personalStat',
    summary: '个人履职汇总（已通过的申报，按人员与月份）',
    access: 'session',
    graphql: 'query',
    audit: false,
    body: SummaryFilter,
    data: pageOf(SummaryRow),
    handler: ({ body, db, user }) => dutySummaryPage(db, user!, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/personal/statExport',
    operationId: 'exportPersonalStat',
    summary: `导出个人履职汇总（.xlsx，按当前筛选，最多${EXPORT_SIZE}条）`,
    access: 'session',
    raw: true,
    body: SummaryFilter,
    data: Type.Null(),
    handler: async ({ body, db, user, reply }) => {
      const { records } = await dutySummaryPage(db, user!, { ...body, current: 1, size: EXPORT_SIZE });
      await sendXlsx(reply, { fileName: '个人履职汇总.xlsx', sheet: '个人履职汇总', columns: SUMMARY_COLUMNS, rows: records });
      return null;
    },
  }),
];
