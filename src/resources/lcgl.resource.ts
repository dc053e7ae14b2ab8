import { flowDefinitionEntity as meta } from '../graphql/generated/entities/flow-definition';
import { entityResource } from './entity/entity-resource';

const ids = (rows: { id: string }[]) => ({ input: { ids: rows.map((r) => r.id) } });
const { enable, disable, remove } = meta.operations;

/**
 * 流程定义 (lcgl 11002): the approval flows' definitions. Its pages are screens of their own
 * (src/screens/system/lcgl): spbz 审批步骤 creates and edits a definition beside its live diagram, glws
 * 关联文书 and glyw 关联业务 choose its paperwork and linked business. The spec gives lcgl no button ids, so
 * every action follows the menu (as the server does); the row's actions are the server's `allows`.
 */
export default entityResource(meta, {
  formRoutes: { create: 'spbz', edit: 'spbz' },
  columns: [
    ['busiTypeName', { width: 130 }],
    ['name', { width: 200 }],
    ['version', { format: (value) => `V${String(value)}`, width: 70 }],
    ['status', { width: 80 }],
    ['stepCount', { width: 80 }],
    'stepsText',
    'updatedAt',
  ],
  filters: [{ name: 'busiTypeCode', label: '业务类型', kind: 'dict', dictType: 'busiType' }, 'name', 'status'],
  actions: [
    { key: 'paperwork', label: '关联文书', scope: 'row', navigate: 'glws', allow: 'paperwork' },
    { key: 'business', label: '关联业务', scope: 'row', navigate: 'glyw', allow: 'business' },
    { key: 'enable', label: '启用', scope: 'row', confirm: '确定启用该流程吗?', document: enable!.document, variables: ids, allow: 'enable' },
    { key: 'disable', label: '停用', scope: 'row', confirm: '确定停用该流程吗?', danger: true, document: disable!.document, variables: ids, allow: 'disable' },
    // An enabled flow is disabled first: the server allows removing the others only.
    { key: 'delete', label: '删除', scope: 'row', confirm: true, danger: true, document: remove!.document, variables: ids, allow: 'delete' },
    { key: 'bulkEnable', label: '批量启用', scope: 'bulk', confirm: '确定启用选中的流程吗?', document: enable!.document, variables: ids },
    { key: 'bulkDisable', label: '批量停用', scope: 'bulk', confirm: '确定停用选中的流程吗?', document: disable!.document, variables: ids },
  ],
});
