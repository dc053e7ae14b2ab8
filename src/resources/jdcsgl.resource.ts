import { specialPlaceEntity } from '../graphql/generated/entities/special-place';
import { entityResource } from './entity/entity-resource';

/** 街道场所管理 (11240): special premises of the streets under the caller's unit. */
export default entityResource(specialPlaceEntity, {
  formRoutes: { create: 'jdcsglAdd', edit: 'jdcsglAdd' },
  columns: ['name', ['categoryText', { width: 120 }], ['streetName', { width: 130 }], 'address', ['contactName', { width: 100 }], ['contactPhone', { width: 140 }]],
  filters: [{ name: 'name', label: '场所名称', kind: 'text', placeholder: '名称或地址' }, 'organId', 'category'],
  form: {
    sections: [
      {
        title: '场所信息',
        fields: [['organId', { kind: 'organ', placeholder: '请选择街道办事处' }], ['name', { wide: true }], 'category', ['address', { wide: true }], 'contactName', 'contactPhone', ['remark', { kind: 'textarea', wide: true }]],
      },
    ],
    defaults: { category: 1 },
  },
});
