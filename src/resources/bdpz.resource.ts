import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import { FieldDesigner, newField } from '../components/dynamic-form/designer/FieldDesigner';
import { FORM_CODE_PATTERN, FORM_FIELD_KIND_NAMES, FORM_LIMITS, type FormFieldDraft } from '../constants/form-fields';
import {
  AddFormConfigurationDocument,
  FormConfigurationDetailDocument,
  FormConfigurationPageDocument,
  RemoveFormConfigurationDocument,
  RemoveFormConfigurationsDocument,
  StartFormConfigurationsDocument,
  UpdateFormConfigurationDocument,
  type MutationInput_AddFormConfiguration_Input_Fields_Items_Input as FieldInput,
} from '../graphql/generated/graphql';
import { fieldListProblem, normalizeField, normalizeFields } from '../shared/form-field-list';
import { defineResource, type FilterValues, type Option } from './types';

const buttons = findRouteByName('bdpz')!.buttons;

const ENABLED_OPTIONS: readonly Option[] = [
  { value: 'true', label: '启用' },
  { value: 'false', label: '停用' },
];
const STATE_BADGES: readonly Option[] = [
  { value: true, label: '启用', color: 'green' },
  { value: false, label: '停用', color: 'gray' },
];

export interface FormConfigurationValues {
  name: string;
  code: string;
  busiTypeCode: string;
  fields: FormFieldDraft[];
  remark: string;
}

const asDrafts = (value: unknown): FormFieldDraft[] => (Array.isArray(value) ? (value as FormFieldDraft[]) : []);

/** Same rules as the server (server/routes/system/form-configuration, src/lib/form-field-list.ts). */
const schema = yup.object({
  name: yup.string().trim().required('表单名称不能为空').max(FORM_LIMITS.nameMax, `表单名称长度不能超过${FORM_LIMITS.nameMax}位`),
  code: yup
    .string()
    .trim()
    .required('表单编码不能为空')
    .max(FORM_LIMITS.codeMax, `表单编码长度不能超过${FORM_LIMITS.codeMax}位`)
    .matches(FORM_CODE_PATTERN, '表单编码格式不正确，只能包含字母、数字和下划线'),
  busiTypeCode: yup.string().required('业务类型不能为空'),
  fields: yup.mixed().test('fields', function check(value) {
    const problem = fieldListProblem(normalizeFields(asDrafts(value)));
    return problem ? this.createError({ message: problem }) : true;
  }),
  remark: yup.string().max(FORM_LIMITS.remarkMax, `备注长度不能超过${FORM_LIMITS.remarkMax}位`),
});

