import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import {
  AddGuideTemplateDocument,
  GuideTemplateDetailDocument,
  GuideTemplatePageDocument,
  RemoveGuideTemplatesDocument,
  UpdateGuideTemplateDocument,
  type MutationInput_AddGuideTemplate_Input_GuideType as GuideType,
} from '../graphql/generated/graphql';
import { defineResource, type FilterValues, type Option } from './types';

const buttons = findRouteByName('xdmb')!.buttons;

export const GUIDE_TYPE_OPTIONS: readonly Option[] = [
  { value: 'supervision', label: '监督检查', color: 'blue' },
  { value: 'enforcement', label: '执法办案', color: 'red' },
  { value: 'investigation', label: '火灾调查', color: 'orange' },
  { value: 'propaganda', label: '宣传培训', color: 'green' },
];

export interface GuideTemplateFormValues {
  name: string;
  guideType: string;
  sort: number;
  content: string;
  basis: string;
  remark: string;
}

/** Same rules as the server (server/routes/system/guide-template, services/guide-templates.ts). */
const schema = yup.object({
  name: yup.string().trim().required('模板名称不能为空').max(50, '模板名称长度不能超过50位'),
  guideType: yup.string().required('业务类型不能为空'),
  sort: yup.number().typeError('排序必须是整数').integer('排序必须是整数').min(0, '排序不能小于0').max(9999, '排序不能大于9999').required('排序不能为空'),
  content: yup.string().trim().required('指导内容不能为空').max(5000, '指导内容长度不能超过5000位'),
  basis: yup.string().max(1000, '法律依据长度不能超过1000位'),
  remark: yup.string().max(200, '备注长度不能超过200位'),
});

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const toInput = (v: GuideTemplateFormValues) => ({
  name: v.name.trim(),
  guideType: v.guideType as GuideType,
  sort: Number(v.sort),
  content: v.content.trim(),
  basis: v.basis.trim() || null,
  remark: v.remark.trim() || null,
});
const ids = (rows: { id: string }[]) => ({ input: { ids: rows.map((r) => r.id) } });

/** 指导模板 (11600): working guidance for a kind of business, with its legal basis. addXdmb both creates and (with ?id=) edits. */
export default defineResource({
  name: 'guideTemplate',
  title: '指导模板',
  routeName: 'xdmb',
  formRoutes: { create: 'addXdmb', edit: 'addXdmb' },
  rowKey: 'id',
  list: {
    document: GuideTemplatePageDocument,
    variables: ({ current, size, filters }) => ({
      input: { current, size, keyword: textOf(filters, 'keyword'), guideType: textOf(filters, 'guideType') as GuideType | undefined },
    }),
    select: (data) => data.guideTemplatePage,
    columns: {
      name: { title: '模板名称', width: 200 },
      guideType: { title: '业务类型', render: 'status', options: GUIDE_TYPE_OPTIONS, width: 110 },
      basis: { title: '法律依据' },
      sort: { title: '排序', width: 70 },
      creatorName: { title: '创建人', width: 110 },
      updatedAt: { title: '修改时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'keyword', label: '关键字', kind: 'text', placeholder: '模板名称或指导内容' },
      { name: 'guideType', label: '业务类型', kind: 'select', options: GUIDE_TYPE_OPTIONS },
    ],
  },
  detail: {
    document: GuideTemplateDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.guideTemplateDetail,
    sections: [
      {
        title: '模板信息',
        fields: {
          name: '模板名称',
          guideType: { label: '业务类型', render: 'option', options: GUIDE_TYPE_OPTIONS },
          sort: '排序',
          content: { label: '指导内容', wide: true },
          basis: { label: '法律依据', wide: true },
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
          guideType: { label: '业务类型', kind: 'select', options: GUIDE_TYPE_OPTIONS, required: true },
          sort: { label: '排序', kind: 'number', required: true },
          content: { label: '指导内容', kind: 'textarea', required: true, wide: true },
          basis: { label: '法律依据', kind: 'textarea', wide: true },
          remark: { label: '备注', kind: 'textarea', wide: true },
        },
      },
    ],
    schema,
    defaults: { name: '', guideType: 'supervision', sort: 0, content: '', basis: '', remark: '' },
    toValues: (row) => ({ name: row.name, guideType: row.guideType, sort: row.sort, content: row.content, basis: row.basis ?? '', remark: row.remark ?? '' }),
    create: { document: AddGuideTemplateDocument, variables: (v: GuideTemplateFormValues) => ({ input: toInput(v) }) },
    update: {
      document: UpdateGuideTemplateDocument,
      variables: (row, v: GuideTemplateFormValues) => ({ input: { ...toInput(v), id: row.id, version: row.version } }),
    },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'addXdmb' },
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: 'addXdmb' },
    { key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true, document: RemoveGuideTemplatesDocument, variables: (rows) => ids(rows) },
    { key: 'bulkDelete', label: '批量删除', scope: 'bulk', buttonId: buttons.delete, confirm: true, danger: true, document: RemoveGuideTemplatesDocument, variables: (rows) => ids(rows) },
  ],
});
