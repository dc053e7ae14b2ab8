import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { TOTAL_ASSESSMENT_WEIGHT } from '../../src/constants/assessment';
import { assessmentItems as a } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';
import { optionText } from '../entity/select-helpers';

/** 个人绩效考评设置 (kaopingsz 11810): the items a person is assessed on and their weights; the menu grant covers every action. */
export const assessmentItem = defineEntity({
  name: 'assessmentItem',
  title: '考评项目',
  route: 'kaopingsz',
  table: a,
  idPrefix: 'ai-',
  select: { id: a.id, name: a.name, source: a.source, sourceText: optionText(a.source), weight: a.weight, fullScore: a.fullScore, sort: a.sort, enabled: a.enabled, remark: a.remark, updatedAt: a.updatedAt, version: a.version },
  input: ['name', 'source', 'weight', 'fullScore', 'sort', 'enabled', 'remark'],
  unique: ['name'],
  filters: { name: contains('name', [a.name]), source: equals('source', a.source), enabled: equals('enabled', a.enabled) },
  order: [asc(a.sort), asc(a.name)],
  paths: {
    page: '/performance/assessItem/page',
    detail: '/performance/assessItem/detail',
    add: '/performance/assessItem/add',
    update: '/performance/assessItem/update',
    remove: '/performance/assessItem/delete',
  },
  hooks: {
    /** Enabled items' weights add up to at most 100%. */
    async check(values, { db, current }) {
      if (!values.enabled) return;
      const others = current ? and(eq(a.deleted, false), eq(a.enabled, true), ne(a.id, current.id)) : and(eq(a.deleted, false), eq(a.enabled, true));
      const [{ used }] = await db.select({ used: sql<number>`coalesce(sum(${a.weight}), 0)::int` }).from(a).where(others);
      if (used + (values.weight ?? 0) > TOTAL_ASSESSMENT_WEIGHT) throw badRequest(`启用的考评项目权重合计不能超过${TOTAL_ASSESSMENT_WEIGHT}%（其他项目已占${used}%）`);
    },
  },
});
