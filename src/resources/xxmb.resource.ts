import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import {
  AddNoticeTemplateDocument,
  NoticeTemplateDetailDocument,
  NoticeTemplatePageDocument,
  RemoveNoticeTemplatesDocument,
  UpdateNoticeTemplateDocument,
  type MutationInput_AddNoticeTemplate_Input_Category as TemplateCategory,
} from '../graphql/generated/graphql';
import { defineResource, type FilterValues, type Option } from './types';

const buttons = findRouteByName('xxmb')!.buttons;

export const TEMPLATE_CATEGORY_OPTIONS: readonly Option[] = [
  { value: 'task', label: '任务提醒', color: 'blue' },
  { value: 'approval', label: '审批通知', color: 'orange' },
  { value: 'system', label: '系统消息', color: 'gray' },
];
const ENABLED_OPTIONS: readonly Option[] = [
  { value: 'true', label: '启用' },
  { value: 'false', label: '停用' },
];

/** Same rules as the server (server/routes/system/notice-template and services/notice-templates.ts). */
const CODE_RE = /^[A-Za-z][A-Za-z0-9_]*$/;
const PLACEHOLDER_RE = /\$\{[A-Za-z_][A-Za-z0-9_]*\}/g;
const placeholdersWellFormed = (text = '') => text.split('${').length - 1 === (text.match(PLACEHOLDER_RE) ?? []).length;
const PLACEHOLDER_HELP = '占位符格式不正确，应为${字母、数字或下划线}';

export interface NoticeTemplateFormValues {
  name: string;
  code: string;
  category: string;
  title: string;
  content: string;
  enabled: boolean;
  remark: string;
}

const schema = yup.object({
  name: yup.string().trim().required('模板名称不能为空').max(50, '模板名称长度不能超过50位'),
  code: yup.string().trim().required('模板编码不能为空').max(50, '模板编码长度不能超过50位').matches(CODE_RE, '模板编码应以字母开头，只含字母、数字和下划线'),
  category: yup.string().required('消息类别不能为空'),
  title: yup.string().trim().required('消息标题不能为空').max(100, '消息标题长度不能超过100位').test('placeholders', `消息标题中的${PLACEHOLDER_HELP}`, placeholdersWellFormed),
  content: yup.string().trim().required('模板内容不能为空').max(2000, '模板内容长度不能超过2000位').test('placeholders', `模板内容中的${PLACEHOLDER_HELP}`, placeholdersWellFormed),
  enabled: yup.boolean(),
  remark: yup.string().max(200, '备注长度不能超过200位'),
});

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const toInput = (v: NoticeTemplateFormValues) => ({
  name: v.name.trim(),
  code: v.code.trim(),
  category: v.category as TemplateCategory,
  title: v.title.trim(),
  content: v.content.trim(),
  enabled: v.enabled,
  remark: v.remark.trim() || null,
});
const ids = (rows: { id: string }[]) => ({ input: { ids: rows.map((r) => r.id) } });

/** 消息模板 (11700): the text of the notices the system sends, with ${name} placeholders. */
export default defineResource({
  name: 'noticeTemplate',
  title: '消息模板',
  routeName: 'xxmb',
  formRoutes: { create: 'addXxmb', edit: 'editXxmb' },
  rowKey: 'id',
  list: {
    document: NoticeTemplatePageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        name: textOf(filters, 'name'),
        category: textOf(filters, 'category') as TemplateCategory | undefined,
        enabled: filters.enabled === undefined || filters.enabled === '' ? undefined : String(filters.enabled) === 'true',
      },
    }),
    select: (data) => data.noticeTemplatePage,
    columns: {
      name: { title: '模板名称', width: 160 },
      code: { title: '模板编码', width: 160 },
      category: { title: '消息类别', render: 'status', options: TEMPLATE_CATEGORY_OPTIONS, width: 110 },
      title: { title: '消息标题' },
      enabled: { title: '启用', render: 'boolean', width: 80 },
      creatorName: { title: '创建人', width: 110 },
      updatedAt: { title: '修改时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'name', label: '模板名称', kind: 'text' },
      { name: 'category', label: '消息类别', kind: 'select', options: TEMPLATE_CATEGORY_OPTIONS },
      { name: 'enabled', label: '状态', kind: 'select', options: ENABLED_OPTIONS },
    ],
  },
  detail: {
    document: NoticeTemplateDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.noticeTemplateDetail,
    sections: [
      {
        title: '模板信息',
        fields: {
          name: '模板名称',
          code: '模板编码',
          category: { label: '消息类别', render: 'option', options: TEMPLATE_CATEGORY_OPTIONS },
          enabled: { label: '启用', render: 'boolean' },
          title: { label: '消息标题', wide: true },
          content: { label: '模板内容', wide: true },
          placeholders: { label: '占位符', format: (value) => (Array.isArray(value) ? value.join('、') : '') },
          remark: { label: '备注', wide: true },
        },
      },
    ],
  },
  form: {
    sections: [
      {
        title: '模板信息',
        fields: {
          name: { label: '模板名称', kind: 'text', required: true },
          code: { label: '模板编码', kind: 'text', required: true, readOnlyOnEdit: true },
          category: { label: '消息类别', kind: 'select', options: TEMPLATE_CATEGORY_OPTIONS, required: true },
          enabled: { label: '启用', kind: 'switch' },
          title: { label: '消息标题', kind: 'text', required: true, wide: true, placeholder: '可使用${taskName}等占位符' },
          content: { label: '模板内容', kind: 'textarea', required: true, wide: true },
          remark: { label: '备注', kind: 'textarea', wide: true },
        },
      },
    ],
    schema,
    defaults: { name: '', code: '', category: 'task', title: '', content: '', enabled: true, remark: '' },
    toValues: (row) => ({ name: row.name, code: row.code, category: row.category, title: row.title, content: row.content, enabled: row.enabled, remark: row.remark ?? '' }),
    create: { document: AddNoticeTemplateDocument, variables: (v: NoticeTemplateFormValues) => ({ input: toInput(v) }) },
    update: {
      document: UpdateNoticeTemplateDocument,
      variables: (row, v: NoticeTemplateFormValues) => ({ input: { ...toInput(v), id: row.id, version: row.version } }),
    },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'addXxmb' },
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: 'editXxmb' },
    { key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true, document: RemoveNoticeTemplatesDocument, variables: (rows) => ids(rows) },
    { key: 'bulkDelete', label: '批量删除', scope: 'bulk', buttonId: buttons.delete, confirm: true, danger: true, document: RemoveNoticeTemplatesDocument, variables: (rows) => ids(rows) },
  ],
});
