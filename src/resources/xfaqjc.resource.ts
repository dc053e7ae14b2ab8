import { AcceptSupervisionTaskDocument, CloseSupervisionTaskDocument, SupervisionTaskChainDocument, type SupervisionTaskChainQuery } from '../graphql/generated/graphql';
import { supervisionTaskEntity as meta } from '../graphql/generated/entities/supervision-task';
import { findRouteByName } from '../catalogue';
import { drawText } from '../messages/campaign';
import { supervisionText as text } from '../messages/supervision';
import { entityResource } from './entity/entity-resource';
import { OfficerSelect, UnitPicker } from './supervision-pickers';
import { CHECK_RECORD_ROUTE, DEADLINE_NOTICE_ROUTE, hazardsText, itemsText, overdueTone, TASK_DETAIL_ROUTE } from './supervision-shared';
import { taskDetailLinks, taskRecordAction } from './inspection-record-links';

/** 消防安全检查 (xfaqjc 1030): inspection tasks of the brigade and below; the row's moves come from the server's `allows`. */
export default entityResource(meta, {
  detailRoute: TASK_DETAIL_ROUTE,
  formRoutes: { create: 'xfaqjcAdd', edit: 'xfaqjcAdd' },
  columns: [
    ['unitName', { width: 220 }], ['taskClassificationText', { width: 110 }], ['categoryText', { width: 100 }], ['sourceText', { width: 110 }],
    ['agentName', { width: 90 }], ['assistantHandlerName', { width: 90 }], ['status', { width: 90 }], ['endDate', { width: 110, tone: overdueTone }],
    ['checkDate', { width: 110 }], ['checkResult', { width: 120 }], ['organName', { width: 150 }],
  ],
  filters: [{ name: 'keyword', label: '单位名称', kind: 'text' }, 'status', 'source', 'taskClassification', 'checkResult', 'overdue', { name: 'organId', label: '承办单位', kind: 'organ' }],
  detail: {
    sections: [
      {
        title: '检查任务',
        fields: ['unitName', 'address', 'categoryText', 'taskClassificationText', 'sourceText', 'organName', 'agentName', 'assistantHandlerName', 'status', 'endDate', 'overdue', ['remark', { wide: true }]],
      },
      {
        title: '检查记录',
        fields: [
          'checkDate', 'checkResult', 'unitSigner', 'unitSignedAt', 'agentSignedAt', 'assistantSignedAt',
          ['checkItems', { wide: true, format: itemsText }], ['hazards', { wide: true, format: hazardsText }], ['checkRemark', { wide: true }],
          'immediateNoticeNumber', 'deadlineNoticeNumber', 'rectifyDeadline',
        ],
      },
    ],
    related: [
      {
        title: '任务链',
        document: SupervisionTaskChainDocument,
        variables: (parent: { id: string }) => ({ id: parent.id }),
        select: (data: SupervisionTaskChainQuery) => ({ records: data.supervisionTaskChain, total: data.supervisionTaskChain?.length ?? 0 }),
        columns: { at: { title: '时间', render: 'datetime', width: 170 }, title: { title: '事项', width: 180 }, detail: { title: '说明' } },
        rowKey: 'id',
      },
    ],
    links: taskDetailLinks(),
  },
  form: {
    sections: [
      {
        title: '检查任务',
        fields: [
          ['companyId', { kind: 'custom', component: UnitPicker, wide: true }],
          'taskClassification', 'source',
          ['agentId', { kind: 'custom', component: OfficerSelect }], ['assistantHandlerId', { kind: 'custom', component: OfficerSelect }],
          ['endDate', { kind: 'text', placeholder: 'YYYY-MM-DD' }], ['remark', { kind: 'textarea', wide: true }],
        ],
      },
    ],
    defaults: { taskClassification: 'inspection', source: 'plan' },
  },
  actions: [
    { key: 'draw', label: drawText.open, scope: 'toolbar', buttonId: findRouteByName('xfaqjc')!.buttons.draw, navigate: 'xfaqjcDraw' },
    { key: 'view', label: text.view, scope: 'row', navigate: TASK_DETAIL_ROUTE },
    { key: 'accept', label: text.accept, scope: 'row', allow: 'accept', confirm: text.confirmAccept, document: AcceptSupervisionTaskDocument, variables: (rows) => ({ input: { id: rows[0].id, version: rows[0].version } }) },
    { key: 'record', label: text.record, scope: 'row', allow: 'record', navigate: CHECK_RECORD_ROUTE },
    { key: 'deadlineNotice', label: text.deadlineNotice, scope: 'row', allow: 'issueDeadlineNotice', openRoute: { route: DEADLINE_NOTICE_ROUTE, query: (row) => ({ id: row.id }) } },
    taskRecordAction(),
    { key: 'close', label: text.close, scope: 'row', allow: 'close', confirm: text.confirmClose, document: CloseSupervisionTaskDocument, variables: (rows) => ({ input: { id: rows[0].id, version: rows[0].version } }) },
  ],
  export: { url: '/api/supervision/export', fileName: '监督检查任务.xlsx' },
});
