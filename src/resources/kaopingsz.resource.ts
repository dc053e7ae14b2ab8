import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import {
  AddAssessmentItemDocument,
  AssessmentItemDetailDocument,
  AssessmentItemPageDocument,
  RemoveAssessmentItemsDocument,
  UpdateAssessmentItemDocument,
} from '../graphql/generated/graphql';
import { defineResource, type Option } from './types';

/**
 * The spec gives kaopingsz neither buttons (the menu grant covers every action) nor hidden pages; the
 * form opens once the catalogue has this child route (asked of the catalogue owner), until then the
 * list offers delete only.
 */
const FORM_ROUTE = findRouteByName('kaopingszAdd') ? 'kaopingszAdd' : undefined;
/** Enabled items' weights add up to at most this (server/services/assessment-items.ts). */
const TOTAL_WEIGHT = 100;
const MAX_FULL_SCORE = 1000;

const SOURCE_OPTIONS: readonly Option[] = [
  { value: 1, label: '履职量化' },
  { value: 2, label: '工作评价' },
  { value: 3, label: '领导评价' },
  { value: 4, label: '民主测评' },
  { value: 5, label: '其他' },
];
const ENABLED_OPTIONS: readonly Option[] = [
  { value: true, label: '启用', color: 'green' },
  { value: false, label: '停用', color: 'gray' },
];

export interface AssessmentItemFormValues {
  name: string;
  source: number | string;
  weight: number | string;
  fullScore: number | string;
  sort: number | string;
  enabled: boolean;
  remark: string;
}

/** Same rules as the server (server/routes/system/assessment-item); the 100% total is checked there. */
const schema = yup.object({
  name: yup.string().trim().required('考评项目不能为空').max(50, '考评项目长度不能超过50位'),
  source: yup.number().typeError('分值来源不能为空').required('分值来源不能为空'),
  weight: yup.number().typeError('权重必须是数字').required('权重不能为空').integer('权重必须是整数').min(0, '权重不能小于0').max(TOTAL_WEIGHT, `权重不能大于${TOTAL_WEIGHT}`),
  fullScore: yup.number().typeError('满分必须是数字').required('满分不能为空').moreThan(0, '满分必须大于0').max(MAX_FULL_SCORE, `满分不能大于${MAX_FULL_SCORE}`),
  sort: yup.number().typeError('排序必须是数字').integer('排序必须是整数').min(0, '排序不能小于0').max(9999, '排序不能大于9999'),
  enabled: yup.boolean(),
  remark: yup.string().max(500, '说明长度不能超过500位'),
});

const toInput = (v: AssessmentItemFormValues) => ({
  name: v.name.trim(),
  source: Number(v.source),
  weight: Number(v.weight),
  fullScore: Number(v.fullScore),
  sort: Number(v.sort) || 0,
  enabled: v.enabled,
  remark: v.remark.trim() || null,
});

/** 个人绩效考评设置 (11810): the items a person is assessed on and their weights (enabled ones ≤ 100%). */
export default defineResource({
  name: 'assessmentItem',
  title: '考评项目',
  routeName: 'kaopingsz',
  formRoutes: FORM_ROUTE ? { create: FORM_ROUTE, edit: FORM_ROUTE } : undefined,
  rowKey: 'id',
  list: {
    document: AssessmentItemPageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        name: filters.name === undefined ? undefined : String(filters.name),
        source: filters.source === undefined ? undefined : Number(filters.source),
        enabled: typeof filters.enabled === 'boolean' ? filters.enabled : undefined,
      },
    }),
    select: (data) => data.assessmentItemPage,
    columns: {
      name: { title: '考评项目' },
      sourceText: { title: '分值来源', width: 110 },
      weight: { title: '权重', width: 90, format: (value) => `${String(value)}%` },
      fullScore: { title: '满分', width: 90 },
      enabled: { title: '状态', render: 'status', options: ENABLED_OPTIONS, width: 90 },
      remark: { title: '说明' },
      updatedAt: { title: '更新时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'name', label: '考评项目', kind: 'text' },
      { name: 'source', label: '分值来源', kind: 'select', options: SOURCE_OPTIONS },
      { name: 'enabled', label: '状态', kind: 'select', options: ENABLED_OPTIONS },
    ],
  },
  detail: {
    document: AssessmentItemDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.assessmentItemDetail,
    sections: [],
  },
  form: {
    sections: [
      {
        title: '考评项目',
        fields: {
          name: { label: '考评项目', kind: 'text', required: true, wide: true },
          source: { label: '分值来源', kind: 'select', options: SOURCE_OPTIONS, required: true },
          weight: { label: '权重（%）', kind: 'number', required: true },
          fullScore: { label: '满分', kind: 'number', required: true },
          sort: { label: '排序', kind: 'number' },
          enabled: { label: '启用', kind: 'switch' },
          remark: { label: '说明', kind: 'textarea', wide: true },
        },
      },
    ],
    schema,
    defaults: { name: '', source: 1, weight: 0, fullScore: 100, sort: 0, enabled: true, remark: '' },
    toValues: (row) => ({
      name: row.name,
      source: row.source,
      weight: row.weight,
      fullScore: row.fullScore,
      sort: row.sort,
      enabled: row.enabled,
      remark: row.remark ?? '',
    }),
    create: {
      document: AddAssessmentItemDocument,
      variables: (v: AssessmentItemFormValues) => ({ input: toInput(v) }),
    },
    update: {
      document: UpdateAssessmentItemDocument,
      variables: (row, v: AssessmentItemFormValues) => ({ input: { ...toInput(v), id: row.id, version: row.version } }),
    },
  },
  actions: [
    ...(FORM_ROUTE
      ? [
          { key: 'new', label: '新增', scope: 'toolbar' as const, navigate: FORM_ROUTE },
          { key: 'edit', label: '编辑', scope: 'row' as const, navigate: FORM_ROUTE },
        ]
      : []),
    {
      key: 'delete', label: '删除', scope: 'row', confirm: true, danger: true,
      document: RemoveAssessmentItemsDocument, variables: (rows) => ({ input: { ids: rows.map((r) => r.id) } }),
    },
  ],
});
