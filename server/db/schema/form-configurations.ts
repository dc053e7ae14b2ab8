import { Type, type TSchema } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED_OPTIONS } from '../../../src/constants/options';
import { FORM_CODE_PATTERN, FORM_FIELD_KINDS, FORM_LIMITS, type FormFieldConfig } from '../../../src/constants/form-fields';
import { describeColumns } from '../column-meta';

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

const nullable = <T extends TSchema>(schema: T, title: string) => Type.Union([schema, Type.Null()], { title });
const FieldKind = Type.Union(FORM_FIELD_KINDS.map((kind) => Type.Literal(kind)), { title: '字段类型' });
const Option = Type.Object({ value: Type.String({ title: '选项值' }), label: Type.String({ title: '选项名称' }) }, { title: '选项' });

/** A field as stored and read back (properties that do not apply to the kind are null). */
const FormField = Type.Object(
  {
    key: Type.String({ title: '字段标识' }),
    label: Type.String({ title: '字段名称' }),
    kind: FieldKind,
    required: Type.Boolean({ title: '必填' }),
    options: Type.Union([Type.Array(Option), Type.Null()], { title: '选项' }),
    maxLength: nullable(Type.Integer({ title: '最大长度' }), '最大长度'),
    min: nullable(Type.Number({ title: '最小值' }), '最小值'),
    max: nullable(Type.Number({ title: '最大值' }), '最大值'),
    placeholder: nullable(Type.String({ title: '提示文字' }), '提示文字'),
    wide: Type.Boolean({ title: '占整行' }),
  },
  { title: '表单字段' },
);

/**
 * A field as sent: types only. What the values mean (key format, duplicates, options, ranges) is checked
 * by the entity's hook with messages naming the field's position (src/shared/form-field-list.ts).
 */
const FormFieldInput = Type.Object(
  {
    key: Type.String({ title: '字段标识' }),
    label: Type.String({ title: '字段名称' }),
    kind: FieldKind,
    required: Type.Optional(Type.Boolean({ title: '必填' })),
    options: Type.Optional(Type.Union([Type.Array(Option), Type.Null()], { title: '选项' })),
    maxLength: Type.Optional(nullable(Type.Number({ title: '最大长度' }), '最大长度')),
    min: Type.Optional(nullable(Type.Number({ title: '最小值' }), '最小值')),
    max: Type.Optional(nullable(Type.Number({ title: '最大值' }), '最大值')),
    placeholder: Type.Optional(nullable(Type.String({ title: '提示文字' }), '提示文字')),
    wide: Type.Optional(Type.Boolean({ title: '占整行' })),
  },
  { title: '表单字段' },
);

describeColumns(formConfigurations, {
  id: '表单ID',
  name: { title: '表单名称', maxLength: FORM_LIMITS.nameMax },
  code: { title: '表单编码', maxLength: FORM_LIMITS.codeMax, pattern: FORM_CODE_PATTERN.source },
  busiTypeCode: { title: '业务类型', maxLength: 50 },
  fields: { title: '表单字段', json: Type.Array(FormFieldInput, { maxItems: FORM_LIMITS.fieldsMax }), jsonRow: Type.Array(FormField) },
  enabled: { title: '状态', options: ENABLED_OPTIONS },
  remark: { title: '备注', maxLength: FORM_LIMITS.remarkMax },
  creatorName: '创建人',
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});
