import { FieldDesigner, newField } from '../components/dynamic-form/designer/FieldDesigner';
import { FORM_FIELD_KIND_NAMES, type FormFieldDraft } from '../constants/form-fields';
import { formConfigurationEntity } from '../graphql/generated/entities/form-configuration';
import { RemoveFormConfigurationDocument, StartFormConfigurationsDocument } from '../graphql/generated/graphql';
import { findRouteByName } from '../catalogue';
import { fieldListProblem, normalizeField, normalizeFields } from '../shared/form-field-list';
import { entityResource } from './entity/entity-resource';

const buttons = findRouteByName('bdpz')!.buttons;
const asDrafts = (value: unknown): FormFieldDraft[] => (Array.isArray(value) ? (value as FormFieldDraft[]) : []);
const start = (rows: { id: string }[], enabled: boolean) => ({ input: { ids: rows.map((r) => r.id), enabled } });

/** 表单配置 (11430): forms whose fields task screens render (DynamicForm) and check by the form's code; actions by the server's allows. */
export default entityResource(formConfigurationEntity, {
  // One page creates and, with ?id=, edits.
  formRoutes: { create: 'addForm', edit: 'addForm' },
  columns: ['name', ['code', { width: 180 }], ['busiTypeName', { width: 130 }], ['fieldCount', { width: 80 }], ['enabled', { width: 80 }], ['creatorName', { width: 110 }], 'updatedAt'],
  filters: [{ name: 'name', label: '表单名称/编码', kind: 'text' }, { name: 'busiTypeCode', label: '业务类型', kind: 'dict', dictType: 'busiType' }, 'enabled'],
  detail: {
    sections: [
      {
        title: '表单信息',
        fields: [
          'name', 'code', 'busiTypeName', ['enabled', { render: 'option' }],
          ['fields', { wide: true, format: (value) => asDrafts(value).map((f, i) => `${i + 1}. ${f.label}（${FORM_FIELD_KIND_NAMES[f.kind]}${f.required ? '，必填' : ''}）`).join('\n') }],
          ['remark', { wide: true }],
        ],
      },
    ],
  },
  form: {
    sections: [
      {
        title: '表单信息',
        fields: ['name', ['code', { readOnlyOnEdit: true, placeholder: '字母、数字或下划线，任务页面按编码取表单' }], ['busiTypeCode', { kind: 'dict', dictType: 'busiType' }], ['remark', { kind: 'text' }]],
      },
      { title: '字段设计', fields: [['fields', { kind: 'custom', component: FieldDesigner, required: true, wide: true }]] },
    ],
    defaults: { busiTypeCode: 'xfjdjc', fields: [newField([])] },
    toValues: (row) => ({ name: row.name, code: row.code, busiTypeCode: row.busiTypeCode, fields: row.fields.flatMap((f) => (f ? [normalizeField({ ...f, options: f.options?.flatMap((o) => (o ? [o] : [])) ?? null })] : [])), remark: row.remark ?? '' }),
    // The field list's rules are the server's own (src/shared/form-field-list.ts), worded alike.
    extraRules: (input): Record<string, string> => {
      const problem = fieldListProblem(normalizeFields(asDrafts(input.fields)));
      return problem ? { fields: problem } : {};
    },
  },
  actions: [
    // 启用 (11433) is one button whose call follows the state: 启用 a disabled form, 停用 an enabled one.
    { key: 'enable', label: '启用', scope: 'row', allow: 'enable', buttonId: buttons.start, confirm: true, document: StartFormConfigurationsDocument, variables: (rows) => start(rows, true) },
    { key: 'disable', label: '停用', scope: 'row', allow: 'disable', buttonId: buttons.start, confirm: true, document: StartFormConfigurationsDocument, variables: (rows) => start(rows, false) },
    { key: 'delete', label: '删除', scope: 'row', allow: 'delete', buttonId: buttons.delete, confirm: true, danger: true, document: RemoveFormConfigurationDocument, variables: (rows) => ({ input: { id: rows[0].id } }) },
    {
      key: 'bulkDelete', label: '批量删除', scope: 'bulk', buttonId: buttons.plDelete, confirm: '确定删除选中的表单吗？已启用的表单须先停用。', danger: true,
      document: formConfigurationEntity.operations.remove!.document, variables: (rows) => ({ input: { ids: rows.map((r) => r.id) } }),
    },
  ],
  export: { url: '/api/formConfiguration/export', fileName: '表单配置.xlsx' },
});
