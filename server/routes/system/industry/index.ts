import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { EXPORT_SIZE, PageQuery, pageOf } from '../../../http/paging';
import { idList, VersionField } from '../../../http/record-fields';
import { addIndustry, industryDetail, industryOptions, industryPage, removeIndustries, updateIndustry, type IndustryRow } from '../../../services/industries';
import { sendXlsx, type XlsxColumn } from '../../../services/xlsx';
import { screenGrants } from '../catalogue-menu';

/**
 * 行业管理 (hygl) is a hidden page under 监督资源管理 (jdzygl 11200) with no menu or button ids of its own.
 * Reads follow what the client shows: the page is visible with the group 11200, so reads need 11200.
 * Changes need the buttons of 消安委行业管理 (xawhygl 11220: new 11221, edit 11222, delete 11223), the screen
 * that manages the committee departments supervising these industries and that opens this page.
 */
const jdzygl = screenGrants('jdzygl', []);
const xawhygl = screenGrants('xawhygl', ['new', 'edit', 'delete']);

const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });
const optionalId = (title: string) => Type.Optional(Type.Union([Type.String({ title }), Type.Null()], { title }));

export const Industry = Type.Object({
  id: Type.String({ title: '行业ID' }),
  name: Type.String({ title: '行业名称' }),
  code: Type.String({ title: '行业代码' }),
  parentId: nullable('上级行业ID'),
  parentName: nullable('上级行业'),
  path: Type.String({ title: '行业路径' }),
  level: Type.Integer({ title: '层级' }),
  committeeDepartmentId: nullable('主管部门ID'),
  committeeDepartmentName: nullable('主管部门'),
  sort: Type.Integer({ title: '排序' }),
  enabled: Type.Boolean({ title: '启用' }),
  remark: nullable('备注'),
  childCount: Type.Integer({ title: '下级数量' }),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
});

const IndustryOption = Type.Object({
  id: Type.String({ title: '行业ID' }),
  name: Type.String({ title: '行业名称' }),
  code: Type.String({ title: '行业代码' }),
  parentId: nullable('上级行业ID'),
  level: Type.Integer({ title: '层级' }),
  enabled: Type.Boolean({ title: '启用' }),
  path: Type.String({ title: '行业路径' }),
});

const Filters = Type.Object({
  name: Type.Optional(Type.String({ title: '行业名称', maxLength: 50 })),
  committeeDepartmentId: Type.Optional(Type.String({ title: '主管部门' })),
  committeeDepartmentName: Type.Optional(Type.String({ title: '主管部门', maxLength: 100 })),
  enabled: Type.Optional(Type.Boolean({ title: '启用' })),
});

const Fields = {
  name: Type.String({ title: '行业名称', minLength: 1, maxLength: 50 }),
  code: Type.String({ title: '行业代码', pattern: '^[A-Za-z][0-9]{0,4}$' }),
  parentId: optionalId('上级行业'),
  committeeDepartmentId: optionalId('主管部门'),
  sort: Type.Optional(Type.Integer({ title: '排序', minimum: 0, maximum: 9999 })),
  enabled: Type.Boolean({ title: '启用' }),
  remark: Type.Optional(Type.Union([Type.String({ title: '备注', maxLength: 500 }), Type.Null()], { title: '备注' })),
};

export const INDUSTRY_EXPORT_FILE = '行业管理.xlsx';
type ExportRow = IndustryRow & { enabledText: string };
const EXPORT_COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: '行业名称', key: 'name', width: 24 },
  { header: '行业代码', key: 'code', width: 10 },
  { header: '行业路径', key: 'path', width: 40 },
  { header: '层级', key: 'level', width: 8 },
  { header: '主管部门', key: 'committeeDepartmentName', width: 24 },
  { header: '排序', key: 'sort', width: 8 },
  { header: '状态', key: 'enabledText', width: 8 },
  { header: '备注', key: 'remark', width: 30 },
];

export const industryRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/industry/page',
    operationId: 'industryPage',
    summary: '行业分页（按名称或代码、主管部门、启用筛选；按行业代码排序）',
    access: jdzygl.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([PageQuery, Filters]),
    data: pageOf(Industry),
    handler: ({ body, db }) => industryPage(db, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/teamworkmanager/industry/detail',
    operationId: 'industryDetail',
    summary: '行业详情',
    access: jdzygl.menuId,
    querystring: Type.Object({ id: Type.String({ title: '行业ID' }) }),
    data: Industry,
    handler: ({ query, db }) => industryDetail(db, query.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/teamworkmanager/industry/options',
    operationId: 'industryOptions',
    summary: '全部行业（按行业代码排序，供选择上级行业等）',
    access: jdzygl.menuId,
    data: Type.Array(IndustryOption),
    handler: ({ db }) => industryOptions(db),
  }),
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/industry/add',
    operationId: 'addIndustry',
    summary: '新增行业（最多三级）',
    access: xawhygl.menuId,
    buttonId: xawhygl.buttons.new,
    body: Type.Object(Fields),
    data: Industry,
    handler: async ({ body, db, audit }) => {
      audit.target = `${body.code} ${body.name}`;
      return addIndustry(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/industry/edit',
    operationId: 'updateIndustry',
    summary: '修改行业（改上级时下级行业随之移动）',
    access: xawhygl.menuId,
    buttonId: xawhygl.buttons.edit,
    body: Type.Object({ id: Type.String({ title: '行业ID', minLength: 1 }), ...Fields, version: VersionField }),
    data: Industry,
    handler: async ({ body, db, audit }) => {
      audit.target = `${body.code} ${body.name}`;
      return updateIndustry(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/industry/delete',
    operationId: 'removeIndustries',
    summary: '删除行业（有下级行业的不能删除，可批量）',
    access: xawhygl.menuId,
    buttonId: xawhygl.buttons.delete,
    body: Type.Object({ ids: idList('行业', '行业ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeIndustries(db, body.ids) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/teamworkmanager/industry/export',
    operationId: 'exportIndustries',
    summary: '导出行业（.xlsx，筛选同分页）',
    access: jdzygl.menuId,
    audit: false,
    raw: true,
    body: Filters,
    data: Type.Null(),
    handler: async ({ body, db, reply }) => {
      const { records } = await industryPage(db, { ...body, current: 1, size: EXPORT_SIZE });
      const rows = records.map((r) => ({ ...r, enabledText: r.enabled ? '启用' : '停用' }));
      await sendXlsx(reply, { fileName: INDUSTRY_EXPORT_FILE, sheet: '行业', columns: EXPORT_COLUMNS, rows });
      return null;
    },
  }),
];
