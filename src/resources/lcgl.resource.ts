import { FLOW_STATUS_NAMES, type FlowDefinitionStatus } from '../constants/flow-labels';
import {
  DisableFlowDefinitionsDocument,
  EnableFlowDefinitionsDocument,
  FlowDefinitionDetailDocument,
  FlowDefinitionPageDocument,
  type QueryInput_FlowDefinitionPage_Input_Status as StatusInput,
} from '../graphql/generated/graphql';
import { defineResource, type FilterValues, type Option } from './types';

const STATUS_COLORS: Record<FlowDefinitionStatus, string> = { draft: 'orange', enabled: 'green', disabled: 'gray' };
export const FLOW_STATUS_OPTIONS: readonly Option[] = (Object.keys(FLOW_STATUS_NAMES) as FlowDefinitionStatus[]).map((value) => ({
  value,
  label: FLOW_STATUS_NAMES[value],
  color: STATUS_COLORS[value],
}));

interface StepView {
  name: string;
  receiverText: string;
  actionNames: readonly (string | null)[];
  timeLimitHours: number | null;
}

/** ①大队承办人（大队级单位；同意、转办；24小时）→ ②… */
const stepsText = (value: unknown) =>
  Array.isArray(value)
    ? (value as (StepView | null)[])
        .filter((step): step is StepView => !!step)
        .map((step, index) => {
          const parts = [step.receiverText, step.actionNames.filter(Boolean).join('、'), step.timeLimitHours ? `${step.timeLimitHours}小时` : ''].filter(Boolean);
          return `${String.fromCodePoint(0x2460 + index)}${step.name}（${parts.join('；')}）`;
        })
        .join(' → ')
    : '';
const listText = (value: unknown) => (Array.isArray(value) && value.length ? value.filter(Boolean).join('、') : '无');
const text = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const ids = (rows: { id: string }[]) => ({ input: { ids: rows.map((r) => r.id) } });

/**
 * 流程定义 (lcgl 11002): the approval flows' definitions, read-only until the flow editor (glws 关联文书,
 * spbz 审批步骤, glyw 关联业务) is built; until then those three pages show the definition. The spec gives
 * lcgl no button ids, so every action follows the menu (as the server does).
 */
export default defineResource({
  name: 'flowDefinition',
  title: '流程定义',
  routeName: 'lcgl',
  detailRoute: 'spbz',
  alsoDetailRoutes: ['glws', 'glyw'],
  rowKey: 'id',
  list: {
    document: FlowDefinitionPageDocument,
    variables: ({ current, size, filters }) => ({
      input: { current, size, busiTypeCode: text(filters, 'busiTypeCode'), name: text(filters, 'name'), status: text(filters, 'status') as StatusInput | undefined },
    }),
    select: (data) => data.flowDefinitionPage,
    columns: {
      busiTypeName: { title: '业务类型', width: 130 },
      name: { title: '流程名称', width: 200 },
      version: { title: '版本', format: (value) => `V${String(value)}`, width: 70 },
      status: { title: '状态', render: 'status', options: FLOW_STATUS_OPTIONS, width: 80 },
      stepCount: { title: '步骤数', width: 80 },
      stepsText: { title: '审批步骤' },
      updatedAt: { title: '修改时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'busiTypeCode', label: '业务类型', kind: 'dict', dictType: 'busiType' },
      { name: 'name', label: '流程名称', kind: 'text' },
      { name: 'status', label: '状态', kind: 'select', options: FLOW_STATUS_OPTIONS },
    ],
  },
  detail: {
    document: FlowDefinitionDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.flowDefinitionDetail,
    sections: [
      {
        title: '流程信息',
        fields: {
          busiTypeName: '业务类型',
          name: '流程名称',
          version: { label: '版本', format: (value) => `V${String(value)}` },
          status: { label: '状态', render: 'status', options: FLOW_STATUS_OPTIONS },
          creator: '创建人',
          updatedAt: { label: '修改时间', render: 'datetime' },
          remark: { label: '备注', wide: true },
        },
      },
      {
        title: '步骤明细',
        fields: {
          stepCount: '步骤数',
          steps: { label: '步骤', wide: true, format: stepsText },
        },
      },
      {
        title: '关联设置',
        fields: {
          paperwork: { label: '关联文书', format: listText },
          linkedBusiness: { label: '关联业务', format: listText },
        },
      },
    ],
  },
  actions: [
    { key: 'view', label: '查看', scope: 'row', navigate: 'spbz' },
    { key: 'enable', label: '启用', scope: 'row', confirm: '确定启用该流程吗?', document: EnableFlowDefinitionsDocument, variables: (rows) => ids(rows), visible: (row) => row.status !== 'enabled' },
    { key: 'disable', label: '停用', scope: 'row', confirm: '确定停用该流程吗?', danger: true, document: DisableFlowDefinitionsDocument, variables: (rows) => ids(rows), visible: (row) => row.status === 'enabled' },
    { key: 'bulkEnable', label: '批量启用', scope: 'bulk', confirm: '确定启用选中的流程吗?', document: EnableFlowDefinitionsDocument, variables: (rows) => ids(rows) },
    { key: 'bulkDisable', label: '批量停用', scope: 'bulk', confirm: '确定停用选中的流程吗?', document: DisableFlowDefinitionsDocument, variables: (rows) => ids(rows) },
  ],
});
