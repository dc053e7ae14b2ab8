/**
 * 法制预审 (/reviewAdvance/*): one definition per kind (提前审核, 集中审核, 立案审核) and list (待审核: in
 * approval, 已审核: approved or not approved), all over the same calls. The first tab owns the detail and
 * the form; the others open the same pages.
 */
import { Type } from '@sinclair/typebox';
import { findRouteByName } from '../catalogue';
import { LEGAL_REVIEW_KIND_NAMES, LEGAL_REVIEW_STATE_NAMES, type LegalReviewKind, type LegalReviewState } from '../constants/business-flow';
import {
  AddLegalReviewDocument,
  LegalReviewDetailDocument,
  LegalReviewFormOptionsDocument,
  LegalReviewPageDocument,
  UpdateLegalReviewDocument,
  type MutationInput_AddLegalReview_Input_ReviewKind as Kind,
} from '../graphql/generated/graphql';
import { businessText } from '../messages/business';
import { LEGAL_REVIEW_FIELDS } from '../shared/business-inputs';
import type { JsonSchema } from '../shared/validation/json-schema';
import { callInputValidator } from './entity/input-validator';
import { EMPTY_KIND_AND_RECEIVER, KindAndReceiverInput, type KindAndReceiver } from '../screens/business/SendToInput';
import { APPROVAL_LABEL, APPROVAL_ROUTE, filterText, PHASE_OPTIONS } from './business-shared';
import { defineResource, optionsFrom, type Option } from './types';

const buttons = findRouteByName('fzys')!.buttons;
export const LEGAL_REVIEW_VIEW = 'fzysView';
export const LEGAL_REVIEW_FORM = 'fzysAdd';

const MATERIALS: readonly Option[] = ['现场检查记录', '询问笔录', '现场照片', '责令限期改正通知书', '消防设施检测报告', '复查意见书', '其他证据材料'].map((m) => ({ value: m, label: m }));

export const causeOptions = optionsFrom(LegalReviewFormOptionsDocument, (data) => (data.legalReviewFormOptions?.causes ?? []).flatMap((c) => (c ? [{ value: c.id, label: c.name }] : [])));
const handlerOptions = optionsFrom(LegalReviewFormOptionsDocument, (data) => (data.legalReviewFormOptions?.handlers ?? []).flatMap((u) => (u ? [{ value: u.userId, label: u.name }] : [])));

export interface LegalReviewFormValues {
  send: KindAndReceiver;
  caseName: string;
  caseNo: string;
  partyName: string;
  caseCause: string;
  handlerId: string;
  summary: string;
  proposal: string;
  materials: string[];
}

const fields = (v: LegalReviewFormValues) => ({
  caseName: v.caseName.trim(),
  caseNo: v.caseNo.trim() || null,
  partyName: v.partyName.trim(),
  caseCause: v.caseCause || null,
  handlerId: v.handlerId || null,
  summary: v.summary.trim(),
  proposal: v.proposal.trim(),
  materials: v.materials,
});

/** The server's rules (src/shared/business-inputs.ts); the kind and the first receiver are the picker's own. */
const validator = callInputValidator(Type.Object(LEGAL_REVIEW_FIELDS) as unknown as JsonSchema, (v: LegalReviewFormValues) => fields(v), (v): Record<string, string> => {
  if (!v.send?.reviewKind) return { send: businessText.kindRequired };
  return v.send.locked || v.send.assigneeId ? {} : { send: businessText.receiverRequired };
});

