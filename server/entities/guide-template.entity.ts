import { asc, desc } from 'drizzle-orm';
import { guideTemplates as g } from '../db/schema';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';

/** 指导模板 (xdmb 11600): the working guidance an officer reads for a kind of business, with its legal basis. */
export const guideTemplate = defineEntity({
  name: 'guideTemplate',
  title: '指导模板',
  route: 'xdmb',
  table: g,
  idPrefix: '',
  select: { id: g.id, name: g.name, guideType: g.guideType, content: g.content, basis: g.basis, sort: g.sort, remark: g.remark, creatorName: g.creatorName, createdAt: g.createdAt, updatedAt: g.updatedAt, version: g.version },
  input: ['name', 'guideType', 'sort', 'content', 'basis', 'remark'],
  fill: (user) => ({ creatorName: user.name }),
  filters: { keyword: contains('keyword', [g.name, g.content], '关键字'), guideType: equals('guideType', g.guideType) },
  order: [asc(g.guideType), asc(g.sort), desc(g.updatedAt), asc(g.id)],
  paths: { page: '/guide/getPage', detail: '/guide/getDetail', add: '/guide/add', update: '/guide/update', remove: { url: '/guide/batchDelete', summary: '删除指导模板（可批量）' } },
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
});

export type GuideTemplateRow = EntityRow<typeof guideTemplate>;
