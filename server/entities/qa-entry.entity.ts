import { and, asc, desc, eq } from 'drizzle-orm';
import { qaCategories, qaEntries as q } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';

/** 问答知识库 (znkfWdk 8810): a standard question, its answer and the other ways the public asks it. */
export const qaEntry = defineEntity({
  name: 'qaEntry',
  plural: 'qaEntries',
  title: '问答',
  route: 'znkfWdk',
  table: q,
  idPrefix: 'qa-',
  select: {
    id: q.id,
    categoryId: q.categoryId,
    categoryName: { column: qaCategories.name, title: '问答分类' },
    question: q.question,
    answer: q.answer,
    keywords: q.keywords,
    enabled: q.enabled,
    hitCount: q.hitCount,
    updatedAt: q.updatedAt,
    version: q.version,
  },
  join: (query) => query.leftJoin(qaCategories, eq(qaCategories.id, q.categoryId)),
  input: ['categoryId', 'question', 'answer', 'keywords', 'enabled'],
  unique: ['question'],
  filters: { question: contains('question', [q.question, q.answer]), categoryId: equals('categoryId', q.categoryId), enabled: equals('enabled', q.enabled) },
  order: [desc(q.hitCount), asc(q.question)],
  paths: {
    page: { url: '/questionAnswerStorage/page', summary: '问答知识库分页' },
    detail: '/questionAnswerStorage/detail',
    add: { url: '/questionAnswerStorage', method: 'POST', summary: '新增问答' },
    update: { url: '/questionAnswerStorage', method: 'PUT', summary: '修改问答' },
    remove: { url: '/questionAnswerStorage', method: 'DELETE', summary: '删除问答' },
  },
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
  hooks: {
    /** Similar questions trimmed, empty and repeated ones (and the question itself) dropped. */
    values(values) {
      if (!values.keywords) return values;
      const seen = new Set([values.question]);
      const keywords = values.keywords.map((k) => k.trim()).filter((k) => k && !seen.has(k) && seen.add(k));
      return { ...values, keywords };
    },
    /** An entry is filed under a live, enabled category. */
    async check(values, { db }) {
      if (values.categoryId === undefined) return;
      const [category] = await db
        .select({ enabled: qaCategories.enabled })
        .from(qaCategories)
        .where(and(eq(qaCategories.id, values.categoryId), eq(qaCategories.deleted, false)));
      if (!category) throw badRequest('问答分类不存在');
      if (!category.enabled) throw badRequest('问答分类已停用，请选择启用的分类');
    },
  },
});
