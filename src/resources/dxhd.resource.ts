import { findRouteByName } from '../catalogue';
import { largeEventEntity as meta } from '../graphql/generated/entities/large-event';
import { eventHandoverText as text } from '../messages/events-handovers';
import { entityResource } from './entity/entity-resource';
import { checkResultText, EVENT_ROUTES, eventBrigades, taskStatusText } from './events-handovers-shared';
import { UnitPicker } from './supervision-pickers';

const buttons = findRouteByName('dxhd')!.buttons;

/** 大型活动检查 (dxhd 1060): 登记, then 办理 (受理, the check before the event, 办结) and 修改检查记录 from the server's `allows`. */
export default entityResource(meta, {
  detailRoute: EVENT_ROUTES.view,
  alsoDetailRoutes: ['dxAccepted'],
  formRoutes: { create: EVENT_ROUTES.register, edit: EVENT_ROUTES.register },
  columns: [
    ['name', { width: 200 }], ['organiser', { width: 170 }], ['place', { width: 150 }], ['startAt', { width: 160 }], ['attendance', { width: 90 }],
    ['status', { width: 100 }], ['taskStatus', { width: 100, format: taskStatusText }], ['checkResult', { width: 120, format: checkResultText }], ['organName', { width: 170 }],
  ],
  filters: [{ name: 'keyword', label: '活动名称', kind: 'text' }, 'status', { name: 'organId', label: '承办大队', kind: 'organ' }],
  detail: {
    sections: [
      { title: text.eventSection, fields: ['name', 'organiser', 'organName', 'companyName', 'place', 'address', 'startAt', 'endAt', 'attendance', 'status', 'registrantName', 'createdAt'] },
      { title: text.contactSection, fields: ['contactPerson', 'contactPhone', ['safetyPlan', { wide: true }]] },
      {
        title: text.checkSection,
        fields: [['taskStatus', { format: taskStatusText }], ['checkResult', { format: checkResultText }], 'immediateNoticeNumber', 'deadlineNoticeNumber', 'acceptedAt', 'concludedAt'],
      },
    ],
  },
  form: {
    sections: [
      {
        title: text.eventSection,
        fields: [
          ['name', { wide: true }], 'organiser', ['organId', { kind: 'select', optionsFrom: eventBrigades }],
          ['companyId', { kind: 'custom', component: UnitPicker, wide: true }], 'place', 'address', 'startAt', 'endAt', 'attendance',
        ],
      },
      { title: text.contactSection, fields: ['contactPerson', 'contactPhone', ['safetyPlan', { kind: 'textarea', wide: true }]] },
    ],
  },
  actions: [
    { key: 'new', label: text.register, scope: 'toolbar', buttonId: buttons.register, navigate: EVENT_ROUTES.register },
    { key: 'view', label: text.view, scope: 'row', allow: 'view', navigate: EVENT_ROUTES.view },
    { key: 'handle', label: text.handle, scope: 'row', allow: 'handle', navigate: EVENT_ROUTES.handle },
    { key: 'editRecord', label: text.editRecord, scope: 'row', allow: 'editRecord', openRoute: { route: EVENT_ROUTES.editRecord, query: (row) => ({ id: row.taskId ?? '' }) } },
  ],
});
