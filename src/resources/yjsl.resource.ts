import { findRouteByName } from '../catalogue';
import { ReturnHandoverDocument } from '../graphql/generated/graphql';
import { handoverEntity as meta } from '../graphql/generated/entities/handover';
import { eventHandoverText as text } from '../messages/events-handovers';
import { RETURN_FIELDS } from '../shared/dispatch-inputs';
import { entityResource } from './entity/entity-resource';
import { checkResultText, HANDOVER_ROUTES, handoverBrigades, taskStatusText } from './events-handovers-shared';

const buttons = findRouteByName('yjsl')!.buttons;

/**
 * 移交受理 (yjsl 2400): what the caller's unit sent (派出所, 街道) or received (大队). 受理 opens 生成任务, 退回 asks
 * for the reason; both only where the server's `allows` names them. The sender reads the task's state and result.
 */
export default entityResource(meta, {
  detailRoute: HANDOVER_ROUTES.view,
  formRoutes: { create: HANDOVER_ROUTES.add },
  columns: [
    ['unitName', { width: 180 }], ['hazard', { width: 240 }], ['foundDate', { width: 110 }], ['senderOrganName', { width: 180 }], ['receiverOrganName', { width: 180 }],
    ['status', { width: 90 }], ['taskStatus', { width: 100, format: taskStatusText }], ['checkResult', { width: 120, format: checkResultText }], ['createdAt', { width: 160 }],
  ],
  filters: [{ name: 'keyword', label: '单位/场所', kind: 'text' }, 'status'],
  detail: {
    sections: [
      { title: text.handoverSection, fields: ['unitName', 'address', ['hazard', { wide: true }], 'foundDate', 'senderOrganName', 'creatorName', 'receiverOrganName', 'createdAt'] },
      { title: text.outcomeSection, fields: ['status', ['returnReason', { wide: true }], ['taskStatus', { format: taskStatusText }], ['checkResult', { format: checkResultText }], 'checkDate', 'handledAt'] },
    ],
  },
  form: {
    sections: [
      {
        title: text.handoverSection,
        fields: [['receiverOrganId', { kind: 'select', optionsFrom: handoverBrigades }], 'unitName', ['address', { wide: true }], ['hazard', { kind: 'textarea', wide: true }], ['foundDate', { kind: 'date' }]],
      },
    ],
  },
  actions: [
    { key: 'new', label: text.handover, scope: 'toolbar', buttonId: buttons.handover, navigate: HANDOVER_ROUTES.add },
    { key: 'view', label: text.view, scope: 'row', allow: 'view', navigate: HANDOVER_ROUTES.view },
    { key: 'accept', label: text.acceptHandover, scope: 'row', allow: 'accept', navigate: HANDOVER_ROUTES.generate },
    {
      key: 'back', label: text.backHandover, scope: 'row', allow: 'back', danger: true, confirm: text.confirmBack,
      prompt: { label: text.backReason, required: true, maxLength: RETURN_FIELDS.reason.maxLength },
      document: ReturnHandoverDocument, variables: (rows, input) => ({ input: { id: rows[0].id, version: rows[0].version, reason: input.comment ?? '' } }),
    },
  ],
});
