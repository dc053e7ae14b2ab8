import * as yup from 'yup';
import { COMPANY_LABEL_TREE, COMPANY_STATUS_NAMES, UNIT_CATEGORY_NAMES } from '../constants/company-labels';
import {
  AddSocietyCompanyDocument,
  SocietyCompanyDetailDocument,
  SocietyCompanyPageDocument,
  SyncSocietyCompaniesDocument,
  UpdateSocietyCompanyDocument,
  UpdateSocietyCompanyStatusDocument,
} from '../graphql/generated/graphql';
import { defineResource, type FilterValues, type Option } from './types';

export const UNIT_CATEGORY_OPTIONS: readonly Option[] = Object.entries(UNIT_CATEGORY_NAMES).map(([value, label]) => ({ value: Number(value), label }));
const STATUS_COLORS: Record<number, string> = { 1: 'green', 0: 'gray' };
export const COMPANY_STATUS_OPTIONS: readonly Option[] = Object.entries(COMPANY_STATUS_NAMES).map(([value, label]) => ({ value: Number(value), label, color: STATUS_COLORS[Number(value)] }));
const LABEL_OPTIONS: readonly Option[] = COMPANY_LABEL_TREE.flatMap((group) => (group.children ?? []).map((leaf) => ({ value: leaf.code, label: `${group.name}/${leaf.name}` })));

/** Same rules as the server (server/routes/system/society-company/schemas.ts). */
const CREDIT_CODE_RE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/i;
const PHONE_RE = /^1\d{10}$|^0\d{2,3}-?\d{7,8}$/;

export interface CompanyFormValues {
  name: string;
  creditCode: string;
  unitCategory: number;
  organId: string;
  address: string;
  legalPerson: string;
  managerName: string;
  managerPhone: string;
  remark: string;
}

const schema = yup.object({
  name: yup.string().trim().required('单位名称不能为空').max(100, '单位名称长度不能超过100位'),
  creditCode: yup.string().trim().required('统一社会信用代码不能为空').matches(CREDIT_CODE_RE, '统一社会信用代码应为18位，不含I、O、S、V、Z'),
  unitCategory: yup.number().typeError('单位类别不能为空').required('单位类别不能为空').min(1, '单位类别不能为空').max(4, '单位类别不正确'),
  organId: yup.string().required('监管单位不能为空'),
  address: yup.string().trim().required('单位地址不能为空').max(200, '单位地址长度不能超过200位'),
  legalPerson: yup.string().trim().max(32, '法定代表人长度不能超过32位'),
  managerName: yup.string().trim().max(32, '消防安全管理人长度不能超过32位'),
  managerPhone: yup.string().trim().test('phone', '联系电话格式不正确', (v) => !v || PHONE_RE.test(v)),
  remark: yup.string().max(500, '备注长度不能超过500位'),
});

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const numberOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : Number(filters[name]));
const toInput = (v: CompanyFormValues) => ({
  name: v.name.trim(),
  creditCode: v.creditCode.trim().toUpperCase(),
  unitCategory: Number(v.unitCategory),
  organId: v.organId,
  address: v.address.trim(),
  legalPerson: v.legalPerson.trim() || null,
  managerName: v.managerName.trim() || null,
  managerPhone: v.managerPhone.trim() || null,
  remark: v.remark.trim() || null,
});
const status = (rows: { id: string }[], value: number) => ({ input: { ids: rows.map((r) => r.id), status: value } });

