/** 模板设置 (11410), tab 文书模板: the writ templates writs are made from. */
import { findRouteByName } from '../catalogue';
import { ENABLED_OPTIONS } from '../constants/options';
import { writTemplateEntity } from '../graphql/generated/entities/writ-template';
import { entityResource } from './entity/entity-resource';

const buttons = findRouteByName('mbsz')!.buttons;
export const ADD_DOCUMENT_ROUTE = 'addDocument';
/** The query parameter that preselects the template on the new-writ form. */
export const TEMPLATE_QUERY = 'templateId';

export const writTemplateDefinition = entityResource(writTemplateEntity, {
  formRoutes: { create: 'addWrit', edit: 'amendWrit' },
  columns: [
    ['name', { title: '文书名称' }], ['code', { width: 130 }], ['category', { width: 100 }], ['busiTypeName', { title: '业务类型', width: 120 }],
    ['numberPrefix', { width: 120 }], ['enabled', { width: 70 }], ['creatorName', { width: 100 }], 'updatedAt',
  ],
  filters: [{ name: 'name', label: '文书名称', kind: 'text', placeholder: '名称或编码' }, 'category', { name: 'busiTypeCode', label: '业务类型', kind: 'dict', dictType: 'busiType' }, { name: 'enabled', label: '状态', kind: 'select', options: ENABLED_OPTIONS }],
  form: {
    sections: [
      {
        title: '模板信息',
        fields: [
          ['name', { placeholder: '如 责令限期改正通知书' }],
          ['code', { placeholder: '字母、数字或下划线' }],
          'category',
          ['busiTypeCode', { kind: 'dict', dictType: 'busiType' }],
          ['numberPrefix', { placeholder: '如 深消限字，签发时编为 深消限字〔年〕序号号' }],
          ['enabled', { kind: 'switch' }],
          ['body', { placeholder: '用 ${当事人}、${违法行为} 等占位符标出拟制时填写的内容' }],
          ['remark', { kind: 'textarea', wide: true }],
        ],
      },
    ],
    defaults: { category: 'enforcement', busiTypeCode: 'xfjdjc', enabled: true },
  },
  actions: [
    { key: 'draft', label: '拟制文书', scope: 'row', buttonId: buttons.new, navigate: ADD_DOCUMENT_ROUTE, navigateParam: TEMPLATE_QUERY, allow: 'draft' },
  ],
});
