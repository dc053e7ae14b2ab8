import { industryEntity } from '../graphql/generated/entities/industry';
import { entityResource } from './entity/entity-resource';
import { CommitteeDepartmentSelect, IndustryParentSelect } from './industry-pickers';

/** 行业管理 (hidden under 监督资源管理, changed with 消安委行业管理's buttons): the industries, three levels deep, each with its supervising committee department. */
export default entityResource(industryEntity, {
  routeName: 'hygl',
  formRoutes: { create: 'hyglAdd', edit: 'hyglAdd' },
  columns: [['name', { width: 200 }], ['code', { width: 100 }], 'path', ['level', { width: 80 }], ['committeeDepartmentName', { width: 180 }], ['sort', { width: 70 }], ['enabled', { width: 80 }], 'updatedAt'],
  filters: [{ name: 'name', label: '行业名称', kind: 'text', placeholder: '名称或行业代码' }, 'committeeDepartmentName', 'enabled'],
  form: {
    sections: [
      {
        title: '行业信息',
        fields: [
          'name',
          ['code', { placeholder: '如 H621' }],
          ['parentId', { kind: 'custom', component: IndustryParentSelect }],
          ['committeeDepartmentId', { kind: 'custom', component: CommitteeDepartmentSelect }],
          'sort',
          ['enabled', { label: '启用' }],
          ['remark', { kind: 'textarea', wide: true }],
        ],
      },
    ],
    defaults: { sort: 0, enabled: true },
  },
  export: { url: '/api/teamworkmanager/industry/export', fileName: '行业管理.xlsx' },
});
