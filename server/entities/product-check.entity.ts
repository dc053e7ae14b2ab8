import { and, desc, eq } from 'drizzle-orm';
import { organizations as o, productChecks as p, societyCompanies } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { chinaDateOf } from '../../src/shared/working-days';
import { productCheckMoves, productCheckProblems } from '../../src/shared/product-check-rules';

/**
 * 产品监督 (cpjd 2700): fire product samples of the caller's scope. A sample is registered when taken; its
 * result is entered by editing it once the test report is back, after which it is a record (no change, no
 * removal). A qualified result carries no failed items or handling.
 */
export const productCheck = defineEntity({
  name: 'productCheck',
  title: '产品抽检',
  route: 'cpjd',
  table: p,
  idPrefix: 'pc-',
  select: {
    id: p.id,
    organId: p.organId,
    organName: { column: o.name, title: '抽检单位' },
    productName: p.productName,
    category: p.category,
    categoryText: optionText(p.category),
    model: p.model,
    manufacturer: p.manufacturer,
    batchNo: p.batchNo,
    placeKind: p.placeKind,
    placeKindText: optionText(p.placeKind),
    companyId: p.companyId,
    companyName: { column: societyCompanies.name, title: '使用单位' },
    placeName: p.placeName,
    sampledDate: p.sampledDate,
    samplers: p.samplers,
    result: p.result,
    resultText: optionText(p.result),
    reportNo: p.reportNo,
    failedItems: p.failedItems,
    handling: p.handling,
    handlingText: optionText(p.handling),
    resultAt: p.resultAt,
    remark: p.remark,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    version: p.version,
  },
  join: (q) => q.leftJoin(o, eq(o.id, p.organId)).leftJoin(societyCompanies, eq(societyCompanies.id, p.companyId)),
  input: ['productName', 'category', 'model', 'manufacturer', 'batchNo', 'placeKind', 'companyId', 'placeName', 'sampledDate', 'samplers', 'result', 'reportNo', 'failedItems', 'handling', 'remark'],
  fill: (user) => ({ createdBy: user.userId, organId: user.unitId }),
  scope: p.organId,
  outOfScope: '只能查看本单位及下级单位的产品抽检',
  filters: {
    keyword: contains('keyword', [p.productName, p.manufacturer, p.placeName], '产品/企业/地点'),
    category: equals('category', p.category),
    placeKind: equals('placeKind', p.placeKind),
    result: equals('result', p.result),
    organ: organ(p.organId, '抽检单位'),
  },
  order: [desc(p.sampledDate), desc(p.id)],
  paths: {
    page: { url: '/product/check/page', summary: '产品抽检分页（本单位及下级；按产品/企业/地点、类别、领域、结果、单位筛选）' },
    detail: { url: '/product/check/detail', summary: '产品抽检详情' },
    add: { url: '/product/check/add', summary: '登记产品抽检（可同时录入检验结果）' },
    update: { url: '/product/check/update', summary: '修改产品抽检或录入检验结果（结果录入后不可再改；带读取的版本）' },
    remove: { url: '/product/check/delete', summary: '删除产品抽检（仅未出结果的，可批量）' },
    export: { url: '/product/check/export', summary: '导出产品抽检（.xlsx，当前筛选条件）' },
  },
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
  export: {
    fileName: '产品监督.xlsx',
    sheet: '产品抽检',
    columns: ['productName', 'category', 'manufacturer', 'model', 'batchNo', 'placeKind', 'placeName', 'sampledDate', 'samplers', 'result', 'reportNo', 'failedItems', 'handling', 'organName'],
  },
  label: (values) => values.productName as string | undefined,
  hooks: {
    async values(values, { db, current, now }) {
      const merged = { ...current, ...values };
      const [problem] = Object.values(productCheckProblems(merged, chinaDateOf(now)));
      if (problem) throw badRequest(problem);
      if (merged.companyId) {
        const [company] = await db.select({ id: societyCompanies.id }).from(societyCompanies).where(and(eq(societyCompanies.id, merged.companyId), eq(societyCompanies.deleted, false)));
        if (!company) throw badRequest('使用单位不存在或已被删除');
      }
      const qualified = merged.result === 'qualified';
      return {
        ...values,
        ...(qualified ? { failedItems: null, handling: null } : {}),
        ...(merged.result && !current?.result ? { resultAt: now } : {}),
      };
    },
    check(_values, { current }) {
      if (current?.result) throw badRequest('已录入检验结果的抽检不能修改');
    },
    beforeRemove(rows) {
      if (rows.some((row) => row.result)) throw badRequest('只能删除未出检验结果的抽检');
    },
  },
  allows: (row) => {
    const moves = productCheckMoves(row);
    return { edit: moves.includes('edit'), delete: moves.includes('delete') };
  },
});

export type ProductCheckRow = EntityRow<typeof productCheck>;
