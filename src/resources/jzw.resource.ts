import { buildEntity } from '../graphql/generated/entities/build';
import { BuildCompaniesDocument } from '../graphql/generated/graphql';
import { entityResource } from './entity/entity-resource';
import { relatedList } from './types';

/** 建筑物 (11320): the buildings social units sit in, scoped by the supervising organisation; delete is shown by the server's allows (empty buildings). */
export default entityResource(buildEntity, {
  detailRoute: 'jzwDetail',
  formRoutes: { create: 'jzwAdd', edit: 'jzwAdd' },
  columns: [
    ['name', { width: 200 }],
    'address',
    ['organName', { width: 200 }],
    ['useType', { width: 100 }],
    ['structureName', { width: 130 }],
    ['fireRating', { width: 90 }],
    ['heightMeters', { width: 90 }],
    ['floorsAbove', { width: 90 }],
    ['highRise', { title: '高层', width: 70 }],
    ['companyCount', { width: 80 }],
    'updatedAt',
  ],
  filters: ['name', 'address', 'organId', 'useType', 'highRise'],
  detail: {
    sections: [
      {
        title: '建筑信息',
        fields: [
          'name', ['address', { wide: true }], 'organName', 'useTypeName', 'structureName', 'fireRatingName', 'heightMeters', 'floorsAbove', 'floorsBelow',
          'floorArea', 'builtYear', 'highRise', 'managerName', 'managerPhone', 'companyCount', ['remark', { wide: true }],
        ],
      },
    ],
    related: [
      relatedList({
        title: '建筑内社会单位',
        document: BuildCompaniesDocument,
        variables: (build: { id: string }, page) => ({ input: { ...page, buildId: build.id } }),
        select: (data) => data.buildCompanies,
        rowKey: 'id',
        columns: {
          name: { title: '单位名称' },
          creditCode: { title: '统一社会信用代码', width: 190 },
          unitCategoryName: { title: '单位类别', width: 110 },
          address: { title: '单位地址' },
          managerName: { title: '消防安全管理人', width: 130 },
          managerPhone: { title: '联系电话', width: 130 },
        },
      }),
    ],
  },
  form: {
    sections: [
      {
        title: '建筑信息',
        fields: [
          'name', ['address', { wide: true }], ['organId', { kind: 'organ' }], 'useType', 'structure', 'fireRating', ['heightMeters', { label: '建筑高度（米）' }], 'floorsAbove',
          'floorsBelow', ['floorArea', { label: '建筑面积（平方米）' }], ['builtYear', { placeholder: '如 2015' }], 'managerName', 'managerPhone', ['remark', { kind: 'textarea', wide: true }],
        ],
      },
    ],
    defaults: { useType: 'public', structure: 'concrete', fireRating: 2, heightMeters: 0, floorsAbove: 1, floorsBelow: 0, floorArea: 0 },
  },
  bulkRemove: true,
  export: { url: '/api/Build/export', fileName: '建筑物.xlsx' },
  import: { url: '/api/Build/import' },
});
