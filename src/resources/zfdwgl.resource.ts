import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import {
  AddEnforcementUnitDocument,
  AddSubEnforcementUnitDocument,
  EnforcementUnitDetailDocument,
  EnforcementUnitPeopleDocument,
  EnforcementUnitPageDocument,
  RemoveEnforcementUnitsDocument,
  UpdateEnforcementUnitDocument,
} from '../graphql/generated/graphql';
import { USER_STATE_OPTIONS } from './user-state';
import { defineResource, relatedList, type Option } from './types';

const buttons = findRouteByName('zfdwgl')!.buttons;

/** Organisation levels and unit categories of document 2 §1. */
const LEVEL_OPTIONS: readonly Option[] = [
  { value: 1, label: '总队' },
  { value: 2, label: '支队' },
  { value: 3, label: '大队' },
  { value: 4, label: '中队' },
  { value: 5, label: '派出所' },
  { value: 6, label: '其他' },
];
const CATEGORY_OPTIONS: readonly Option[] = [
  { value: 1, label: '重点单位' },
  { value: 2, label: '九小场所' },
  { value: 3, label: '其他单位' },
  { value: 4, label: '一般单位' },
];

export interface UnitFormValues {
  parentId: string;
  name: string;
  sortName: string;
  level: number | string;
  unitCategory: number | string;
  areaCode: string;
  sort: number | string;
}

/** Same rules as the server (server/routes/system/enforcement-unit). */
const schema = yup.object({
  parentId: yup.string(),
  name: yup.string().trim().required('单位名称不能为空').max(100, '单位名称长度不能超过100位'),
  sortName: yup.string().trim().required('单位简称不能为空').max(50, '单位简称长度不能超过50位'),
  level: yup.number().typeError('单位级别不能为空').required('单位级别不能为空'),
  unitCategory: yup.mixed(),
  areaCode: yup.string().trim().test('areaCode', '行政区划代码应为6到12位数字', (v) => !v || /^\d{6,12}$/.test(v)),
  sort: yup.number().typeError('排序必须是数字').integer('排序必须是整数').min(0, '排序不能小于0').max(9999, '排序不能大于9999'),
});

const toInput = (v: UnitFormValues) => ({
  name: v.name.trim(),
  sortName: v.sortName.trim(),
  level: Number(v.level),
  unitCategory: v.unitCategory === '' ? null : Number(v.unitCategory),
  areaCode: v.areaCode.trim() || null,
  sort: Number(v.sort) || 0,
});
const ids = (rows: { organId: string }[]) => ({ input: { ids: rows.map((r) => r.organId) } });

const unitPeople = relatedList({
  title: '单位人员',
  document: EnforcementUnitPeopleDocument,
  variables: (unit: { organId: string }, page) => ({ input: { ...page, organId: unit.organId } }),
  select: (data) => data.enforcementUnitPeople,
  rowKey: 'userId',
  buttonId: buttons.people,
  columns: {
    name: { title: '姓名', width: 110 },
    account: { title: '账号', width: 130 },
    phone: { title: '手机号码', width: 140 },
    leader: { title: '领导', render: 'boolean', width: 80 },
    state: { title: '状态', render: 'status', options: USER_STATE_OPTIONS, width: 90 },
  },
});

/** 执法单位管理 (11230): the caller's unit and the units below it. */
export default defineResource({
  name: 'enforcementUnit',
  title: '执法单位',
  routeName: 'zfdwgl',
  formRoutes: { create: 'zfdwAdd', edit: 'zfdwAdd' },
  rowKey: 'organId',
  list: {
    document: EnforcementUnitPageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        organName: filters.organName === undefined || filters.organName === '' ? undefined : String(filters.organName),
        parentId: filters.parentId === undefined || filters.parentId === '' ? undefined : String(filters.parentId),
        level: filters.level === undefined || filters.level === '' ? undefined : Number(filters.level),
      },
    }),
    select: (data) => data.enforcementUnitPage,
    columns: {
      organName: { title: '单位名称' },
      organSortName: { title: '单位简称', width: 140 },
      levelText: { title: '单位级别', width: 100 },
      unitCategory: { title: '单位类别', render: 'option', options: CATEGORY_OPTIONS, width: 110 },
      parentName: { title: '上级单位', width: 140 },
      areaCode: { title: '行政区划代码', width: 130 },
      userCount: { title: '人员数', width: 90 },
    },
    filters: [
      { name: 'organName', label: '单位名称', kind: 'text' },
      { name: 'parentId', label: '上级单位', kind: 'organ' },
      { name: 'level', label: '单位级别', kind: 'dict', dictType: 'organLevel', options: LEVEL_OPTIONS },
    ],
  },
  detail: {
    document: EnforcementUnitDetailDocument,
    variables: (organId) => ({ organId }),
    select: (data) => data.enforcementUnitDetail,
    sections: [],
  },
  form: {
    sections: [
      {
        title: '单位信息',
        fields: {
          parentId: { label: '上级单位', kind: 'organ', createOnly: true, placeholder: '不选则为本单位' },
          name: { label: '单位名称', kind: 'text', required: true, wide: true },
          sortName: { label: '单位简称', kind: 'text', required: true },
          level: { label: '单位级别', kind: 'select', options: LEVEL_OPTIONS, required: true },
          unitCategory: { label: '单位类别', kind: 'select', options: CATEGORY_OPTIONS },
          areaCode: { label: '行政区划代码', kind: 'text' },
          sort: { label: '排序', kind: 'number' },
        },
      },
    ],
    schema,
    defaults: { parentId: '', name: '', sortName: '', level: 4, unitCategory: '', areaCode: '', sort: 0 },
    toValues: (row) => ({
      parentId: row.parentId ?? '',
      name: row.organName,
      sortName: row.organSortName,
      level: row.level,
      unitCategory: row.unitCategory ?? '',
      areaCode: row.areaCode ?? '',
      sort: row.sort,
    }),
    create: {
      document: AddEnforcementUnitDocument,
      variables: (v: UnitFormValues) => ({ input: { ...toInput(v), parentId: v.parentId || null } }),
    },
    createUnder: { param: 'parentId', document: AddSubEnforcementUnitDocument, variables: (v: UnitFormValues) => ({ input: { ...toInput(v), parentId: v.parentId } }) },
    fromQuery: (params) => ({ parentId: params.get('parentId') ?? '' }),
    update: {
      document: UpdateEnforcementUnitDocument,
      variables: (row, v: UnitFormValues) => ({ input: { ...toInput(v), organId: row.organId, version: row.version } }),
    },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'zfdwAdd' },
    { key: 'newLoad', label: '新增下级', scope: 'row', buttonId: buttons.newLoad, navigate: 'zfdwAdd', navigateParam: 'parentId' },
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: 'zfdwAdd' },
    { key: 'people', label: '人员', scope: 'row', buttonId: buttons.people, list: unitPeople },
    {
      key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true,
      document: RemoveEnforcementUnitsDocument, variables: (rows) => ids(rows), visible: (row) => row.childCount === 0 && row.userCount === 0,
    },
  ],
});
