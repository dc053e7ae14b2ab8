import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { GUIDE_TYPE_OPTIONS } from '../../../src/constants/options';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Guide templates (xdmb 11600): the working guidance an officer reads for a kind of business, with its legal basis. */
export const guideTemplates = pgTable('guide_templates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Business the guidance is for: supervision, enforcement, investigation, propaganda. */
  guideType: text('guide_type', { enum: ['supervision', 'enforcement', 'investigation', 'propaganda'] }).notNull(),
  content: text('content').notNull(),
  basis: text('basis'),
  /** Display order inside its type, ascending. */
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
  creatorName: text('creator_name'),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

describeColumns(guideTemplates, {
  id: '模板ID',
  name: { title: '模板名称', maxLength: 50 },
  guideType: { title: '业务类型', options: GUIDE_TYPE_OPTIONS },
  content: { title: '指导内容', maxLength: 5000 },
  basis: { title: '法律依据', maxLength: 1000 },
  sort: { title: '排序', minimum: 0, maximum: 9999 },
  remark: { title: '备注', maxLength: 200 },
  creatorName: '创建人',
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});
