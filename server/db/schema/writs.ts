import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED_OPTIONS, WRIT_CATEGORY_OPTIONS, WRIT_STATUS_OPTIONS } from '../../../src/constants/options';
import { WRIT_BODY_PATTERN, WRIT_PLACEHOLDER_HELP } from '../../../src/constants/writ-labels';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Writ templates (mbsz 11410): the text of a law-enforcement writ with ${名称} placeholders. */
export const writTemplates = pgTable(
  'writ_templates',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Unique among live templates. */
    code: text('code').notNull(),
    category: text('category', { enum: ['enforcement', 'approval', 'general'] }).notNull(),
    /** A code of the dictionary type 'busiType'. */
    busiTypeCode: text('busi_type_code').notNull(),
    /** 文号前缀, e.g. 穗消限字: an issued writ is numbered 前缀〔年〕序号号. */
    numberPrefix: text('number_prefix').notNull(),
    body: text('body').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    creatorName: text('creator_name'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('writ_templates_code_live_idx').on(t.code).where(sql`deleted = false`)],
);

describeColumns(writTemplates, {
  id: '模板ID',
  name: { title: '文书名称', maxLength: 50 },
  code: { title: '文书编码', maxLength: 50, pattern: '^[A-Za-z0-9_]+$' },
  category: { title: '文书类别', options: WRIT_CATEGORY_OPTIONS },
  busiTypeCode: { title: '业务类型', maxLength: 50 },
  // Checked as trimmed: blanks around the prefix are dropped, none may stand inside it.
  numberPrefix: { title: '文号前缀', maxLength: 20, pattern: '^\\s*[^\\s〔〕]*\\s*$', patternMessage: '文号前缀不能含空白或〔〕' },
  body: { title: '正文', maxLength: 5000, pattern: WRIT_BODY_PATTERN, patternMessage: `正文中的${WRIT_PLACEHOLDER_HELP}` },
  enabled: { title: '启用', options: ENABLED_OPTIONS },
  remark: { title: '备注', maxLength: 200 },
  creatorName: '创建人',
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});

/**
 * Writs made from a template. The template's name, prefix and body are copied when the draft is saved,
 * so an issued writ reads the same after its template changes.
 */
export const writDocuments = pgTable(
  'writ_documents',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id').notNull(),
    templateName: text('template_name').notNull(),
    numberPrefix: text('number_prefix').notNull(),
    body: text('body').notNull(),
    /** Assigned on issue; null while a draft. */
    documentNumber: text('document_number'),
    title: text('title').notNull(),
    partyName: text('party_name').notNull(),
    /** The issuing unit. */
    organId: text('organ_id').notNull(),
    /** Placeholder name → the text filled in. */
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['draft', 'issued'] }).notNull().default('draft'),
    issuedAt: ts('issued_at'),
    creatorName: text('creator_name'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('writ_documents_number_idx').on(t.documentNumber).where(sql`document_number is not null`),
    index('writ_documents_organ_idx').on(t.organId),
  ],
);

describeColumns(writDocuments, {
  id: '文书ID',
  templateId: { title: '文书模板', maxLength: 64 },
  templateName: '文书名称',
  numberPrefix: '文号前缀',
  body: '正文',
  documentNumber: '文号',
  title: { title: '标题', maxLength: 100 },
  partyName: { title: '当事人', maxLength: 100 },
  organId: '签发单位',
  values: '占位符内容',
  status: { title: '状态', options: WRIT_STATUS_OPTIONS },
  issuedAt: '签发时间',
  creatorName: '创建人',
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});

/** The last sequence number given per (prefix, year); the row is locked while a writ is issued. */
export const writNumberCounters = pgTable(
  'writ_number_counters',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);