/** Exactly the input's properties (rows read back carry __typename, which an input refuses). */
const fieldInput = (f: FormFieldDraft): FieldInput => {
  const n = normalizeField(f);
  return { key: n.key, label: n.label, kind: n.kind, required: n.required, options: n.options?.map((o) => ({ value: o.value, label: o.label })) ?? null, maxLength: n.maxLength, min: n.min, max: n.max, placeholder: n.placeholder, wide: n.wide };
};
const toInput = (v: FormConfigurationValues) => ({
  name: v.name.trim(),
  code: v.code.trim(),
  busiTypeCode: v.busiTypeCode,
  fields: asDrafts(v.fields).map(fieldInput),
  remark: v.remark.trim() || null,
});
const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/** 表单配置 (11430): forms whose fields task screens render (DynamicForm) and check by the form's code. */
export default defineResource({
  name: 'formConfiguration',
  title: '表单配置',
  routeName: 'bdpz',
  // One page creates and, with ?id=, edits.
  formRoutes: { create: 'addForm', edit: 'addForm' },
  rowKey: 'id',
  list: {
    document: FormConfigurationPageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        name: textOf(filters, 'name'),
        busiTypeCode: textOf(filters, 'busiTypeCode'),
        enabled: filters.enabled === undefined || filters.enabled === '' ? undefined : String(filters.enabled) === 'true',
      },
    }),
    select: (data) => data.formConfigurationPage,
    columns: {
      name: { title: '表单名称' },
      code: { title: '表单编码', width: 180 },
      busiTypeName: { title: '业务类型', width: 130 },
      fieldCount: { title: '字段数', width: 80 },
      enabled: { title: '状态', render: 'status', options: STATE_BADGES, width: 80 },
      creatorName: { title: '创建人', width: 110 },
      updatedAt: { title: '修改时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'name', label: '表单名称/编码', kind: 'text' },
      { name: 'busiTypeCode', label: '业务类型', kind: 'dict', dictType: 'busiType' },
      { name: 'enabled', label: '状态', kind: 'select', options: ENABLED_OPTIONS },
    ],
  },
  detail: {
    document: FormConfigurationDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.formConfigurationDetail,
    sections: [
      {
        title: '表单信息',
        fields: {
          name: '表单名称',
          code: '表单编码',
          busiTypeName: '业务类型',
          enabled: { label: '状态', render: 'option', options: STATE_BADGES },
          fields: {
            label: '表单字段',
            wide: true,
            format: (value) => asDrafts(value).map((f, i) => `${i + 1}. ${f.label}（${FORM_FIELD_KIND_NAMES[f.kind]}${f.required ? '，必填' : ''}）`).join('\n'),
          },
          remark: { label: '备注', wide: true },
        },
      },
    ],
  },
  form: {
    sections: [
      {
        title: '表单信息',
        fields: {
          name: { label: '表单名称', kind: 'text', required: true },
          code: { label: '表单编码', kind: 'text', required: true, readOnlyOnEdit: true, placeholder: '字母、数字或下划线，任务页面按编码取表单' },
          busiTypeCode: { label: '业务类型', kind: 'dict', dictType: 'busiType', required: true },
          remark: { label: '备注', kind: 'text' },
        },
      },
      {
        title: '字段设计',
        fields: {
          fields: { label: '表单字段', kind: 'custom', component: FieldDesigner, required: true, wide: true },
        },
      },
    ],
    schema,
    defaults: { name: '', code: '', busiTypeCode: 'xfjdjc', fields: [newField([])], remark: '' },
    toValues: (row) => ({
      name: row.name,
      code: row.code,
      busiTypeCode: row.busiTypeCode,
      fields: row.fields.flatMap((f) => (f ? [normalizeField({ ...f, options: f.options?.flatMap((o) => (o ? [o] : [])) ?? null })] : [])),
      remark: row.remark ?? '',
    }),
    create: { document: AddFormConfigurationDocument, variables: (v: FormConfigurationValues) => ({ input: toInput(v) }) },
    update: {
      document: UpdateFormConfigurationDocument,
      variables: (row, v: FormConfigurationValues) => ({ input: { ...toInput(v), id: row.id, version: row.version } }),
    },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'addForm' },
    // No edit button in the catalogue: editing needs the 新增 grant, as on the server.
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.new, navigate: 'addForm' },
    // 启用 (11433) is one button whose label follows the state: 启用 a disabled form, 停用 an enabled one.
    { key: 'start', label: '启用', scope: 'row', buttonId: buttons.start, confirm: true, visible: (row) => !row.enabled, document: StartFormConfigurationsDocument, variables: (rows) => ({ input: { ids: ids(rows), enabled: true } }) },
    { key: 'stop', label: '停用', scope: 'row', buttonId: buttons.start, confirm: true, visible: (row) => row.enabled, document: StartFormConfigurationsDocument, variables: (rows) => ({ input: { ids: ids(rows), enabled: false } }) },
    { key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true, visible: (row) => !row.enabled, document: RemoveFormConfigurationDocument, variables: (rows) => ({ input: { id: rows[0].id } }) },
    { key: 'bulkDelete', label: '批量删除', scope: 'bulk', buttonId: buttons.plDelete, confirm: '确定删除选中的表单吗？已启用的表单须先停用。', danger: true, document: RemoveFormConfigurationsDocument, variables: (rows) => ({ input: { ids: ids(rows) } }) },
  ],
  export: { url: '/api/formConfiguration/export', fileName: '表单配置.xlsx' },
});
