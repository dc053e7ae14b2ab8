import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import {
  AddIndustryDocument,
  IndustryDetailDocument,
  IndustryPageDocument,
  RemoveIndustriesDocument,
  UpdateIndustryDocument,
} from '../graphql/generated/graphql';
import { CommitteeDepartmentSelect, IndustryParentSelect } from './industry-pickers';
import { defineResource, type FilterValues, type Option } from './types';

/**
 * 行业管理 (hygl) has no buttons of its own: changes use 消安委行业管理's (xawhygl 11221–11223), as the server
 * does (server/routes/system/industry); the page itself shows with 监督资源管理 (11200).
 */
const buttons = findRouteByName('xawhygl')!.buttons;

const ENABLED_OPTIONS: readonly Option[] = [
  { value: 'true', label: '启用', color: 'green' },
  { value: 'false', label: '停用', color: 'gray' },
];
const ENABLED_BADGES: readonly Option[] = [
  { value: true, label: '启用', color: 'green' },
  { value: false, label: '停用', color: 'gray' },
];
const LEVEL_OPTIONS: readonly Option[] = [
  { value: 1, label: '门类' },
  { value: 2, label: '大类' },
  { value: 3, label: '中类' },
];

export interface IndustryFormValues {
  name: string;
  code: string;
  parentId: string;
  committeeDepartmentId: string;
  sort: number | string;
  enabled: boolean;
  remark: string;
}

/** Same rules as the server (server/routes/system/industry and services/industries.ts). */
const schema = yup.object({
  name: yup.string().trim().required('行业名称不能为空').max(50, '行业名称长度不能超过50位'),
  code: yup.string().trim().required('行业代码不能为空').matches(/^[A-Za-z][0-9]{0,4}$/, '行业代码应为一个字母加最多4位数字，如H621'),
  parentId: yup.string(),
  committeeDepartmentId: yup.string(),
  sort: yup.number().typeError('排序必须是数字').integer('排序必须是整数').min(0, '排序不能小于0').max(9999, '排序不能大于9999'),
  enabled: yup.boolean(),
  remark: yup.string().max(500, '备注长度不能超过500位'),
});

const text = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const toInput = (v: IndustryFormValues) => ({
  name: v.name.trim(),
  code: v.code.trim().toUpperCase(),
  parentId: v.parentId || null,
  committeeDepartmentId: v.committeeDepartmentId || null,
  sort: Number(v.sort) || 0,
  enabled: v.enabled,
  remark: v.remark.trim() || null,
});

/** 行业管理 (hidden under 监督资源管理): the industries, three levels deep, each with its supervising committee department. */
export default defineResource({
  name: 'industry',
  title: '行业',
  routeName: 'hygl',
  formRoutes: { create: 'hyglAdd', edit: 'hyglAdd' },
  rowKey: 'id',
  list: {
    document: IndustryPageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        name: text(filters, 'name'),
        committeeDepartmentName: text(filters, 'committeeDepartmentName'),
        enabled: filters.enabled === undefined || filters.enabled === '' ? undefined : String(filters.enabled) === 'true',
      },
    }),
    select: (data) => data.industryPage,
    columns: {
      name: { title: '行业名称', width: 200 },
      code: { title: '行业代码', width: 100 },
      path: { title: '行业路径' },
      level: { title: '层级', render: 'option', options: LEVEL_OPTIONS, width: 80 },
      committeeDepartmentName: { title: '主管部门', width: 180 },
      sort: { title: '排序', width: 70 },
      enabled: { title: '状态', render: 'status', options: ENABLED_BADGES, width: 80 },
      updatedAt: { title: '修改时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'name', label: '行业名称', kind: 'text', placeholder: '名称或行业代码' },
      { name: 'committeeDepartmentName', label: '主管部门', kind: 'text' },
      { name: 'enabled', label: '状态', kind: 'select', options: ENABLED_OPTIONS },
    ],
  },
  detail: {
    document: IndustryDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.industryDetail,
    sections: [],
  },
  form: {
    sections: [
      {
        title: '行业信息',
        fields: {
          name: { label: '行业名称', kind: 'text', required: true },
          code: { label: '行业代码', kind: 'text', required: true, placeholder: '如 H621' },
          parentId: { label: '上级行业', kind: 'custom', component: IndustryParentSelect },
          committeeDepartmentId: { label: '主管部门', kind: 'custom', component: CommitteeDepartmentSelect },
          sort: { label: '排序', kind: 'number' },
          enabled: { label: '启用', kind: 'switch' },
          remark: { label: '备注', kind: 'textarea', wide: true },
        },
      },
    ],
    schema,
    defaults: { name: '', code: '', parentId: '', committeeDepartmentId: '', sort: 0, enabled: true, remark: '' },
    toValues: (row) => ({
      name: row.name,
      code: row.code,
      parentId: row.parentId ?? '',
      committeeDepartmentId: row.committeeDepartmentId ?? '',
      sort: row.sort,
      enabled: row.enabled,
      remark: row.remark ?? '',
    }),
    create: { document: AddIndustryDocument, variables: (v: IndustryFormValues) => ({ input: toInput(v) }) },
    update: {
      document: UpdateIndustryDocument,
      variables: (row, v: IndustryFormValues) => ({ input: { ...toInput(v), id: row.id, version: row.version } }),
    },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'hyglAdd' },
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: 'hyglAdd' },
    {
      key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true,
      document: RemoveIndustriesDocument, variables: (rows) => ({ input: { ids: rows.map((r) => r.id) } }), visible: (row) => row.childCount === 0,
    },
  ],
  export: { url: '/api/teamworkmanager/industry/export', fileName: '行业管理.xlsx' },
});
