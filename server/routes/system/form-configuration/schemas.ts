import { Type, type TSchema } from '@sinclair/typebox';
import { PageQuery } from '../../../http/paging';
import { FORM_CODE_PATTERN, FORM_FIELD_KINDS, FORM_LIMITS } from '../../../../src/constants/form-fields';

const nullable = <T extends TSchema>(schema: T, title: string) => Type.Union([schema, Type.Null()], { title });

export const FieldKind = Type.Union(FORM_FIELD_KINDS.map((kind) => Type.Literal(kind)), { title: '字段类型' });

const Option = Type.Object({ value: Type.String({ title: '选项值' }), label: Type.String({ title: '选项名称' }) }, { title: '选项' });

/** A field as stored and read back (properties that do not apply to the kind are null). */
export const FormField = Type.Object(
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
 * by the service with messages naming the field's position (src/lib/form-field-list.ts).
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

export const FormConfiguration = Type.Object({
  id: Type.String({ title: '表单ID' }),
  name: Type.String({ title: '表单名称' }),
  code: Type.String({ title: '表单编码' }),
  busiTypeCode: Type.String({ title: '业务类型' }),
  busiTypeName: nullable(Type.String({ title: '业务类型' }), '业务类型'),
  fields: Type.Array(FormField, { title: '表单字段' }),
  fieldCount: Type.Integer({ title: '字段数' }),
  enabled: Type.Boolean({ title: '启用' }),
  remark: nullable(Type.String({ title: '备注' }), '备注'),
  creatorName: nullable(Type.String({ title: '创建人' }), '创建人'),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
});

export const FormConfigurationFields = {
  name: Type.String({ title: '表单名称', minLength: 1, maxLength: FORM_LIMITS.nameMax }),
  code: Type.String({ title: '表单编码', minLength: 1, maxLength: FORM_LIMITS.codeMax, pattern: FORM_CODE_PATTERN.source }),
  busiTypeCode: Type.String({ title: '业务类型', minLength: 1, maxLength: 50 }),
  fields: Type.Array(FormFieldInput, { title: '表单字段', maxItems: FORM_LIMITS.fieldsMax }),
  remark: Type.Optional(Type.Union([Type.String({ title: '备注', maxLength: FORM_LIMITS.remarkMax }), Type.Null()], { title: '备注' })),
};

export const FormConfigurationFilter = Type.Composite([
  PageQuery,
  Type.Object({
    name: Type.Optional(Type.String({ title: '表单名称', maxLength: 50 })),
    busiTypeCode: Type.Optional(Type.String({ title: '业务类型', maxLength: 50 })),
    enabled: Type.Optional(Type.Boolean({ title: '启用' })),
  }),
]);

export const FormValueCheck = Type.Object({
  valid: Type.Boolean({ title: '通过' }),
  errors: Type.Array(Type.Object({ key: Type.String({ title: '字段标识' }), message: Type.String({ title: '错误信息' }) }), { title: '错误' }),
});
