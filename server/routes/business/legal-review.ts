/** 法制预审 (/reviewAdvance/*): 预审管理 fzys 4110 (edit 4111, export 4112) and 法制审核列表 fhlb 4300. */
import { Type } from '@sinclair/typebox';
import { EXPORT_SIZE, PageQuery, pageOf } from '../../http/paging';
import { VersionField } from '../../http/record-fields';
import { defineRoute, type AnyRoute } from '../../http/route';
import { legalReviewPage, legalReviewRows } from '../../services/legal-review-lists';
import { addLegalReview, legalReviewDetail, legalReviewFormOptions, updateLegalReview } from '../../services/legal-reviews';
import { FilterTime } from '../../services/filter-time';
import { sendXlsx, type XlsxColumn } from '../../services/xlsx';
import { screenGrants } from '../system/catalogue-menu';
import { LEGAL_REVIEW_FIELDS as Fields } from '../../../src/shared/business-inputs';
import { cellTime, FlowDetailPart, FlowPart, PhaseFilter, ResendFields, SendFields, text } from './schemas';

const fzys = screenGrants('fzys', ['edit', 'export']);
const fhlb = screenGrants('fhlb', []);

const Kind = Type.Union([Type.Literal('tqsh'), Type.Literal('jzsh'), Type.Literal('lash')], { title: '审核类型' });
const State = Type.Union([Type.Literal('pending'), Type.Literal('done')], { title: '审核状态' });

const ListRow = Type.Object({
  id: Type.String({ title: '预审ID' }),
  reviewKind: Kind,
  reviewKindName: Type.String({ title: '审核类型' }),
  caseName: Type.String({ title: '案件名称' }),
  caseNo: text('案件编号'),
  partyName: Type.String({ title: '当事人' }),
  caseCauseName: text('案由'),
  organName: text('承办单位'),
  handlerName: text('承办人'),
  submittedAt: text('送审时间'),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
  ...FlowPart,
});

const LegalReview = Type.Object({
  id: Type.String({ title: '预审ID' }),
  reviewKind: Kind,
  reviewKindName: Type.String({ title: '审核类型' }),
  title: Type.String({ title: '标题' }),
  caseName: Type.String({ title: '案件名称' }),
  caseNo: text('案件编号'),
  partyName: Type.String({ title: '当事人' }),
  caseCause: text('案由'),
  caseCauseName: text('案由'),
  organId: Type.String({ title: '承办单位' }),
  organName: text('承办单位'),
  handlerId: Type.String({ title: '承办人' }),
  handlerName: text('承办人'),
  summary: Type.String({ title: '案情摘要' }),
  proposal: Type.String({ title: '处理意见' }),
  materials: Type.Array(Type.String({ title: '案件材料' }), { title: '案件材料' }),
  submittedAt: text('送审时间'),
  createdBy: Type.String({ title: '创建人ID' }),
  creatorName: text('创建人'),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
  ...FlowDetailPart,
});


const PageFilter = Type.Composite([
  PageQuery,
  Type.Object({ reviewKind: Kind, state: State, keyword: Type.Optional(Type.String({ title: '关键字', maxLength: 50 })) }),
]);

const ExportFilter = Type.Composite([
  PageQuery,
  Type.Object({ reviewKind: Type.Optional(Kind), state: Type.Optional(State), keyword: Type.Optional(Type.String({ title: '关键字', maxLength: 50 })) }),
]);

type ExportRow = Awaited<ReturnType<typeof legalReviewRows>>[number] & { submittedText: string };
const EXPORT_COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: '审核类型', key: 'reviewKindName', width: 10 },
  { header: '案件名称', key: 'caseName', width: 36 },
  { header: '案件编号', key: 'caseNo', width: 22 },
  { header: '当事人', key: 'partyName', width: 28 },
  { header: '案由', key: 'caseCauseName', width: 24 },
  { header: '承办单位', key: 'organName', width: 24 },
  { header: '承办人', key: 'handlerName', width: 10 },
  { header: '送审时间', key: 'submittedText', width: 18 },
  { header: '审批状态', key: 'phaseName', width: 10 },
  { header: '当前步骤', key: 'stepName', width: 14 },
  { header: '当前办理人', key: 'assigneeName', width: 10 },
];

