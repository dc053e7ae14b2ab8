import { findRouteByName } from '../catalogue';
import { CaseCausePageDocument, SyncCaseCausesDocument, type QueryInput_CaseCausePage_Input_Source as CauseSource } from '../graphql/generated/graphql';
import { defineResource, type FilterValues, type Option } from './types';

const buttons = findRouteByName('aysz')!.buttons;

export const CAUSE_SOURCE_OPTIONS: readonly Option[] = [
  { value: 'national', label: '全国案由库', color: 'blue' },
  { value: 'xxj', label: '信息系统同步', color: 'green' },
];

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));

/** 处罚案由 (11420): the national case causes with their legal basis; 同步 pulls case counts and new causes from the xxj service. */
export default defineResource({
  name: 'caseCause',
  title: '处罚案由',
  routeName: 'aysz',
  rowKey: 'id',
  list: {
    document: CaseCausePageDocument,
    variables: ({ current, size, filters }) => ({
      input: { current, size, name: textOf(filters, 'name'), source: textOf(filters, 'source') as CauseSource | undefined },
    }),
    select: (data) => data.caseCausePage,
    columns: {
      code: { title: '案由编码', width: 100 },
      name: { title: '案由名称', width: 240 },
      legalBasis: { title: '违法依据' },
      penaltyBasis: { title: '处罚依据' },
      caseCount: { title: '案件数', width: 90 },
      source: { title: '来源', render: 'status', options: CAUSE_SOURCE_OPTIONS, width: 120 },
      syncedAt: { title: '同步时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'name', label: '案由名称', kind: 'text' },
      { name: 'source', label: '来源', kind: 'select', options: CAUSE_SOURCE_OPTIONS },
    ],
  },
  actions: [
    { key: 'sync', label: '同步', scope: 'toolbar', buttonId: buttons.sync, confirm: '确定从信息系统同步处罚案由吗?', document: SyncCaseCausesDocument, variables: () => ({}) },
  ],
});
