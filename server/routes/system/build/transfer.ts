import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { organizations } from '../../../db/schema';
import { EXPORT_SIZE } from '../../../http/paging';
import { defineRoute, type AnyRoute, type SessionUser } from '../../../http/route';
import { BUILD_STRUCTURE_NAMES, BUILD_USE_NAMES, FIRE_RATING_NAMES } from '../../../../src/constants/company-labels';
import { buildPage, insertBuild, type BuildRow, type CleanBuild } from '../../../services/builds';
import { scopeOf } from '../../../services/org-scope';
import { sendXlsx, type ImportColumn, type XlsxColumn } from '../../../services/xlsx';
import { importAllOrNone, type SheetRows } from '../../../http/xlsx-import';
import { PHONE_PATTERN } from '../../../../src/constants/patterns';
import { JZW_MENU } from './grants';
import { BuildFilterSchema } from './schemas';

export const BUILD_EXPORT_FILE = '建筑物.xlsx';
const SHEET = '建筑物';

type ExportRow = BuildRow & { highRiseText: string };
export const BUILD_EXPORT_COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: '建筑名称', key: 'name', width: 30 },
  { header: '建筑地址', key: 'address', width: 40 },
  { header: '监管单位', key: 'organName', width: 30 },
  { header: '使用性质', key: 'useTypeName', width: 12 },
  { header: '建筑结构', key: 'structureName', width: 16 },
  { header: '耐火等级', key: 'fireRatingName', width: 10 },
  { header: '建筑高度（米）', key: 'heightMeters', width: 14 },
  { header: '地上层数', key: 'floorsAbove', width: 10 },
  { header: '地下层数', key: 'floorsBelow', width: 10 },
  { header: '建筑面积（平方米）', key: 'floorArea', width: 18 },
  { header: '建成年份', key: 'builtYear', width: 10 },
  { header: '管理人', key: 'managerName', width: 12 },
  { header: '联系电话', key: 'managerPhone', width: 16 },
  { header: '高层建筑', key: 'highRiseText', width: 10 },
];

interface ImportRow extends Omit<CleanBuild, 'organId' | 'areaCode' | 'remark'> { organName: string }

const byName = <T extends string | number>(names: Readonly<Record<T, string>>, numeric: boolean) => {
  const map = new Map(Object.entries(names).map(([k, v]) => [v as string, (numeric ? Number(k) : k) as T]));
  return (v: string): T => {
    const found = map.get(v);
    if (found === undefined) throw new Error(`应为${[...map.keys()].join('、')}之一`);
    return found;
  };
};
const number = (min: number, max: number, integer = false) => (v: string) => {
  const n = Number(v);
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) throw new Error(integer ? '应为整数' : '应为数字');
  if (n < min || n > max) throw new Error(`应在${min}到${max}之间`);
  return n;
};
const maxLength = (n: number) => (v: string) => { if (v.length > n) throw new Error(`长度不能超过${n}位`); return v; };
const phoneRe = new RegExp(PHONE_PATTERN);

/** The export's columns read back (names, not codes), so an exported file imports again. */
export const BUILD_IMPORT_COLUMNS: ImportColumn[] = [
  { header: '建筑名称', key: 'name', required: true, parse: maxLength(100) },
  { header: '建筑地址', key: 'address', required: true, parse: maxLength(200) },
  { header: '监管单位', key: 'organName', required: true },
  { header: '使用性质', key: 'useType', required: true, parse: byName(BUILD_USE_NAMES, false) },
  { header: '建筑结构', key: 'structure', required: true, parse: byName(BUILD_STRUCTURE_NAMES, false) },
  { header: '耐火等级', key: 'fireRating', required: true, parse: byName(FIRE_RATING_NAMES, true) },
  { header: '建筑高度（米）', key: 'heightMeters', required: true, parse: number(0.1, 1000) },
  { header: '地上层数', key: 'floorsAbove', required: true, parse: number(1, 200, true) },
  { header: '地下层数', key: 'floorsBelow', parse: number(0, 20, true) },
  { header: '建筑面积（平方米）', key: 'floorArea', required: true, parse: number(0.1, 10000000) },
  { header: '建成年份', key: 'builtYear', parse: number(1900, new Date().getFullYear(), true) },
  { header: '管理人', key: 'managerName', parse: maxLength(32) },
  { header: '联系电话', key: 'managerPhone', parse: (v) => { if (!phoneRe.test(v)) throw new Error('格式不正确'); return v; } },
];

async function resolveRows(db: Db, me: SessionUser, rows: (ImportRow & { rowNumber: number })[]) {
  const scope = await scopeOf(db, me);
  const organRows = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.deleted, false));
  const organsByName = new Map<string, string[]>();
  for (const o of organRows) organsByName.set(o.name, [...(organsByName.get(o.name) ?? []), o.id]);
  const errors: { row: number; message: string }[] = [];
  const values: CleanBuild[] = [];
  for (const { rowNumber, organName, ...r } of rows) {
    const organIds = organsByName.get(organName) ?? [];
    let problem: string | undefined;
    if (organIds.length !== 1) problem = organIds.length ? `监管单位${organName}名称不唯一` : `监管单位${organName}不存在`;
    else if (scope && !scope.includes(organIds[0])) problem = '监管单位只能选择本单位及下级单位';
    if (problem) errors.push({ row: rowNumber, message: problem });
    else
      values.push({
        ...r, organId: organIds[0], areaCode: null, remark: null, floorsBelow: r.floorsBelow ?? 0, builtYear: r.builtYear ?? null,
        managerName: r.managerName ?? null, managerPhone: r.managerPhone ?? null,
      });
  }
  return { values, errors };
}

export const buildTransferRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/Build/export',
    operationId: 'exportBuilds',
    summary: '导出建筑物（.xlsx）',
    access: JZW_MENU,
    raw: true,
    body: BuildFilterSchema,
    data: Type.Null(),
    handler: async ({ body, db, user, reply }) => {
      const { records } = await buildPage(db, user!, { ...body, current: 1, size: EXPORT_SIZE });
      const rows = records.map((r) => ({ ...r, highRiseText: r.highRise ? '是' : '否' }));
      await sendXlsx(reply, { fileName: BUILD_EXPORT_FILE, sheet: SHEET, columns: BUILD_EXPORT_COLUMNS, rows });
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/Build/import',
    operationId: 'importBuilds',
    summary: '导入建筑物（.xlsx，全部正确才导入）',
    access: JZW_MENU,
    raw: true,
    data: Type.Null(),
    handler: (ctx) =>
      importAllOrNone(ctx, {
        columns: BUILD_IMPORT_COLUMNS,
        noun: '个建筑物',
        resolve: (rows: SheetRows<ImportRow>) => resolveRows(ctx.db, ctx.user!, rows),
        insert: async (tx, values) => {
          for (const v of values) await insertBuild(tx, v);
        },
      }),
  }),
];
