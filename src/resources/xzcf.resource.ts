import { penaltyCaseEntity as meta } from '../graphql/generated/entities/penalty-case';
import { penaltyText as text } from '../messages/penalty';
import { entityResource } from './entity/entity-resource';
import { CausePicker, ReferralPicker } from './penalty-pickers';

export const PENALTY_CASE_ROUTE = 'xzcfDetail';

/** 行政处罚 (xzcf 3100): penalty cases of the unit and below; 立案 here, every later step on the case page (办理). */
export default entityResource(meta, {
  detailRoute: PENALTY_CASE_ROUTE,
  formRoutes: { create: 'xzcfAdd' },
  columns: [
    ['caseName', { width: 260 }], ['partyName', { width: 200 }], ['causeName', { width: 180 }], ['sourceText', { width: 100 }], ['status', { width: 100 }],
    ['penaltyKindText', { width: 110 }], ['fineAmount', { width: 120 }], ['decisionNumber', { width: 200 }], ['handlerName', { width: 90 }], ['organName', { width: 150 }], ['createdAt', { width: 170 }],
  ],
  filters: [{ name: 'keyword', label: '案件名称', kind: 'text' }, 'status', 'source', { name: 'organId', label: '承办单位', kind: 'organ' }],
  form: {
    sections: [
      {
        title: '立案',
        fields: [
          ['sourceTaskId', { kind: 'custom', component: ReferralPicker, wide: true }],
          'partyName', 'address',
          ['causeId', { kind: 'custom', component: CausePicker }], 'caseName',
          ['facts', { kind: 'textarea', wide: true }],
        ],
      },
    ],
    fromQuery: (params) => (params.get('sourceTaskId') ? { sourceTaskId: params.get('sourceTaskId') } : {}),
  },
  actions: [{ key: 'handle', label: text.handle, scope: 'row', navigate: PENALTY_CASE_ROUTE }],
  export: { url: '/api/fh/punish/export', fileName: '行政处罚.xlsx' },
});
