import { Type } from '@sinclair/typebox';
import { aliasedTable, and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import { optionLabel, ORGAN_LEVEL_OPTIONS } from '../../src/constants/options';
import type { Db } from '../db/client';
import { organizations as o } from '../db/schema';
import { BizError, Code, badRequest, forbidden } from '../http/envelope';
import type { SessionUser } from '../http/route';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';
import { optionText } from '../entity/select-helpers';

/** Level 6 (streets, communities, premises) may nest under 6; every other unit sits below its parent's level. */
export const OTHER_LEVEL = 6;

const parent = aliasedTable(o, 'parent_organ');
const childCount = sql<number>`(select count(*)::int from organizations c where c.parent_id = ${o.id} and c.deleted = false)`;
const userCount = sql<number>`(select count(*)::int from users u where u.organ_id = ${o.id} and u.deleted = false)`;

/** The parent must lie in the caller's scope and sit above the unit's level. */
async function checkPlace(db: Db, user: SessionUser, parentId: string | null | undefined, level: number) {
  if (!parentId) throw badRequest('上级单位不能为空');
  const up = await enforcementUnit.ops.detail(db, user, parentId).catch(() => {
    throw badRequest('上级单位不存在或不在本单位管辖范围内');
  });
  const fits = level > up.level || (level === OTHER_LEVEL && up.level === OTHER_LEVEL);
  if (!fits) throw badRequest(`单位级别应低于上级单位（${optionLabel(ORGAN_LEVEL_OPTIONS, up.level)}）`);
}

/** 执法单位管理 (zfdwgl 11230): the caller's unit and the units below it. */
export const enforcementUnit = defineEntity({
  name: 'enforcementUnit',
  title: '执法单位',
  route: 'zfdwgl',
  table: o,
  idPrefix: 'o-',
  key: 'organId',
  select: {
    organId: o.id,
    parentId: o.parentId,
    parentName: { column: parent.sortName, title: '上级单位' },
    organName: o.name,
    organSortName: o.sortName,
    level: o.level,
    levelText: optionText(o.level),
    unitCategory: o.unitCategory,
    areaCode: o.areaCode,
    sort: o.sort,
    childCount: { sql: childCount, schema: Type.Integer({ title: '下级单位数' }) },
    userCount: { sql: userCount, schema: Type.Integer({ title: '人员数' }) },
    version: o.version,
  },
  join: (q) => q.leftJoin(parent, eq(parent.id, o.parentId)),
  input: ['parentId', 'name', 'sortName', 'level', 'unitCategory', 'areaCode', 'sort'],
  inputRules: { level: { minimum: 1 }, parentId: { maxLength: 64 } },
  filters: { organName: contains('organName', [o.name, o.sortName]), parentId: equals('parentId', o.parentId), level: equals('level', o.level) },
  scope: o.id,
  order: [asc(o.level), asc(o.sort), asc(o.id)],
  paths: {
    page: '/teamworkmanager/org/page',
    detail: '/teamworkmanager/org/detail',
    add: { url: '/teamworkmanager/org/add', summary: '新增执法单位（不选上级时归入本单位）' },
    update: '/teamworkmanager/org/edit',
    remove: { url: '/teamworkmanager/org/delete', summary: '删除执法单位（无下级单位和人员，可批量）' },
  },
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
  hooks: {
    async values(values, { db, user, current }) {
      if (!current) {
        const parentId = values.parentId || user.unitId;
        await checkPlace(db, user, parentId, values.level!);
        return { ...values, parentId };
      }
      // A unit stays where it is; the parent of the caller's own unit lies outside the scope.
      const { parentId: _kept, ...rest } = values;
      if (current.parentId && current.organId !== user.unitId) await checkPlace(db, user, current.parentId, rest.level!);
      const children = await db.select({ level: o.level }).from(o).where(and(eq(o.parentId, current.organId), eq(o.deleted, false)));
      if (children.some((c) => c.level < rest.level!)) throw badRequest('单位级别不能低于其下级单位');
      return rest;
    },
    /** All or none: a unit with live sub-units (not deleted in the same call) or people stays, and so does the caller's own. */
    async beforeRemove(rows, { db, user }) {
      const ids = rows.map((r) => r.organId);
      for (const row of rows) {
        if (row.organId === user.unitId) throw forbidden('不能删除本人所在单位');
        const [{ kept }] = await db.select({ kept: count() }).from(o).where(and(eq(o.parentId, row.organId), eq(o.deleted, false), notInArray(o.id, ids)));
        if (kept > 0) throw new BizError(Code.CONFLICT, `${row.organSortName}下还有单位，请先删除下级单位`);
        if (row.userCount > 0) throw new BizError(Code.CONFLICT, `${row.organSortName}下还有${row.userCount}名人员，不能删除`);
      }
    },
  },
  allows: (row) => ({ delete: row.childCount === 0 && row.userCount === 0 }),
});

export type EnforcementUnitRow = EntityRow<typeof enforcementUnit>;
