import { Type } from '@sinclair/typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import { dictionaries, writTemplates as w } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';
import { writPlaceholders } from '../services/writ-text';

const BUSI_TYPE = 'busiType';

/** 模板设置 (mbsz 11410), tab 文书模板: the text of a writ with ${名称} placeholders, what writs are made from. */
export const writTemplate = defineEntity({
  name: 'writTemplate',
  title: '文书模板',
  route: 'mbsz',
  table: w,
  idPrefix: '',
  select: {
    id: w.id,
    name: w.name,
    code: w.code,
    category: w.category,
    busiTypeCode: w.busiTypeCode,
    busiTypeName: { sql: sql<string>`coalesce(${dictionaries.label}, ${w.busiTypeCode})`, schema: Type.String({ title: '业务类型名称' }) },
    numberPrefix: w.numberPrefix,
    body: w.body,
    enabled: w.enabled,
    remark: w.remark,
    placeholders: { derive: (row: { body: string }) => writPlaceholders(row.body), schema: Type.Array(Type.String({ title: '占位符' }), { title: '占位符' }) },
    creatorName: w.creatorName,
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
    version: w.version,
  },
  join: (q) => q.leftJoin(dictionaries, and(eq(dictionaries.type, BUSI_TYPE), eq(dictionaries.code, w.busiTypeCode))),
  input: ['name', 'code', 'category', 'busiTypeCode', 'numberPrefix', 'body', 'enabled', 'remark'],
  unique: ['code'],
  fill: (user) => ({ creatorName: user.name }),
  filters: {
    name: contains('name', [w.name, w.code]),
    category: equals('category', w.category),
    busiTypeCode: equals('busiTypeCode', w.busiTypeCode),
    enabled: equals('enabled', w.enabled),
  },
  order: [desc(w.updatedAt), desc(w.id)],
  paths: {
    page: { url: '/document/writTemplate/page', summary: '文书模板分页（按名称或编码、类别、业务类型、启用状态筛选）' },
    detail: '/document/writTemplate/detail',
    add: { url: '/document/writTemplate/add', summary: '新增文书模板（正文可含 ${名称} 占位符）' },
    update: { url: '/document/writTemplate/update', summary: '修改文书模板（带读取的版本）' },
    remove: { url: '/document/writTemplate/remove', summary: '删除文书模板（可批量；已拟制的文书保留其正文）' },
  },
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
  label: (values) => values.code as string | undefined,
  hooks: {
    async check(values, { db }) {
      if (values.busiTypeCode === undefined) return;
      const [busi] = await db.select({ code: dictionaries.code }).from(dictionaries).where(and(eq(dictionaries.type, BUSI_TYPE), eq(dictionaries.code, values.busiTypeCode)));
      if (!busi) throw badRequest('业务类型不正确');
    },
  },
  // 拟制文书 (under 新增) from an enabled template only.
  allows: (row, _user, holds) => ({ draft: row.enabled && holds('new') }),
});

export type WritTemplateRow = EntityRow<typeof writTemplate>;
