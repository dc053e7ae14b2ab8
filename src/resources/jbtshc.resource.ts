import { complaintCheckEntity as meta } from '../graphql/generated/entities/complaint-check';
import { complaintText as text } from '../messages/complaints';
import { entityResource } from './entity/entity-resource';
import { complaintColumns, complaintDetail, complaintForm } from './complaint-shared';

/**
 * 举报投诉核查 (jbtshc 1050): the complaints forwarded to the brigade; 新建核查 enters one directly, 发送核查 dispatches
 * an inspection task (two officers, due date), 核查记录 records a finding without one. Moves from `allows`.
 */
export default entityResource(meta, {
  detailRoute: 'jbtshcDetail',
  formRoutes: { create: 'jbtshcAdd' },
  columns: complaintColumns,
  filters: [{ name: 'keyword', label: '关键词', kind: 'text', placeholder: text.filter }, 'status', 'category', { range: ['receivedFrom', 'receivedTo'], label: '受理时间' }],
  detail: complaintDetail,
  form: complaintForm,
  actions: [
    { key: 'view', label: text.view, scope: 'row', navigate: 'jbtshcDetail' },
    { key: 'send', label: text.send, scope: 'row', allow: 'send', navigate: 'jbtshcSend' },
    { key: 'verify', label: text.verify, scope: 'row', allow: 'verify', navigate: 'jbtshcRecord' },
  ],
});
