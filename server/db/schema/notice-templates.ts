import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED_OPTIONS, TEMPLATE_CATEGORY_OPTIONS } from '../../../src/constants/options';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Message templates (xxmb): the text of notices the system sends, with ${name} placeholders. */
export const noticeTemplates = pgTable(
  'notice_templates',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Unique among live templates; what the sending code looks a template up by. */
    code: text('code').notNull(),
    /** Notice template category: task, approval or system (the notices' templateCategory). */
    category: text('category', { enum: ['task', 'approval', 'system'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    creatorName: text('creator_name'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('notice_templates_code_live_idx').on(t.code).where(sql`deleted = false`)],
);

/** Every ${ opens a well-formed placeholder: ${letters, digits or underscores}. */
const PLACEHOLDERS_WELL_FORMED = '^(?:[^$]|\\$(?!\\{)|\\$\\{[A-Za-z_][A-Za-z0-9_]*\\})*$';
const placeholderHelp = (field: string) => `${field}中的占位符格式不正确，应为\${字母、数字或下划线}`;

describeColumns(noticeTemplates, {
  id: '模板ID',
  name: { title: '模板名称', maxLength: 50 },
  code: { title: '模板编码', maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
  category: { title: '消息类别', options: TEMPLATE_CATEGORY_OPTIONS },
  title: { title: '消息标题', maxLength: 100, pattern: PLACEHOLDERS_WELL_FORMED, patternMessage: placeholderHelp('消息标题') },
  content: { title: '模板内容', maxLength: 2000, pattern: PLACEHOLDERS_WELL_FORMED, patternMessage: placeholderHelp('模板内容') },
  enabled: { title: '启用', options: ENABLED_OPTIONS },
  remark: { title: '备注', maxLength: 200 },
  creatorName: '创建人',
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});
