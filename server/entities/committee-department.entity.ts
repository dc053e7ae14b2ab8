import { Type } from '@sinclair/typebox';
import { aliasedTable, and, asc, eq, inArray, sql } from 'drizzle-orm';
import { committeeDepartments as d, organizations } from '../db/schema';
import { BizError, Code, badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';
import { scopeOf } from '../services/org-scope';

const parent = aliasedTable(d, 'parent_department');
const optionalText = (title: string, maxLength: number) => Type.Optional(Type.Union([Type.String({ title, maxLength }), Type.Null()], { title }));

/**
 * 消安委成员单位 (xawhygl 11220): the member departments of the committees of the caller's unit and those
 * below, a tree by parent. Add places a department under its parent's code or on a unit's committee (the
 * caller's by default); its place stays on edit.
 */
export const committeeDepartment = defineEntity({
  name: 'committeeDepartment',
  title: '消安委成员单位',
  route: 'xawhygl',
  table: d,
  idPrefix: 'cd-',
  select: {
    id: d.id,
    organId: { column: d.organId, title: '所属单位ID' },
    organName: { column: organizations.sortName, title: '所属单位' },
    parentId: d.parentId,
    parentName: { column: parent.name, title: '上级单位' },
    name: d.name,
    code: d.code,
    industry: d.industry,
    contactName: d.contactName,
    contactPhone: d.contactPhone,
    sort: d.sort,
    remark: d.remark,
    childCount: {
      sql: sql<number>`(select count(*)::int from committee_departments c where c.parent_id = ${d.id} and c.deleted = false)`.mapWith(Number),
      schema: Type.Integer({ title: '下级数量' }),
    },
    version: d.version,
  },
  join: (q) => q.leftJoin(parent, eq(parent.id, d.parentId)).leftJoin(organizations, eq(organizations.id, d.organId)),
  input: ['name', 'code', 'industry', 'contactName', 'contactPhone', 'sort', 'remark'],
  addFields: {
    organId: Type.Optional(Type.Union([Type.String({ title: '所属单位', maxLength: 64 }), Type.Null()], { title: '所属单位' })),
    parentCode: optionalText('上级单位编码', 30),
  },
  unique: ['code'],
  filters: {
    name: contains('name', [d.name, d.industry, d.code]),
    organId: equals('organId', d.organId),
    parentId: equals('parentId', d.parentId, '上级单位'),
  },
  scope: d.organId,
  order: [asc(d.sort), asc(d.code)],
  paths: {
    page: { url: '/teamworkmanager/committee/page', summary: '消安委成员单位分页（按名称、行业或编码，所属单位，上级筛选）' },
    detail: '/teamworkmanager/committee/detail',
    add: { url: '/teamworkmanager/committee/add', summary: '新增消安委成员单位（填上级单位编码则为其下级）' },
    update: '/teamworkmanager/committee/edit',
    remove: { url: '/teamworkmanager/committee/delete', summary: '删除消安委成员单位（无下级，可批量）' },
  },
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
  label: (v) => `${String(v.code)} ${String(v.name)}`,
  hooks: {
    /** On add, its place: under the parent of that code (and on the parent's committee), or on a unit's committee within scope. */
    async values(values, { db, user, current }, input) {
      if (current) return values;
      const { parentCode, organId } = input as { parentCode?: string | null; organId?: string | null };
      const scope = await scopeOf(db, user);
      const inScope = (id: string) => !scope || scope.includes(id);
      const code = parentCode?.trim();
      if (code) {
        const [up] = await db.select({ id: d.id, organId: d.organId }).from(d).where(and(eq(d.code, code), eq(d.deleted, false)));
        if (!up || !inScope(up.organId)) throw badRequest(`上级单位编码${code}不存在或不在本单位管辖范围内`);
        return { ...values, parentId: up.id, organId: up.organId };
      }
      const unit = organId || user.unitId;
      const [organ] = await db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, unit), eq(organizations.deleted, false)));
      if (!organ || !inScope(unit)) throw badRequest('所属单位不存在或不在本单位管辖范围内');
      return { ...values, parentId: null, organId: unit };
    },
    /** All or nothing: a department keeps live sub-departments the call does not remove too. */
    async beforeRemove(rows, { db }) {
      const ids = rows.map((r) => r.id);
      const kids = await db.select({ id: d.id, parentId: d.parentId }).from(d).where(and(inArray(d.parentId, ids), eq(d.deleted, false)));
      const kept = kids.find((k) => !ids.includes(k.id));
      if (kept) throw new BizError(Code.CONFLICT, `${rows.find((r) => r.id === kept.parentId)!.name}下还有成员单位，请先删除下级单位`);
    },
  },
  /** A department with sub-departments is deleted with them (the row offers delete on leaves only). */
  allows: (row) => ({ delete: row.childCount === 0 }),
});

export type CommitteeDepartmentRow = EntityRow<typeof committeeDepartment>;
