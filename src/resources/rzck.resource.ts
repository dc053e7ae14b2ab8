import { findRouteByName } from '../catalogue';
import {
  OperationRecordDetailDocument,
  OperationRecordPageDocument,
  type Query_OperationRecordPage_Records_Items_Outcome as Outcome,
} from '../graphql/generated/graphql';
import { requestJson } from '../lib/request';
import { security } from '../messages/security';
import { defineResource, type FilterValues, type Option } from './types';

const buttons = findRouteByName('rzck')!.buttons;

const OUTCOME_OPTIONS: readonly Option[] = [
  { value: 'success', label: '成功', color: 'green' },
  { value: 'failure', label: '失败', color: 'red' },
];

interface ChainVerdict {
  intact: boolean;
  message: string;
}

/** 校验: the server recomputes the hash chain; a broken chain is shown as the error naming the first record. */
async function verifyChain(): Promise<void> {
  const { data } = await requestJson<ChainVerdict>('/OperationRecord/verify', { method: 'POST', data: {} });
  if (!data.intact) throw new Error(data.message);
}

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined ? undefined : String(filters[name]));

/** 日志查看: the operation records of every mutating call, filterable by person, route, outcome and time. */
export default defineResource({
  name: 'operationRecord',
  title: '日志',
  routeName: 'rzck',
  detailRoute: 'rzmx',
  rowKey: 'id',
  list: {
    document: OperationRecordPageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        userName: textOf(filters, 'userName'),
        route: textOf(filters, 'route'),
        outcome: textOf(filters, 'outcome') as Outcome | undefined,
        startTime: textOf(filters, 'startTime'),
        endTime: textOf(filters, 'endTime'),
      },
    }),
    select: (data) => data.operationRecordPage,
    columns: {
      userName: { title: '操作人', width: 110 },
      organName: { title: '所属单位', width: 140 },
      operationId: { title: '接口' },
      url: { title: '请求地址' },
      target: { title: '操作对象', width: 140 },
      outcome: { title: '操作结果', render: 'status', options: OUTCOME_OPTIONS, width: 100 },
      message: { title: '返回信息' },
      ip: { title: 'IP地址', width: 130 },
      createdAt: { title: '操作时间', render: 'datetime', width: 170 },
    },
    filters: [
      { name: 'userName', label: '操作人', kind: 'text' },
      { name: 'route', label: '接口', kind: 'text', placeholder: '接口名或请求地址' },
      { name: 'outcome', label: '操作结果', kind: 'select', options: OUTCOME_OPTIONS },
      { name: 'createdRange', label: '操作时间', kind: 'dateRange', to: ['startTime', 'endTime'] },
    ],
  },
  detail: {
    document: OperationRecordDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.operationRecordDetail,
    sections: [
      {
        title: '操作信息',
        fields: {
          userName: { label: '操作人' },
          organName: { label: '所属单位' },
          createdAt: { label: '操作时间', render: 'datetime' },
          ip: { label: 'IP地址' },
          outcome: { label: '操作结果', render: 'status', options: OUTCOME_OPTIONS },
          message: { label: '返回信息' },
        },
      },
      {
        title: '请求',
        fields: {
          operationId: { label: '接口' },
          method: { label: '请求方式' },
          url: { label: '请求地址', wide: true },
          menuId: { label: '菜单' },
          buttonId: { label: '按钮' },
          target: { label: '操作对象' },
          detail: { label: '操作内容', wide: true },
        },
      },
    ],
  },
  actions: [
    { key: 'view', label: '查看', scope: 'row', buttonId: buttons.view, navigate: 'rzmx' },
    { key: 'verify', label: security.verifyChain, scope: 'toolbar', buttonId: buttons.view, run: verifyChain, successMessage: security.verifyChainIntact },
  ],
  export: { url: '/api/OperationRecord/export', buttonId: buttons.view, fileName: '操作日志.xlsx' },
});
