/** 问答知识库 (8810), tab 问答分类: what the entries are filed under (a category with entries is kept). */
import { qaCategoryEntity } from '../graphql/generated/entities/qa-category';
import { entityResource } from './entity/entity-resource';

export const qaCategoryDefinition = entityResource(qaCategoryEntity, {
  formRoutes: { create: 'znkfFlAdd', edit: 'znkfFlAdd' },
  columns: ['name', ['entryCount', { width: 90 }], ['sort', { width: 80 }], ['enabled', { width: 80 }], 'remark', ['updatedAt', { width: 170 }]],
  filters: ['name', 'enabled'],
  form: {
    sections: [{ title: '问答分类', fields: ['name', 'sort', ['enabled', { kind: 'switch', label: '启用' }], ['remark', { kind: 'textarea', wide: true }]] }],
    defaults: { sort: 0, enabled: true },
  },
});
