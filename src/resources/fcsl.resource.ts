/**
 * 复查受理 (review 1070): the re-inspection applications with their flow's phase and outcome; 复查申请登记
 * (fcsqdj) registers and sends one, 复查详情 (fcxq) shows it with its outcome and flow.
 */
import { Type } from '@sinclair/typebox';
import { REINSPECTION_BUSI_TYPE, REINSPECTION_OUTCOME_NAMES } from '../constants/business-flow';
import {
  AddReinspectionDocument,
  ReinspectionDetailDocument,
  ReinspectionPageDocument,
  UpdateReinspectionDocument,
  type QueryInput_ReinspectionPage_Input_Outcome as OutcomeFilter,
  type QueryInput_ReinspectionPage_Input_Phase as Phase,
} from '../graphql/generated/graphql';
import { formatTime } from '../lib/time';
import { businessText } from '../messages/business';
import { REINSPECTION_FIELDS } from '../shared/business-inputs';
import type { JsonSchema } from '../shared/validation/json-schema';
import { receiverInputFor } from '../screens/business/SendToInput';
import { callInputValidator } from './entity/input-validator';
import { APPROVAL_LABEL, APPROVAL_ROUTE, filterText, joinLines, lines, PHASE_OPTIONS } from './business-shared';
import { defineResource, type Option } from './types';

export const REINSPECTION_FORM = 'fcsqdj';
export const REINSPECTION_VIEW = 'fcxq';

const OUTCOME_OPTIONS: readonly Option[] = [
  { value: 'pass', label: REINSPECTION_OUTCOME_NAMES.pass, color: 'green' },
  { value: 'fail', label: REINSPECTION_OUTCOME_NAMES.fail, color: 'red' },
  { value: 'none', label: businessText.outcomeNone, color: 'gray' },
];

export interface ReinspectionFormValues {
  companyName: string;
  address: string;
  originalWritNo: string;
  hazards: string;
  rectifiedAt: string;
  applicant: string;
  phone: string;
  organId: string;
  assigneeId: string;
}

const fields = (v: ReinspectionFormValues) => ({
  companyName: v.companyName.trim(),
  address: v.address.trim(),
  originalWritNo: v.originalWritNo.trim(),
  hazards: lines(v.hazards),
  rectifiedAt: v.rectifiedAt.slice(0, 10),
  applicant: v.applicant.trim(),
  phone: v.phone.trim(),
  organId: v.organId || null,
});

/** The server's rules (src/shared/business-inputs.ts); choosing the first receiver is the form's own. */
const validator = callInputValidator(Type.Object(REINSPECTION_FIELDS) as unknown as JsonSchema, (v: ReinspectionFormValues) => fields(v), (v, mode): Record<string, string> =>
  mode === 'create' && !v.assigneeId ? { assigneeId: businessText.receiverRequired } : {},
);

const dash = (value: unknown) => (value ? String(value) : '—');

