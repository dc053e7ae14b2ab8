import { Type } from '@sinclair/typebox';
import { aliasedTable, and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { committeeDepartments as dept, industries as i } from '../db/schema';
import { BizError, Code, badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, type FilterSpec } from '../entity/filters';
import { escapeLike } from '../services/like';

/** 门类 › 大类 › 中类: an industry sits at most this deep. */
export const MAX_INDUSTRY_LEVEL = 3;

const parent = aliasedTable(i, 'parent_industry');
const grand = aliasedTable(i, 'grand_industry');
const live = eq(i.deleted, false);
const childCount = sql<number>`(select count(*)::int from industries c where c.parent_id = ${i.id} and c.deleted = false)`;

/** Part of the name, or the start of the code. */
const nameOrCode: FilterSpec = {
  fields: { name: Type.Optional(Type.String({ title: '行业名称', maxLength: 50 })) },
  where: (body) => {
    const text = (body.name as string | undefined)?.trim();
    return text ? or(ilike(i.name, `%${escapeLike(text)}%`), ilike(i.code, `${escapeLike(text)}%`)) : undefined;
  },
};

/** Levels below an industry: 0 for a leaf, 1 with children, 2 with grandchildren. */
async function depthBelow(db: Db, id: string): Promise<number> {
  const [kid] = await db.select({ id: i.id }).from(i).where(and(eq(i.parentId, id), live)).limit(1);
  if (!kid) return 0;
  const [grandKid] = await db
    .select({ id: i.id })
    .from(i)
    .where(and(live, sql`${i.parentId} in (select c.id from industries c where c.parent_id = ${id} and c.deleted = false)`))
    .limit(1);
  return grandKid ? 2 : 1;
}

/** The level under a live parent that is neither the industry itself nor below it, three levels at most. */
async function levelUnder(db: Db, parentId: string | null, selfId?: string): Promise<number> {
  let level = 1;
  if (parentId) {
    const [up]: { id: string; level: number; parentId: string | null; grandId: string | null }[] = await db
      .select({ id: i.id, level: i.level, parentId: i.parentId, grandId: parent.parentId })
      .from(i)
      .leftJoin(parent, eq(parent.id, i.parentId))
      .where(and(eq(i.id, parentId), live));
    if (!up) throw badRequest('上级行业不存在或已被删除');
    if (selfId && [up.id, up.parentId, up.grandId].includes(selfId)) throw badRequest('上级行业不能是本行业或其下级行业');
    level = up.level + 1;
  }
  if (level + (selfId ? await depthBelow(db, selfId) : 0) > MAX_INDUSTRY_LEVEL) throw badRequest(`上级行业选择有误：行业最多${MAX_INDUSTRY_LEVEL}级`);
  return level;
}

/** Moving an industry moves its sub-industries' levels with it. */
async function shiftDescendants(db: Db, id: string, shift: number) {
  if (shift === 0) return;
  const kids = (await db.select({ id: i.id }).from(i).where(and(eq(i.parentId, id), live))).map((k) => k.id);
  const descendants = kids.length ? [...kids, ...(await db.select({ id: i.id }).from(i).where(and(inArray(i.parentId, kids), live))).map((g) => g.id)] : [];
  if (descendants.length) await db.update(i).set({ level: sql`${i.level} + ${shift}` }).where(inArray(i.id, descendants));
}

/**
 * 行业管理 (hygl): the industries, three levels deep, each with its supervising committee department. The
 * page shows under 监督资源管理 (jdzygl 11200), so reads need that menu; changes take 消安委行业管理's buttons.
 */
export const industry = defineEntity({
  name: 'industry',
  plural: 'industries',
  title: '行业',
  route: 'jdzygl',
  buttonRoute: 'xawhygl',
  table: i,
  idPrefix: 'ind-',
  select: {
    id: i.id,
    name: i.name,
    code: i.code,
    parentId: i.parentId,
    parentName: { column: parent.name, title: '上级行业' },
    grandName: { column: grand.name, title: '祖级行业' },
    path: { derive: (r: { grandName: string | null; parentName: string | null; name: string }) => [r.grandName, r.parentName, r.name].filter(Boolean).join(' › '), schema: Type.String({ title: '行业路径' }) },
    level: i.level,
    committeeDepartmentId: i.committeeDepartmentId,
    committeeDepartmentName: { column: dept.name, title: '主管部门' },
    sort: i.sort,
    enabled: i.enabled,
    remark: i.remark,
    childCount: { sql: childCount, schema: Type.Integer({ title: '下级数量' }) },
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
    version: i.version,
  },
  hidden: ['grandName'],
  join: (q) => q.leftJoin(parent, eq(parent.id, i.parentId)).leftJoin(grand, eq(grand.id, parent.parentId)).leftJoin(dept, and(eq(dept.id, i.committeeDepartmentId), eq(dept.deleted, false))),
  input: ['name', 'code', 'parentId', 'committeeDepartmentId', 'sort', 'enabled', 'remark'],
  inputRules: { parentId: { title: '上级行业' }, committeeDepartmentId: { title: '主管部门' } },
  unique: ['name', 'code'],
  filters: {
    name: nameOrCode,
    committeeDepartmentId: equals('committeeDepartmentId', i.committeeDepartmentId),
    committeeDepartmentName: contains('committeeDepartmentName', [dept.name], '主管部门'),
    enabled: equals('enabled', i.enabled),
  },
  // In the classification's style the code is tree order (H, H61, H611, H62 …).
  order: [asc(i.code), asc(i.id)],
  paths: {
    page: { url: '/teamworkmanager/industry/page', summary: '行业分页（按名称或代码、主管部门、启用筛选；按行业代码排序）' },
    detail: '/teamworkmanager/industry/detail',
    add: { url: '/teamworkmanager/industry/add', summary: '新增行业（最多三级）' },
    update: { url: '/teamworkmanager/industry/edit', summary: '修改行业（改上级时下级行业随之移动）' },
    remove: { url: '/teamworkmanager/industry/delete', summary: '删除行业（有下级行业的不能删除，可批量）' },
    export: { url: '/teamworkmanager/industry/export', summary: '导出行业（.xlsx，筛选同分页）' },
  },
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
  export: { fileName: '行业管理.xlsx', sheet: '行业', columns: ['name', 'code', 'path', 'level', 'committeeDepartmentName', 'sort', 'enabled', 'remark'] },
  label: (values) => `${String(values.code)} ${String(values.name)}`,
  hooks: {
    async values(values, { db, current }) {
      const parentId = values.parentId || null;
      const committeeDepartmentId = values.committeeDepartmentId || null;
      const code = values.code?.toUpperCase();
      const level = await levelUnder(db, parentId, current?.id);
      if (committeeDepartmentId) {
        const [d] = await db.select({ id: dept.id }).from(dept).where(and(eq(dept.id, committeeDepartmentId), eq(dept.deleted, false)));
        if (!d) throw badRequest('主管部门不存在或已被删除');
      }
      if (current) await shiftDescendants(db, current.id, level - current.level);
      return { ...values, code, parentId, committeeDepartmentId, level };
    },
    /** All or none: an industry that still has sub-industries stays. */
    async beforeRemove(rows, { db }) {
      const ids = rows.map((r) => r.id);
      const parents = await db.select({ parentId: i.parentId }).from(i).where(and(inArray(i.parentId, ids), live));
      const busy = rows.filter((r) => parents.some((p) => p.parentId === r.id));
      if (busy.length) throw new BizError(Code.CONFLICT, `行业${busy.map((r) => `“${r.name}”`).join('、')}下还有下级行业，请先删除下级行业`);
    },
  },
  allows: (row) => ({ delete: row.childCount === 0 }),
});

export type IndustryRow = EntityRow<typeof industry>;
