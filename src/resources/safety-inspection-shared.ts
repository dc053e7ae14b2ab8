/** The lists of 安全检查 (aqjc 2999): one definition over the applications, narrowed to 承诺制 (0) or 非承诺制 (1). */
import { findRouteByName } from '../catalogue';
import { safetyInspectionEntity as meta } from '../graphql/generated/entities/safety-inspection';
import { safetyInspectionText as text } from '../messages/safety-inspection';
import { checkResultText, taskStatusText } from './events-handovers-shared';
import { entityResource } from './entity/entity-resource';
import { UnitPicker } from './supervision-pickers';
import { CHECK_RECORD_ROUTE } from './supervision-shared';

export const SAFETY_ROUTES = { register: 'jbxxdj', handle: 'checkUnchecked', view: 'accepted', taskDetail: 'aqjcTaskDetail' } as const;
const buttons = findRouteByName('aqjcRoot')!.buttons;

export function safetyInspectionResource(routeName: 'sldjCn' | 'sldjFcn', notifyStatus: 0 | 1) {
  return entityResource(meta, {
    routeName,
    name: `safetyInspection-${routeName}`,
    // 基本信息登记 renders the 承诺制 list's form (src/screens/safety-inspection/RegisterScreen.tsx); 受理方式 is chosen on it.
    ...(routeName === 'sldjCn' ? { formRoutes: { create: SAFETY_ROUTES.register } } : {}),
    columns: [
      ['placeName', { width: 180 }], ['unitName', { width: 200 }], ['placeKind', { width: 120 }], ['applicant', { width: 90 }], ['status', { width: 100 }],
      ['dueDate', { width: 110 }], ['taskStatus', { width: 100, format: taskStatusText }], ['checkResult', { width: 110, format: checkResultText }],
      ['permitNumber', { width: 170 }], ['organName', { width: 170 }], ['createdAt', { width: 160 }],
    ],
    filters: [{ name: 'keyword', label: '单位或场所名称', kind: 'text', placeholder: text.keywordFilter }, 'status', 'placeKind', { name: 'organId', label: '受理单位', kind: 'organ' }],
    defaultFilters: { notifyStatus },
    form: {
      sections: [
        {
          title: text.applicationSection,
          fields: [['notifyStatus', { kind: 'select' }], ['companyId', { kind: 'custom', component: UnitPicker, wide: true }], 'applicant', 'phone'],
        },
        {
          title: text.placeSection,
          fields: [['placeName', { wide: true }], 'placeKind', 'area', ['address', { wide: true }], ['materials', { wide: true, placeholder: text.materialsHint }]],
        },
      ],
      defaults: { notifyStatus, placeKind: 'entertainment', materials: ['消防安全检查申报表', '营业执照复印件', '场所平面布置图', '消防安全制度和应急预案'] },
    },
    actions: [
      { key: 'new', label: text.register, scope: 'toolbar', buttonId: buttons.register, navigate: SAFETY_ROUTES.register },
      { key: 'view', label: text.view, scope: 'row', allow: 'view', navigate: SAFETY_ROUTES.view },
      { key: 'handle', label: text.handle, scope: 'row', allow: 'handle', navigate: SAFETY_ROUTES.handle },
      { key: 'editRecord', label: text.editRecord, scope: 'row', allow: 'editRecord', openRoute: { route: CHECK_RECORD_ROUTE, query: (row) => ({ id: row.taskId ?? '' }) } },
      { key: 'task', label: text.viewTask, scope: 'row', allow: 'task', openRoute: { route: SAFETY_ROUTES.taskDetail, query: (row) => ({ id: row.taskId ?? '' }) } },
    ],
  });
}
