import { complaintEntity as meta } from '../graphql/generated/entities/complaint';
import { complaintText as text } from '../messages/complaints';
import { entityResource } from './entity/entity-resource';
import { COMPLAINT_VIEW_ROUTE, complaintColumns, complaintDetail, complaintForm } from './complaint-shared';

/**
 * 投诉受理 (tssl 8300): complaints and reports registered by the intake staff, 预处理 (forward or reject), 回复 and
 * the complainant's 评价; the row's moves come from the server's `allows`. 新增 opens 投诉登记 (tsslAdd).
 */
export default entityResource(meta, {
  detailRoute: COMPLAINT_VIEW_ROUTE,
  alsoDetailRoutes: ['xfNotDeal', 'notDealwith'],
  formRoutes: { create: 'tsslAdd', edit: 'tsslAdd' },
  columns: complaintColumns,
  filters: [{ name: 'keyword', label: '关键词', kind: 'text', placeholder: text.filter }, 'status', 'kind', 'channel', 'category', { range: ['receivedFrom', 'receivedTo'], label: '受理时间' }, { name: 'organId', label: '承办单位', kind: 'organ' }],
  detail: complaintDetail,
  form: complaintForm,
  actions: [
    { key: 'view', label: text.view, scope: 'row', navigate: COMPLAINT_VIEW_ROUTE },
    // Only a complaint not yet pre-handled is corrected (the detail's 编辑 follows the same decision).
    { key: 'edit', label: text.edit, scope: 'row', allow: 'edit', navigate: 'tsslAdd' },
    { key: 'preHandle', label: text.preHandle, scope: 'row', allow: 'preHandle', navigate: 'beforehandler' },
    { key: 'reply', label: text.reply, scope: 'row', allow: 'reply', navigate: 'reportProessing' },
    { key: 'review', label: text.review, scope: 'row', allow: 'review', navigate: 'reportProessing' },
  ],
});
