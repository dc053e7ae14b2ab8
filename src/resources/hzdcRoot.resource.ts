/** 火灾调查 (6000): the fires of the caller's scope the product holds; the 火灾调查平台 menu opens the external platform. */
import { FireIncidentPageDocument } from '../graphql/generated/graphql';
import { filterText } from './business-shared';
import { defineResource } from './types';

const yuan = (value: unknown) => `${Number(value ?? 0).toLocaleString('zh-CN')}元`;

export default defineResource({
  name: 'fireIncident',
  title: '火灾调查',
  routeName: 'hzdcRoot',
  rowKey: 'id',
  list: {
    document: FireIncidentPageDocument,
    variables: ({ current, size, filters }) => ({
      input: { current, size, keyword: filterText(filters, 'keyword'), startTime: filterText(filters, 'startTime'), endTime: filterText(filters, 'endTime') },
    }),
    select: (data) => data.fireIncidentPage,
    columns: {
      occurredAt: { title: '起火时间', width: 170, render: 'datetime' },
      address: { title: '起火地点' },
      cause: { title: '起火原因', width: 160 },
      loss: { title: '直接损失', width: 130, format: yuan },
      casualties: { title: '伤亡人数', width: 100 },
      listed: { title: '挂牌督办', width: 100, render: 'boolean' },
      organName: { title: '辖区单位', width: 140 },
    },
    filters: [
      { name: 'keyword', label: '地点/原因', kind: 'text' },
      { name: 'occurred', label: '起火时间', kind: 'dateRange', to: ['startTime', 'endTime'] },
    ],
  },
});
