import { Type } from '@sinclair/typebox';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { organizations, societyCompanies } from '../../../db/schema';
import { defineRoute, type AnyRoute, type SessionUser } from '../../../http/route';
import { COMPANY_LABELS } from '../../../../src/constants/company-labels';
import { UNIT_CATEGORY_OPTIONS } from '../../../../src/constants/options';
import { CREDIT_CODE_PATTERN, PHONE_PATTERN } from '../../../../src/constants/patterns';
import { scopeOf } from '../../../services/org-scope';
import { insertCompany, type CompanyValues } from '../../../services/society-companies';
import type { ImportColumn } from '../../../services/xlsx';
import { importAllOrNone, type SheetRows } from '../../../http/xlsx-import';
import { SHDW_MENU } from './grants';

interface ImportRow {
  name: string; creditCode: string; unitCategory: number; organName: string; address: string;
  legalPerson?: string; managerName?: string; managerPhone?: string; labels?: string[];
}

const categoryByName = new Map<string, number>(UNIT_CATEGORY_OPTIONS.map((o) => [o.label, o.value]));
const labelByName = new Map([...COMPANY_LABELS].map(([code, name]) => [name, code]));
const creditRe = new RegExp(CREDIT_CODE_PATTERN);
const phoneRe = new RegExp(PHONE_PATTERN);
const maxLength = (n: number) => (v: string) => { if (v.length > n) throw new Error(`长度不能超过${n}位`); return v; };

/** The export's columns read back, so an exported file imports again (status is not imported: new units are open). */
export const COMPANY_IMPORT_COLUMNS: ImportColumn[] = [
  { header: '单位名称', key: 'name', required: true, parse: maxLength(100) },
  { header: '统一社会信用代码', key: 'creditCode', required: true, parse: (v) => { if (!creditRe.test(v)) throw new Error('应为18位统一社会信用代码'); return v.toUpperCase(); } },
  { header: '单位类别', key: 'unitCategory', required: true, parse: (v) => { const n = categoryByName.get(v); if (!n) throw new Error(`应为${[...categoryByName.keys()].join('、')}之一`); return n; } },
  { header: '监管单位', key: 'organName', required: true },
  { header: '单位地址', key: 'address', required: true, parse: maxLength(200) },
  { header: '法定代表人', key: 'legalPerson', parse: maxLength(32) },
  { header: '消防安全管理人', key: 'managerName', parse: maxLength(32) },
  { header: '联系电话', key: 'managerPhone', parse: (v) => { if (!phoneRe.test(v)) throw new Error('格式不正确'); return v; } },
  {
    header: '单位标签', key: 'labels',
    parse: (v) => {
      const names = v.split(/[、,，]/).map((s) => s.trim()).filter(Boolean);
      const unknown = names.filter((n) => !labelByName.has(n));
      if (unknown.length) throw new Error(`${unknown.join('、')}不存在`);
      return names.map((n) => labelByName.get(n)!);
    },
  },
];

/** Checks every row against the database and the rest of the file. */
async function resolveRows(db: Db, me: SessionUser, rows: (ImportRow & { rowNumber: number })[]) {
  const scope = await scopeOf(db, me);
  const organRows = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.deleted, false));
  const organsByName = new Map<string, string[]>();
  for (const o of organRows) organsByName.set(o.name, [...(organsByName.get(o.name) ?? []), o.id]);
  const codes = rows.map((r) => r.creditCode);
  const taken = new Set(
    codes.length
      ? (await db.select({ code: societyCompanies.creditCode }).from(societyCompanies).where(and(inArray(societyCompanies.creditCode, codes), eq(societyCompanies.deleted, false)))).map((r) => r.code)
      : [],
  );
  const seen = new Map<string, number>();
  const errors: { row: number; message: string }[] = [];
  const values: CompanyValues[] = [];
  for (const r of rows) {
    const problems: string[] = [];
    if (taken.has(r.creditCode)) problems.push(`统一社会信用代码${r.creditCode}已存在`);
    if (seen.has(r.creditCode)) problems.push(`统一社会信用代码${r.creditCode}与第${seen.get(r.creditCode)}行重复`);
    seen.set(r.creditCode, r.rowNumber);
    const organIds = organsByName.get(r.organName) ?? [];
    if (organIds.length !== 1) problems.push(organIds.length ? `监管单位${r.organName}名称不唯一` : `监管单位${r.organName}不存在`);
    else if (scope && !scope.includes(organIds[0])) problems.push('监管单位只能选择本单位及下级单位');
    if (problems.length) errors.push({ row: r.rowNumber, message: problems.join('；') });
    else
      values.push({
        name: r.name, creditCode: r.creditCode, unitCategory: r.unitCategory, organId: organIds[0], areaCode: null, address: r.address,
        legalPerson: r.legalPerson ?? null, managerName: r.managerName ?? null, managerPhone: r.managerPhone ?? null,
        labels: r.labels ?? [], buildId: null, remark: null,
      });
  }
  return { values, errors };
}

/** 导入: the export's columns (server/entities/society-company.entity.ts) read back. */
export const companyTransferRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/societyCompany/import',
    operationId: 'importSocietyCompanies',
    summary: '导入社会单位（.xlsx，全部正确才导入）',
    access: SHDW_MENU,
    raw: true,
    data: Type.Null(),
    handler: (ctx) =>
      importAllOrNone(ctx, {
        columns: COMPANY_IMPORT_COLUMNS,
        noun: '个社会单位',
        resolve: (rows: SheetRows<ImportRow>) => resolveRows(ctx.db, ctx.user!, rows),
        insert: async (tx, values) => {
          for (const v of values) await insertCompany(tx, v);
        },
      }),
  }),
];
