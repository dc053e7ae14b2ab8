import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { REGULATION_LEVEL_OPTIONS, REGULATION_STATUS_OPTIONS } from '../../../src/constants/options';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The laws and regulations library (法律法规库, 11340): what officers cite, with its level and validity. */
export const lawRegulations = pgTable(
  'law_regulations',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** law, administrative, departmental, local, standard (REGULATION_LEVEL_NAMES). */
    level: text('level').notNull(),
    docNo: text('doc_no'),
    issuer: text('issuer').notNull(),
    /** 'YYYY-MM-DD'. */
    issuedOn: text('issued_on'),
    effectiveOn: text('effective_on'),
    /** effective, amended, repealed (REGULATION_STATUS_NAMES). */
    status: text('status').notNull().default('effective'),
    summary: text('summary'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('law_regulations_level_idx').on(t.level, t.status)],
);

/** 'YYYY-MM-DD', or empty (not given). */
const DAY = '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$';

describeColumns(lawRegulations, {
  id: '法规ID',
  title: { title: '法规名称', maxLength: 200 },
  level: { title: '效力级别', options: REGULATION_LEVEL_OPTIONS },
  docNo: { title: '文号', maxLength: 100 },
  issuer: { title: '发布机关', maxLength: 100 },
  issuedOn: { title: '发布日期', pattern: DAY },
  effectiveOn: { title: '施行日期', pattern: DAY },
  status: { title: '时效性', options: REGULATION_STATUS_OPTIONS },
  summary: { title: '内容摘要', maxLength: 2000 },
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});
