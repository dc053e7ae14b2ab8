import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CAUSE_SOURCE_OPTIONS } from '../../../src/constants/options';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Penalty case causes (aysz 11420): the national list, kept up to date from the xxj service by 同步. */
export const caseCauses = pgTable(
  'case_causes',
  {
    id: text('id').primaryKey(),
    /** AY0001, AY0002, … in order of arrival. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    legalBasis: text('legal_basis'),
    penaltyBasis: text('penalty_basis'),
    /** Cases under this cause as the xxj service last counted them. */
    caseCount: integer('case_count').notNull().default(0),
    /** national: the shipped list; xxj: first seen in a sync. */
    source: text('source', { enum: ['national', 'xxj'] }).notNull(),
    syncedAt: ts('synced_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('case_causes_code_idx').on(t.code), uniqueIndex('case_causes_name_idx').on(t.name)],
);

describeColumns(caseCauses, {
  id: '案由ID',
  code: '案由编码',
  name: '案由名称',
  legalBasis: '违法依据',
  penaltyBasis: '处罚依据',
  caseCount: '案件数',
  source: { title: '来源', options: CAUSE_SOURCE_OPTIONS },
  syncedAt: '同步时间',
  createdAt: '创建时间',
  updatedAt: '修改时间',
});
