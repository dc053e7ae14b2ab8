import { findRouteByName } from '../catalogue';
import {
  AddRegulationDocument,
  ApproveRegulationDocument,
  RejectRegulationDocument,
  RegulationDetailDocument,
  RegulationPageDocument,
  RemoveRegulationsDocument,
  SendRegulationDocument,
  UpdateRegulationDocument,
  WithdrawRegulationDocument,
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

const buttons = findRouteByName('guifanku')!.buttons;
const CATEGORIES = optionsOf(['国家标准', '行业标准', '地方标准', '部门规章', '地方规范性文件']);

/** 规范库管理 (11350): regulation files, drafted, sent for review, approved; withdrawn back to draft. */
export default defineResource({
  name: 'regulation',
  title: '规范文件',
  routeName: 'guifanku',
  formRoutes: { create: 'gfkxz', edit: 'gfkxg' },
  rowKey: 'id',
  list: {
    document: RegulationPageDocument,
    variables: ({ current, size, filters }) => ({ input: { current, size, ...libraryFilterInput(filters) } }),
    select: (data) => data.regulationPage,
    columns: {
      title: { title: '标题' },
      docNo: { title: '文号', width: 160 },
      category: { title: '类别', width: 130 },
      issuer: { title: '发布单位', width: 150 },
      status: { title: '状态', render: 'status', options: LIBRARY_STATUS_OPTIONS, width: 90 },
      creatorName: { title: '创建人', width: 100 },
      updatedAt: { title: '修改时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'title', label: '标题/文号', kind: 'text' },
      { name: 'category', label: '类别', kind: 'select', options: CATEGORIES },
      { name: 'status', label: '状态', kind: 'select', options: LIBRARY_STATUS_OPTIONS },
    ],
  },
  detail: {
    document: RegulationDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.regulationDetail,
    sections: [],
  },
  form: {
    sections: [
      {
        title: '规范文件',
        fields: {
          title: { label: '标题', kind: 'text', required: true, wide: true },
          category: { label: '类别', kind: 'select', options: CATEGORIES, required: true },
          docNo: { label: '文号', kind: 'text', placeholder: '如 GB 50016-2014' },
          issuer: { label: '发布单位', kind: 'text' },
          content: { label: '正文', kind: 'textarea', required: true, wide: true },
        },
      },
    ],
    schema: librarySchema,
    defaults: libraryDefaults,
    toValues: (row) => libraryValues(row),
    create: { document: AddRegulationDocument, variables: (v: LibraryFormValues) => ({ input: libraryInput(v) }) },
    update: {
      document: UpdateRegulationDocument,
      variables: (row, v: LibraryFormValues) => ({ input: { ...libraryInput(v), id: row.id, version: row.version } }),
    },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'gfkxz' },
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: 'gfkxg', visible: (row) => allows('edit')(row) },
    { key: 'send', label: '送审', scope: 'row', buttonId: buttons.send, confirm: '确定送审该规范文件吗?', document: SendRegulationDocument, variables: (rows) => versioned(rows), visible: (row) => allows('send')(row) },
    { key: 'approve', label: '审核通过', scope: 'row', buttonId: buttons.send, confirm: '确定审核通过该规范文件吗?', prompt: REVIEW_OPINION, document: ApproveRegulationDocument, variables: (rows, input) => reviewed(rows, input), visible: (row) => allows('approve')(row) },
    { key: 'reject', label: '退回', scope: 'row', buttonId: buttons.send, confirm: '确定退回该规范文件吗?', prompt: RETURN_OPINION, document: RejectRegulationDocument, variables: (rows, input) => reviewed(rows, input), visible: (row) => allows('reject')(row) },
    { key: 'withdraw', label: '撤回', scope: 'row', buttonId: buttons.withdraw, confirm: '确定撤回该规范文件吗?', document: WithdrawRegulationDocument, variables: (rows) => versioned(rows), visible: (row) => allows('withdraw')(row) },
    { key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true, document: RemoveRegulationsDocument, variables: (rows) => idsOf(rows), visible: (row) => allows('delete')(row) },
  ],
});
