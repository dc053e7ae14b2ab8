import { Type } from '@sinclair/typebox';
import { and, count, desc, eq, inArray, not, sql } from 'drizzle-orm';
import { HIGH_RISE_METERS } from '../../src/constants/company-labels';
import { builds as b, organizations, societyCompanies } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ, type FilterSpec } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { scopeOf } from '../services/org-scope';

/** GB 50016: a residential building above 27 m, any other above 24 m, is high-rise. */
export const isHighRise = (useType: string, height: number) => height > (useType === 'residential' ? HIGH_RISE_METERS.residential : HIGH_RISE_METERS.public);
const HIGH_RISE = sql`((${b.useType} = 'residential' AND ${b.heightMeters} > ${HIGH_RISE_METERS.residential}) OR (${b.useType} <> 'residential' AND ${b.heightMeters} > ${HIGH_RISE_METERS.public}))`;

const highRise: FilterSpec = {
  fields: { highRise: Type.Optional(Type.Boolean({ title: '是否高层' })) },
  where: ({ highRise: wanted }) => (wanted === undefined ? undefined : wanted ? HIGH_RISE : not(HIGH_RISE)),
};

/** 建筑物 (jzw 11320): the buildings social units sit in, scoped by the supervising organisation; the menu grants every action. */
export const build = defineEntity({
  name: 'build',
  title: '建筑物',
  route: 'jzw',
  table: b,
  idPrefix: '',
  select: {
    id: b.id,
    name: b.name,
    address: b.address,
    organId: { column: b.organId, title: '监管单位ID' },
    organName: { sql: sql<string>`coalesce(${organizations.name}, '')`, schema: Type.String({ title: '监管单位' }) },
    areaCode: b.areaCode,
    useType: b.useType,
    useTypeName: optionText(b.useType),
    structure: b.structure,
    structureName: optionText(b.structure),
    fireRating: b.fireRating,
    fireRatingName: optionText(b.fireRating),
    heightMeters: { column: b.heightMeters, title: '建筑高度（米）' },
    floorsAbove: b.floorsAbove,
    floorsBelow: b.floorsBelow,
    floorArea: { column: b.floorArea, title: '建筑面积（平方米）' },
    builtYear: b.builtYear,
    highRise: { derive: (row: { useType: string; heightMeters: number }) => isHighRise(row.useType, row.heightMeters), schema: Type.Boolean({ title: '高层建筑' }) },
    managerName: b.managerName,
    managerPhone: b.managerPhone,
    remark: b.remark,
    companyCount: {
      sql: sql<number>`(SELECT count(*)::int FROM society_companies sc WHERE sc.build_id = ${b.id} AND sc.deleted = false)`.mapWith(Number),
      schema: Type.Integer({ title: '单位数' }),
    },
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    version: b.version,
  },
  join: (q) => q.leftJoin(organizations, eq(organizations.id, b.organId)),
  input: ['name', 'address', 'organId', 'areaCode', 'useType', 'structure', 'fireRating', 'heightMeters', 'floorsAbove', 'floorsBelow', 'floorArea', 'builtYear', 'managerName', 'managerPhone', 'remark'],
  filters: {
    name: contains('name', [b.name]),
    address: contains('address', [b.address]),
    organ: organ(b.organId, '监管单位'),
    useType: equals('useType', b.useType),
    highRise,
  },
  scope: b.organId,
  outOfScope: '只能查看本单位及下级单位监管的建筑物',
  order: [desc(b.updatedAt), desc(b.id)],
  paths: {
    page: { url: '/Build/queryAllBuild', summary: '建筑物分页（监管单位为本单位及下级；按名称、地址、使用性质、是否高层筛选）' },
    detail: '/Build/detail',
    add: '/Build',
    update: { url: '/Build', method: 'PUT' },
    remove: { url: '/Build/batchDelete', summary: '删除建筑物（可批量；建筑内还有单位时不能删除）' },
    export: { url: '/Build/export', summary: '导出建筑物（.xlsx）' },
  },
  export: {
    columns: ['name', 'address', 'organName', 'useTypeName', 'structureName', 'fireRatingName', 'heightMeters', 'floorsAbove', 'floorsBelow', 'floorArea', 'builtYear', 'managerName', 'managerPhone', 'highRise'],
  },
  hooks: {
    /** The year, then the supervising organisation: it must exist and lie within the caller's scope. */
    async check(values, { db, user }) {
      if (values.builtYear != null && values.builtYear > new Date().getFullYear()) throw badRequest('建成年份不能晚于今年');
      const [supervisor] = await db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, values.organId!), eq(organizations.deleted, false)));
      if (!supervisor) throw badRequest('监管单位不存在');
      const scope = await scopeOf(db, user);
      if (scope && !scope.includes(values.organId!)) throw badRequest('监管单位只能选择本单位及下级单位');
    },
    /** A building with units in it is kept (move the units first). */
    async beforeRemove(rows, { db }) {
      const ids = rows.map((r) => r.id);
      const [{ used }] = await db.select({ used: count() }).from(societyCompanies).where(and(inArray(societyCompanies.buildId, ids), eq(societyCompanies.deleted, false)));
      if (used) throw badRequest('建筑物内还有社会单位，不能删除');
    },
  },
  allows: (row) => ({ delete: row.companyCount === 0 }),
});

export type BuildRow = EntityRow<typeof build>;
