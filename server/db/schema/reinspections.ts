import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Re-inspection applications (复查申请, review 1070): a unit that rectified the hazards of a correction
 * notice asks for a re-inspection; the application runs the fcys flow and its last approver records the
 * outcome (合格 / 不合格).
 */
export const reinspectionApplications = pgTable(
  'reinspection_applications',
  {
    id: text('id').primaryKey(),
    companyName: text('company_name').notNull(),
    /** The social unit (society_companies.id), when it is on file. */
    companyId: text('company_id'),
    address: text('address').notNull(),
    /** 责令改正通知书文号. */
    originalWritNo: text('original_writ_no').notNull(),
    /** 整改项: the hazards the unit says it rectified. */
    hazards: jsonb('hazards').$type<string[]>().notNull().default([]),
    /** 申请复查日期. */
    rectifiedAt: ts('rectified_at').notNull(),
    applicant: text('applicant').notNull(),
    phone: text('phone').notNull(),
    /** The receiving unit: list scope follows it. */
    organId: text('organ_id').notNull(),
    registeredBy: text('registered_by').notNull(),
    /** pass 合格, fail 不合格; null until the last step's assignee concludes. */
    outcome: text('outcome', { enum: ['pass', 'fail'] }),
    outcomeNote: text('outcome_note'),
    outcomeAt: ts('outcome_at'),
    outcomeBy: text('outcome_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('reinspection_applications_organ_idx').on(t.organId)],
);
