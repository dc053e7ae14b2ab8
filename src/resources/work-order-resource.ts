/**
 * The screen of one kind of work order (工单): one definition for the five menus, each over its own entity
 * meta (their rows are alike: the police kind's fragment types them). Row actions come from the server's `allows`; 下发 and 办理 are the entity's add and update forms;
 * 转发社区 (the street's screen alone has the button) opens its own page.
 */
import { findRouteByName } from '../catalogue';
import { CloseWorkOrderDocument, ReceiveWorkOrderDocument, ReplyWorkOrderDocument, SendBackWorkOrderDocument, type PoliceWorkOrderRowFragment, type QueryInput_WorkOrderReceivers_Kind } from '../graphql/generated/graphql';
import { workOrderText as text } from '../messages/work-orders';
import { workOrderHandleProblems } from '../shared/work-order-rules';
import { entityResource } from './entity/entity-resource';
import type { EntityMeta } from './entity/meta';
import { overdueTone } from './user-tasks';
import { UnitPicker } from './supervision-pickers';
import { receiverPicker } from './work-order-pickers';

const key = (rows: { id: string; version: number }[], note?: string) => ({ input: { id: rows[0].id, version: rows[0].version, ...(note ? { note } : {}) } });

export function workOrderResource<TPage, VPage, Row extends PoliceWorkOrderRowFragment, TDetail, VDetail, DRow extends PoliceWorkOrderRowFragment>(
  meta: EntityMeta<TPage, VPage, Row, TDetail, VDetail, DRow>,
  kind: QueryInput_WorkOrderReceivers_Kind,
) {
  const route = meta.route;
  const buttons = findRouteByName(route)!.buttons;
  return entityResource(meta, {
    detailRoute: `${route}Detail`,
    formRoutes: { create: `${route}Add`, edit: `${route}Handle` },
    columns: [
      ['title', { width: 220 }], ['receiverName', { width: 200 }], ['issuerOrganName', { width: 180 }], ['status', { width: 90 }],
      ['dueDate', { width: 110, tone: overdueTone }], ['companyName', { width: 180 }],
      ['checkResult', { width: 90 }], ['createdAt', { width: 170 }],
    ],
    filters: [{ name: 'keyword', label: text.keyword, kind: 'text' }, 'status', { range: ['createdFrom', 'createdTo'], label: text.issuedAt }],
    detail: {
      sections: [
        { title: text.sectionOrder, fields: ['title', 'issuerOrganName', 'issuerUserName', 'receiverName', 'companyName', 'dueDate', 'status', 'createdAt', ['content', { wide: true }]] },
        ...(buttons.forward ? [{ title: text.sectionForward, fields: ['forwardedToName' as const, 'forwardedStatusText' as const] }] : []),
        { title: text.sectionHandle, fields: ['checkResult', 'hazardCount', 'handlerName', 'handledAt', 'returnedAt', ['report', { wide: true }]] },
        { title: text.sectionReview, fields: ['closedAt', ['reviewNote', { wide: true }]] },
      ],
    },
    form: {
      sections: [
        {
          title: text.sectionOrder,
          fields: [
            ['receiverIds', { kind: 'custom', component: receiverPicker(kind), wide: true, required: true }],
            ['title', { wide: true }], ['content', { kind: 'textarea', wide: true }],
            ['companyId', { kind: 'custom', component: UnitPicker, wide: true, createOnly: true }], ['dueDate', { kind: 'date' }],
          ],
        },
        {
          title: text.sectionHandle,
          fields: [
            ['checkResult', { editOnly: true, required: true }], ['hazardCount', { editOnly: true }],
            ['report', { kind: 'textarea', wide: true, editOnly: true, required: true, placeholder: text.reportPlaceholder }],
          ],
        },
      ],
      defaults: { receiverIds: [], hazardCount: 0 },
      extraRules: (input, mode): Record<string, string> => (mode === 'edit' ? workOrderHandleProblems(input) : {}),
    },
    actions: [
      { key: 'new', label: text.issue, scope: 'toolbar', buttonId: buttons.issue, navigate: `${route}Add` },
      { key: 'view', label: text.view, scope: 'row', buttonId: buttons.view, navigate: `${route}Detail` },
      { key: 'receive', label: text.receive, scope: 'row', allow: 'receive', confirm: text.confirmReceive, document: ReceiveWorkOrderDocument, variables: (rows) => key(rows) },
      { key: 'edit', label: text.handle, scope: 'row', buttonId: buttons.handle, allow: 'edit', navigate: `${route}Handle` },
      ...(buttons.forward ? [{ key: 'forward', label: text.forward, scope: 'row' as const, buttonId: buttons.forward, allow: 'forward', navigate: `${route}Forward` }] : []),
      { key: 'reply', label: text.reply, scope: 'row', allow: 'reply', confirm: text.confirmReply, document: ReplyWorkOrderDocument, variables: (rows) => key(rows) },
      { key: 'close', label: text.close, scope: 'row', allow: 'close', prompt: { label: text.closeNote, maxLength: 500 }, document: CloseWorkOrderDocument, variables: (rows, input) => key(rows, input.comment) },
      { key: 'sendBack', label: text.sendBack, scope: 'row', allow: 'sendBack', danger: true, prompt: { label: text.sendBackNote, required: true, maxLength: 500 }, document: SendBackWorkOrderDocument, variables: (rows, input) => key(rows, input.comment) },
    ],
  });
}
