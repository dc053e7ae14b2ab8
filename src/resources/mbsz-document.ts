/** 模板设置 (11410), tab 文书: writs made from a template, drafts until issued (签发), then locked. */
import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import { WRIT_STATUS_NAMES } from '../constants/writ-labels';
import {
  AddWritDocumentDocument,
  IssueWritDocumentDocument,
  RemoveWritDocumentsDocument,
  UpdateWritDocumentDocument,
  WritDocumentDetailDocument,
  WritDocumentPageDocument,
  type QueryInput_WritDocumentPage_Input_Status as WritStatus,
} from '../graphql/generated/graphql';
import { writText } from '../messages/writ';
import { EMPTY_FILL, fillProblem, WritFillInput, type WritFill } from '../screens/system/mbsz/WritFillInput';
import { ADD_DOCUMENT_ROUTE, TEMPLATE_QUERY } from './mbsz-writ';
import { defineResource, type FilterValues, type Option } from './types';

const buttons = findRouteByName('mbsz')!.buttons;
export const DOCUMENT_DETAIL_ROUTE = 'checkDocument';
export const WRIT_DOWNLOAD_URL = '/api/document/writ/download';

export const WRIT_STATUS_OPTIONS: readonly Option[] = [
  { value: 'draft', label: WRIT_STATUS_NAMES.draft, color: 'gray' },
  { value: 'issued', label: WRIT_STATUS_NAMES.issued, color: 'green' },
];

export interface WritDocumentFormValues {
  fill: WritFill;
  partyName: string;
  title: string;
  organId: string;
}

/** Same rules as the server (server/services/writ-documents.ts): every placeholder filled. */
const schema = yup.object({
  fill: yup.mixed().test('fill', writText.templateRequired, function check(value) {
    const problem = fillProblem(value);
    return problem ? this.createError({ message: problem }) : true;
  }),
  partyName: yup.string().trim().required('当事人不能为空').max(100, '当事人长度不能超过100位'),
  title: yup.string().trim().max(100, '标题长度不能超过100位'),
  organId: yup.string(),
});

const text = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const filterInput = (filters: FilterValues) => ({
  keyword: text(filters, 'keyword'),
  status: text(filters, 'status') as WritStatus | undefined,
  organId: text(filters, 'organId'),
});
const fields = (v: WritDocumentFormValues) => ({
  title: v.title.trim() || null,
  partyName: v.partyName.trim(),
  organId: v.organId || null,
  values: v.fill.placeholders.map((name) => ({ name, value: v.fill.values[name]?.trim() ?? '' })),
});

export const writDocumentDefinition = defineResource({
  name: 'writDocument',
  title: '文书',
  routeName: 'mbsz',
  detailRoute: DOCUMENT_DETAIL_ROUTE,
  formRoutes: { create: ADD_DOCUMENT_ROUTE, edit: 'amendDocument' },
  rowKey: 'id',
  list: {
    document: WritDocumentPageDocument,
    variables: ({ current, size, filters }) => ({ input: { current, size, ...filterInput(filters) } }),
    select: (data) => data.writDocumentPage,
    columns: {
      documentNumber: { title: '文号', width: 190, format: (value) => (value ? String(value) : WRIT_STATUS_NAMES.draft) },
      title: { title: '标题' },
      partyName: { title: '当事人' },
      organName: { title: '签发单位', width: 180 },
      status: { title: '状态', render: 'status', options: WRIT_STATUS_OPTIONS, width: 80 },
      issuedAt: { title: '签发时间', render: 'datetime', width: 170 },
      creatorName: { title: '创建人', width: 100 },
      updatedAt: { title: '修改时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'keyword', label: '关键字', kind: 'text', placeholder: '标题、当事人或文号' },
      { name: 'status', label: '状态', kind: 'select', options: WRIT_STATUS_OPTIONS },
      { name: 'organId', label: '签发单位', kind: 'organ' },
    ],
  },
  detail: {
    document: WritDocumentDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.writDocumentDetail,
    sections: [
      {
        title: '文书信息',
        fields: {
          documentNumber: { label: '文号', format: (value) => (value ? String(value) : writText.draftNumber) },
          status: { label: '状态', render: 'status', options: WRIT_STATUS_OPTIONS },
          title: '标题',
          templateName: '文书模板',
          partyName: '当事人',
          organName: '签发单位',
          issuedAt: { label: '签发时间', render: 'datetime' },
          creatorName: '创建人',
          createdAt: { label: '创建时间', render: 'datetime' },
          updatedAt: { label: '修改时间', render: 'datetime' },
        },
      },
    ],
  },
  form: {
    sections: [
      {
        title: '文书内容',
        fields: {
          fill: { label: '文书模板', kind: 'custom', component: WritFillInput, required: true, wide: true },
          partyName: { label: '当事人', kind: 'text', required: true },
          title: { label: '标题', kind: 'text', placeholder: '默认为文书名称' },
          organId: { label: '签发单位', kind: 'organ', placeholder: '默认为本单位' },
        },
      },
    ],
    schema,
    defaults: { fill: EMPTY_FILL, partyName: '', title: '', organId: '' },
    fromQuery: (params) => {
      const templateId = params.get(TEMPLATE_QUERY);
      return templateId ? { fill: { ...EMPTY_FILL, templateId } } : {};
    },
    toValues: (row) => ({
      fill: {
        templateId: row.templateId,
        templateName: row.templateName,
        placeholders: row.placeholders.filter((name): name is string => Boolean(name)),
        values: Object.fromEntries(row.values.flatMap((pair) => (pair ? [[pair.name, pair.value]] : []))),
        locked: true,
      },
      partyName: row.partyName,
      title: row.title,
      organId: row.organId,
    }),
    create: {
      document: AddWritDocumentDocument,
      variables: (v: WritDocumentFormValues) => ({ input: { templateId: v.fill.templateId, ...fields(v) } }),
    },
    update: {
      document: UpdateWritDocumentDocument,
      variables: (row, v: WritDocumentFormValues) => ({ input: { id: row.id, version: row.version, ...fields(v) } }),
    },
  },
  actions: [
    { key: 'new', label: '拟制文书', scope: 'toolbar', buttonId: buttons.new, navigate: ADD_DOCUMENT_ROUTE },
    { key: 'view', label: '查看', scope: 'row', navigate: DOCUMENT_DETAIL_ROUTE },
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: 'amendDocument', allow: 'edit' },
    {
      key: 'issue', label: writText.issue, scope: 'row', buttonId: buttons.edit, confirm: writText.confirmIssue, successMessage: writText.issued,
      allow: 'issue', document: IssueWritDocumentDocument, variables: (rows) => ({ input: { id: rows[0].id, version: rows[0].version } }),
    },
    {
      key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true, allow: 'delete',
      document: RemoveWritDocumentsDocument, variables: (rows) => ({ input: { ids: rows.map((r) => r.id) } }),
    },
  ],
  export: { url: '/api/document/writ/export', fileName: '文书.xlsx', params: filterInput },
});
