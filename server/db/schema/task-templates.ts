import { Type } from '@sinclair/typebox';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ENABLED_OPTIONS, TASK_TYPE_OPTIONS } from '../../../src/constants/options';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Task templates (taskTemplate 11500): the check items a task of a kind starts from; only enabled ones are offered. */
export const taskTemplates = pgTable('task_templates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Kind of task the template is for: inspection, spotCheck, rectifyReview, propaganda. */
  taskType: text('task_type', { enum: ['inspection', 'spotCheck', 'rectifyReview', 'propaganda'] }).notNull(),
  description: text('description'),
  /** The check items, in the order a task lists them. */
  items: jsonb('items').$type<string[]>().notNull(),
  enabled: boolean('enabled').notNull().default(false),
  remark: text('remark'),
  creatorName: text('creator_name'),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

describeColumns(taskTemplates, {
  id: '模板ID',
  name: { title: '模板名称', maxLength: 50 },
  taskType: { title: '任务类型', options: TASK_TYPE_OPTIONS },
  description: { title: '模板说明', maxLength: 500 },
  items: { title: '检查项', json: Type.Array(Type.String({ title: '检查项', maxLength: 200 }), { minItems: 1, maxItems: 200 }) },
  enabled: { title: '状态', options: ENABLED_OPTIONS },
  remark: { title: '备注', maxLength: 200 },
  creatorName: '创建人',
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});
