import { Type } from '@sinclair/typebox';
import { asc, eq, inArray } from 'drizzle-orm';
import { dictionaries } from '../../../db/schema';
import { defineRoute, type AnyRoute } from '../../../http/route';

/** Dictionary type of the business categories (busiTypeCode → name). */
export const BUSI_TYPE_DICT = 'busiType';
/** At most this many types in one batch query. */
const MAX_DICT_TYPES = 20;

const DictItem = Type.Object({
  type: Type.String({ title: '字典类型' }),
  code: Type.String({ title: '字典编码' }),
  label: Type.String({ title: '字典名称' }),
  sort: Type.Integer({ title: '排序' }),
});
const DictType = Type.String({ title: '字典类型', minLength: 1, maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9_]*$' });

export const dictRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/sys/dict/query',
    operationId: 'dictQuery',
    summary: '按类型查询字典项（下拉选项）',
    access: 'session',
    querystring: Type.Object({ type: DictType }),
    data: Type.Array(DictItem),
    handler: ({ db, query }) =>
      db.select().from(dictionaries).where(eq(dictionaries.type, query.type)).orderBy(asc(dictionaries.sort), asc(dictionaries.code)),
  }),
  defineRoute({
    method: 'POST',
    url: '/sys/dict/queryBatch',
    operationId: 'dictQueryBatch',
    summary: '一次查询多个类型的字典项',
    access: 'session',
    graphql: 'query',
    audit: false,
    body: Type.Object({ types: Type.Array(DictType, { title: '字典类型', minItems: 1, maxItems: MAX_DICT_TYPES }) }),
    data: Type.Array(DictItem),
    handler: ({ db, body }) =>
      db
        .select()
        .from(dictionaries)
        .where(inArray(dictionaries.type, body.types))
        .orderBy(asc(dictionaries.type), asc(dictionaries.sort), asc(dictionaries.code)),
  }),
  defineRoute({
    method: 'GET',
    url: '/sys/busi/category/list',
    operationId: 'busiCategoryList',
    summary: '业务类型列表',
    access: 'session',
    data: Type.Array(Type.Object({ busiTypeCode: Type.String({ title: '业务类型编码' }), busiTypeName: Type.String({ title: '业务类型名称' }) })),
    handler: async ({ db }) => {
      const rows = await db.select().from(dictionaries).where(eq(dictionaries.type, BUSI_TYPE_DICT)).orderBy(asc(dictionaries.sort));
      return rows.map((row) => ({ busiTypeCode: row.code, busiTypeName: row.label }));
    },
  }),
];
