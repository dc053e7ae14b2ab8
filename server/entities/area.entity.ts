import { Type } from '@sinclair/typebox';
import { aliasedTable, and, asc, count, eq, ilike, notInArray, or, sql } from 'drizzle-orm';
import { optionLabel, AREA_LEVEL_OPTIONS } from '../../src/constants/options';
import type { Db } from '../db/client';
import { areas as a, organizations } from '../db/schema';
import { BizError, Code, badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { equals } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { escapeLike } from '../services/like';
import { MAX_AREA_LEVEL, parentCodeOf, STREET_LEVEL } from '../services/areas';

const parent = aliasedTable(a, 'parent_area');
const live = eq(a.deleted, false);
const childCount = sql<number>`(select count(*)::int from areas c where c.parent_id = ${a.id} and c.deleted = false)`;

/** Without a chosen parent the code says where the area belongs; a province code makes a top-level area. */
async function parentOf(db: Db, parentId: string | null | undefined, code: string): Promise<{ parentId: string | null; level: number }> {
  if (!parentId) {
    const parentCode = parentCodeOf(code);
    if (!parentCode) return { parentId: null, level: 1 };
    const [up] = await db.select({ id: a.id }).from(a).where(and(eq(a.code, parentCode), live));
    if (!up) throw badRequest(`未找到上级区域（编码${parentCode}），请先新增上级区域`);
    parentId = up.id;
  }
  const [up] = await db.select({ level: a.level }).from(a).where(and(eq(a.id, parentId), live));
  if (!up) throw badRequest('上级区域不存在');
  if (up.level + 1 > MAX_AREA_LEVEL) throw badRequest(`${optionLabel(AREA_LEVEL_OPTIONS, MAX_AREA_LEVEL)}下不能再新增区域`);
  return { parentId, level: up.level + 1 };
}

/** 区域管理 (qygl 11210): provinces to communities; a new area goes under its parent, or the area its code belongs to. */
export const area = defineEntity({
  name: 'area',
  title: '区域',
  route: 'qygl',
  table: a,
  idPrefix: 'a-',
  select: {
    id: a.id,
    parentId: a.parentId,
    parentName: { column: parent.name, title: '上级区域' },
    name: a.name,
    code: a.code,
    level: a.level,
    levelText: optionText(a.level),
    sort: a.sort,
    childCount: { sql: childCount, schema: Type.Integer({ title: '下级数量' }) },
    version: a.version,
  },
  join: (q) => q.leftJoin(parent, eq(parent.id, a.parentId)),
  input: ['parentId', 'name', 'code', 'sort'],
  addOnly: ['parentId'],
  unique: ['code'],
  filters: {
    // Name in part, or the code's beginning.
    name: {
      fields: { name: Type.Optional(Type.String({ title: '区域名称', maxLength: 50 })) },
      where: (body) => {
        const text = (body.name as string | undefined)?.trim();
        return text ? or(ilike(a.name, `%${escapeLike(text)}%`), ilike(a.code, `${escapeLike(text)}%`)) : undefined;
      },
    },
    parentId: equals('parentId', a.parentId),
    level: equals('level', a.level),
  },
  order: [asc(a.level), asc(a.code)],
  paths: {
    page: { url: '/tw/area/page', summary: '区域分页（按名称或编码、上级、级别筛选）' },
    detail: '/tw/area/getDetail',
    add: { url: '/tw/area/add', summary: '新增区域（不选上级时按区域编码归入上级，省级编码为顶级）' },
    update: { url: '/tw/area/update', summary: '修改区域（街道需「编辑街道」，其他级别需「编辑」；上级不变）' },
    remove: { url: '/tw/area/delete', summary: '删除区域（无下级且未被单位使用，可批量）' },
  },
  buttons: { add: 'new', remove: 'delete' },
  rowButtons: { update: (row) => (row.level === STREET_LEVEL ? 'editStreet' : 'edit') },
  label: (values) => `${String(values.code)} ${String(values.name)}`,
  hooks: {
    async values(values, { db, current }) {
      if (current) return values;
      return { ...values, ...(await parentOf(db, values.parentId, String(values.code))) };
    },
    /** All or none: an area with live sub-areas (not removed in the same call) or used by a unit stays. */
    async beforeRemove(rows, { db }) {
      const ids = rows.map((r) => r.id);
      for (const row of rows) {
        const [{ kept }] = await db.select({ kept: count() }).from(a).where(and(eq(a.parentId, row.id), live, notInArray(a.id, ids)));
        if (kept > 0) throw new BizError(Code.CONFLICT, `${row.name}下还有区域，请先删除下级区域`);
        const [used] = await db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.areaCode, row.code), eq(organizations.deleted, false))).limit(1);
        if (used) throw new BizError(Code.CONFLICT, `${row.name}已被单位使用，不能删除`);
      }
    },
  },
  allows: (row, _user, holds) => ({
    newLoad: row.level < STREET_LEVEL && holds('newLoad'),
    edit: row.level === STREET_LEVEL ? false : undefined,
    editStreet: row.level === STREET_LEVEL && holds('editStreet'),
    delete: row.childCount === 0 ? undefined : false,
  }),
});

export type AreaRow = EntityRow<typeof area>;
