/**
 * The screen of one kind of 火灾防控任务 (防控工单 1100, 防控指导 1200, 防控宣传 1300): one definition for the
 * three menus, each over its own entity meta (their rows are alike: the 工单 fragment types them). Row actions
 * come from the server's `allows`; 新建任务 and 修改 are the entity's add and update forms.
 */
import { findRouteByName } from '../catalogue';
import {
  ApproveFirePreventionDocument, FirePreventionTaskPageDocument, SendBackFirePreventionDocument, SubmitFirePreventionDocument,
  type FirePreventionOrderRowFragment,
} from '../graphql/generated/graphql';
import { firePreventionText as text } from '../messages/fire-prevention';
import { entityResource } from './entity/entity-resource';
import type { EntityMeta } from './entity/meta';
import { ReceiverPicker } from './fire-prevention-pickers';
import { relatedList } from './types';

type Progress = { total: number; done: number; overdue: number };
export const progressText = (value: unknown) => (value ? text.progress(value as Progress) : '');
const key = (rows: { id: string; version: number }[], note?: string) => ({ input: { id: rows[0].id, version: rows[0].version, ...(note ? { note } : {}) } });

/** The order's receivers and how far each is (任务详情 and 任务查看). */
export const orderParts = relatedList({
  title: text.partsTitle,
  document: FirePreventionTaskPageDocument,
  variables: (order: { id: string }, page) => ({ input: { ...page, orderId: order.id } }),
  select: (data) => data.firePreventionTaskPage,
  rowKey: 'id',
  columns: {
    receiverName: { title: '接收单位' },
    statusText: { title: '完成状态', width: 90 },
    overdue: { title: '是否逾期', render: 'boolean', width: 90 },
    doneByName: { title: '完成人', width: 90 },
    doneAt: { title: '完成时间', render: 'datetime', width: 170 },
    report: { title: '完成情况' },
  },
});

export function firePreventionOrderResource<TPage, VPage, Row extends FirePreventionOrderRowFragment, TDetail, VDetail, DRow extends FirePreventionOrderRowFragment>(
  meta: EntityMeta<TPage, VPage, Row, TDetail, VDetail, DRow>,
) {
  const route = meta.route;
  const buttons = findRouteByName(route)!.buttons;
  return entityResource(meta, {
    detailRoute: `${route}View`,
    formRoutes: { create: `${route}Add`, edit: `${route}Add` },
    columns: [
      ['title', { width: 220 }], ['receiverNames', { width: 240 }], ['startDate', { width: 110 }], ['endDate', { width: 110 }], ['status', { width: 90 }],
      ['progress', { width: 120, format: progressText }], ['issuerOrganName', { width: 180 }], ['createdAt', { width: 170 }],
    ],
    filters: [{ name: 'keyword', label: text.keyword, kind: 'text' }, 'status', { range: ['createdFrom', 'createdTo'], label: text.createdAt }],
    detail: {
      sections: [
        { title: text.sectionOrder, fields: ['title', 'kindText', 'issuerOrganName', 'issuerUserName', 'startDate', 'endDate', 'status', 'createdAt', ['receiverNames', { wide: true }], ['content', { wide: true }]] },
        { title: text.sectionApproval, fields: ['submittedAt', 'approverName', 'approvedAt', ['approvalNote', { wide: true }], ['progress', { label: text.sectionProgress, format: progressText }]] },
      ],
      related: [orderParts],
    },
    form: {
      sections: [
        {
          title: text.sectionOrder,
          fields: [
            ['title', { wide: true }], ['startDate', { kind: 'date' }], ['endDate', { kind: 'date' }],
            ['receiverOrganIds', { kind: 'custom', component: ReceiverPicker, wide: true, required: true }],
            ['content', { kind: 'textarea', wide: true }],
          ],
        },
      ],
      defaults: { receiverOrganIds: [] },
    },
    actions: [
      { key: 'new', label: text.newTask, scope: 'toolbar', buttonId: buttons.new, navigate: `${route}Add` },
      { key: 'view', label: text.view, scope: 'row', buttonId: buttons.view, navigate: `${route}View` },
      { key: 'edit', label: text.edit, scope: 'row', buttonId: buttons.new, allow: 'edit', navigate: `${route}Add` },
      { key: 'submit', label: text.submit, scope: 'row', buttonId: buttons.submit, allow: 'submit', confirm: text.confirmSubmit, document: SubmitFirePreventionDocument, variables: (rows) => key(rows) },
      { key: 'approve', label: text.approve, scope: 'row', buttonId: buttons.approve, allow: 'approve', prompt: { label: text.approveNote, maxLength: 500 }, document: ApproveFirePreventionDocument, variables: (rows, input) => key(rows, input.comment) },
      { key: 'sendBack', label: text.sendBack, scope: 'row', buttonId: buttons.approve, allow: 'sendBack', danger: true, prompt: { label: text.sendBackNote, required: true, maxLength: 500 }, document: SendBackFirePreventionDocument, variables: (rows, input) => key(rows, input.comment) },
    ],
  });
}