export default defineResource({
  name: 'reinspection',
  title: '复查申请',
  routeName: 'fcsl',
  detailRoute: REINSPECTION_VIEW,
  formRoutes: { create: REINSPECTION_FORM, edit: REINSPECTION_FORM },
  rowKey: 'id',
  list: {
    document: ReinspectionPageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        keyword: filterText(filters, 'keyword'),
        phase: filterText(filters, 'phase') as Phase | undefined,
        outcome: filterText(filters, 'outcome') as OutcomeFilter | undefined,
        rectifiedStart: filterText(filters, 'rectifiedStart'),
        rectifiedEnd: filterText(filters, 'rectifiedEnd'),
      },
    }),
    select: (data) => data.reinspectionPage,
    columns: {
      companyName: { title: '单位名称' },
      originalWritNo: { title: '责令改正通知书文号', width: 200 },
      applicant: { title: '申请人', width: 90 },
      rectifiedAt: { title: '申请复查日期', render: 'date', width: 120 },
      organName: { title: '受理单位', width: 160 },
      phase: { title: '审批状态', render: 'status', options: PHASE_OPTIONS, width: 100 },
      stepName: { title: '当前步骤', width: 120, format: dash },
      assigneeName: { title: '当前办理人', width: 100, format: dash },
      outcomeName: { title: '复查结论', width: 100, format: (value) => (value ? String(value) : businessText.outcomeNone) },
    },
    filters: [
      { name: 'keyword', label: '关键字', kind: 'text', placeholder: '单位名称、文号或申请人' },
      { name: 'phase', label: '审批状态', kind: 'select', options: PHASE_OPTIONS },
      { name: 'outcome', label: '复查结论', kind: 'select', options: OUTCOME_OPTIONS },
      { name: 'rectified', label: '申请复查日期', kind: 'dateRange', to: ['rectifiedStart', 'rectifiedEnd'] },
    ],
  },
  detail: {
    document: ReinspectionDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.reinspectionDetail,
    sections: [
      {
        title: '复查申请',
        fields: {
          companyName: '单位名称',
          address: '单位地址',
          originalWritNo: '责令改正通知书文号',
          rectifiedAt: { label: '申请复查日期', render: 'date' },
          applicant: '申请人',
          phone: '联系电话',
          organName: '受理单位',
          registrarName: '登记人',
          createdAt: { label: '登记时间', render: 'datetime' },
          hazards: { label: '整改项', wide: true, format: (value) => ((value as string[] | null) ?? []).map((h, i) => `${i + 1}. ${h}`).join('；') || '—' },
        },
      },
      {
        title: '复查结果',
        fields: {
          outcomeName: { label: businessText.outcome, format: (value) => (value ? String(value) : businessText.outcomeNone) },
          outcomeByName: { label: businessText.outcomeBy, format: dash },
          outcomeAt: { label: businessText.outcomeAt, render: 'datetime' },
          outcomeNote: { label: businessText.outcomeNote, wide: true, format: dash },
        },
      },
    ],
  },
  form: {
    sections: [
      {
        title: '复查申请',
        fields: {
          companyName: { label: '单位名称', kind: 'text', required: true },
          address: { label: '单位地址', kind: 'text', required: true },
          originalWritNo: { label: '责令改正通知书文号', kind: 'text', required: true },
          rectifiedAt: { label: '申请复查日期', kind: 'date', required: true },
          applicant: { label: '申请人', kind: 'text', required: true },
          phone: { label: '联系电话', kind: 'text', required: true },
          hazards: { label: '整改项', kind: 'textarea', required: true, wide: true, placeholder: '每行一项' },
        },
      },
      {
        title: '送审',
        fields: {
          organId: { label: '受理单位', kind: 'organ', placeholder: '默认为本单位' },
          assigneeId: { label: `${businessText.receiver}（${businessText.receiverHint}）`, kind: 'custom', component: receiverInputFor(REINSPECTION_BUSI_TYPE), required: true },
        },
      },
    ],
    validator,
    defaults: { companyName: '', address: '', originalWritNo: '', hazards: '', rectifiedAt: '', applicant: '', phone: '', organId: '', assigneeId: '' },
    toValues: (row) => ({
      companyName: row.companyName,
      address: row.address,
      originalWritNo: row.originalWritNo,
      hazards: joinLines(row.hazards),
      rectifiedAt: formatTime(row.rectifiedAt, 'YYYY-MM-DD'),
      applicant: row.applicant,
      phone: row.phone,
      organId: row.organId,
      assigneeId: '',
    }),
    create: {
      document: AddReinspectionDocument,
      variables: (v: ReinspectionFormValues) => ({ input: { ...fields(v), assigneeId: v.assigneeId } }),
    },
    update: {
      document: UpdateReinspectionDocument,
      variables: (row, v: ReinspectionFormValues) => ({ input: { id: row.id, version: row.version, ...fields(v), assigneeId: v.assigneeId || null } }),
    },
  },
  actions: [
    { key: 'new', label: '复查申请登记', scope: 'toolbar', navigate: REINSPECTION_FORM },
    { key: 'view', label: '查看', scope: 'row', navigate: REINSPECTION_VIEW },
    { key: 'edit', label: '编辑', scope: 'row', navigate: REINSPECTION_FORM, visible: (row) => row.editable },
    { key: 'approval', label: APPROVAL_LABEL, scope: 'row', openRoute: { route: APPROVAL_ROUTE, query: (row) => ({ busiTypeCode: REINSPECTION_BUSI_TYPE, busiInstId: row.id }) } },
  ],
});
