import { ENABLED_OPTIONS } from '../constants/options';
import { noticeTemplateEntity } from '../graphql/generated/entities/notice-template';
import { entityResource } from './entity/entity-resource';

/** 消息模板 (11700): the text of the notices the system sends, with ${name} placeholders. */
export default entityResource(noticeTemplateEntity, {
  formRoutes: { create: 'addXxmb', edit: 'editXxmb' },
  columns: [['name', { width: 160 }], ['code', { width: 160 }], ['category', { width: 110 }], 'title', ['enabled', { render: 'boolean', width: 80 }], ['creatorName', { width: 110 }], 'updatedAt'],
  filters: ['name', 'category', { name: 'enabled', label: '状态', kind: 'select', options: ENABLED_OPTIONS }],
  detail: {
    sections: [{ title: '模板信息', fields: ['name', 'code', ['category', { render: 'option' }], ['enabled', { render: 'boolean' }], ['title', { wide: true }], ['content', { wide: true }], ['placeholders', { format: (value) => (Array.isArray(value) ? value.join('、') : '') }], ['remark', { wide: true }]] }],
  },
  form: {
    sections: [
      {
        title: '模板信息',
        fields: ['name', ['code', { readOnlyOnEdit: true }], 'category', 'enabled', ['title', { wide: true, placeholder: '可使用${taskName}等占位符' }], ['content', { kind: 'textarea', wide: true }], ['remark', { kind: 'textarea', wide: true }]],
      },
    ],
    defaults: { category: 'task', enabled: true },
  },
  bulkRemove: true,
});
