import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import {
  AddCommitteeDepartmentDocument,
  CommitteeDepartmentDetailDocument,
  CommitteeDepartmentPageDocument,
  RemoveCommitteeDepartmentsDocument,
  UpdateCommitteeDepartmentDocument,
} from '../graphql/generated/graphql';
import { defineResource } from './types';

const buttons = findRouteByName('xawhygl')!.buttons;

export interface CommitteeDepartmentFormValues {
  organId: string;
  parentCode: string;
  name: string;
  code: string;
  industry: string;
  contactName: string;
  contactPhone: string;
  sort: number | string;
  remark: string;
}

/** Same rules as the server (server/routes/system/committee). */
const schema = yup.object({
  organId: yup.string(),
  parentCode: yup.string().trim().max(30, '上级单位编码长度不能超过30位'),
  name: yup.string().trim().required('单位名称不能为空').max(100, '单位名称长度不能超过100位'),
  code: yup.string().trim().required('单位编码不能为空').matches(/^[A-Za-z0-9_-]{2,30}$/, '单位编码应为2到30位字母、数字、下划线或短横线'),
  industry: yup.string().trim().max(50, '主管行业长度不能超过50位'),
  contactName: yup.string().trim().max(30, '联系人长度不能超过30位'),
  contactPhone: yup.string().trim().test('contactPhone', '联系电话应为7到20位数字或短横线', (v) => !v || /^[0-9-]{7,20}$/.test(v)),
  sort: yup.number().typeError('排序必须是数字').integer('排序必须是整数').min(0, '排序不能小于0').max(9999, '排序不能大于9999'),
  remark: yup.string().max(500, '备注长度不能超过500位'),
});

const toInput = (v: CommitteeDepartmentFormValues) => ({
  name: v.name.trim(),
  code: v.code.trim(),
  industry: v.industry.trim() || null,
  contactName: v.contactName.trim() || null,
  contactPhone: v.contactPhone.trim() || null,
  sort: Number(v.sort) || 0,
  remark: v.remark.trim() || null,
});
const text = (value: unknown) => (value === undefined || value === '' ? undefined : String(value));

/** 消安委行业管理 (11220): the member departments of the committees of the caller's unit and those below. */
export default defineResource({
  name: 'committeeDepartment',
  title: '消安委成员单位',
  routeName: 'xawhygl',
  formRoutes: { create: 'xawhyglAdd', edit: 'xawhyglAdd' },
  rowKey: 'id',
  list: {
    document: CommitteeDepartmentPageDocument,
    variables: ({ current, size, filters }) => ({
      input: { current, size, name: text(filters.name), organId: text(filters.organId) },
    }),
    select: (data) => data.committeeDepartmentPage,
    columns: {
      name: { title: '单位名称' },
      code: { title: '单位编码', width: 130 },
      industry: { title: '主管行业', width: 120 },
      parentName: { title: '上级单位', width: 160 },
      organName: { title: '所属消安委', width: 130 },
      contactName: { title: '联系人', width: 100 },
      contactPhone: { title: '联系电话', width: 140 },
      childCount: { title: '下级数量', width: 90 },
    },
    filters: [
      { name: 'name', label: '单位名称', kind: 'text', placeholder: '名称、行业或编码' },
      { name: 'organId', label: '所属单位', kind: 'organ' },
    ],
  },
  detail: {
    document: CommitteeDepartmentDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.committeeDepartmentDetail,
    sections: [],
  },
  form: {
    sections: [
      {
        title: '成员单位信息',
        fields: {
          organId: { label: '所属单位', kind: 'organ', createOnly: true, placeholder: '不选则为本单位' },
          parentCode: { label: '上级单位编码', kind: 'text', createOnly: true, placeholder: '不填则为顶级成员单位' },
          name: { label: '单位名称', kind: 'text', required: true, wide: true },
          code: { label: '单位编码', kind: 'text', required: true },
          industry: { label: '主管行业', kind: 'text' },
          contactName: { label: '联系人', kind: 'text' },
          contactPhone: { label: '联系电话', kind: 'text' },
          sort: { label: '排序', kind: 'number' },
          remark: { label: '备注', kind: 'textarea', wide: true },
        },
      },
    ],
    schema,
    defaults: { organId: '', parentCode: '', name: '', code: '', industry: '', contactName: '', contactPhone: '', sort: 0, remark: '' },
    toValues: (row) => ({
      organId: row.organId,
      parentCode: '',
      name: row.name,
      code: row.code,
      industry: row.industry ?? '',
      contactName: row.contactName ?? '',
      contactPhone: row.contactPhone ?? '',
      sort: row.sort,
      remark: row.remark ?? '',
    }),
    create: {
      document: AddCommitteeDepartmentDocument,
      variables: (v: CommitteeDepartmentFormValues) => ({ input: { ...toInput(v), organId: v.organId || null, parentCode: v.parentCode.trim() || null } }),
    },
    update: {
      document: UpdateCommitteeDepartmentDocument,
      variables: (row, v: CommitteeDepartmentFormValues) => ({ input: { ...toInput(v), id: row.id, version: row.version } }),
    },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'xawhyglAdd' },
    // 行业管理 (hygl) is hidden: this is the way to it; it shows to whoever sees this page.
    { key: 'industries', label: '行业管理', scope: 'toolbar', navigate: 'hygl' },
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: 'xawhyglAdd' },
    {
      key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true,
      document: RemoveCommitteeDepartmentsDocument, variables: (rows) => ({ input: { ids: rows.map((r) => r.id) } }), visible: (row) => row.childCount === 0,
    },
  ],
});
