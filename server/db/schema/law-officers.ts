import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** Certificate kind: fire supervision inspection or administrative enforcement (LAW_CERTIFICATE_NAMES). */
    certificateType: text('certificate_type').notNull(),
    /** Qualification level: basic, intermediate, advanced (LAW_QUALIFICATION_NAMES). */
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
