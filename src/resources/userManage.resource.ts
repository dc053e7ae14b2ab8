import { findRouteByName } from '../catalogue';
import { dutyStandardEntity } from '../graphql/generated/entities/duty-standard';
import { RemoveDutyStandardDocument } from '../graphql/generated/graphql';
import { entityResource } from './entity/entity-resource';

const buttons = findRouteByName('userManage')!.buttons;
const noCap = (value: unknown) => (value === null || value === undefined ? '不限' : String(value));
const hundredths = (value: unknown) => typeof value !== 'number' || Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** 履职量化标准设置 (11820): what each unit of duty work scores in the performance assessment. */
export default entityResource(dutyStandardEntity, {
  detailRoute: 'userManageDetail',
  formRoutes: { create: 'userManageAdd', edit: 'userManageAdd' },
  columns: [
    ['code', { width: 110 }],
    'name',
    ['categoryText', { width: 110 }],
    ['unit', { width: 90 }],
    ['unitScore', { width: 90 }],
    ['monthlyCap', { width: 90, format: noCap }],
    'updatedAt',
  ],
  filters: [{ name: 'name', label: '标准名称', kind: 'text', placeholder: '名称或编码' }, 'category'],
  detail: {
    sections: [{ title: '标准信息', fields: ['code', 'name', 'categoryText', 'unit', 'unitScore', ['monthlyCap', { format: noCap }], ['remark', { wide: true }], 'creatorName', 'createdAt', 'updatedAt'] }],
  },
  form: {
    sections: [
      {
        title: '标准信息',
        fields: ['code', ['name', { wide: true }], 'category', ['unit', { placeholder: '如：家、次、件' }], 'unitScore', ['monthlyCap', { placeholder: '不填则不限' }], ['remark', { wide: true }]],
      },
    ],
    defaults: { category: 1 },
    /** Told at once in the form; the server refuses the same (the entity's check). */
    extraRules: ({ unitScore, monthlyCap }) => ({
      ...(hundredths(unitScore) ? {} : { unitScore: '单位分值最多保留两位小数' }),
      ...(hundredths(monthlyCap) ? {} : { monthlyCap: '每月上限最多保留两位小数' }),
      ...(typeof monthlyCap === 'number' && typeof unitScore === 'number' && monthlyCap < unitScore ? { monthlyCap: '每月上限不能小于单位分值' } : {}),
    }),
  },
  actions: [
    { key: 'view', label: '查看', scope: 'row', buttonId: buttons.view, navigate: 'userManageDetail' },
    { key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, allow: 'delete', confirm: true, danger: true, document: RemoveDutyStandardDocument, variables: (rows) => ({ input: { id: rows[0].id } }) },
  ],
  bulkRemove: true,
});
