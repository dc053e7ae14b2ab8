/** 个人履职汇总: the approved duty declarations of the caller's scope, one row per person and month, with export. */
import { PersonalStatDocument } from '../graphql/generated/graphql';
import { filterText } from './business-shared';
import { defineResource, type FilterValues } from './types';

const summaryInput = (filters: FilterValues) => ({
  period: filterText(filters, 'period'),
  organId: filterText(filters, 'organId'),
  userName: filterText(filters, 'userName'),
});
const points = (value: unknown) => Number(value ?? 0).toFixed(2);

export default defineResource({
  name: 'dutySummary',
  title: '个人履职汇总',
  routeName: 'personalResumptionSummary',
  rowKey: 'id',
  list: {
    document: PersonalStatDocument,
    variables: ({ current, size, filters }) => ({ input: { current, size, ...summaryInput(filters) } }),
    select: (data) => data.personalStat,
    columns: {
      period: { title: '月份', width: 100 },
      userName: { title: '姓名', width: 110 },
      organName: { title: '所属单位' },
      workScore: { title: '工作量得分', width: 120, format: points },
      dutyScore: { title: '履职得分', width: 120, format: points },
      appealScore: { title: '申诉调整', width: 120, format: points },
      totalScore: { title: '合计得分', width: 120, format: points },
      declarationCount: { title: '已通过申报数', width: 130 },
    },
    filters: [
      { name: 'period', label: '月份', kind: 'text', placeholder: '如 2026-04' },
      { name: 'organId', label: '所属单位', kind: 'organ' },
      { name: 'userName', label: '姓名', kind: 'text' },
    ],
  },
  export: { url: '/api/personal/statExport', fileName: '个人履职汇总.xlsx', params: summaryInput },
});
