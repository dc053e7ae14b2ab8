import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import { AddAreaDocument, AddSubAreaDocument, AreaDetailDocument, AreaPageDocument, RemoveAreasDocument, UpdateAreaDocument } from '../graphql/generated/graphql';
import { defineResource, type Option } from './types';

const buttons = findRouteByName('qygl')!.buttons;

/** Levels of the area tree (server/services/areas.ts); streets have their own edit button. */
const STREET_LEVEL = 4;
const LEVEL_OPTIONS: readonly Option[] = [
  { value: 1, label: '省' },
  { value: 2, label: '市' },
  { value: 3, label: '区' },
  { value: 4, label: '街道' },
  { value: 5, label: '社区' },
];

export interface AreaFormValues {
  name: string;
  code: string;
  sort: number;
  /** Set when the page was opened by 新增下级 on a row. */
  parentId: string;
}

/** Same rules as the server: 6 to 12 digits; the code places a new area under its parent. */
const schema = yup.object({
  name: yup.string().trim().required('区域名称不能为空').max(50, '区域名称长度不能超过50位'),
  code: yup.string().trim().required('区域编码不能为空').matches(/^\d{6,12}$/, '区域编码应为6到12位数字'),
  sort: yup.number().typeError('排序必须是数字').integer('排序必须是整数').min(0, '排序不能小于0').max(9999, '排序不能大于9999'),
});

const toInput = (v: AreaFormValues) => ({ name: v.name.trim(), code: v.code.trim(), sort: Number(v.sort) || 0 });
const ids = (rows: { id: string }[]) => ({ input: { ids: rows.map((r) => r.id) } });

/** 区域管理 (11210): provinces to communities; a new area goes under the area its code belongs to. */
export default defineResource({
  name: 'area',
  title: '区域',
  routeName: 'qygl',
  formRoutes: { create: 'qyglAdd', edit: 'qyglAdd' },
  rowKey: 'id',
  list: {
    document: AreaPageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        name: filters.name === undefined || filters.name === '' ? undefined : String(filters.name),
        level: filters.level === undefined || filters.level === '' ? undefined : Number(filters.level),
      },
    }),
    select: (data) => data.areaPage,
    columns: {
      name: { title: '区域名称' },
      code: { title: '区域编码', width: 140 },
      levelText: { title: '级别', width: 80 },
      parentName: { title: '上级区域' },
      childCount: { title: '下级数量', width: 100 },
      sort: { title: '排序', width: 80 },
    },
    filters: [
      { name: 'name', label: '名称/编码', kind: 'text' },
      { name: 'level', label: '级别', kind: 'select', options: LEVEL_OPTIONS },
    ],
  },
  detail: {
    document: AreaDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.areaDetail,
    sections: [],
  },
  form: {
    sections: [
      {
        title: '区域信息',
        fields: {
          code: { label: '区域编码', kind: 'text', required: true, readOnlyOnEdit: true, placeholder: '如 440304（区）、440304001（街道）' },
          name: { label: '区域名称', kind: 'text', required: true },
          sort: { label: '排序', kind: 'number' },
        },
      },
    ],
    schema,
    defaults: { name: '', code: '', sort: 0, parentId: '' },
    toValues: (row) => ({ name: row.name, code: row.code, sort: row.sort, parentId: '' }),
    fromQuery: (params) => ({ parentId: params.get('parentId') ?? '' }),
    create: { document: AddAreaDocument, variables: (v: AreaFormValues) => ({ input: toInput(v) }) },
    createUnder: { param: 'parentId', document: AddSubAreaDocument, variables: (v: AreaFormValues) => ({ input: { ...toInput(v), parentId: v.parentId } }) },
    update: { document: UpdateAreaDocument, variables: (row, v: AreaFormValues) => ({ input: { ...toInput(v), id: row.id, version: row.version } }) },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'qyglAdd' },
    { key: 'newLoad', label: '新增下级', scope: 'row', buttonId: buttons.newLoad, navigate: 'qyglAdd', navigateParam: 'parentId', visible: (row) => row.level < STREET_LEVEL },
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: 'qyglAdd', visible: (row) => row.level !== STREET_LEVEL },
    { key: 'editStreet', label: '编辑街道', scope: 'row', buttonId: buttons.editStreet, navigate: 'qyglAdd', visible: (row) => row.level === STREET_LEVEL },
    { key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true, document: RemoveAreasDocument, variables: (rows) => ids(rows), visible: (row) => row.childCount === 0 },
  ],
});
