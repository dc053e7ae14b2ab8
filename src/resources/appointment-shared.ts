/** The lists of 预约受理 (8200): one definition over the bookings, narrowed per matter (8220–8260). */
import { appointmentEntity as meta } from '../graphql/generated/entities/appointment';
import { appointmentText as text } from '../messages/appointments';
import { entityResource } from './entity/entity-resource';
import { UnitPicker } from './supervision-pickers';
import { TASK_DETAIL_ROUTE } from './supervision-shared';

export const APPOINTMENT_DETAIL_ROUTE = 'yyslXq';
export const APPOINTMENT_FORM_ROUTE = 'yyslAdd';
export const APPOINTMENT_HANDLE_ROUTE = 'yyslBl';

/** `kind` fixes the matter of a list (a filter the user does not see); without it, the pending queue. */
export function appointmentResource(routeName: string, kind?: string) {
  return entityResource(meta, {
    routeName,
    // One definition name per screen (the registry keeps names unique); the queue keeps the entity's.
    ...(kind ? { name: `appointment-${kind}` } : {}),
    detailRoute: kind ? undefined : APPOINTMENT_DETAIL_ROUTE,
    formRoutes: kind ? undefined : { create: APPOINTMENT_FORM_ROUTE, edit: APPOINTMENT_FORM_ROUTE },
    columns: [
      ['unitName', { width: 220 }], ['kind', { width: 100 }], ['channel', { width: 110 }], ['applicant', { width: 90 }], ['phone', { width: 130 }],
      ['preferredDate', { width: 110 }], ['status', { width: 100 }], ['appointedDate', { width: 110 }], ['handlerName', { width: 90 }], ['organName', { width: 150 }],
    ],
    filters: kind ? [{ name: 'keyword', label: '单位名称', kind: 'text', placeholder: text.keywordFilter }, 'status', 'channel'] : [{ name: 'keyword', label: '单位名称', kind: 'text', placeholder: text.keywordFilter }, 'kind', 'channel'],
    defaultFilters: kind ? { kind } : { status: 'pending' },
    detail: {
      sections: [
        { title: text.booking, fields: ['unitName', 'address', 'kindText', 'channelText', 'applicant', 'phone', 'preferredDate', 'createdAt', ['content', { wide: true }]] },
        { title: text.decision, fields: ['status', 'organName', 'appointedDate', 'handlerName', 'assistantName', 'handledAt', ['refuseReason', { wide: true }]] },
      ],
    },
    form: {
      sections: [
        {
          title: text.booking,
          fields: [
            ['companyId', { kind: 'custom', component: UnitPicker, wide: true }], 'kind', 'channel', 'applicant', 'phone',
            ['preferredDate', { kind: 'date' }], ['content', { kind: 'textarea', wide: true }],
          ],
        },
      ],
      defaults: { kind: kind ?? 'inspection', channel: 'offline' },
    },
    actions: [
      { key: 'view', label: text.view, scope: 'row', navigate: APPOINTMENT_DETAIL_ROUTE },
      { key: 'handle', label: text.handle, scope: 'row', allow: 'handle', navigate: APPOINTMENT_HANDLE_ROUTE },
      { key: 'task', label: text.viewTask, scope: 'row', allow: 'task', openRoute: { route: TASK_DETAIL_ROUTE, query: (row) => ({ id: String(row.taskId) }) } },
    ],
    ...(kind ? { without: ['new', 'edit', 'delete'] as const } : {}),
  });
}
