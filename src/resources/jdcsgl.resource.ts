import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import {
  AddSpecialPlaceDocument,
  RemoveSpecialPlacesDocument,
  SpecialPlaceDetailDocument,
  SpecialPlacePageDocument,
  UpdateSpecialPlaceDocument,
} from '../graphql/generated/graphql';
import { defineResource, type Option } from './types';

const buttons = findRouteByName('jdcsgl')!.buttons;
/**
 * The spec gives jdcsgl no hidden form page; the form opens once the catalogue has this child route
 * (asked of the catalogue owner), until then the list offers delete only.
 */
const FORM_ROUTE = findRouteByName('jdcsglAdd') ? 'jdcsglAdd' : undefined;

/** Premises categories (server/services/special-places.ts PLACE_CATEGORY_TEXT). */
const CATEGORY_OPTIONS: readonly Option[] = [
  { value: 1, label: '九小场所' },
  { value: 2, label: '人员密集场所' },
  { value: 3, label: '易燃易爆场所' },
  { value: 4, label: '高层建筑' },
  { value: 5, label: '地下空间' },
  { value: 6, label: '其他' },
];

export interface SpecialPlaceFormValues {
  organId: string;
  name: string;
  category: number | string;
  address: string;
  contactName: string;
  contactPhone: string;
  remark: string;
}

/** Same rules as the server (server/routes/system/special-place). */
const schema = yup.object({
  organId: yup.string().required('所属街道不能为空'),
  name: yup.string().trim().required('场所名称不能为空').max(100, '场所名称长度不能超过100位'),
  category: yup.number().typeError('场所类别不能为空').required('场所类别不能为空'),
  address: yup.string().trim().required('场所地址不能为空').max(200, '场所地址长度不能超过200位'),
  contactName: yup.string().trim().max(30, '联系人长度不能超过30位'),
  contactPhone: yup.string().trim().test('contactPhone', '联系电话应为7到20位数字或短横线', (v) => !v || /^[0-9-]{7,20}$/.test(v)),
  remark: yup.string().max(500, '备注长度不能超过500位'),
});

const toInput = (v: SpecialPlaceFormValues) => ({
  organId: v.organId,
  name: v.name.trim(),
  category: Number(v.category),
  address: v.address.trim(),
  contactName: v.contactName.trim() || null,
  contactPhone: v.contactPhone.trim() || null,
  remark: v.remark.trim() || null,
});
const text = (value: unknown) => (value === undefined || value === '' ? undefined : String(value));

/** 街道场所管理 (11240): special premises of the streets under the caller's unit. */
export default defineResource({
  name: 'specialPlace',
  title: '街道场所',
  routeName: 'jdcsgl',
  formRoutes: FORM_ROUTE ? { create: FORM_ROUTE, edit: FORM_ROUTE } : undefined,
  rowKey: 'id',
  list: {
    document: SpecialPlacePageDocument,
    variables: ({ current, size, filters }) => ({
      input: { current, size, name: text(filters.name), organId: text(filters.organId), category: filters.category === undefined ? undefined : Number(filters.category) },
    }),
    select: (data) => data.specialPlacePage,
    columns: {
      name: { title: '场所名称' },
      categoryText: { title: '场所类别', width: 120 },
      streetName: { title: '所属街道', width: 130 },
      address: { title: '场所地址' },
      contactName: { title: '联系人', width: 100 },
      contactPhone: { title: '联系电话', width: 140 },
    },
    filters: [
      { name: 'name', label: '场所名称', kind: 'text', placeholder: '名称或地址' },
      { name: 'organId', label: '所属单位', kind: 'organ' },
      { name: 'category', label: '场所类别', kind: 'select', options: CATEGORY_OPTIONS },
    ],
  },
  detail: {
    document: SpecialPlaceDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.specialPlaceDetail,
    sections: [],
  },
  form: {
    sections: [
      {
        title: '场所信息',
        fields: {
          organId: { label: '所属街道', kind: 'organ', required: true, placeholder: '请选择街道办事处' },
          name: { label: '场所名称', kind: 'text', required: true, wide: true },
          category: { label: '场所类别', kind: 'select', options: CATEGORY_OPTIONS, required: true },
          address: { label: '场所地址', kind: 'text', required: true, wide: true },
          contactName: { label: '联系人', kind: 'text' },
          contactPhone: { label: '联系电话', kind: 'text' },
          remark: { label: '备注', kind: 'textarea', wide: true },
        },
      },
    ],
    schema,
    defaults: { organId: '', name: '', category: 1, address: '', contactName: '', contactPhone: '', remark: '' },
    toValues: (row) => ({
      organId: row.organId,
      name: row.name,
      category: row.category,
      address: row.address,
      contactName: row.contactName ?? '',
      contactPhone: row.contactPhone ?? '',
      remark: row.remark ?? '',
    }),
    create: {
      document: AddSpecialPlaceDocument,
      variables: (v: SpecialPlaceFormValues) => ({ input: toInput(v) }),
    },
    update: {
      document: UpdateSpecialPlaceDocument,
      variables: (row, v: SpecialPlaceFormValues) => ({ input: { ...toInput(v), id: row.id, version: row.version } }),
    },
  },
  actions: [
    ...(FORM_ROUTE
      ? [
          { key: 'new', label: '新增', scope: 'toolbar' as const, buttonId: buttons.new, navigate: FORM_ROUTE },
          { key: 'edit', label: '编辑', scope: 'row' as const, buttonId: buttons.edit, navigate: FORM_ROUTE },
        ]
      : []),
    {
      key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true,
      document: RemoveSpecialPlacesDocument, variables: (rows) => ({ input: { ids: rows.map((r) => r.id) } }),
    },
  ],
});
