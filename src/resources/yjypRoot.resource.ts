/** 预警研判 (9000): the units of the caller's scope ranked by risk from the records the product holds. */
import { UnitRiskPageDocument } from '../graphql/generated/graphql';
import { RISK_LEVEL_OPTIONS } from '../constants/early-warning';
import { filterText } from './business-shared';
import { defineResource } from './types';

export default defineResource({
  name: 'unitRisk',
  title: '预警研判',
  routeName: 'yjypRoot',
  rowKey: 'companyId',
  list: {
    document: UnitRiskPageDocument,
    variables: ({ current, size, filters }) => ({
      input: { current, size, keyword: filterText(filters, 'keyword'), organId: filterText(filters, 'organId'), level: filterText(filters, 'level') as never },
    }),
    select: (data) => data.unitRiskPage,
    columns: {
      companyName: { title: '单位名称' },
      level: { title: '风险等级', width: 100, render: 'status', options: RISK_LEVEL_OPTIONS },
      score: { title: '风险分值', width: 100 },
      openHazards: { title: '未消除隐患', width: 110 },
      overdueRectifications: { title: '逾期未整改', width: 110 },
      complaints: { title: '投诉举报', width: 100 },
      fires: { title: '火灾', width: 80 },
      address: { title: '地址' },
      organName: { title: '监管单位', width: 140 },
    },
    filters: [
      { name: 'keyword', label: '单位名称/地址', kind: 'text' },
      { name: 'level', label: '风险等级', kind: 'select', options: RISK_LEVEL_OPTIONS },
      { name: 'organId', label: '监管单位', kind: 'organ' },
    ],
  },
});
