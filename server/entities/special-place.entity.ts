import { and, asc, eq } from 'drizzle-orm';
import { areas, organizations, specialPlaces as p } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { STREET_LEVEL } from '../services/areas';
import { scopeOf } from '../services/org-scope';

/** 街道场所 (jdcsgl 11240): special premises of the streets under the caller's unit, each on a street office and its street. */
export const specialPlace = defineEntity({
  name: 'specialPlace',
  title: '街道场所',
  route: 'jdcsgl',
  table: p,
  idPrefix: 'spc-',
  select: {
    id: p.id,
    organId: { column: p.organId, title: '所属街道ID' },
    streetName: { column: areas.name, title: '所属街道' },
    areaId: p.areaId,
    areaCode: { column: areas.code, title: '街道编码' },
    name: p.name,
    category: p.category,
    categoryText: optionText(p.category),
    address: p.address,
    contactName: p.contactName,
    contactPhone: p.contactPhone,
    remark: p.remark,
    version: p.version,
  },
  join: (q) => q.innerJoin(areas, eq(areas.id, p.areaId)),
  input: ['organId', 'name', 'category', 'address', 'contactName', 'contactPhone', 'remark'],
  filters: {
    name: contains('name', [p.name, p.address]),
    organ: organ(p.organId),
    category: equals('category', p.category),
  },
  scope: p.organId,
  order: [asc(areas.code), asc(p.category), asc(p.name), asc(p.id)],
  paths: {
    page: { url: '/tw/spc/page', summary: '街道场所分页（按名称或地址、街道、类别筛选）' },
    detail: '/tw/spc/detail',
    add: '/tw/spc/add',
    update: '/tw/spc/update',
    remove: { url: '/tw/spc/delete', summary: '删除街道场所（可批量）' },
  },
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
  hooks: {
    /** The street the office stands for: the office must be in scope and its area a street. */
    async values(values, { db, user }) {
      const scope = await scopeOf(db, user);
      const [street] = await db
        .select({ areaId: areas.id })
        .from(organizations)
        .innerJoin(areas, and(eq(areas.code, organizations.areaCode), eq(areas.level, STREET_LEVEL), eq(areas.deleted, false)))
        .where(and(eq(organizations.id, values.organId!), eq(organizations.deleted, false)));
      if (!street || (scope && !scope.includes(values.organId!))) throw badRequest('所属街道不存在或不在本单位管辖范围内');
      return { ...values, areaId: street.areaId };
    },
  },
});

export type SpecialPlaceRow = EntityRow<typeof specialPlace>;
