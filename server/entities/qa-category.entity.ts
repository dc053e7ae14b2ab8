import { Type } from '@sinclair/typebox';
import { asc, sql } from 'drizzle-orm';
import { qaCategories as c } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';

// Named in full: a bare id inside the subquery would be the entry's.
const entryCount = sql<number>`(select count(*)::int from qa_entries e where e.category_id = qa_categories.id and e.deleted = false)`;

/** 问答知识库 (znkfWdk 8810): the categories the knowledge base's entries are filed under. */
export const qaCategory = defineEntity({
  name: 'qaCategory',
  plural: 'qaCategories',
  title: '问答分类',
  route: 'znkfWdk',
  table: c,
  idPrefix: 'qc-',
  select: {
    id: c.id,
    name: c.name,
    sort: c.sort,
    enabled: c.enabled,
    remark: c.remark,
    entryCount: { sql: entryCount, schema: Type.Integer({ title: '问答数' }) },
    updatedAt: c.updatedAt,
    version: c.version,
  },
  input: ['name', 'sort', 'enabled', 'remark'],
  unique: ['name'],
  filters: { name: contains('name', [c.name]), enabled: equals('enabled', c.enabled) },
  order: [asc(c.sort), asc(c.name)],
  paths: {
    page: { url: '/questionAnswer/category/page', summary: '问答分类分页' },
    detail: '/questionAnswer/category/detail',
    add: { url: '/questionAnswer/category', method: 'POST', summary: '新增问答分类' },
    update: { url: '/questionAnswer/category', method: 'PUT', summary: '修改问答分类' },
    remove: { url: '/questionAnswer/category', method: 'DELETE', summary: '删除问答分类' },
  },
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
  hooks: {
    /** A category that still files entries is not removed (they would lose their category). */
    beforeRemove(rows) {
      const used = rows.find((row) => row.entryCount > 0);
      if (used) throw badRequest(`问答分类“${used.name}”下还有${used.entryCount}条问答，不能删除`);
    },
  },
  allows: (row) => ({ delete: row.entryCount === 0 ? undefined : false }),
});
