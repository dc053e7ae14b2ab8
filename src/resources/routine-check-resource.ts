/**
 * The screen of one kind of routine check (日常): one definition for the three menus, each over its own
 * entity meta (their rows are alike: the street kind's fragment types them). 登记 and 修改 are the entity's
 * add and update forms; a committee or industry check names its department.
 */
import { findRouteByName } from '../catalogue';
import type { StreetRoutineCheckRowFragment } from '../graphql/generated/graphql';
import { routineCheckText as text } from '../messages/routine-checks';
import { entityResource } from './entity/entity-resource';
import type { EntityMeta } from './entity/meta';
import { departmentPicker, SmallPlacePicker } from './routine-check-pickers';

export function routineCheckResource<TPage, VPage, Row extends StreetRoutineCheckRowFragment, TDetail, VDetail, DRow extends StreetRoutineCheckRowFragment>(
  meta: EntityMeta<TPage, VPage, Row, TDetail, VDetail, DRow>,
  kind: 'committee' | 'industry' | 'street',
) {
  const route = meta.route;
  const buttons = findRouteByName(route)!.buttons;
  const byDepartment = kind !== 'street';
  return entityResource(meta, {
    detailRoute: `${route}Detail`,
    formRoutes: { create: `${route}Add`, edit: `${route}Edit` },
    columns: [
      ['companyName', { width: 200 }], ...(byDepartment ? [['departmentName', { width: 160 }] as const] : []), ['organName', { width: 180 }],
      ['checkDate', { width: 110 }], ['checkResult', { width: 90 }], ['hazardCount', { width: 100 }], ['checkerName', { width: 100 }], ['createdAt', { width: 170 }],
    ],
    filters: [{ name: 'keyword', label: text.keyword, kind: 'text' }, 'checkResult', { range: ['checkDateFrom', 'checkDateTo'], label: text.checkDate }],
    detail: {
      sections: [
        { title: text.sectionCheck, fields: ['companyName', 'companyAddress', ...(byDepartment ? ['departmentName' as const] : []), 'checkDate', 'checkResult', 'hazardCount'] },
        { title: text.sectionReport, fields: [['report', { wide: true }]] },
        { title: text.sectionRecord, fields: ['organName', 'checkerName', 'createdAt', 'updatedAt'] },
      ],
    },
    form: {
      sections: [
        {
          title: text.sectionCheck,
          fields: [
            ...(byDepartment ? [['departmentId', { kind: 'custom', component: departmentPicker(kind as 'committee' | 'industry'), wide: true, required: true, createOnly: true }] as const] : []),
            ['companyId', { kind: 'custom', component: SmallPlacePicker, wide: true, required: true, createOnly: true }],
            ['checkDate', { kind: 'date', required: true }], ['checkResult', { required: true }], 'hazardCount',
          ],
        },
        { title: text.sectionReport, fields: [['report', { kind: 'textarea', wide: true, required: true, placeholder: text.reportPlaceholder }]] },
      ],
      defaults: { hazardCount: 0 },
    },
    actions: [
      { key: 'new', label: text.new, scope: 'toolbar', buttonId: buttons.new, navigate: `${route}Add` },
      { key: 'view', label: text.view, scope: 'row', buttonId: buttons.view, navigate: `${route}Detail` },
      { key: 'edit', label: text.edit, scope: 'row', buttonId: buttons.edit, allow: 'edit', navigate: `${route}Edit` },
    ],
  });
}
