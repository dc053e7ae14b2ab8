import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LAW_CERTIFICATE_TYPE_OPTIONS, LAW_QUALIFICATION_OPTIONS } from '../../../src/constants/options';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Enforcement personnel (执法人员, 11330): the enforcement flag of a user, with the law-enforcement
 * certificate. A user is an officer while a live row exists; the account itself stays in users.
 */
export const lawOfficers = pgTable(
  'law_officers',
  {
    userId: text('user_id').primaryKey(),
    /** 执法证号; unique among live officers. */
    certificateNo: text('certificate_no').notNull(),
    /** Certificate kind: fire supervision inspection or administrative enforcement (LAW_CERTIFICATE_TYPE_OPTIONS). */
    certificateType: text('certificate_type').notNull(),
    /** Qualification level: basic, intermediate, advanced (LAW_QUALIFICATION_OPTIONS). */
    qualification: text('qualification').notNull(),
    /** 'YYYY-MM-DD' (China calendar days). */
    issuedOn: text('issued_on').notNull(),
    expiresOn: text('expires_on').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('law_officers_certificate_live_idx').on(t.certificateNo).where(sql`deleted = false`)],
);

/** A China calendar day, 'YYYY-MM-DD'. */
const DAY = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

describeColumns(lawOfficers, {
  userId: '用户',
  certificateNo: { title: '执法证号', maxLength: 32 },
  certificateType: { title: '证件类型', options: LAW_CERTIFICATE_TYPE_OPTIONS },
  qualification: { title: '执法资格', options: LAW_QUALIFICATION_OPTIONS },
  issuedOn: { title: '发证日期', pattern: DAY },
  expiresOn: { title: '有效期至', pattern: DAY },
  updatedAt: '修改时间',
  version: '版本',
});
