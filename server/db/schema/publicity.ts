import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PUBLICITY_CATEGORY_OPTIONS, PUBLICITY_CHANNEL_OPTIONS, PUBLICITY_MEDIA_OPTIONS, PUBLICITY_SECTION_OPTIONS, PUBLICITY_STATUS_OPTIONS } from '../../../src/constants/options';
import { PUBLICITY_LIMITS } from '../../../src/constants/publicity';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 宣传库 (8600): articles, pictures and videos of 宣传知识库 (8610) and the topics of 专题发布 (8620), which group
 * published articles. Written by staff, submitted to 宣传审核 (8500) and published to the public channels only
 * once a reviewer approves; a returned one is a draft again with the reviewer's opinion.
 */
export const publicityContents = pgTable(
  'publicity_contents',
  {
    id: text('id').primaryKey(),
    organId: text('organ_id').notNull(),
    section: text('section').notNull(),
    mediaType: text('media_type').notNull().default('article'),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    body: text('body'),
    mediaIds: text('media_ids').array().notNull().default(sql`'{}'::text[]`),
    articleIds: text('article_ids').array().notNull().default(sql`'{}'::text[]`),
    channels: text('channels').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('draft'),
    reviewOpinion: text('review_opinion'),
    submittedAt: ts('submitted_at'),
    reviewerId: text('reviewer_id'),
    reviewedAt: ts('reviewed_at'),
    publishedAt: ts('published_at'),
    createdBy: text('created_by').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('publicity_contents_organ_idx').on(t.organId, t.section, t.status)],
);

describeColumns(publicityContents, {
  id: '宣传ID',
  organId: '发布单位',
  section: { title: '栏目', options: PUBLICITY_SECTION_OPTIONS },
  mediaType: { title: '内容形式', options: PUBLICITY_MEDIA_OPTIONS },
  category: { title: '宣传分类', options: PUBLICITY_CATEGORY_OPTIONS },
  title: { title: '标题', minLength: 1, maxLength: 100 },
  summary: { title: '摘要', maxLength: 300 },
  body: { title: '正文', maxLength: PUBLICITY_LIMITS.bodyMax },
  mediaIds: { title: '图片/视频', maxItems: PUBLICITY_LIMITS.mediaMax },
  articleIds: { title: '专题文章', maxItems: PUBLICITY_LIMITS.articlesMax },
  channels: { title: '发布渠道', options: PUBLICITY_CHANNEL_OPTIONS, minItems: 1, maxItems: 2 },
  status: { title: '发布状态', options: PUBLICITY_STATUS_OPTIONS },
  reviewOpinion: { title: '审核意见', maxLength: PUBLICITY_LIMITS.opinionMax },
  submittedAt: '提交时间',
  reviewerId: '审核人',
  reviewedAt: '审核时间',
  publishedAt: '发布时间',
  createdBy: '编写人',
  createdAt: '编写时间',
  updatedAt: '修改时间',
  version: '版本',
});
