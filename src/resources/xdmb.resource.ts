import { guideTemplateEntity } from '../graphql/generated/entities/guide-template';
import { entityResource } from './entity/entity-resource';

/** 指导模板 (11600): working guidance for a kind of business, with its legal basis. addXdmb both creates and (with ?id=) edits. */
export default entityResource(guideTemplateEntity, {
  formRoutes: { create: 'addXdmb', edit: 'addXdmb' },
  columns: [['name', { width: 200 }], ['guideType', { width: 110 }], 'basis', ['sort', { width: 70 }], ['creatorName', { width: 110 }], 'updatedAt'],
  filters: [{ name: 'keyword', label: '关键字', kind: 'text', placeholder: '模板名称或指导内容' }, 'guideType'],
  detail: {
    sections: [{ title: '模板信息', fields: ['name', ['guideType', { render: 'option' }], 'sort', ['content', { wide: true }], ['basis', { wide: true }], ['remark', { wide: true }]] }],
  },
  form: {
    sections: [{ title: '模板信息', fields: ['name', 'guideType', 'sort', ['content', { kind: 'textarea', wide: true }], ['basis', { kind: 'textarea', wide: true }], ['remark', { kind: 'textarea', wide: true }]] }],
    defaults: { guideType: 'supervision', sort: 0 },
  },
  bulkRemove: true,
});
