import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import {
  AddTaskTemplateDocument,
  DisableTaskTemplatesDocument,
  EnableTaskTemplatesDocument,
  RemoveTaskTemplatesDocument,
  TaskTemplateDetailDocument,
  TaskTemplatePageDocument,
  UpdateTaskTemplateDocument,
  type MutationInput_AddTaskTemplate_Input_TaskType as TaskType,
} from '../graphql/generated/graphql';
import { defineResource, type FilterValues, type Option } from './types';

const buttons = findRouteByName('taskTemplate')!.buttons;

export const TASK_TYPE_OPTIONS: readonly Option[] = [
  { value: 'inspection', label: '监督检查', color: 'blue' },
  { value: 'spotCheck', label: '双随机抽查', color: 'purple' },
  { value: 'rectifyReview', label: '隐患整改复查', color: 'orange' },
  { value: 'propaganda', label: '消防宣传', color: 'green' },
];
const ENABLED_OPTIONS: readonly Option[] = [
  { value: 'true', label: '启用' },
  { value: 'false', label: '停用' },
];
const STATE_BADGES: readonly Option[] = [
  { value: true, label: '启用', color: 'green' },
  { value: false, label: '停用', color: 'gray' },
];

/** The form keeps check items as text, one per line; the server takes them as a list. */
const itemsOf = (text = '') => text.split('\n').map((line) => line.trim()).filter(Boolean);

export interface TaskTemplateFormValues {
  name: string;
  taskType: string;
  description: string;
  items: string;
  remark: string;
}

/** Same rules as the server (server/routes/system/task-template, services/task-templates.ts). */
const schema = yup.object({
  name: yup.string().trim().required('模板名称不能为空').max(50, '模板名称长度不能超过50位'),
  taskType: yup.string().required('任务类型不能为空'),
  description: yup.string().max(500, '模板说明长度不能超过500位'),
  items: yup
    .string()
    .test('present', '检查项不能为空', (text) => itemsOf(text).length > 0)
    .test('short', '检查项长度不能超过200位', (text) => itemsOf(text).every((item) => item.length <= 200))
    .test('unique', '检查项不能重复', (text) => new Set(itemsOf(text)).size === itemsOf(text).length),
  remark: yup.string().max(200, '备注长度不能超过200位'),
});

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const toInput = (v: TaskTemplateFormValues) => ({
  name: v.name.trim(),
  taskType: v.taskType as TaskType,
  description: v.description.trim() || null,
  items: itemsOf(v.items),
  remark: v.remark.trim() || null,
});
const ids = (rows: { id: string }[]) => ({ input: { ids: rows.map((r) => r.id) } });

/** 任务模板 (11500): the check items a task starts from; new templates are disabled until 启用. */
export default defineResource({
  name: 'taskTemplate',
  title: '任务模板',
  routeName: 'taskTemplate',
  formRoutes: { create: 'addTaskTemplate', edit: 'editTaskTemplate' },
  rowKey: 'id',
  list: {
    document: TaskTemplatePageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        name: textOf(filters, 'name'),
        taskType: textOf(filters, 'taskType') as TaskType | undefined,
        enabled: filters.enabled === undefined || filters.enabled === '' ? undefined : String(filters.enabled) === 'true',
      },
    }),
    select: (data) => data.taskTemplatePage,
    columns: {
      name: { title: '模板名称' },
      taskType: { title: '任务类型', render: 'status', options: TASK_TYPE_OPTIONS, width: 130 },
      itemCount: { title: '检查项数', width: 100 },
      enabled: { title: '状态', render: 'status', options: STATE_BADGES, width: 80 },
      creatorName: { title: '创建人', width: 110 },
      updatedAt: { title: '修改时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'name', label: '模板名称', kind: 'text' },
      { name: 'taskType', label: '任务类型', kind: 'select', options: TASK_TYPE_OPTIONS },
      { name: 'enabled', label: '状态', kind: 'select', options: ENABLED_OPTIONS },
    ],
  },
  detail: {
    document: TaskTemplateDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.taskTemplateDetail,
    sections: [
      {
        title: '模板信息',
        fields: {
          name: '模板名称',
          taskType: { label: '任务类型', render: 'option', options: TASK_TYPE_OPTIONS },
          enabled: { label: '状态', render: 'option', options: STATE_BADGES },
          description: { label: '模板说明', wide: true },
          items: { label: '检查项', wide: true, format: (value) => (Array.isArray(value) ? value.map((item, i) => `${i + 1}. ${item}`).join('\n') : '') },
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
          taskType: { label: '任务类型', kind: 'select', options: TASK_TYPE_OPTIONS, required: true },
          description: { label: '模板说明', kind: 'textarea', wide: true },
          items: { label: '检查项', kind: 'textarea', required: true, wide: true, placeholder: '每行一项' },
          remark: { label: '备注', kind: 'textarea', wide: true },
        },
      },
    ],
    schema,
    defaults: { name: '', taskType: 'inspection', description: '', items: '', remark: '' },
    toValues: (row) => ({ name: row.name, taskType: row.taskType, description: row.description ?? '', items: row.items.join('\n'), remark: row.remark ?? '' }),
    create: { document: AddTaskTemplateDocument, variables: (v: TaskTemplateFormValues) => ({ input: toInput(v) }) },
    update: {
      document: UpdateTaskTemplateDocument,
      variables: (row, v: TaskTemplateFormValues) => ({ input: { ...toInput(v), id: row.id, version: row.version } }),
    },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'addTaskTemplate' },
    // No edit button in the catalogue: editing needs the 新增 grant, as on the server.
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.new, navigate: 'editTaskTemplate' },
    { key: 'start', label: '启用', scope: 'row', buttonId: buttons.start, confirm: true, visible: (row) => !row.enabled, document: EnableTaskTemplatesDocument, variables: (rows) => ids(rows) },
    { key: 'shop', label: '停用', scope: 'row', buttonId: buttons.shop, confirm: true, visible: (row) => row.enabled, document: DisableTaskTemplatesDocument, variables: (rows) => ids(rows) },
    { key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true, visible: (row) => !row.enabled, document: RemoveTaskTemplatesDocument, variables: (rows) => ids(rows) },
  ],
});
