/** 模板设置 (11410), tab 文书: writs made from a template, drafts until issued (签发), then locked. */
import { findRouteByName } from '../catalogue';
import { WRIT_STATUS_NAMES } from '../constants/writ-labels';
import { writDocumentEntity as meta } from '../graphql/generated/entities/writ-document';
import { IssueWritDocumentDocument } from '../graphql/generated/graphql';
import { writText } from '../messages/writ';
import { EMPTY_FILL, fillProblem, WritFillInput, type WritFill } from '../screens/system/mbsz/WritFillInput';
import { entityResource } from './entity/entity-resource';
import { callInputValidator } from './entity/input-validator';
import { inputFromValues } from './entity/input-values';
import { ADD_DOCUMENT_ROUTE, TEMPLATE_QUERY } from './mbsz-writ';

const buttons = findRouteByName('mbsz')!.buttons;
export const DOCUMENT_DETAIL_ROUTE = 'checkDocument';
export const WRIT_DOWNLOAD_URL = '/api/document/writ/download';

export interface WritDocumentFormValues {
  fill: WritFill;
  partyName: string;
  title: string;
  organId: string;
}

/** The call's input from the form: the chosen template and the text of each of its placeholders. */
const toInput = (v: WritDocumentFormValues) => ({
  templateId: v.fill.templateId,
  title: v.title,
  partyName: v.partyName,
  organId: v.organId,
  values: v.fill.placeholders.map((name) => ({ name, value: v.fill.values[name]?.trim() ?? '' })),
});
const draftNumber = (value: unknown) => (value ? String(value) : writText.draftNumber);

const list = entityResource(meta, {
  detailRoute: DOCUMENT_DETAIL_ROUTE,
  formRoutes: { create: ADD_DOCUMENT_ROUTE, edit: 'amendDocument' },
  columns: [
    ['documentNumber', { width: 190, format: (value) => (value ? String(value) : WRIT_STATUS_NAMES.draft) }],
    'title', 'partyName', ['organName', { width: 180 }], ['status', { width: 80 }], 'issuedAt', ['creatorName', { width: 100 }], 'updatedAt',
  ],
  filters: [{ name: 'keyword', label: '关键字', kind: 'text', placeholder: '标题、当事人或文号' }, 'status', { name: 'organId', label: '签发单位', kind: 'organ' }],
  detail: {
    sections: [{
      title: '文书信息',
      fields: [['documentNumber', { format: draftNumber }], 'status', 'title', ['templateName', { label: '文书模板' }], 'partyName', 'organName', 'issuedAt', 'creatorName', 'createdAt', 'updatedAt'],
    }],
  },
  actions: [
    { key: 'new', label: '拟制文书', scope: 'toolbar', buttonId: buttons.new, navigate: ADD_DOCUMENT_ROUTE },
    { key: 'view', label: '查看', scope: 'row', navigate: DOCUMENT_DETAIL_ROUTE },
    {
      key: 'issue', label: writText.issue, scope: 'row', buttonId: buttons.edit, confirm: writText.confirmIssue, successMessage: writText.issued,
      allow: 'issue', document: IssueWritDocumentDocument, variables: (rows) => ({ input: { id: rows[0].id, version: rows[0].version } }),
    },
  ],
  export: { url: '/api/document/writ/export', fileName: '文书.xlsx' },
});

/** The form fills a template's placeholders (a field of its own), checked by the call's input schema and the fill's own words. */
export const writDocumentDefinition = {
  ...list,
  form: {
    sections: [{
      title: '文书内容',
      fields: {
        fill: { label: '文书模板', kind: 'custom' as const, component: WritFillInput, required: true, wide: true },
        partyName: { label: '当事人', kind: 'text' as const, required: true },
        title: { label: '标题', kind: 'text' as const, placeholder: '默认为文书名称' },
        organId: { label: '签发单位', kind: 'organ' as const, placeholder: '默认为本单位' },
      },
    }],
    validator: callInputValidator(meta.input, toInput, (v: WritDocumentFormValues): Record<string, string> => {
      const problem = fillProblem(v.fill);
      return problem ? { fill: problem } : {};
    }),
    defaults: { fill: EMPTY_FILL, partyName: '', title: '', organId: '' },
    fromQuery: (params: URLSearchParams) => {
      const templateId = params.get(TEMPLATE_QUERY);
      return templateId ? { fill: { ...EMPTY_FILL, templateId } } : {};
    },
    toValues: (row: { templateId: string; templateName: string; placeholders: string[]; values: { name: string; value: string }[]; partyName: string; title: string; organId: string }) => ({
      fill: { templateId: row.templateId, templateName: row.templateName, placeholders: row.placeholders, values: Object.fromEntries(row.values.map((pair) => [pair.name, pair.value])), locked: true },
      partyName: row.partyName,
      title: row.title,
      organId: row.organId,
    }),
    create: { document: meta.operations.add!.document, variables: (v: WritDocumentFormValues) => ({ input: inputFromValues(meta.input, toInput(v)) }) },
    update: {
      document: meta.operations.update!.document,
      variables: (row: { id: string; version: number }, v: WritDocumentFormValues) => ({ input: { id: row.id, version: row.version, ...inputFromValues(meta.updateInput ?? meta.input, toInput(v)) } }),
    },
  },
};
