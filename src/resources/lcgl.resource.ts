import { FLOW_STATUS_COLORS, FLOW_STATUS_NAMES, type FlowDefinitionStatus } from '../constants/flow-labels';
import {
  DisableFlowDefinitionsDocument,
  EnableFlowDefinitionsDocument,
  FlowDefinitionPageDocument,
  RemoveFlowDefinitionsDocument,
  type QueryInput_FlowDefinitionPage_Input_Status as StatusInput,
} from '../graphql/generated/graphql';
import { defineResource, type FilterValues, type Option } from './types';

export const FLOW_STATUS_OPTIONS: readonly Option[] = (Object.keys(FLOW_STATUS_NAMES) as FlowDefinitionStatus[]).map((value) => ({
  value,
  label: FLOW_STATUS_NAMES[value],
  color: FLOW_STATUS_COLORS[value],
}));

const text = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const ids = (rows: { id: string }[]) => ({ input: { ids: rows.map((r) => r.id) } });

/**
 * 流程定义 (lcgl 11002): the approval flows' definitions. Its pages are screens of their own
 * (src/screens/system/lcgl): spbz 审批步骤 creates and edits a definition beside its live diagram, glws
 * 关联文书 and glyw 关联业务 choose its paperwork and linked business. The spec gives lcgl no button ids, so
 * every action follows the menu (as the server does).
 */
export default defineResource({
  name: 'flowDefinition',
  title: '流程定义',
  routeName: 'lcgl',
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
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', navigate: 'spbz' },
    { key: 'edit', label: '编辑', scope: 'row', navigate: 'spbz' },
    { key: 'paperwork', label: '关联文书', scope: 'row', navigate: 'glws' },
    { key: 'business', label: '关联业务', scope: 'row', navigate: 'glyw' },
    { key: 'enable', label: '启用', scope: 'row', confirm: '确定启用该流程吗?', document: EnableFlowDefinitionsDocument, variables: (rows) => ids(rows), allow: 'enable' },
    { key: 'disable', label: '停用', scope: 'row', confirm: '确定停用该流程吗?', danger: true, document: DisableFlowDefinitionsDocument, variables: (rows) => ids(rows), allow: 'disable' },
    {
      key: 'delete',
      label: '删除',
      scope: 'row',
      confirm: true,
      danger: true,
      document: RemoveFlowDefinitionsDocument,
      variables: (rows) => ids(rows),
      // An enabled flow is disabled first: the server allows removing the others only.
      allow: 'delete',
    },
    { key: 'bulkEnable', label: '批量启用', scope: 'bulk', confirm: '确定启用选中的流程吗?', document: EnableFlowDefinitionsDocument, variables: (rows) => ids(rows) },
    { key: 'bulkDisable', label: '批量停用', scope: 'bulk', confirm: '确定停用选中的流程吗?', document: DisableFlowDefinitionsDocument, variables: (rows) => ids(rows) },
  ],
});
