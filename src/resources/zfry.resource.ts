import { LAW_CERTIFICATE_STATE_OPTIONS, USER_STATE_OPTIONS } from '../constants/options';
import { lawOfficerEntity } from '../graphql/generated/entities/law-officer';
import { FreezeLawOfficersDocument, RemoveLawOfficersDocument } from '../graphql/generated/graphql';
import { requestVideoDispatch } from '../components/video/video-dispatch-events';
import { entityResource } from './entity/entity-resource';

const freeze = (rows: { userId: string }[], frozen: boolean) => ({ input: { userIds: rows.map((r) => r.userId), frozen } });

/** 执法人员 (11330): users with the enforcement flag and their certificates; freezing locks the account (shown by the server's allows). */
export default entityResource(lawOfficerEntity, {
  columns: [
    ['name', { width: 100 }],
    ['account', { width: 120 }],
    'organName',
    ['phone', { width: 130 }],
    ['certificateNo', { width: 160 }],
    ['certificateTypeName', { width: 130 }],
    ['qualificationName', { width: 90 }],
    ['expiresOn', { width: 110 }],
    ['certificateState', { render: 'status', options: LAW_CERTIFICATE_STATE_OPTIONS, width: 100 }],
    ['state', { width: 90 }],
  ],
  filters: ['userName', 'certificateNo', 'organId', { name: 'certificateState', label: '证件状态', kind: 'select', options: LAW_CERTIFICATE_STATE_OPTIONS }, { name: 'state', label: '账号状态', kind: 'select', options: USER_STATE_OPTIONS }],
  actions: [
    { key: 'trackViewer', label: '执法轨迹', scope: 'toolbar', navigate: 'zfgj' },
    { key: 'track', label: '轨迹', scope: 'row', openRoute: { route: 'zfgj', query: (row) => ({ userId: row.userId, username: row.name, organName: row.organName }) } },
    {
      key: 'video', label: '远程视频调度', scope: 'row', allow: 'video',
      open: (row) => requestVideoDispatch({ type: 'officer', id: row.userId, title: row.name, invitees: [{ userId: row.userId, username: row.name, organName: row.organName }] }),
    },
    { key: 'freeze', label: '冻结', scope: 'row', allow: 'freeze', confirm: '确定冻结该执法人员的账号吗?', document: FreezeLawOfficersDocument, variables: (rows) => freeze(rows, true) },
    { key: 'unfreeze', label: '解冻', scope: 'row', allow: 'unfreeze', confirm: '确定解冻该执法人员的账号吗?', document: FreezeLawOfficersDocument, variables: (rows) => freeze(rows, false) },
    { key: 'remove', label: '取消执法资格', scope: 'row', confirm: '确定取消该人员的执法人员身份吗?', danger: true, document: RemoveLawOfficersDocument, variables: (rows) => ({ input: { userIds: rows.map((r) => r.userId) } }) },
  ],
  export: { url: '/api/tw/lawOfficer/export', fileName: '执法人员.xlsx' },
});
