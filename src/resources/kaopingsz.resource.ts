import { findRouteByName } from '../catalogue';
import { assessmentItemEntity } from '../graphql/generated/entities/assessment-item';
import { entityResource } from './entity/entity-resource';

/** The form opens once the catalogue has this child route (the spec gives kaopingsz no hidden pages); until then the list offers delete only. */
const FORM_ROUTE = findRouteByName('kaopingszAdd') ? 'kaopingszAdd' : undefined;

/** 个人绩效考评设置 (11810): the items a person is assessed on and their weights (enabled ones ≤ 100%, checked by the server). */
export default entityResource(assessmentItemEntity, {
  formRoutes: FORM_ROUTE ? { create: FORM_ROUTE, edit: FORM_ROUTE } : undefined,
  columns: ['name', ['sourceText', { width: 110 }], ['weight', { width: 90, format: (value) => `${String(value)}%` }], ['fullScore', { width: 90 }], ['enabled', { width: 90 }], 'remark', 'updatedAt'],
  filters: ['name', 'source', 'enabled'],
  form: {
    sections: [{ title: '考评项目', fields: [['name', { wide: true }], 'source', ['weight', { label: '权重（%）' }], 'fullScore', 'sort', ['enabled', { label: '启用' }], ['remark', { kind: 'textarea', wide: true }]] }],
    defaults: { source: 1, weight: 0, fullScore: 100, sort: 0, enabled: true },
  },
});
