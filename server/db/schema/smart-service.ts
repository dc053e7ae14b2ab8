import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED_OPTIONS, LEAVE_WORD_CHANNEL_OPTIONS, LEAVE_WORD_STATUS_OPTIONS } from '../../../src/constants/options';
import { PHONE_PATTERN } from '../../../src/constants/patterns';
import { QA_MAX_KEYWORDS } from '../../../src/constants/smart-service';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 问答知识库 (8810) categories: 灭火器材, 安全疏散, 消防审验 … */
export const qaCategories = pgTable(
  'qa_categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('qa_categories_name_live_idx').on(t.name).where(sql`deleted = false`)],
);

/** 问答知识库 (8810) entries: a standard question, its answer and the other ways people ask it. */
export const qaEntries = pgTable(
  'qa_entries',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** Similar questions and keywords: matched like the question itself. */
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    /** Questions this entry answered first (kept with each ask in qa_asks). */
    hitCount: integer('hit_count').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('qa_entries_question_live_idx').on(t.question).where(sql`deleted = false`), index('qa_entries_category_idx').on(t.categoryId)],
);

/** Every question asked: the entry that answered it (null: a miss) and its score; what 统计 (8820) counts. */
export const qaAsks = pgTable(
  'qa_asks',
  {
    id: text('id').primaryKey(),
    question: text('question').notNull(),
    entryId: text('entry_id'),
    score: doublePrecision('score').notNull().default(0),
    userId: text('user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('qa_asks_created_idx').on(t.createdAt), index('qa_asks_entry_idx').on(t.entryId)],
);

/** 在线留言 (8830): messages left by the public and the staff's reply. */
export const leaveWords = pgTable(
  'leave_words',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone'),
    content: text('content').notNull(),
    channel: integer('channel').notNull().default(1),
    /** 1 待回复, 2 已回复. */
    status: integer('status').notNull().default(1),
    reply: text('reply'),
    replierId: text('replier_id'),
    replierName: text('replier_name'),
    repliedAt: ts('replied_at'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('leave_words_status_idx').on(t.status, t.createdAt)],
);

describeColumns(qaCategories, {
  id: '分类ID',
  name: { title: '分类名称', maxLength: 50 },
  sort: { title: '排序', minimum: 0, maximum: 9999 },
  enabled: { title: '状态', options: ENABLED_OPTIONS },
  remark: { title: '说明', maxLength: 200 },
  createdAt: '创建时间',
  updatedAt: '更新时间',
  version: '版本',
});

describeColumns(qaEntries, {
  id: '问答ID',
  categoryId: { title: '问答分类', minLength: 1, maxLength: 64 },
  question: { title: '标准问题', maxLength: 100 },
  answer: { title: '答案', maxLength: 2000 },
  keywords: { title: '相似问法', maxLength: 100, maxItems: QA_MAX_KEYWORDS },
  enabled: { title: '状态', options: ENABLED_OPTIONS },
  hitCount: '命中次数',
  createdAt: '创建时间',
  updatedAt: '更新时间',
  version: '版本',
});

describeColumns(leaveWords, {
  id: '留言ID',
  name: { title: '留言人', maxLength: 30 },
  phone: { title: '联系电话', maxLength: 20, pattern: PHONE_PATTERN, patternMessage: '联系电话格式不正确' },
  content: { title: '留言内容', maxLength: 1000 },
  channel: { title: '留言渠道', options: LEAVE_WORD_CHANNEL_OPTIONS },
  status: { title: '状态', options: LEAVE_WORD_STATUS_OPTIONS },
  reply: { title: '回复内容', maxLength: 1000 },
  replierId: '回复人ID',
  replierName: '回复人',
  repliedAt: '回复时间',
  createdAt: '留言时间',
  updatedAt: '更新时间',
  version: '版本',
});
