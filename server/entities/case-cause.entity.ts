import { asc, desc } from 'drizzle-orm';
import { caseCauses as c } from '../db/schema';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';

/** 处罚案由 (aysz 11420): the national case causes with their legal basis, read only; 同步 (its own route) counts and adds. */
export const caseCause = defineEntity({
  name: 'caseCause',
  title: '案由',
  route: 'aysz',
  table: c,
  idPrefix: '',
  select: { id: c.id, code: c.code, name: c.name, legalBasis: c.legalBasis, penaltyBasis: c.penaltyBasis, caseCount: c.caseCount, source: c.source, syncedAt: c.syncedAt, createdAt: c.createdAt, updatedAt: c.updatedAt },
  filters: { name: contains('name', [c.name]), source: equals('source', c.source) },
  order: [desc(c.caseCount), asc(c.code)],
  paths: {
    page: { url: '/causeaction/getPage', summary: '处罚案由分页（按案件数从多到少）' },
    detail: { url: '/causeaction/getDetail', summary: '处罚案由详情' },
  },
});

export type CaseCauseRow = EntityRow<typeof caseCause>;