function legalReviewTab(kind: LegalReviewKind, state: LegalReviewState, ownsPages: boolean) {
  const name = `${kind}${state === 'pending' ? 'Dsh' : 'Ysh'}`;
  return defineResource({
    name,
    title: `${LEGAL_REVIEW_KIND_NAMES[kind]}（${LEGAL_REVIEW_STATE_NAMES[state]}）`,
    routeName: 'fzys',
    detailRoute: ownsPages ? LEGAL_REVIEW_VIEW : undefined,
    formRoutes: ownsPages ? { create: LEGAL_REVIEW_FORM, edit: LEGAL_REVIEW_FORM } : undefined,
    rowKey: 'id',
    list: {
      document: LegalReviewPageDocument,
      variables: ({ current, size, filters }) => ({ input: { current, size, reviewKind: kind, state, keyword: filterText(filters, 'keyword') } }),
      select: (data) => data.legalReviewPage,
      columns: {
        caseName: { title: '案件名称' },
        caseNo: { title: '案件编号', width: 190 },
        partyName: { title: '当事人' },
        caseCauseName: { title: '案由', width: 170 },
        organName: { title: '承办单位', width: 160 },
        handlerName: { title: '承办人', width: 90 },
        submittedAt: { title: '送审时间', render: 'datetime', width: 160 },
        phase: { title: '审批状态', render: 'status', options: PHASE_OPTIONS, width: 100 },
        stepName: { title: '当前步骤', width: 120, format: (value) => (value ? String(value) : '—') },
        assigneeName: { title: '当前办理人', width: 100, format: (value) => (value ? String(value) : '—') },
      },
      filters: [{ name: 'keyword', label: '关键字', kind: 'text', placeholder: '案件名称、案件编号或当事人' }],
    },
    detail: {
      document: LegalReviewDetailDocument,
      variables: (id) => ({ id }),
      select: (data) => data.legalReviewDetail,
      sections: [
        {
          title: '案件信息',
          fields: {
            reviewKindName: '审核类型',
            caseName: '案件名称',
            caseNo: '案件编号',
            partyName: '当事人',
            caseCauseName: '案由',
            organName: '承办单位',
            handlerName: '承办人',
            submittedAt: { label: '送审时间', render: 'datetime' },
            summary: { label: '案情摘要', wide: true },
            proposal: { label: '处理意见', wide: true },
            materials: { label: '案件材料', wide: true, format: (value) => ((value as string[] | null) ?? []).join('、') || '—' },
          },
        },
      ],
    },
    form: {
      sections: [
        {
          title: '送审',
          fields: { send: { label: `${businessText.reviewKind}与${businessText.receiver}`, kind: 'custom', component: KindAndReceiverInput, required: true, wide: true } },
        },
        {
          title: '案件信息',
          fields: {
            caseName: { label: '案件名称', kind: 'text', required: true },
            caseNo: { label: '案件编号', kind: 'text' },
            partyName: { label: '当事人', kind: 'text', required: true },
            caseCause: { label: '案由', kind: 'select', optionsFrom: causeOptions, options: [] },
            handlerId: { label: '承办人', kind: 'select', optionsFrom: handlerOptions, options: [], placeholder: '默认为本人' },
            summary: { label: '案情摘要', kind: 'textarea', required: true, wide: true },
            proposal: { label: '处理意见', kind: 'textarea', required: true, wide: true },
            materials: { label: '案件材料', kind: 'multiselect', options: MATERIALS, wide: true },
          },
        },
      ],
      validator,
      defaults: { send: EMPTY_KIND_AND_RECEIVER, caseName: '', caseNo: '', partyName: '', caseCause: '', handlerId: '', summary: '', proposal: '', materials: [] },
      fromQuery: (params) => {
        const kind = params.get('kind');
        return kind && kind in LEGAL_REVIEW_KIND_NAMES ? { send: { ...EMPTY_KIND_AND_RECEIVER, reviewKind: kind } } : {};
      },
      toValues: (row) => ({
        send: { reviewKind: row.reviewKind, assigneeId: '', locked: true },
        caseName: row.caseName,
        caseNo: row.caseNo ?? '',
        partyName: row.partyName,
        caseCause: row.caseCause ?? '',
        handlerId: row.handlerId,
        summary: row.summary,
        proposal: row.proposal,
        materials: row.materials.flatMap((m) => (m ? [m] : [])),
      }),
      create: {
        document: AddLegalReviewDocument,
        variables: (v: LegalReviewFormValues) => ({ input: { reviewKind: v.send.reviewKind as Kind, assigneeId: v.send.assigneeId, ...fields(v) } }),
      },
      update: {
        document: UpdateLegalReviewDocument,
        variables: (row, v: LegalReviewFormValues) => ({ input: { id: row.id, version: row.version, organId: row.organId, assigneeId: v.send.assigneeId || null, ...fields(v) } }),
      },
    },
    actions: [
      { key: 'new', label: '新增预审', scope: 'toolbar', navigate: LEGAL_REVIEW_FORM },
      { key: 'view', label: '查看', scope: 'row', navigate: LEGAL_REVIEW_VIEW },
      { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: LEGAL_REVIEW_FORM, visible: (row) => row.editable },
      { key: 'approval', label: APPROVAL_LABEL, scope: 'row', openRoute: { route: APPROVAL_ROUTE, query: (row) => ({ busiTypeCode: row.reviewKind, busiInstId: row.id }) } },
    ],
    export: {
      url: '/api/reviewAdvance/export',
      buttonId: buttons.export,
      fileName: `${LEGAL_REVIEW_KIND_NAMES[kind]}（${LEGAL_REVIEW_STATE_NAMES[state]}）.xlsx`,
      params: (filters) => ({ reviewKind: kind, state, keyword: filterText(filters, 'keyword') }),
    },
  });
}

/** The six lists of 预审管理, in the catalogue's order of its hidden pages. */
export const LEGAL_REVIEW_TABS = (['tqsh', 'jzsh', 'lash'] as const).flatMap((kind, k) => (['pending', 'done'] as const).map((state, s) => legalReviewTab(kind, state, k === 0 && s === 0)));
