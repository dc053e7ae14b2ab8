import { SEAL_MAX_DAYS } from '../constants/seal-ups';
import { sealUpEntity as meta } from '../graphql/generated/entities/seal-up';
import { sealUpText as text } from '../messages/seal-ups';
import { entityResource } from './entity/entity-resource';
import { HazardTaskPicker } from './seal-up-pickers';
import { UnitPicker } from './supervision-pickers';

export const SEAL_UP_ROUTE = 'xzqzcsDetail';

/** 行政强制措施 (xzqzcs 3200): sealings of the unit and below; 登记 and 编辑 here, every later move on its page (办理). */
export default entityResource(meta, {
  detailRoute: SEAL_UP_ROUTE,
  formRoutes: { create: 'xzqzcsAdd', edit: 'xzqzcsAdd' },
  columns: [
    ['partyName', { width: 220 }], ['places', { width: 200 }], ['periodDays', { width: 110 }], ['status', { width: 100 }], ['sourceText', { width: 100 }],
    ['decisionNumber', { width: 180 }], ['sealedOn', { width: 110 }], ['expiresOn', { width: 120 }], ['liftNumber', { width: 180 }], ['handlerName', { width: 90 }],
    ['organName', { width: 150 }], ['createdAt', { width: 170 }],
  ],
  filters: [{ name: 'keyword', label: '当事人', kind: 'text' }, 'status', 'source', { name: 'organId', label: '承办单位', kind: 'organ' }],
  form: {
    sections: [
      {
        title: '登记临时查封',
        fields: [
          ['sourceTaskId', { kind: 'custom', component: HazardTaskPicker, wide: true }],
          ['companyId', { kind: 'custom', component: UnitPicker, wide: true }],
          ['hazard', { kind: 'textarea', wide: true }],
          ['places', { wide: true }],
          'periodDays',
        ],
      },
    ],
    defaults: { periodDays: SEAL_MAX_DAYS },
    fromQuery: (params) => (params.get('sourceTaskId') ? { sourceTaskId: params.get('sourceTaskId') } : {}),
  },
  actions: [{ key: 'handle', label: text.handle, scope: 'row', navigate: SEAL_UP_ROUTE }],
  export: { url: '/api/fh/sealUp/export', fileName: '临时查封.xlsx' },
});
