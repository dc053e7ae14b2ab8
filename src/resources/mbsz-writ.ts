/** 模板设置 (11410), tab 文书模板: the writ templates writs are made from. */
import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import { WRIT_CATEGORY_NAMES } from '../constants/writ-labels';
import {
  AddWritTemplateDocument,
  RemoveWritTemplatesDocument,
  UpdateWritTemplateDocument,
  WritTemplateDetailDocument,
  WritTemplatePageDocument,
  type MutationInput_AddWritTemplate_Input_Category as WritCategory,
} from '../graphql/generated/graphql';
import { defineResource, type FilterValues, type Option } from './types';

const buttons = findRouteByName('mbsz')!.buttons;
export const ADD_DOCUMENT_ROUTE = 'addDocument';
/** The query parameter that preselects the template on the new-writ form. */
export const TEMPLATE_QUERY = 'templateId';

export const WRIT_CATEGORY_OPTIONS: readonly Option[] = [
  { value: 'enforcement', label: WRIT_CATEGORY_NAMES.enforcement, color: 'red' },
  { value: 'approval', label: WRIT_CATEGORY_NAMES.approval, color: 'orange' },
  { value: 'general', label: WRIT_CATEGORY_NAMES.general, color: 'gray' },
];
const ENABLED_OPTIONS: readonly Option[] = [
  { value: 'true', label: '启用' },
  { value: 'false', label: '停用' },
];

/** Same rules as the server (server/routes/system/writ/schemas.ts, services/writ-text.ts). */
const PLACEHOLDER_RE = /\$\{[\p{L}_][\p{L}\p{N}_]*\}/gu;
const placeholdersWellFormed = (text = '') => text.split('${').length - 1 === (text.match(PLACEHOLDER_RE) ?? []).length;

export interface WritTemplateFormValues {
  name: string;
  code: string;
  category: string;
  busiTypeCode: string;
  numberPrefix: string;
  enabled: boolean;
  body: string;
  remark: string;
}

const schema = yup.object({
  name: yup.string().trim().required('文书名称不能为空').max(50, '文书名称长度不能超过50位'),
  code: yup.string().trim().required('文书编码不能为空').max(50, '文书编码长度不能超过50位').matches(/^[A-Za-z0-9_]+$/, '文书编码只能含字母、数字和下划线'),
  category: yup.string().required('文书类别不能为空'),
  busiTypeCode: yup.string().required('业务类型不能为空'),
  numberPrefix: yup.string().trim().required('文号前缀不能为空').max(20, '文号前缀长度不能超过20位').matches(/^[^\s〔〕]*$/, '文号前缀不能含空白或〔〕'),
  enabled: yup.boolean(),
  body: yup.string().trim().required('正文不能为空').max(5000, '正文长度不能超过5000位')
    .test('placeholders', '正文中的占位符格式不正确，应为${名称}（汉字、字母、数字或下划线）', placeholdersWellFormed),
  remark: yup.string().max(200, '备注长度不能超过200位'),
});

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const toInput = (v: WritTemplateFormValues) => ({
  name: v.name.trim(),
  code: v.code.trim(),
  category: v.category as WritCategory,
  busiTypeCode: v.busiTypeCode,
  numberPrefix: v.numberPrefix.trim(),
  body: v.body.trim(),
  enabled: v.enabled,
  remark: v.remark.trim() || null,
});

export const writTemplateDefinition = defineResource({
  name: 'writTemplate',
  title: '文书模板',
  routeName: 'mbsz',
  formRoutes: { create: 'addWrit', edit: 'amendWrit' },
  rowKey: 'id',
  list: {
    document: WritTemplatePageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        name: textOf(filters, 'name'),
        category: textOf(filters, 'category') as WritCategory | undefined,
        busiTypeCode: textOf(filters, 'busiTypeCode'),
        enabled: filters.enabled === undefined || filters.enabled === '' ? undefined : String(filters.enabled) === 'true',
      },
    }),
    select: (data) => data.writTemplatePage,
    columns: {
      name: { title: '文书名称' },
      code: { title: '文书编码', width: 130 },
      category: { title: '文书类别', render: 'status', options: WRIT_CATEGORY_OPTIONS, width: 100 },
      busiTypeName: { title: '业务类型', width: 120 },
      numberPrefix: { title: '文号前缀', width: 120 },
      enabled: { title: '启用', render: 'boolean', width: 70 },
      creatorName: { title: '创建人', width: 100 },
      updatedAt: { title: '修改时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'name', label: '文书名称', kind: 'text', placeholder: '名称或编码' },
      { name: 'category', label: '文书类别', kind: 'select', options: WRIT_CATEGORY_OPTIONS },
      { name: 'busiTypeCode', label: '业务类型', kind: 'dict', dictType: 'busiType' },
      { name: 'enabled', label: '状态', kind: 'select', options: ENABLED_OPTIONS },
    ],
  },
  detail: {
    document: WritTemplateDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.writTemplateDetail,
    sections: [],
  },
  form: {
    sections: [
      {
        title: '模板信息',
        fields: {
          name: { label: '文书名称', kind: 'text', required: true, placeholder: '如 责令限期改正通知书' },
          code: { label: '文书编码', kind: 'text', required: true, placeholder: '字母、数字或下划线' },
          category: { label: '文书类别', kind: 'select', options: WRIT_CATEGORY_OPTIONS, required: true },
          busiTypeCode: { label: '业务类型', kind: 'dict', dictType: 'busiType', required: true },
          numberPrefix: { label: '文号前缀', kind: 'text', required: true, placeholder: '如 深消限字，签发时编为 深消限字〔年〕序号号' },
          enabled: { label: '启用', kind: 'switch' },
          body: { label: '正文', kind: 'textarea', required: true, wide: true, placeholder: '用 ${当事人}、${违法行为} 等占位符标出拟制时填写的内容' },
          remark: { label: '备注', kind: 'textarea', wide: true },
        },
      },
    ],
    schema,
    defaults: { name: '', code: '', category: 'enforcement', busiTypeCode: 'xfjdjc', numberPrefix: '', enabled: true, body: '', remark: '' },
    toValues: (row) => ({
      name: row.name, code: row.code, category: row.category, busiTypeCode: row.busiTypeCode, numberPrefix: row.numberPrefix,
      enabled: row.enabled, body: row.body, remark: row.remark ?? '',
    }),
    create: { document: AddWritTemplateDocument, variables: (v: WritTemplateFormValues) => ({ input: toInput(v) }) },
    update: {
      document: UpdateWritTemplateDocument,
      variables: (row, v: WritTemplateFormValues) => ({ input: { ...toInput(v), id: row.id, version: row.version } }),
    },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'addWrit' },
    { key: 'draft', label: '拟制文书', scope: 'row', buttonId: buttons.new, navigate: ADD_DOCUMENT_ROUTE, navigateParam: TEMPLATE_QUERY, visible: (row) => row.enabled },
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: 'amendWrit' },
    {
      key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true,
      document: RemoveWritTemplatesDocument, variables: (rows) => ({ input: { ids: rows.map((r) => r.id) } }),
    },
  ],
});
