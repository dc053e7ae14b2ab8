import { committeeDepartmentEntity } from '../graphql/generated/entities/committee-department';
import { entityResource } from './entity/entity-resource';

/** 消安委行业管理 (11220): the member departments of the committees of the caller's unit and those below; delete is shown by the server's allows (leaves). */
export default entityResource(committeeDepartmentEntity, {
  formRoutes: { create: 'xawhyglAdd', edit: 'xawhyglAdd' },
  columns: [
    'name',
    ['code', { width: 130 }],
    ['industry', { width: 120 }],
    ['parentName', { width: 160 }],
    ['organName', { title: '所属消安委', width: 130 }],
    ['contactName', { width: 100 }],
    ['contactPhone', { width: 140 }],
    ['childCount', { width: 90 }],
  ],
  filters: [{ name: 'name', label: '单位名称', kind: 'text', placeholder: '名称、行业或编码' }, 'organId'],
  form: {
    sections: [
      {
        title: '成员单位信息',
        fields: [
          ['organId', { kind: 'organ', createOnly: true, placeholder: '不选则为本单位' }],
          ['parentCode', { placeholder: '不填则为顶级成员单位' }],
          ['name', { wide: true }], 'code', 'industry', 'contactName', 'contactPhone', 'sort', ['remark', { kind: 'textarea', wide: true }],
        ],
      },
    ],
    defaults: { sort: 0 },
  },
  // 行业管理 (hygl) is hidden: this is the way to it; it shows to whoever sees this page.
  actions: [{ key: 'industries', label: '行业管理', scope: 'toolbar', navigate: 'hygl' }],
});
