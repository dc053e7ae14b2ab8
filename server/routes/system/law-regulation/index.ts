import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { EXPORT_SIZE, PageQuery, pageOf } from '../../../http/paging';
import { addRegulation, regulationDetail, regulationPage, removeRegulations, updateRegulation, type LawRegulationRow } from '../../../services/law-regulations';
import { sendXlsx, type XlsxColumn } from '../../../services/xlsx';
import { screenGrants } from '../catalogue-menu';
import { idList, VersionField } from '../../../http/record-fields';

/** 法律法规库 has no buttons in the catalogue: the menu grants every action. */
const FGK_MENU = screenGrants('fgk', []).menuId;
export const REGULATION_EXPORT_FILE = '法律法规.xlsx';

const DAY = '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$';
const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });
const optionalText = (title: string, extra: Record<string, unknown>) => Type.Optional(Type.Union([Type.String({ title, ...extra }), Type.Null()], { title }));
const Level = Type.Union(['law', 'administrative', 'departmental', 'local', 'standard'].map((v) => Type.Literal(v)), { title: '效力级别' });
const Status = Type.Union(['effective', 'amended', 'repealed'].map((v) => Type.Literal(v)), { title: '时效性' });

export const LawRegulation = Type.Object({
  id: Type.String({ title: '法规ID' }),
  title: Type.String({ title: '法规名称' }),
  level: Type.String({ title: '效力级别' }),
  levelName: Type.String({ title: '效力级别' }),
  docNo: nullable('文号'),
  issuer: Type.String({ title: '发布机关' }),
  issuedOn: nullable('发布日期'),
  effectiveOn: nullable('施行日期'),
  status: Type.String({ title: '时效性' }),
  statusName: Type.String({ title: '时效性' }),
  summary: nullable('内容摘要'),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
});

const Filter = Type.Object({
  keyword: Type.Optional(Type.String({ title: '关键字', maxLength: 100 })),
  level: Type.Optional(Level),
  status: Type.Optional(Status),
});
const Fields = {
  title: Type.String({ title: '法规名称', minLength: 1, maxLength: 200 }),
  level: Level,
  docNo: optionalText('文号', { maxLength: 100 }),
  issuer: Type.String({ title: '发布机关', minLength: 1, maxLength: 100 }),
  issuedOn: optionalText('发布日期', { pattern: DAY }),
  effectiveOn: optionalText('施行日期', { pattern: DAY }),
  status: Status,
  summary: optionalText('内容摘要', { maxLength: 2000 }),
};

const EXPORT_COLUMNS: XlsxColumn<LawRegulationRow>[] = [
  { header: '法规名称', key: 'title', width: 40 },
  { header: '效力级别', key: 'levelName', width: 12 },
  { header: '文号', key: 'docNo', width: 24 },
  { header: '发布机关', key: 'issuer', width: 28 },
  { header: '发布日期', key: 'issuedOn', width: 12 },
  { header: '施行日期', key: 'effectiveOn', width: 12 },
  { header: '时效性', key: 'statusName', width: 10 },
];

export const lawRegulationRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/tw/lawRegulation/page',
    operationId: 'lawRegulationPage',
    summary: '法律法规分页（按名称、文号或发布机关，效力级别，时效性筛选）',
    access: FGK_MENU,
    graphql: 'query',
    audit: false,
    body: Type.Composite([PageQuery, Filter]),
    data: pageOf(LawRegulation),
    handler: ({ body, db }) => regulationPage(db, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/tw/lawRegulation/detail',
    operationId: 'lawRegulationDetail',
    summary: '法律法规详情',
    access: FGK_MENU,
    querystring: Type.Object({ id: Type.String({ title: '法规ID' }) }),
    data: LawRegulation,
    handler: ({ query, db }) => regulationDetail(db, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/tw/lawRegulation/add',
    operationId: 'addLawRegulation',
    summary: '新增法律法规',
    access: FGK_MENU,
    body: Type.Object(Fields),
    data: LawRegulation,
    handler: async ({ body, db, audit }) => {
      audit.target = body.title;
      return addRegulation(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/tw/lawRegulation/update',
    operationId: 'updateLawRegulation',
    summary: '修改法律法规',
    access: FGK_MENU,
    body: Type.Object({ id: Type.String({ title: '法规ID', minLength: 1 }), ...Fields, version: VersionField }),
    data: LawRegulation,
    handler: async ({ body, db, audit }) => {
      audit.target = body.title;
      return updateRegulation(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/tw/lawRegulation/batchDelete',
    operationId: 'removeLawRegulations',
    summary: '删除法律法规（可批量）',
    access: FGK_MENU,
    body: Type.Object({ ids: idList('法规', '法规ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeRegulations(db, body.ids) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/tw/lawRegulation/export',
    operationId: 'exportLawRegulations',
    summary: '导出法律法规（.xlsx）',
    access: FGK_MENU,
    raw: true,
    body: Filter,
    data: Type.Null(),
    handler: async ({ body, db, reply }) => {
      const { records } = await regulationPage(db, { ...body, current: 1, size: EXPORT_SIZE });
      await sendXlsx(reply, { fileName: REGULATION_EXPORT_FILE, sheet: '法律法规', columns: EXPORT_COLUMNS, rows: records });
      return null;
    },
  }),
];
