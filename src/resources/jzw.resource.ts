import * as yup from 'yup';
import { BUILD_STRUCTURE_NAMES, BUILD_USE_NAMES, FIRE_RATING_NAMES } from '../constants/company-labels';
import {
  AddBuildDocument,
  BuildDetailDocument,
  BuildCompaniesDocument,
  BuildPageDocument,
  RemoveBuildsDocument,
  UpdateBuildDocument,
  type MutationInput_AddBuild_Input_Structure as Structure,
  type MutationInput_AddBuild_Input_UseType as UseType,
} from '../graphql/generated/graphql';
import { defineResource, relatedList, type FilterValues, type Option } from './types';

const optionsOf = (names: Readonly<Record<string, string>>, numeric = false): readonly Option[] =>
  Object.entries(names).map(([value, label]) => ({ value: numeric ? Number(value) : value, label }));
export const BUILD_USE_OPTIONS = optionsOf(BUILD_USE_NAMES);
export const BUILD_STRUCTURE_OPTIONS = optionsOf(BUILD_STRUCTURE_NAMES);
export const FIRE_RATING_OPTIONS = optionsOf(FIRE_RATING_NAMES, true);
const HIGH_RISE_OPTIONS: readonly Option[] = [
  { value: 'true', label: '高层建筑' },
  { value: 'false', label: '非高层建筑' },
];

/** Same rules as the server (server/routes/system/build/schemas.ts). */
const PHONE_RE = /^1\d{10}$|^0\d{2,3}-?\d{7,8}$/;
const THIS_YEAR = new Date().getFullYear();

export interface BuildFormValues {
  name: string;
  address: string;
  organId: string;
  useType: string;
  structure: string;
  fireRating: number;
  heightMeters: number;
  floorsAbove: number;
  floorsBelow: number;
  floorArea: number;
  builtYear: string;
  managerName: string;
  managerPhone: string;
  remark: string;
}

const positive = (label: string, max: number) =>
  yup.number().typeError(`${label}应为数字`).required(`${label}不能为空`).moreThan(0, `${label}应大于0`).max(max, `${label}不能大于${max}`);
const schema = yup.object({
  name: yup.string().trim().required('建筑名称不能为空').max(100, '建筑名称长度不能超过100位'),
  address: yup.string().trim().required('建筑地址不能为空').max(200, '建筑地址长度不能超过200位'),
  organId: yup.string().required('监管单位不能为空'),
  useType: yup.string().required('使用性质不能为空'),
  structure: yup.string().required('建筑结构不能为空'),
  fireRating: yup.number().typeError('耐火等级不能为空').required('耐火等级不能为空'),
  heightMeters: positive('建筑高度', 1000),
  floorsAbove: yup.number().typeError('地上层数应为整数').required('地上层数不能为空').integer('地上层数应为整数').min(1, '地上层数不能小于1').max(200, '地上层数不能大于200'),
  floorsBelow: yup.number().typeError('地下层数应为整数').integer('地下层数应为整数').min(0, '地下层数不能小于0').max(20, '地下层数不能大于20'),
  floorArea: positive('建筑面积', 10000000),
  builtYear: yup.string().trim().test('year', `建成年份应为1900到${THIS_YEAR}之间的年份`, (v) => !v || (/^\d{4}$/.test(v) && Number(v) >= 1900 && Number(v) <= THIS_YEAR)),
  managerName: yup.string().trim().max(32, '管理人长度不能超过32位'),
  managerPhone: yup.string().trim().test('phone', '联系电话格式不正确', (v) => !v || PHONE_RE.test(v)),
  remark: yup.string().max(500, '备注长度不能超过500位'),
});

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const toInput = (v: BuildFormValues) => ({
  name: v.name.trim(),
  address: v.address.trim(),
  organId: v.organId,
  useType: v.useType as UseType,
  structure: v.structure as Structure,
  fireRating: Number(v.fireRating),
  heightMeters: Number(v.heightMeters),
  floorsAbove: Number(v.floorsAbove),
  floorsBelow: Number(v.floorsBelow || 0),
  floorArea: Number(v.floorArea),
  builtYear: v.builtYear.trim() ? Number(v.builtYear) : null,
  managerName: v.managerName.trim() || null,
  managerPhone: v.managerPhone.trim() || null,
  remark: v.remark.trim() || null,
});

