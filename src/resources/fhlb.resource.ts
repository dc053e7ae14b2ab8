/** 法制审核列表 (4300): every legal pre-review of the caller's scope, by kind, approval state and submission date. */
import { LEGAL_REVIEW_KIND_NAMES, LEGAL_REVIEW_KINDS } from '../constants/business-flow';
import {
  LegalReviewDetailDocument,
  LegalReviewListDocument,
  type QueryInput_LegalReviewList_Input_Phase as Phase,
  type QueryInput_LegalReviewList_Input_ReviewKind as Kind,
} from '../graphql/generated/graphql';
import { APPROVAL_LABEL, APPROVAL_ROUTE, filterText, PHASE_OPTIONS } from './business-shared';
import { LEGAL_REVIEW_TABS } from './legal-review';
import { defineResource, type Option } from './types';

const KIND_OPTIONS: readonly Option[] = LEGAL_REVIEW_KINDS.map((kind) => ({ value: kind, label: LEGAL_REVIEW_KIND_NAMES[kind] }));
const sections = LEGAL_REVIEW_TABS[0].detail!.sections;

export default defineResource({
  name: 'legalReviewList',
  title: '法制审核',
  routeName: 'fhlb',
  detailRoute: 'fhck',
  rowKey: 'id',
  list: {
    document: LegalReviewListDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        reviewKind: filterText(filters, 'reviewKind') as Kind | undefined,
        phase: filterText(filters, 'phase') as Phase | undefined,
        keyword: filterText(filters, 'keyword'),
        submittedStart: filterText(filters, 'submittedStart'),
        submittedEnd: filterText(filters, 'submittedEnd'),
      },
    }),
    select: (data) => data.legalReviewList,
    columns: {
      reviewKindName: { title: '审核类型', width: 100 },
      caseName: { title: '案件名称' },
      partyName: { title: '当事人' },
      caseCauseName: { title: '案由', width: 170 },
      organName: { title: '承办单位', width: 160 },
      handlerName: { title: '承办人', width: 90 },
      submittedAt: { title: '送审时间', render: 'datetime', width: 160 },
      phase: { title: '审批状态', render: 'status', options: PHASE_OPTIONS, width: 100 },
      stepName: { title: '当前步骤', width: 120, format: (value) => (value ? String(value) : '—') },
      finishedAt: { title: '办结时间', render: 'datetime', width: 160 },
    },
    filters: [
      { name: 'keyword', label: '关键字', kind: 'text', placeholder: '案件名称、案件编号或当事人' },
      { name: 'reviewKind', label: '审核类型', kind: 'select', options: KIND_OPTIONS },
      { name: 'phase', label: '审批状态', kind: 'select', options: PHASE_OPTIONS },
      { name: 'submitted', label: '送审时间', kind: 'dateRange', to: ['submittedStart', 'submittedEnd'] },
    ],
  },
  detail: {
    document: LegalReviewDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.legalReviewDetail,
    sections,
  },
  actions: [
    { key: 'view', label: '查看', scope: 'row', navigate: 'fhck' },
    { key: 'approval', label: APPROVAL_LABEL, scope: 'row', openRoute: { route: APPROVAL_ROUTE, query: (row) => ({ busiTypeCode: row.reviewKind, busiInstId: row.id }) } },
  ],
});
