import { Type } from '@sinclair/typebox';
import { and, arrayContains, desc, eq, sql } from 'drizzle-orm';
import { COMPANY_LABELS } from '../../src/constants/company-labels';
import { builds, organizations, societyCompanies as c } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ, type FilterSpec } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { scopeOf } from '../services/org-scope';

/** Units carrying one label of the label tree. */
const label: FilterSpec = {
  fields: { label: Type.Optional(Type.String({ title: '单位标签', maxLength: 50 })) },
  where: (body) => (body.label ? arrayContains(c.labels, [String(body.label)]) : undefined),
};

/** 社会单位 (shdw 11310): the firms and premises under fire supervision, scoped by the supervising organisation; the menu grants every action. */
export const societyCompany = defineEntity({
  name: 'societyCompany',
  title: '社会单位',
  route: 'shdw',
  table: c,
  idPrefix: '',
  select: {
    id: c.id,
    name: c.name,
    creditCode: c.creditCode,
    unitCategory: c.unitCategory,
    unitCategoryName: optionText(c.unitCategory),
    organId: { column: c.organId, title: '监管单位ID' },
    organName: { sql: sql<string>`coalesce(${organizations.name}, '')`, schema: Type.String({ title: '监管单位' }) },
    areaCode: c.areaCode,
    address: c.address,
    legalPerson: c.legalPerson,
    managerName: c.managerName,
    managerPhone: c.managerPhone,
    labels: c.labels,
    labelNames: { derive: (row: { labels: string[] }) => row.labels.map((code) => COMPANY_LABELS.get(code) ?? code), schema: Type.Array(Type.String(), { title: '单位标签' }) },
    status: c.status,
    statusName: optionText(c.status),
    buildId: c.buildId,
    remark: c.remark,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    version: c.version,
  },
  join: (q) => q.leftJoin(organizations, eq(organizations.id, c.organId)),
  input: ['name', 'creditCode', 'unitCategory', 'organId', 'areaCode', 'address', 'legalPerson', 'managerName', 'managerPhone', 'labels', 'buildId', 'remark'],
  unique: ['creditCode'],
  filters: {
    name: contains('name', [c.name]),
    creditCode: contains('creditCode', [c.creditCode]),
    unitCategory: equals('unitCategory', c.unitCategory),
    organ: organ(c.organId, '监管单位'),
    status: equals('status', c.status),
    label,
    buildId: equals('buildId', c.buildId),
  },
  scope: c.organId,
  outOfScope: '只能查看本单位及下级单位监管的社会单位',
  order: [desc(c.updatedAt), desc(c.id)],
  paths: {
    page: { url: '/societyCompany/queryAllCompany', summary: '社会单位分页（监管单位为本单位及下级；按名称、信用代码、类别、状态、标签筛选）' },
    detail: '/societyCompany/detail',
    add: '/societyCompany',
    update: { url: '/societyCompany', method: 'PUT' },
    export: { url: '/societyCompany/export', summary: '导出社会单位（.xlsx）' },
  },
  export: { columns: ['name', 'creditCode', 'unitCategoryName', 'organName', 'address', 'legalPerson', 'managerName', 'managerPhone', 'labelNames', 'statusName'] },
  hooks: {
    /**
     * Codes in capitals, labels once each; the labels, the supervising organisation and the building are
     * checked here, before the credit code's uniqueness, so a caller hears of them first.
     */
    async values(values, { db, user }) {
      const labels = [...new Set(values.labels ?? [])];
      const unknown = labels.filter((l) => !COMPANY_LABELS.has(l));
      if (unknown.length) throw badRequest(`单位标签${unknown.join('、')}不存在`);
      const [supervisor] = await db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, values.organId!), eq(organizations.deleted, false)));
      if (!supervisor) throw badRequest('监管单位不存在');
      const scope = await scopeOf(db, user);
      if (scope && !scope.includes(values.organId!)) throw badRequest('监管单位只能选择本单位及下级单位');
      if (values.buildId) {
        const [build] = await db.select({ id: builds.id }).from(builds).where(and(eq(builds.id, values.buildId), eq(builds.deleted, false)));
        if (!build) throw badRequest('所在建筑不存在或已被删除');
      }
      return { ...values, creditCode: values.creditCode?.toUpperCase(), ...(values.labels ? { labels } : {}) };
    },
  },
  /** Open units may be closed, closed ones reopened. */
  allows: (row) => ({ close: row.status === 1, open: row.status === 0 }),
});

export type CompanyRow = EntityRow<typeof societyCompany>;
