import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COMPANY_STATUS_OPTIONS, UNIT_CATEGORY_OPTIONS } from '../../../src/constants/options';
import { AREA_CODE_PATTERN, CREDIT_CODE_PATTERN, PHONE_PATTERN } from '../../../src/constants/patterns';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Social units (社会单位, 11310): the firms and premises fire supervision looks after, each supervised by one organisation. */
export const societyCompanies = pgTable(
  'society_companies',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** 统一社会信用代码; unique among live units. */
    creditCode: text('credit_code').notNull(),
    /** Unit category of the spec: 1 key unit, 2 nine-small-places, 3 other unit, 4 general unit. */
    unitCategory: integer('unit_category').notNull(),
    /** The supervising organisation: list scope follows it. */
    organId: text('organ_id').notNull(),
    areaCode: text('area_code'),
    address: text('address').notNull(),
    legalPerson: text('legal_person'),
    managerName: text('manager_name'),
    managerPhone: text('manager_phone'),
    /** Label codes from the label tree (src/constants/company-labels.ts). */
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    /** 1 in business, 0 closed (updateStatusBatch). */
    status: integer('status').notNull().default(1),
    /** The building the unit sits in (buildings, 11320), if known. */
    buildId: text('build_id'),
    remark: text('remark'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('society_companies_credit_code_live_idx').on(t.creditCode).where(sql`deleted = false`),
    index('society_companies_organ_idx').on(t.organId),
    index('society_companies_build_idx').on(t.buildId),
  ],
);

describeColumns(societyCompanies, {
  id: '单位ID',
  name: { title: '单位名称', maxLength: 100 },
  creditCode: { title: '统一社会信用代码', pattern: CREDIT_CODE_PATTERN },
  unitCategory: { title: '单位类别', options: UNIT_CATEGORY_OPTIONS },
  organId: '监管单位',
  areaCode: { title: '行政区划代码', pattern: AREA_CODE_PATTERN },
  address: { title: '单位地址', maxLength: 200 },
  legalPerson: { title: '法定代表人', maxLength: 32 },
  managerName: { title: '消防安全管理人', maxLength: 32 },
  managerPhone: { title: '联系电话', maxLength: 20, pattern: PHONE_PATTERN },
  labels: { title: '单位标签', maxItems: 20 },
  status: { title: '单位状态', options: COMPANY_STATUS_OPTIONS },
  buildId: '所在建筑',
  remark: { title: '备注', maxLength: 500 },
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});
