import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FormFieldConfig } from '../../../src/constants/form-fields';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Configured forms (表单配置 bdpz 11430): fields that task screens render and check by the form's code. */
export const formConfigurations = pgTable(
  'form_configurations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Unique among live forms; what task screens look the form up by. */
    code: text('code').notNull(),
    /** Business type (dictionaries type 'busiType'). */
    busiTypeCode: text('busi_type_code').notNull(),
    /** The fields in display order, normalised (see src/lib/form-field-list.ts). */
    fields: jsonb('fields').$type<FormFieldConfig[]>().notNull(),
    /** Only enabled forms are offered to task screens; enabled forms cannot be deleted. */
    enabled: boolean('enabled').notNull().default(false),
    remark: text('remark'),
    creatorName: text('creator_name'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('form_configurations_code_live_idx').on(t.code).where(sql`deleted = false`)],
);
