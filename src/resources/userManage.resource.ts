import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import {
  AddDutyStandardDocument,
  DutyStandardDetailDocument,
  DutyStandardPageDocument,
  RemoveDutyStandardDocument,
  RemoveDutyStandardsDocument,
  UpdateDutyStandardDocument,
} from '../graphql/generated/graphql';
import { defineResource, type Option } from './types';

const buttons = findRouteByName('userManage')!.buttons;
/**
 * The spec gives userManage no hidden pages; the form and detail open once the catalogue has these
 * child routes (asked of the catalogue owner), until then the list offers delete and bulk delete.
 */
const FORM_ROUTE = findRouteByName('userManageAdd') ? 'userManageAdd' : undefined;
const DETAIL_ROUTE = findRouteByName('userManageDetail') ? 'userManageDetail' : undefined;

/** Categories (server/services/duty-standards.ts DUTY_CATEGORY_TEXT). */
const CATEGORY_OPTIONS: readonly Option[] = [
  { value: 1, label: '监督检查' },
  { value: 2, label: '行政执法' },
  { value: 3, label: '火灾调查' },
  { value: 4, label: '宣传培训' },
  { value: 5, label: '综合业务' },
];
/** Highest score of one item, as the server allows. */
const MAX_SCORE = 1000;

export interface DutyStandardFormValues {
  code: string;
  name: string;
  category: number | string;
  unit: string;
  unitScore: number | string;
  monthlyCap: number | string;
  remark: string;
}

const twoDecimals = (v: number | undefined) => v === undefined || Number.isNaN(v) || Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
const score = (label: string) =>
  yup.number().typeError(`${label}必须是数字`).min(0, `${label}不能小于0`).max(MAX_SCORE, `${label}不能大于${MAX_SCORE}`).test('decimals', `${label}最多保留两位小数`, twoDecimals);

/** Same rules as the server (server/routes/system/duty-standard). */
const schema = yup.object({
  code: yup.string().trim().required('标准编码不能为空').matches(/^[A-Za-z0-9_-]{2,30}$/, '标准编码应为2到30位字母、数字、下划线或短横线'),
  name: yup.string().trim().required('标准名称不能为空').max(100, '标准名称长度不能超过100位'),
  category: yup.number().typeError('标准类别不能为空').required('标准类别不能为空'),
  unit: yup.string().trim().required('计分单位不能为空').max(10, '计分单位长度不能超过10位'),
  unitScore: score('单位分值').required('单位分值不能为空'),
  monthlyCap: score('每月上限')
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .test('cap', '每月上限不能小于单位分值', function check(cap) {
      return cap === undefined || cap >= Number(this.parent.unitScore);
    }),
  remark: yup.string().max(500, '备注长度不能超过500位'),
});

const toInput = (v: DutyStandardFormValues) => ({
  code: v.code.trim(),
  name: v.name.trim(),
  category: Number(v.category),
  unit: v.unit.trim(),
  unitScore: Number(v.unitScore),
  monthlyCap: v.monthlyCap === '' ? null : Number(v.monthlyCap),
  remark: v.remark.trim() || null,
});
const text = (value: unknown) => (value === undefined || value === '' ? undefined : String(value));

/** 履职量化标准设置 (11820): what each unit of duty work scores in the performance assessment. */
export default defineResource({
  name: 'dutyStandard',
  title: '履职量化标准',
  routeName: 'userManage',
  detailRoute: DETAIL_ROUTE,
  formRoutes: FORM_ROUTE ? { create: FORM_ROUTE, edit: FORM_ROUTE } : undefined,
  rowKey: 'id',
  list: {
    document: DutyStandardPageDocument,
    variables: ({ current, size, filters }) => ({
      input: { current, size, name: text(filters.name), category: filters.category === undefined ? undefined : Number(filters.category) },
    }),
    select: (data) => data.dutyStandardPage,
    columns: {
      code: { title: '标准编码', width: 110 },
      name: { title: '标准名称' },
      categoryText: { title: '标准类别', width: 110 },
      unit: { title: '计分单位', width: 90 },
      unitScore: { title: '单位分值', width: 90 },
      monthlyCap: { title: '每月上限', width: 90, format: (value) => (value === null || value === undefined ? '不限' : String(value)) },
      updatedAt: { title: '更新时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'name', label: '标准名称', kind: 'text', placeholder: '名称或编码' },
      { name: 'category', label: '标准类别', kind: 'select', options: CATEGORY_OPTIONS },
    ],
  },
  detail: {
    document: DutyStandardDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.dutyStandardDetail,
    sections: [
      {
        title: '标准信息',
        fields: {
          code: '标准编码',
          name: '标准名称',
          categoryText: '标准类别',
          unit: '计分单位',
          unitScore: '单位分值',
          monthlyCap: { label: '每月上限', format: (value) => (value === null || value === undefined ? '不限' : String(value)) },
          remark: { label: '备注', wide: true },
          creatorName: '创建人',
          createdAt: { label: '创建时间', render: 'datetime' },
          updatedAt: { label: '更新时间', render: 'datetime' },
        },
      },
    ],
  },
  form: {
    sections: [
      {
        title: '标准信息',
        fields: {
          code: { label: '标准编码', kind: 'text', required: true },
          name: { label: '标准名称', kind: 'text', required: true, wide: true },
          category: { label: '标准类别', kind: 'select', options: CATEGORY_OPTIONS, required: true },
          unit: { label: '计分单位', kind: 'text', required: true, placeholder: '如：家、次、件' },
          unitScore: { label: '单位分值', kind: 'number', required: true },
          monthlyCap: { label: '每月上限', kind: 'number', placeholder: '不填则不限' },
          remark: { label: '备注', kind: 'textarea', wide: true },
        },
      },
    ],
    schema,
    defaults: { code: '', name: '', category: 1, unit: '', unitScore: '', monthlyCap: '', remark: '' },
    toValues: (row) => ({
      code: row.code,
      name: row.name,
      category: row.category,
      unit: row.unit,
      unitScore: row.unitScore,
      monthlyCap: row.monthlyCap ?? '',
      remark: row.remark ?? '',
    }),
    create: {
      document: AddDutyStandardDocument,
      variables: (v: DutyStandardFormValues) => ({ input: toInput(v) }),
    },
    update: {
      document: UpdateDutyStandardDocument,
      variables: (row, v: DutyStandardFormValues) => ({ input: { ...toInput(v), id: row.id, version: row.version } }),
    },
  },
  actions: [
    ...(FORM_ROUTE
      ? [
          { key: 'new', label: '新增', scope: 'toolbar' as const, buttonId: buttons.new, navigate: FORM_ROUTE },
          { key: 'edit', label: '编辑', scope: 'row' as const, buttonId: buttons.edit, navigate: FORM_ROUTE },
        ]
      : []),
    ...(DETAIL_ROUTE ? [{ key: 'view', label: '查看', scope: 'row' as const, buttonId: buttons.view, navigate: DETAIL_ROUTE }] : []),
    {
      key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true,
      document: RemoveDutyStandardDocument, variables: (rows) => ({ input: { id: rows[0].id } }),
    },
    {
      key: 'plDelete', label: '批量删除', scope: 'bulk', buttonId: buttons.plDelete, confirm: true, danger: true,
      document: RemoveDutyStandardsDocument, variables: (rows) => ({ input: { ids: rows.map((r) => r.id) } }),
    },
  ],
});
