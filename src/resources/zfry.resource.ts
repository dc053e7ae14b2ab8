import { LAW_CERTIFICATE_STATE_NAMES } from '../constants/company-labels';
import {
  FreezeLawOfficersDocument,
  LawOfficerPageDocument,
  RemoveLawOfficersDocument,
  type QueryInput_LawOfficerPage_Input_CertificateState as CertificateState,
  type QueryInput_LawOfficerPage_Input_State as AccountState,
} from '../graphql/generated/graphql';
import { defineResource, type FilterValues, type Option } from './types';
import { requestVideoDispatch } from '../components/video/video-dispatch-events';

const CERTIFICATE_COLORS: Record<string, string> = { valid: 'green', expiring: 'orange', expired: 'red' };
export const CERTIFICATE_STATE_OPTIONS: readonly Option[] = Object.entries(LAW_CERTIFICATE_STATE_NAMES).map(([value, label]) => ({ value, label, color: CERTIFICATE_COLORS[value] }));
export const ACCOUNT_STATE_OPTIONS: readonly Option[] = [
  { value: 'active', label: '正常', color: 'green' },
  { value: 'frozen', label: '冻结', color: 'red' },
];

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const freeze = (rows: { userId: string }[], frozen: boolean) => ({ input: { userIds: rows.map((r) => r.userId), frozen } });

/** 执法人员 (11330): users with the enforcement flag and their certificates; freezing locks the account. */
export default defineResource({
  name: 'lawOfficer',
  title: '执法人员',
  routeName: 'zfry',
  rowKey: 'userId',
  list: {
    document: LawOfficerPageDocument,
    variables: ({ current, size, filters }) => ({
      input: {
        current,
        size,
        userName: textOf(filters, 'userName'),
        certificateNo: textOf(filters, 'certificateNo'),
        organId: textOf(filters, 'organId'),
        certificateState: textOf(filters, 'certificateState') as CertificateState | undefined,
        state: textOf(filters, 'state') as AccountState | undefined,
      },
    }),
    select: (data) => data.lawOfficerPage,
    columns: {
      name: { title: '姓名', width: 100 },
      account: { title: '账号', width: 120 },
      organName: { title: '所属单位' },
      phone: { title: '手机号码', width: 130 },
      certificateNo: { title: '执法证号', width: 160 },
      certificateTypeName: { title: '证件类型', width: 130 },
      qualificationName: { title: '执法资格', width: 90 },
      expiresOn: { title: '有效期至', width: 110 },
      certificateState: { title: '证件状态', render: 'status', options: CERTIFICATE_STATE_OPTIONS, width: 100 },
      state: { title: '账号状态', render: 'status', options: ACCOUNT_STATE_OPTIONS, width: 90 },
    },
    filters: [
      { name: 'userName', label: '姓名', kind: 'text' },
      { name: 'certificateNo', label: '执法证号', kind: 'text' },
      { name: 'organId', label: '所属单位', kind: 'organ' },
      { name: 'certificateState', label: '证件状态', kind: 'select', options: CERTIFICATE_STATE_OPTIONS },
      { name: 'state', label: '账号状态', kind: 'select', options: ACCOUNT_STATE_OPTIONS },
    ],
  },
  actions: [
    { key: 'trackViewer', label: '执法轨迹', scope: 'toolbar', navigate: 'zfgj' },
    { key: 'track', label: '轨迹', scope: 'row', openRoute: { route: 'zfgj', query: (row) => ({ userId: row.userId, username: row.name, organName: row.organName }) } },
    {
      key: 'video',
      label: '远程视频调度',
      scope: 'row',
      open: (row) => requestVideoDispatch({ type: 'officer', id: row.userId, title: row.name, invitees: [{ userId: row.userId, username: row.name, organName: row.organName }] }),
      visible: (row) => row.state === 'active',
    },
    { key: 'freeze', label: '冻结', scope: 'row', confirm: '确定冻结该执法人员的账号吗?', document: FreezeLawOfficersDocument, variables: (rows) => freeze(rows, true), visible: (row) => row.state === 'active' },
    { key: 'unfreeze', label: '解冻', scope: 'row', confirm: '确定解冻该执法人员的账号吗?', document: FreezeLawOfficersDocument, variables: (rows) => freeze(rows, false), visible: (row) => row.state === 'frozen' },
    { key: 'remove', label: '取消执法资格', scope: 'row', confirm: '确定取消该人员的执法人员身份吗?', danger: true, document: RemoveLawOfficersDocument, variables: (rows) => ({ input: { userIds: rows.map((r) => r.userId) } }) },
  ],
  export: { url: '/api/tw/lawOfficer/export', fileName: '执法人员.xlsx' },
});
