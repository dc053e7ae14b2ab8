import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Legal pre-reviews (法制预审 4110): a case sent to the legal officers before a decision. `reviewKind` is
 * also the business type of its approval flow (tqsh 提前审核, jzsh 集中审核, lash 立案审核); where the review
 * stands is the flow work's, never a column here.
 */
export const legalReviews = pgTable(
  'legal_reviews',
  {
    id: text('id').primaryKey(),
    reviewKind: text('review_kind', { enum: ['tqsh', 'jzsh', 'lash'] }).notNull(),
    caseName: text('case_name').notNull(),
    caseNo: text('case_no'),
    partyName: text('party_name').notNull(),
    /** A case cause of aysz (case_causes.id). */
    caseCause: text('case_cause'),
    /** 承办单位: list scope follows it. */
    organId: text('organ_id').notNull(),
    handlerId: text('handler_id').notNull(),
    summary: text('summary').notNull(),
    proposal: text('proposal').notNull(),
    /** Names of the case materials handed in. */
    materials: jsonb('materials').$type<string[]>().notNull().default([]),
    submittedAt: ts('submitted_at'),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('legal_reviews_organ_idx').on(t.organId), index('legal_reviews_kind_idx').on(t.reviewKind)],
);
