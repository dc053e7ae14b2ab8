/** 产品监督 (2700): fire product samples of the scope; the result is entered by editing a sample once its report is back. */
import { productCheckEntity as meta } from '../graphql/generated/entities/product-check';
import { entityResource } from './entity/entity-resource';
import { UnitPicker } from './supervision-pickers';

export default entityResource(meta, {
  detailRoute: 'cpjdDetail',
  formRoutes: { create: 'cpjdAdd', edit: 'cpjdAdd' },
  columns: [
    ['productName', { width: 180 }], ['category', { width: 150 }], ['manufacturer', { width: 200 }], ['placeKind', { width: 100 }], ['placeName', { width: 180 }],
    ['sampledDate', { width: 110 }], ['result', { width: 90 }], ['handling', { width: 150 }], ['organName', { width: 130 }],
  ],
  filters: [{ name: 'keyword', label: '产品/企业/地点', kind: 'text' }, 'category', 'placeKind', 'result'],
  detail: {
    sections: [
      { title: '抽样信息', fields: ['productName', 'categoryText', 'model', 'manufacturer', 'batchNo', 'placeKindText', 'companyName', 'placeName', 'sampledDate', 'samplers', 'organName', 'createdAt'] },
      { title: '检验情况', fields: ['resultText', 'reportNo', 'handlingText', 'resultAt', ['failedItems', { wide: true }], ['remark', { wide: true }]] },
    ],
  },
  form: {
    sections: [
      {
        title: '抽样信息',
        fields: [
          ['productName', { wide: true }], 'category', 'model', 'manufacturer', 'batchNo', 'placeKind',
          ['companyId', { kind: 'custom', component: UnitPicker, wide: true }], ['placeName', { wide: true }], ['sampledDate', { kind: 'date' }], 'samplers',
        ],
      },
      { title: '检验结果（报告返回后录入，录入后不可修改）', fields: ['result', 'reportNo', 'handling', ['failedItems', { kind: 'textarea', wide: true }], ['remark', { kind: 'textarea', wide: true }]] },
    ],
    defaults: { category: 'extinguisher', placeKind: 'market' },
  },
  actions: [{ key: 'view', label: '查看', scope: 'row', navigate: 'cpjdDetail' }],
});
