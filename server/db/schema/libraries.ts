import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { LIBRARY_STATUS_OPTIONS } from '../../../src/constants/options';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The regulation library (guifanku) and the case library (anliku): one table, told apart by `kind`.
 * A document is drafted, sent for review, approved; withdrawn or returned to draft (services/library-flow.ts, entities/library-document.entity.ts).
 */
export const libraryDocuments = pgTable(
  'library_documents',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['regulation', 'case'] }).notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    /** Regulations: the document number (e.g. GB 50016-2014); cases: the case number. */
    docNo: text('doc_no'),
    /** Regulations: the issuing body; cases: the handling unit. */
    issuer: text('issuer'),
    content: text('content').notNull(),
    status: text('status', { enum: ['draft', 'reviewing', 'approved'] }).notNull().default('draft'),
    organId: text('organ_id').notNull(),
    creatorId: text('creator_id'),
    creatorName: text('creator_name'),
    sentAt: ts('sent_at'),
    reviewerName: text('reviewer_name'),
    reviewedAt: ts('reviewed_at'),
    reviewComment: text('review_comment'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('library_documents_kind_idx').on(t.kind, t.status), index('library_documents_organ_idx').on(t.organId)],
);

describeColumns(libraryDocuments, {
  id: 'ID',
  kind: '类型',
  title: { title: '标题', maxLength: 200 },
  category: { title: '类别', maxLength: 50 },
  docNo: { title: '文号', maxLength: 100 },
  issuer: { title: '发布单位', maxLength: 100 },
  content: { title: '正文', maxLength: 50000 },
  status: { title: '状态', options: LIBRARY_STATUS_OPTIONS },
  organId: '所属单位ID',
  creatorName: '创建人',
  sentAt: '送审时间',
  reviewerName: '审核人',
  reviewedAt: '审核时间',
  reviewComment: '审核意见',
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});
