import { findRouteByName } from '../catalogue';
import {
  AddCaseDocument,
  ApproveCaseDocument,
  RejectCaseDocument,
  CaseDetailDocument,
  CasePageDocument,
  RemoveCasesDocument,
  SendCaseDocument,
  UpdateCaseDocument,
  WithdrawCaseDocument,
} from '../graphql/generated/graphql';
import {
  allows,
  idsOf,
  LIBRARY_STATUS_OPTIONS,
  libraryDefaults,
  libraryFilterInput,
  libraryInput,
  librarySchema,
  libraryValues,
  optionsOf,
  versioned,
  reviewed,
  REVIEW_OPINION,
  RETURN_OPINION,
  type LibraryFormValues,
} from './library-shared';
import { defineResource } from './types';

const buttons = findRouteByName('anliku')!.buttons;
const CATEGORIES = optionsOf(['行政处罚', '火灾事故', '监督检查', '临时查封', '其他']);

/** 案例库管理 (11360): cases, drafted, sent for review (alss), approved; withdrawn back to draft. */
export default defineResource({
  name: 'case',
  title: '案例',
  routeName: 'anliku',
  detailRoute: 'alck',
  alsoDetailRoutes: ['alss'],
  formRoutes: { create: 'alxj', edit: 'alxg' },
  rowKey: 'id',
  list: {
    document: CasePageDocument,
    variables: ({ current, size, filters }) => ({ input: { current, size, ...libraryFilterInput(filters) } }),
    select: (data) => data.casePage,
    columns: {
      title: { title: '标题' },
      docNo: { title: '案号', width: 200 },
      category: { title: '类别', width: 110 },
      issuer: { title: '办案单位', width: 150 },
      status: { title: '状态', render: 'status', options: LIBRARY_STATUS_OPTIONS, width: 90 },
      creatorName: { title: '创建人', width: 100 },
      updatedAt: { title: '修改时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'title', label: '标题/案号', kind: 'text' },
      { name: 'category', label: '类别', kind: 'select', options: CATEGORIES },
      { name: 'status', label: '状态', kind: 'select', options: LIBRARY_STATUS_OPTIONS },
    ],
  },
  detail: {
    document: CaseDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.caseDetail,
    sections: [
      {
        title: '案例信息',
        fields: {
          title: { label: '标题', wide: true },
          category: '类别',
          docNo: '案号',
          issuer: '办案单位',
          organName: '所属单位',
          content: { label: '正文', wide: true },
        },
      },
      {
        title: '审核',
        fields: {
          status: { label: '状态', render: 'status', options: LIBRARY_STATUS_OPTIONS },
          creatorName: '创建人',
          sentAt: { label: '送审时间', render: 'datetime' },
          reviewerName: '审核人',
          reviewedAt: { label: '审核时间', render: 'datetime' },
          reviewComment: { label: '审核意见', wide: true },
        },
      },
    ],
  },
  form: {
    sections: [
      {
        title: '案例',
        fields: {
          title: { label: '标题', kind: 'text', required: true, wide: true },
          category: { label: '类别', kind: 'select', options: CATEGORIES, required: true },
          docNo: { label: '案号', kind: 'text' },
          issuer: { label: '办案单位', kind: 'text' },
          content: { label: '正文', kind: 'textarea', required: true, wide: true },
        },
      },
    ],
    schema: librarySchema,
    defaults: libraryDefaults,
    toValues: (row) => libraryValues(row),
    create: { document: AddCaseDocument, variables: (v: LibraryFormValues) => ({ input: libraryInput(v) }) },
    update: {
      document: UpdateCaseDocument,
      variables: (row, v: LibraryFormValues) => ({ input: { ...libraryInput(v), id: row.id, version: row.version } }),
    },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'alxj' },
    { key: 'view', label: '查看', scope: 'row', buttonId: buttons.view, navigate: 'alck' },
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: 'alxg', visible: (row) => allows('edit')(row) },
    { key: 'send', label: '送审', scope: 'row', buttonId: buttons.send, confirm: '确定送审该案例吗?', document: SendCaseDocument, variables: (rows) => versioned(rows), visible: (row) => allows('send')(row) },
    { key: 'approve', label: '审核通过', scope: 'row', buttonId: buttons.send, confirm: '确定审核通过该案例吗?', prompt: REVIEW_OPINION, document: ApproveCaseDocument, variables: (rows, input) => reviewed(rows, input), visible: (row) => allows('approve')(row) },
    { key: 'reject', label: '退回', scope: 'row', buttonId: buttons.send, confirm: '确定退回该案例吗?', prompt: RETURN_OPINION, document: RejectCaseDocument, variables: (rows, input) => reviewed(rows, input), visible: (row) => allows('reject')(row) },
    { key: 'withdraw', label: '撤回', scope: 'row', buttonId: buttons.withdraw, confirm: '确定撤回该案例吗?', document: WithdrawCaseDocument, variables: (rows) => versioned(rows), visible: (row) => allows('withdraw')(row) },
    { key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true, document: RemoveCasesDocument, variables: (rows) => idsOf(rows), visible: (row) => allows('delete')(row) },
  ],
});
