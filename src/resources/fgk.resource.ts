import { REGULATION_LEVEL_NAMES, REGULATION_STATUS_NAMES } from '../constants/company-labels';
import {
  LawRegulationPageDocument,
  RemoveLawRegulationsDocument,
  type QueryInput_LawRegulationPage_Input_Level as Level,
  type QueryInput_LawRegulationPage_Input_Status as Status,
} from '../graphql/generated/graphql';
import { defineResource, type FilterValues, type Option } from './types';

const STATUS_COLORS: Record<string, string> = { effective: 'green', amended: 'orange', repealed: 'gray' };
export const REGULATION_LEVEL_OPTIONS: readonly Option[] = Object.entries(REGULATION_LEVEL_NAMES).map(([value, label]) => ({ value, label }));
export const REGULATION_STATUS_OPTIONS: readonly Option[] = Object.entries(REGULATION_STATUS_NAMES).map(([value, label]) => ({ value, label, color: STATUS_COLORS[value] }));

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const ids = (rows: { id: string }[]) => ({ input: { ids: rows.map((r) => r.id) } });

/** 法律法规库 (11340): the laws, rules and standards officers cite, with level and validity. */
export default defineResource({
  name: 'lawRegulation',
  title: '法律法规',
  routeName: 'fgk',
  rowKey: 'id',
  list: {
    document: LawRegulationPageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        keyword: textOf(filters, 'keyword'),
        level: textOf(filters, 'level') as Level | undefined,
        status: textOf(filters, 'status') as Status | undefined,
      },
    }),
    select: (data) => data.lawRegulationPage,
    columns: {
      title: { title: '法规名称' },
      level: { title: '效力级别', render: 'option', options: REGULATION_LEVEL_OPTIONS, width: 110 },
      docNo: { title: '文号', width: 170 },
      issuer: { title: '发布机关', width: 200 },
      issuedOn: { title: '发布日期', width: 110 },
      effectiveOn: { title: '施行日期', width: 110 },
      status: { title: '时效性', render: 'status', options: REGULATION_STATUS_OPTIONS, width: 100 },
    },
    filters: [
      { name: 'keyword', label: '名称/文号/机关', kind: 'text' },
      { name: 'level', label: '效力级别', kind: 'select', options: REGULATION_LEVEL_OPTIONS },
      { name: 'status', label: '时效性', kind: 'select', options: REGULATION_STATUS_OPTIONS },
    ],
  },
  actions: [
    { key: 'delete', label: '删除', scope: 'row', confirm: true, danger: true, document: RemoveLawRegulationsDocument, variables: (rows) => ids(rows) },
    { key: 'bulkDelete', label: '批量删除', scope: 'bulk', confirm: true, danger: true, document: RemoveLawRegulationsDocument, variables: (rows) => ids(rows) },
  ],
  export: { url: '/api/tw/lawRegulation/export', fileName: '法律法规.xlsx' },
});