export const legalReviewRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/reviewAdvance/page',
    operationId: 'legalReviewPage',
    summary: '预审管理分页（按审核类型，待审核：审批中；已审核：已通过或不通过）',
    access: fzys.menuId,
    graphql: 'query',
    audit: false,
    body: PageFilter,
    data: pageOf(Type.Object({ ...ListRow.properties, editable: Type.Boolean({ title: '可修改' }) })),
    handler: ({ body, db, user }) => legalReviewPage(db, user!, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/reviewAdvance/list',
    operationId: 'legalReviewList',
    summary: '法制审核列表（审核类型、审批状态、送审时间）',
    access: fhlb.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([
      PageQuery,
      Type.Object({
        reviewKind: Type.Optional(Kind),
        phase: Type.Optional(PhaseFilter),
        keyword: Type.Optional(Type.String({ title: '关键字', maxLength: 50 })),
        submittedStart: FilterTime('送审开始时间'),
        submittedEnd: FilterTime('送审结束时间'),
      }),
    ]),
    data: pageOf(Type.Object({ ...ListRow.properties, editable: Type.Boolean({ title: '可修改' }) })),
    handler: ({ body, db, user }) => legalReviewPage(db, user!, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/reviewAdvance/details',
    operationId: 'legalReviewDetail',
    summary: '预审详情（本单位及下级单位的，或本人经办的）',
    access: 'session',
    querystring: Type.Object({ id: Type.String({ title: '预审ID', minLength: 1 }) }),
    data: LegalReview,
    handler: ({ query, db, user }) => legalReviewDetail(db, user!, query.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/reviewAdvance/formOptions',
    operationId: 'legalReviewFormOptions',
    summary: '新增预审的选项：案由、本单位人员（承办人）',
    access: 'session',
    data: Type.Object({
      causes: Type.Array(Type.Object({ id: Type.String({ title: '案由ID' }), name: Type.String({ title: '案由' }) })),
      handlers: Type.Array(Type.Object({ userId: Type.String({ title: '用户ID' }), name: Type.String({ title: '姓名' }) })),
    }),
    handler: ({ db, user }) => legalReviewFormOptions(db, user!),
  }),
  defineRoute({
    method: 'POST',
    url: '/reviewAdvance/add',
    operationId: 'addLegalReview',
    summary: '新增预审并送审（选择第一步的接收人）',
    access: fzys.menuId,
    body: Type.Object({ reviewKind: Kind, ...Fields, ...SendFields }),
    data: LegalReview,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.caseName;
      return addLegalReview(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/reviewAdvance/update',
    operationId: 'updateLegalReview',
    summary: '修改预审（未送审、不通过或已撤回的；选择接收人即重新送审）',
    access: fzys.menuId,
    buttonId: fzys.buttons.edit,
    body: Type.Object({ id: Type.String({ title: '预审ID', minLength: 1 }), ...Fields, version: VersionField, ...ResendFields }),
    data: LegalReview,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      return updateLegalReview(db, user!, { ...body, assigneeId: body.assigneeId ?? undefined });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/reviewAdvance/export',
    operationId: 'exportLegalReviews',
    summary: `导出预审（.xlsx，按当前筛选，最多${EXPORT_SIZE}条）`,
    access: fzys.menuId,
    buttonId: fzys.buttons.export,
    raw: true,
    body: ExportFilter,
    data: Type.Null(),
    handler: async ({ body, db, user, reply }) => {
      const rows = await legalReviewRows(db, user!, { ...body, current: 1, size: EXPORT_SIZE });
      await sendXlsx(reply, { fileName: '法制预审.xlsx', sheet: '法制预审', columns: EXPORT_COLUMNS, rows: rows.map((r) => ({ ...r, submittedText: cellTime(r.submittedAt) })) });
      return null;
    },
  }),
];
