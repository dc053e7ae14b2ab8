import { findRouteByName } from '../catalogue';
import { CancelTrainingDocument, CloseTrainingDocument } from '../graphql/generated/graphql';
import { trainingSessionEntity as meta } from '../graphql/generated/entities/training-session';
import { trainingText as text } from '../messages/publicity';
import { entityResource } from './entity/entity-resource';
import { MediaField, UnitsPicker } from './publicity-pickers';

const buttons = findRouteByName('pxrw')!.buttons;
const key = (row: { id: string; version: number }) => ({ id: row.id, version: row.version });

/**
 * 培训任务 (pxrw 8400): a brigade's training sessions for units of the library; 培训登记 (pxrwDj) records each unit's
 * attendance, 办结 and 取消 run here. The row's moves come from the server's `allows`.
 */
export default entityResource(meta, {
  detailRoute: 'pxrwXq',
  formRoutes: { create: 'pxrwAdd', edit: 'pxrwAdd' },
  columns: [
    ['topic', { width: 220 }], ['trainingDate', { width: 110 }], ['startTime', { width: 90 }], ['place', { width: 200 }], ['unitsText', { width: 220 }],
    ['attendeeTotal', { width: 90 }], ['status', { width: 90 }], ['organName', { width: 150 }],
  ],
  filters: [{ name: 'topic', label: '培训主题', kind: 'text', placeholder: text.topicFilter }, 'status', { name: 'organId', label: '组织单位', kind: 'organ' }],
  detail: {
    sections: [
      { title: text.session, fields: ['topic', 'trainingDate', 'startTime', 'place', 'organName', 'statusText', ['unitsText', { wide: true }], ['content', { wide: true }]] },
      {
        title: text.outcome,
        fields: [
          'attendeeTotal', 'heldAt', 'closedAt', ['cancelReason', { wide: true }],
          ['materials', { wide: true, format: (v) => (Array.isArray(v) ? v.map((m: { fileName: string }) => m.fileName).join('、') : '') }],
        ],
      },
    ],
  },
  form: {
    sections: [
      {
        title: text.session,
        fields: [
          ['topic', { wide: true }], ['trainingDate', { kind: 'date' }], 'startTime', ['place', { wide: true }],
          ['unitIds', { kind: 'custom', component: UnitsPicker, wide: true }], ['content', { kind: 'textarea', wide: true }],
          ['materialIds', { kind: 'custom', component: MediaField, wide: true }],
        ],
      },
    ],
    defaults: { startTime: '09:00', unitIds: [], materialIds: [] },
  },
  actions: [
    { key: 'view', label: text.view, scope: 'row', navigate: 'pxrwXq' },
    { key: 'hold', label: text.hold, scope: 'row', allow: 'hold', buttonId: buttons.hold, navigate: 'pxrwDj' },
    { key: 'close', label: text.close, scope: 'row', allow: 'close', buttonId: buttons.close, confirm: text.closeConfirm, document: CloseTrainingDocument, variables: ([row]) => ({ input: key(row) }) },
    {
      key: 'cancel', label: text.cancel, scope: 'row', allow: 'cancel', buttonId: buttons.cancel, danger: true, prompt: { label: text.cancelReason, required: true, maxLength: 500 },
      document: CancelTrainingDocument, variables: ([row], input) => ({ input: { ...key(row), cancelReason: input.comment ?? '' } }),
    },
  ],
});