/** 建筑物 (11320): the buildings social units sit in, scoped by the supervising organisation. */
export default defineResource({
  name: 'build',
  title: '建筑物',
  routeName: 'jzw',
  detailRoute: 'jzwDetail',
  formRoutes: { create: 'jzwAdd', edit: 'jzwAdd' },
  rowKey: 'id',
  list: {
    document: BuildPageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        name: textOf(filters, 'name'),
        address: textOf(filters, 'address'),
        organId: textOf(filters, 'organId'),
        useType: textOf(filters, 'useType') as UseType | undefined,
        highRise: filters.highRise === undefined || filters.highRise === '' ? undefined : String(filters.highRise) === 'true',
      },
    }),
    select: (data) => data.buildPage,
    columns: {
      name: { title: '建筑名称', width: 200 },
      address: { title: '建筑地址' },
      organName: { title: '监管单位', width: 200 },
      useType: { title: '使用性质', render: 'option', options: BUILD_USE_OPTIONS, width: 100 },
      structureName: { title: '建筑结构', width: 130 },
      fireRating: { title: '耐火等级', render: 'option', options: FIRE_RATING_OPTIONS, width: 90 },
      heightMeters: { title: '高度（米）', width: 90 },
      floorsAbove: { title: '地上层数', width: 90 },
      highRise: { title: '高层', render: 'boolean', width: 70 },
      companyCount: { title: '单位数', width: 80 },
      updatedAt: { title: '修改时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'name', label: '建筑名称', kind: 'text' },
      { name: 'address', label: '建筑地址', kind: 'text' },
      { name: 'organId', label: '监管单位', kind: 'organ' },
      { name: 'useType', label: '使用性质', kind: 'select', options: BUILD_USE_OPTIONS },
      { name: 'highRise', label: '是否高层', kind: 'select', options: HIGH_RISE_OPTIONS },
    ],
  },
  detail: {
    document: BuildDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.buildDetail,
    sections: [
      {
        title: '建筑信息',
        fields: {
          name: '建筑名称',
          address: { label: '建筑地址', wide: true },
          organName: '监管单位',
          useTypeName: '使用性质',
          structureName: '建筑结构',
          fireRatingName: '耐火等级',
          heightMeters: '建筑高度（米）',
          floorsAbove: '地上层数',
          floorsBelow: '地下层数',
          floorArea: '建筑面积（平方米）',
          builtYear: '建成年份',
          highRise: { label: '高层建筑', render: 'boolean' },
          managerName: '管理人',
          managerPhone: '联系电话',
          companyCount: '单位数',
          remark: { label: '备注', wide: true },
        },
      },
    ],
    related: [
      relatedList({
        title: '建筑内社会单位',
        document: BuildCompaniesDocument,
        variables: (build: { id: string }, page) => ({ input: { ...page, buildId: build.id } }),
        select: (data) => data.buildCompanies,
        rowKey: 'id',
        columns: {
          name: { title: '单位名称' },
          creditCode: { title: '统一社会信用代码', width: 190 },
          unitCategoryName: { title: '单位类别', width: 110 },
          address: { title: '单位地址' },
          managerName: { title: '消防安全管理人', width: 130 },
          managerPhone: { title: '联系电话', width: 130 },
        },
      }),
    ],
  },
  form: {
    sections: [
      {
        title: '建筑信息',
        fields: {
          name: { label: '建筑名称', kind: 'text', required: true },
          address: { label: '建筑地址', kind: 'text', required: true, wide: true },
          organId: { label: '监管单位', kind: 'organ', required: true },
          useType: { label: '使用性质', kind: 'select', options: BUILD_USE_OPTIONS, required: true },
          structure: { label: '建筑结构', kind: 'select', options: BUILD_STRUCTURE_OPTIONS, required: true },
          fireRating: { label: '耐火等级', kind: 'select', options: FIRE_RATING_OPTIONS, required: true },
          heightMeters: { label: '建筑高度（米）', kind: 'number', required: true },
          floorsAbove: { label: '地上层数', kind: 'number', required: true },
          floorsBelow: { label: '地下层数', kind: 'number' },
          floorArea: { label: '建筑面积（平方米）', kind: 'number', required: true },
          builtYear: { label: '建成年份', kind: 'text', placeholder: '如 2015' },
          managerName: { label: '管理人', kind: 'text' },
          managerPhone: { label: '联系电话', kind: 'text' },
          remark: { label: '备注', kind: 'textarea', wide: true },
        },
      },
    ],
    schema,
    defaults: {
      name: '', address: '', organId: '', useType: 'public', structure: 'concrete', fireRating: 2, heightMeters: 0, floorsAbove: 1, floorsBelow: 0,
      floorArea: 0, builtYear: '', managerName: '', managerPhone: '', remark: '',
    },
    toValues: (row) => ({
      name: row.name, address: row.address, organId: row.organId, useType: row.useType, structure: row.structure, fireRating: row.fireRating,
      heightMeters: row.heightMeters, floorsAbove: row.floorsAbove, floorsBelow: row.floorsBelow, floorArea: row.floorArea,
      builtYear: row.builtYear ? String(row.builtYear) : '', managerName: row.managerName ?? '', managerPhone: row.managerPhone ?? '', remark: row.remark ?? '',
    }),
    create: { document: AddBuildDocument, variables: (v: BuildFormValues) => ({ input: toInput(v) }) },
    update: { document: UpdateBuildDocument, variables: (row, v: BuildFormValues) => ({ input: { ...toInput(v), id: row.id, version: row.version } }) },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', navigate: 'jzwAdd' },
    { key: 'edit', label: '编辑', scope: 'row', navigate: 'jzwAdd' },
    { key: 'delete', label: '删除', scope: 'row', confirm: true, danger: true, document: RemoveBuildsDocument, variables: (rows) => ({ input: { ids: rows.map((r) => r.id) } }), visible: (row) => row.companyCount === 0 },
    { key: 'bulkDelete', label: '批量删除', scope: 'bulk', confirm: true, danger: true, document: RemoveBuildsDocument, variables: (rows) => ({ input: { ids: rows.map((r) => r.id) } }) },
  ],
  export: { url: '/api/Build/export', fileName: '建筑物.xlsx' },
  import: { url: '/api/Build/import' },
});