/** 社会单位 (11310): the firms and premises under fire supervision, scoped by the supervising organisation. */
export default defineResource({
  name: 'societyCompany',
  title: '社会单位',
  routeName: 'shdw',
  detailRoute: 'shdwDetail',
  formRoutes: { create: 'shdwAdd', edit: 'shdwAdd' },
  rowKey: 'id',
  list: {
    document: SocietyCompanyPageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        name: textOf(filters, 'name'),
        creditCode: textOf(filters, 'creditCode'),
        unitCategory: numberOf(filters, 'unitCategory'),
        organId: textOf(filters, 'organId'),
        status: numberOf(filters, 'status'),
        label: textOf(filters, 'label'),
      },
    }),
    select: (data) => data.societyCompanyPage,
    columns: {
      name: { title: '单位名称', width: 240 },
      creditCode: { title: '统一社会信用代码', width: 180 },
      unitCategory: { title: '单位类别', render: 'option', options: UNIT_CATEGORY_OPTIONS, width: 100 },
      organName: { title: '监管单位', width: 200 },
      address: { title: '单位地址' },
      managerName: { title: '消防安全管理人', width: 120 },
      managerPhone: { title: '联系电话', width: 130 },
      labelNames: { title: '单位标签', format: (value) => (Array.isArray(value) ? value.join('、') : ''), width: 180 },
      status: { title: '状态', render: 'status', options: COMPANY_STATUS_OPTIONS, width: 80 },
      updatedAt: { title: '修改时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'name', label: '单位名称', kind: 'text' },
      { name: 'creditCode', label: '信用代码', kind: 'text' },
      { name: 'unitCategory', label: '单位类别', kind: 'select', options: UNIT_CATEGORY_OPTIONS },
      { name: 'organId', label: '监管单位', kind: 'organ' },
      { name: 'status', label: '状态', kind: 'select', options: COMPANY_STATUS_OPTIONS },
      { name: 'label', label: '单位标签', kind: 'select', options: LABEL_OPTIONS },
    ],
  },
  detail: {
    document: SocietyCompanyDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.societyCompanyDetail,
    sections: [
      {
        title: '单位信息',
        fields: {
          name: '单位名称',
          creditCode: '统一社会信用代码',
          unitCategory: { label: '单位类别', render: 'option', options: UNIT_CATEGORY_OPTIONS },
          organName: '监管单位',
          address: { label: '单位地址', wide: true },
          legalPerson: '法定代表人',
          managerName: '消防安全管理人',
          managerPhone: '联系电话',
          labelNames: { label: '单位标签', format: (value) => (Array.isArray(value) ? value.join('、') : '') },
          status: { label: '状态', render: 'option', options: COMPANY_STATUS_OPTIONS },
          remark: { label: '备注', wide: true },
        },
      },
    ],
  },
  form: {
    sections: [
      {
        title: '单位信息',
        fields: {
          name: { label: '单位名称', kind: 'text', required: true },
          creditCode: { label: '统一社会信用代码', kind: 'text', required: true },
          unitCategory: { label: '单位类别', kind: 'select', options: UNIT_CATEGORY_OPTIONS, required: true },
          organId: { label: '监管单位', kind: 'organ', required: true },
          address: { label: '单位地址', kind: 'text', required: true, wide: true },
          legalPerson: { label: '法定代表人', kind: 'text' },
          managerName: { label: '消防安全管理人', kind: 'text' },
          managerPhone: { label: '联系电话', kind: 'text' },
          remark: { label: '备注', kind: 'textarea', wide: true },
        },
      },
    ],
    schema,
    defaults: { name: '', creditCode: '', unitCategory: 4, organId: '', address: '', legalPerson: '', managerName: '', managerPhone: '', remark: '' },
    toValues: (row) => ({
      name: row.name, creditCode: row.creditCode, unitCategory: row.unitCategory, organId: row.organId, address: row.address,
      legalPerson: row.legalPerson ?? '', managerName: row.managerName ?? '', managerPhone: row.managerPhone ?? '', remark: row.remark ?? '',
    }),
    create: { document: AddSocietyCompanyDocument, variables: (v: CompanyFormValues) => ({ input: toInput(v) }) },
    update: {
      document: UpdateSocietyCompanyDocument,
      // Labels are chosen elsewhere (import or label tree); an edit keeps them.
      variables: (row, v: CompanyFormValues) => ({ input: { ...toInput(v), labels: (row.labels ?? []).filter((l): l is string => !!l), id: row.id, version: row.version } }),
    },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', navigate: 'shdwAdd' },
    // No button id for sync in the spec: the list menu grants it (server/routes/system/society-company/sync.ts).
    {
      key: 'syncXXj', label: '同步信息系统', scope: 'toolbar', confirm: '确定从信息系统同步社会单位吗?',
      document: SyncSocietyCompaniesDocument, variables: () => ({}), successMessage: '同步完成',
    },
    { key: 'edit', label: '编辑', scope: 'row', navigate: 'shdwAdd' },
    { key: 'close', label: '停业', scope: 'row', confirm: '确定将该单位设为停业吗?', document: UpdateSocietyCompanyStatusDocument, variables: (rows) => status(rows, 0), visible: (row) => row.status === 1 },
    { key: 'open', label: '恢复营业', scope: 'row', confirm: '确定将该单位恢复为正常吗?', document: UpdateSocietyCompanyStatusDocument, variables: (rows) => status(rows, 1), visible: (row) => row.status === 0 },
    { key: 'bulkClose', label: '批量停业', scope: 'bulk', confirm: '确定将选中的单位设为停业吗?', document: UpdateSocietyCompanyStatusDocument, variables: (rows) => status(rows, 0) },
    { key: 'bulkOpen', label: '批量恢复', scope: 'bulk', confirm: '确定将选中的单位恢复为正常吗?', document: UpdateSocietyCompanyStatusDocument, variables: (rows) => status(rows, 1) },
  ],
  export: { url: '/api/societyCompany/export', fileName: '社会单位.xlsx' },
  import: { url: '/api/societyCompany/import' },
});
